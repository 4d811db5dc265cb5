import { cn } from '../../components/ui/cn.ts';
import { CHAT_STRINGS } from './chat-strings.ts';

export interface TypingDotsProps {
  /** Read out by screen readers. Default 'Assistant is typing'. */
  label?: string;
  className?: string;
}

/** Spec §2: the typing-dots indicator shown while waiting for the assistant. */
export function TypingDots({ label = CHAT_STRINGS.typing, className }: TypingDotsProps) {
  return (
    <span role="status" aria-label={label} className={cn('inline-flex items-center gap-1 py-1', className)}>
      <span className="sr-only">{label}</span>
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          aria-hidden="true"
          className="size-2 animate-bounce rounded-full bg-muted-foreground"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </span>
  );
}
