import { AlertCircle, RotateCcw } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { CHAT_STRINGS } from './chat-strings.ts';

/** Under the messages when the last question has no reply and nothing is answering it (issue 12). */
export function NoReplyNotice({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="status"
      data-testid="no-reply"
      className="mx-auto flex w-full max-w-3xl items-center justify-end gap-2 px-4 pb-2 text-xs font-medium text-destructive-text"
    >
      <AlertCircle aria-hidden="true" className="size-3.5" />
      {CHAT_STRINGS.noReply}
      <Button variant="outline" size="sm" className="h-7 px-2 text-xs" onClick={onRetry}>
        <RotateCcw aria-hidden="true" />
        {CHAT_STRINGS.retry}
      </Button>
    </div>
  );
}
