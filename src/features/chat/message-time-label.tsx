// When a message was written (issue 13): a <time> beside the message's actions, faded in while the
// pointer is over the message or the keyboard is inside it (always shown where there is no hover).
// Screen readers read it with the rest of the message; the tooltip gives the full date.
import { useMemo } from 'react';
import { messageTime } from '../../lib/message-time.ts';

export function MessageTimeLabel({ createdAt }: { createdAt: string }) {
  const time = useMemo(() => messageTime(createdAt), [createdAt]);
  if (!time) return null;
  return (
    <time
      dateTime={time.iso}
      title={time.full}
      data-testid="message-time"
      className="text-xs text-muted-foreground opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 [@media(hover:none)]:opacity-100"
    >
      {time.label}
    </time>
  );
}
