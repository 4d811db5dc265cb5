// The public landing page (spec §2 "Landing page").
import { Building2, ChartNoAxesCombined, Landmark, MapPin, Search, Zap, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useAuth } from '../session/auth-context.ts';
import { usePageTitle } from './page-title.ts';
import { Button, buttonClasses } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
import { Logo } from '../components/ui/logo.tsx';
import { RegistrationClosedButton } from '../features/auth/registration-closed-button.tsx';
import { PRODUCT_NAME } from '../../supabase/functions/_shared/product.ts';

const FEATURES: ReadonlyArray<{ title: string; text: string; icon: LucideIcon }> = [
  {
    title: 'Instant Answers',
    text: 'Ask anything about buying, selling or investing and get a clear answer in seconds, day or night.',
    icon: Zap,
  },
  {
    title: 'Market Analysis',
    text: 'Understand prices, inventory and trends before you make a move.',
    icon: ChartNoAxesCombined,
  },
  {
    title: 'Property Research',
    text: 'Dig into a property’s features, costs and comparables without the legwork.',
    icon: Search,
  },
  {
    title: 'Investment Strategies',
    text: 'Run the numbers on cap rates, cash flow, financing and rent-versus-buy.',
    icon: Landmark,
  },
  {
    title: 'Location Intelligence',
    text: 'Weigh neighbourhoods, amenities, schools and commutes side by side.',
    icon: MapPin,
  },
  {
    title: 'Commercial Insights',
    text: 'Get oriented in office, retail and multifamily deals with the metrics that matter.',
    icon: Building2,
  },
];

const FOOTER_GROUPS = [
  { title: 'Product', links: ['Features', 'Pricing', 'FAQ'] },
  { title: 'Company', links: ['About', 'Blog', 'Contact'] },
  { title: 'Legal', links: ['Privacy', 'Terms'] },
] as const;

/** The pages the footer's links reach: Privacy and Terms are real (issue 23 §7); the rest go home. */
const FOOTER_TARGETS: Partial<Record<string, string>> = { Privacy: '/privacy', Terms: '/terms' };

const navLink = 'rounded-md px-2 py-1.5 text-sm font-medium text-foreground hover:bg-muted sm:px-3';

export default function LandingPage() {
  const { status, signOut } = useAuth();
  const signedIn = status === 'signedIn' || status === 'signingOut';
  usePageTitle();

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-border bg-background/90">
        <nav
          aria-label="Main"
          className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-1 gap-y-2 px-4 py-3"
        >
          <Link to="/" className="mr-auto rounded-md" aria-label={`${PRODUCT_NAME} home`}>
            <Logo compact />
          </Link>
          <Link to="/" className={navLink}>
            Home
          </Link>
          <Link to="/chat" className={navLink}>
            Chat
          </Link>
          {signedIn ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => void signOut('user')}
              loading={status === 'signingOut'}
            >
              Log out
            </Button>
          ) : (
            <>
              <Link to="/login" className={navLink}>
                Log in
              </Link>
              <RegistrationClosedButton size="sm">Sign up</RegistrationClosedButton>
            </>
          )}
        </nav>
      </header>

      <main className="flex-1">
        <section className="mx-auto grid max-w-4xl gap-6 px-4 py-16 text-center sm:py-24">
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-6xl">
            Your AI Assistant for Real Estate
          </h1>
          <p className="mx-auto max-w-2xl text-lg text-pretty text-muted-foreground">
            Instant answers to your real-estate questions, 24/7: market analysis, property research,
            investment strategies and more, for home buyers and professionals alike.
          </p>
          <div className="flex flex-col items-center justify-center gap-3 sm:flex-row">
            {status === 'loading' ? null : signedIn ? (
              <Link to="/chat" className={buttonClasses({ size: 'lg' })}>
                Go to Chat
              </Link>
            ) : (
              <>
                <Link to="/login" className={buttonClasses({ size: 'lg' })}>
                  Try it now
                </Link>
                <RegistrationClosedButton variant="outline" size="lg">
                  Create an account
                </RegistrationClosedButton>
              </>
            )}
          </div>
        </section>

        <section aria-labelledby="features-heading" className="bg-muted/60 py-16">
          <div className="mx-auto max-w-6xl px-4">
            <h2 id="features-heading" className="text-center text-3xl font-bold tracking-tight">
              Powered by Advanced AI
            </h2>
            <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {FEATURES.map(({ title, text, icon: Icon }) => (
                <li key={title}>
                  <Card className="h-full p-6">
                    <span className="inline-flex size-10 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                      <Icon aria-hidden="true" className="size-5" />
                    </span>
                    <h3 className="mt-4 text-lg font-semibold">{title}</h3>
                    <p className="mt-2 text-sm text-muted-foreground">{text}</p>
                  </Card>
                </li>
              ))}
            </ul>
          </div>
        </section>
      </main>

      <footer className="border-t border-border">
        <div className="mx-auto grid max-w-6xl grid-cols-2 gap-8 px-4 py-10 sm:grid-cols-4">
          <div className="col-span-2 sm:col-span-1">
            <Logo />
            <p className="mt-3 text-sm text-muted-foreground">Real-estate answers, any time.</p>
          </div>
          {FOOTER_GROUPS.map((group) => (
            <nav key={group.title} aria-labelledby={`footer-${group.title}`}>
              <h2 id={`footer-${group.title}`} className="text-sm font-semibold">
                {group.title}
              </h2>
              <ul className="mt-3 grid gap-2">
                {group.links.map((label) => (
                  <li key={label}>
                    <Link
                      to={FOOTER_TARGETS[label] ?? '/'}
                      className="text-sm text-muted-foreground hover:text-foreground hover:underline"
                    >
                      {label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <p className="border-t border-border py-6 text-center text-xs text-muted-foreground">
          © {new Date().getFullYear()} {PRODUCT_NAME}. Beta.
        </p>
      </footer>
    </div>
  );
}
