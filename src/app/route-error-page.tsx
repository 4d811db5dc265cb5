import { Button } from '../components/ui/button.tsx';
import { usePageTitle } from '../pages/page-title.ts';

/**
 * Shown when a route throws while rendering or its chunk cannot be loaded (typically: offline before
 * the service worker cached it, or a new release replaced the chunk). A reload fixes both.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  usePageTitle('Something went wrong');
  console.error(error);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-semibold">Something went wrong</h1>
      <p className="max-w-md text-muted-foreground">
        This page could not be shown. Check your connection and reload to try again.
      </p>
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </main>
  );
}
