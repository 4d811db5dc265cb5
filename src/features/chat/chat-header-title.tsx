import { mainPaneTitle } from '../../lib/conversation-title.ts';
import { cn } from '../../components/ui/cn.ts';
import { CHAT_STRINGS } from './chat-strings.ts';

export interface ChatHeaderTitleProps {
  /** The active conversation's title; blank or missing shows 'Hearth Assistant'. */
  title: string | null | undefined;
  /** Show the intro line under the title. Default true. */
  showIntro?: boolean;
  className?: string;
}

/** Spec §2 Main pane: the active conversation's title and the intro text. */
export function ChatHeaderTitle({ title, showIntro = true, className }: ChatHeaderTitleProps) {
  const text = mainPaneTitle(title);
  return (
    // A short viewport (keyboard open): one line of intro, the whole text kept (and in its tooltip).
    <div className={cn('min-w-0 border-b border-border px-4 py-3 short:py-1.5', className)}>
      <h2 className="truncate text-lg font-semibold short:text-base" title={text}>
        {text}
      </h2>
      {showIntro ? (
        <p
          className="mt-0.5 text-sm text-muted-foreground short:truncate short:text-xs"
          title={CHAT_STRINGS.intro}
        >
          {CHAT_STRINGS.intro}
        </p>
      ) : null}
    </div>
  );
}

export interface EmptyConversationHintProps {
  className?: string;
}

/** Spec §2 Main pane: the hint shown while the active conversation has no messages. */
export function EmptyConversationHint({ className }: EmptyConversationHintProps) {
  return (
    <p className={cn('px-4 py-10 text-center text-sm text-muted-foreground', className)}>
      {CHAT_STRINGS.emptyHint}
    </p>
  );
}
