import { readBackendConfig } from '../lib/backend-config.ts';

/** Placeholder page until the screens land (issue: the web app). */
export function App() {
  const backend = readBackendConfig();
  return (
    <main className="min-h-dvh bg-amber-50 text-stone-900 dark:bg-stone-950 dark:text-stone-100 flex items-center justify-center p-6">
      <div className="max-w-lg text-center space-y-4">
        <h1 className="text-4xl font-bold">Your AI Assistant for Real Estate</h1>
        <p className="text-lg">Hearth is starting up. The full experience arrives soon.</p>
        <p className="text-sm opacity-70" data-testid="backend-status">
          {backend ? `Backend: ${backend.supabaseUrl}` : 'No backend configured.'}
        </p>
      </div>
    </main>
  );
}
