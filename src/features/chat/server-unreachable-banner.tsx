import { ServerCrash } from 'lucide-react';
import { CHAT_STRINGS } from './chat-strings.ts';

/** Shown while the browser is online but the server does not answer (not the offline banner). */
export function ServerUnreachableBanner() {
  return (
    <div
      role="status"
      data-testid="server-unreachable"
      className="flex items-start gap-2 border-b border-border bg-accent px-4 py-2 text-sm text-accent-foreground"
    >
      <ServerCrash aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>{CHAT_STRINGS.serverUnreachable}</p>
    </div>
  );
}
