import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Logo } from '../../components/ui/logo.tsx';

/** The frame of the auth screens: the logo (home link) above a centred column. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col items-center bg-background px-4 py-8 sm:py-16">
      <Link to="/" className="mb-8 rounded-md" aria-label="Hearth home">
        <Logo />
      </Link>
      <main className="w-full max-w-md">{children}</main>
    </div>
  );
}
