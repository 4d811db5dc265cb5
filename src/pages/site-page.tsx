// The Terms and Privacy pages (issue 23 §7): Markdown the operator edits (server/http/site-pages.ts;
// the build's defaults are public/site/*.md), rendered with the chat's safe Markdown renderer (raw
// HTML shown as text, every link checked), with a way back home.
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from './page-title.ts';
import { buttonClasses } from '../components/ui/button.tsx';
import { Logo } from '../components/ui/logo.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { AssistantMarkdown } from '../features/chat/assistant-markdown.tsx';
import { PRODUCT_NAME } from '../../supabase/functions/_shared/product.ts';

export const SITE_PAGE_STRINGS = {
  loading: 'Loading…',
  failed: (title: string) => `The ${title} could not be loaded. Check your connection and try again.`,
  home: 'Return to Home',
} as const;

type Loaded = { status: 'loading' } | { status: 'ready'; markdown: string } | { status: 'failed' };

export function SitePage({ file, title }: { file: 'terms.md' | 'privacy.md'; title: string }) {
  usePageTitle(title);
  const [page, setPage] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetch(`/site/${file}`, { signal: controller.signal, cache: 'no-cache' })
      .then(async (response) => {
        const type = response.headers.get('content-type') ?? '';
        // A host without the file answers with the app's shell: not a page to show.
        if (!response.ok || type.includes('text/html')) throw new Error(`${file}: ${response.status}`);
        setPage({ status: 'ready', markdown: await response.text() });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Loading the page failed', error);
        setPage({ status: 'failed' });
      });
    return () => controller.abort();
  }, [file]);

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-border">
        <div className="mx-auto flex h-14 max-w-3xl items-center px-4">
          <Link to="/" className="rounded-md" aria-label={`${PRODUCT_NAME} home`}>
            <Logo />
          </Link>
        </div>
      </header>
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-8">
        {page.status === 'loading' ? (
          <Spinner label={SITE_PAGE_STRINGS.loading} className="text-primary" />
        ) : page.status === 'failed' ? (
          <>
            <h1 className="text-2xl font-semibold">{title}</h1>
            <p role="alert" className="mt-4">
              {SITE_PAGE_STRINGS.failed(title)}
            </p>
          </>
        ) : (
          <AssistantMarkdown
            markdown={page.markdown}
            assetHost={location.host}
            className="[&_h1]:mt-0 [&_h1]:text-2xl"
          />
        )}
        <Link to="/" className={`${buttonClasses({ variant: 'outline' })} mt-8`}>
          {SITE_PAGE_STRINGS.home}
        </Link>
      </main>
    </div>
  );
}

export function TermsPage() {
  return <SitePage file="terms.md" title="Terms of Service" />;
}

export function PrivacyPage() {
  return <SitePage file="privacy.md" title="Privacy Policy" />;
}
