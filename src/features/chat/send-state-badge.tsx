import { AlertCircle, Clock, RotateCcw, Square } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { unreachable } from '../../../supabase/functions/_shared/unreachable.ts';
import type { MessageSendState, SendDelay } from './chat-message.ts';
import { CHAT_STRINGS } from './chat-strings.ts';

export interface SendStateBadgeProps {
  state: MessageSendState;
  /** Shown as a Retry button next to 'Failed'. */
  onRetry?: () => void;
  /** Why a queued message waits (the service's words), shown instead of the offline text. */
  notice?: string;
  /** A send taking longer than usual: said so, with Retry (issue 23 §3). */
  delay?: SendDelay;
}

const BADGE = 'inline-flex items-center gap-1 text-xs [&_svg]:size-3.5 [&_svg]:shrink-0';

/** The per-message send state; nothing for `streaming` and `sent`. */
export function SendStateBadge({ state, onRetry, notice, delay }: SendStateBadgeProps) {
  switch (state) {
    case 'streaming':
    case 'sent':
      return null;
    case 'interrupted':
      // The reply was cut (network, or the server died mid-reply: issue 12); its text so far stays.
      return (
        <span className={`${BADGE} gap-2 font-medium text-muted-foreground`}>
          <span className="inline-flex items-center gap-1">
            <AlertCircle aria-hidden="true" />
            {CHAT_STRINGS.interrupted}
          </span>
          {onRetry ? <RetryButton onRetry={onRetry} /> : null}
        </span>
      );
    case 'queued':
      return (
        <span className={`${BADGE} text-muted-foreground`}>
          <Clock aria-hidden="true" />
          {/* Online and asked to wait by the service: its reason, not "when you're back online". */}
          {notice ?? CHAT_STRINGS.queued}
        </span>
      );
    case 'sending':
      if (delay) {
        return (
          <span className={`${BADGE} gap-2 font-medium text-muted-foreground`}>
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" />
              {delay === 'failing' ? CHAT_STRINGS.sendFailing : CHAT_STRINGS.sendSlow}
            </span>
            {onRetry ? <RetryButton onRetry={onRetry} /> : null}
          </span>
        );
      }
      return (
        <span className={`${BADGE} text-muted-foreground`}>
          <Spinner size="sm" decorative className="size-3.5" />
          {CHAT_STRINGS.sending}
        </span>
      );
    case 'stopped':
      return (
        <span className={`${BADGE} text-muted-foreground`}>
          <Square aria-hidden="true" />
          {CHAT_STRINGS.stopped}
        </span>
      );
    case 'failed':
      return (
        <span className={`${BADGE} gap-2 font-medium text-destructive-text`}>
          <span className="inline-flex items-center gap-1">
            <AlertCircle aria-hidden="true" />
            {CHAT_STRINGS.failed}
          </span>
          {onRetry ? <RetryButton onRetry={onRetry} /> : null}
        </span>
      );
    default:
      return unreachable(state);
  }
}

function RetryButton({ onRetry }: { onRetry: () => void }) {
  return (
    <Button variant="outline" size="sm" className="h-7 px-2 text-xs" onClick={onRetry}>
      <RotateCcw aria-hidden="true" />
      {CHAT_STRINGS.retry}
    </Button>
  );
}
