// /share/:token — a read-only link opened by anyone, signed in or not (issue 22 §7). It asks the server
// for the snapshot behind the token as an anonymous caller and shows it; a revoked or unknown link
// says so plainly; a failed load offers Retry. Nothing of the visitor's own account is used here.
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button, buttonClasses } from '../components/ui/button.tsx';
import { Logo } from '../components/ui/logo.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { readBackendConfig } from '../lib/backend-config.ts';
import { SharedConversation } from '../features/share/shared-conversation.tsx';
import { loadSharedSnapshot, type SnapshotLoad } from '../features/share/shared-snapshot.ts';
import { usePageTitle } from './page-title.ts';

export const SHARED_PAGE_STRINGS = {
  title: 'Shared conversation',
  loading: 'Opening the shared conversation…',
  notFound: 'This link does not open anything',
  notFoundHelp:
    'The person who shared it may have revoked it, or the link was copied incompletely. Ask them for a new one.',
  unavailable: 'The shared conversation could not be loaded',
  unavailableHelp: 'Check your connection and try again.',
  retry: 'Try again',
  home: 'Go to Hearth',
} as const;

/** Keeps shared pages out of search engines while one is open. */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

export default function SharedPage() {
  const { token = '' } = useParams();
  const [load, setLoad] = useState<SnapshotLoad | null>(null);
  const [attempt, setAttempt] = useState(0);
  useNoIndex();
  usePageTitle(load?.status === 'found' ? load.snapshot.title : SHARED_PAGE_STRINGS.title);

  useEffect(() => {
    let current = true;
    setLoad(null);
    const config = readBackendConfig();
    if (!config) {
      setLoad({ status: 'unavailable' });
      return;
    }
    void loadSharedSnapshot(config, token).then((result) => {
      if (current) setLoad(result);
    });
    return () => {
      current = false;
    };
  }, [token, attempt]);

  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <header className="border-b border-border px-4 py-3 sm:px-6">
        <Link to="/" className="inline-flex rounded-md focus-visible:outline-2 focus-visible:outline-ring">
          <Logo />
        </Link>
      </header>
      <main className="flex flex-1 flex-col">
        {load === null ? (
          <div className="flex flex-1 items-center justify-center p-6">
            <Spinner size="lg" label={SHARED_PAGE_STRINGS.loading} className="text-primary" />
          </div>
        ) : load.status === 'found' ? (
          <SharedConversation snapshot={load.snapshot} />
        ) : (
          <div className="mx-auto flex max-w-md flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
            <h1 className="text-2xl font-semibold">
              {load.status === 'not-found' ? SHARED_PAGE_STRINGS.notFound : SHARED_PAGE_STRINGS.unavailable}
            </h1>
            <p className="text-muted-foreground">
              {load.status === 'not-found'
                ? SHARED_PAGE_STRINGS.notFoundHelp
                : SHARED_PAGE_STRINGS.unavailableHelp}
            </p>
            {load.status === 'unavailable' ? (
              <Button onClick={() => setAttempt((n) => n + 1)}>{SHARED_PAGE_STRINGS.retry}</Button>
            ) : (
              <Link to="/" className={buttonClasses()}>
                {SHARED_PAGE_STRINGS.home}
              </Link>
            )}
          </div>
        )}
      </main>
    </div>
  );
}
