// Questions the user can ask with one click (issue 13): the suggested prompts of an empty conversation,
// one per area of the landing page, and the "Related topics" that end an answer of the local analyst.
// Both are buttons carrying plain text (never links), so nothing in a reply can make them navigate.
import { MessageCircleQuestion } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { CHAT_STRINGS } from './chat-strings.ts';
import { SUGGESTED_PROMPTS } from './suggested-prompts.ts';

export const PROMPT_STRINGS = {
  suggestions: 'Suggested questions',
  relatedTopics: 'Related topics',
} as const;

/** Asks `text` as the next question of the active conversation. */
export type AskQuestion = (text: string) => void;

/** The empty conversation: the spec's hint, then one suggested question per area. */
export function EmptyConversationPrompts({ onAsk }: { onAsk: AskQuestion }) {
  const headingId = useId();
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-4 px-4 py-8">
      <p className="text-center text-sm text-muted-foreground">{CHAT_STRINGS.emptyHint}</p>
      <h3 id={headingId} className="sr-only">
        {PROMPT_STRINGS.suggestions}
      </h3>
      <ul aria-labelledby={headingId} className="grid gap-3 sm:grid-cols-2">
        {SUGGESTED_PROMPTS.map(({ area, prompt }) => (
          <li key={area}>
            <button
              type="button"
              onClick={() => onAsk(prompt)}
              className="flex h-full w-full flex-col items-start gap-1 rounded-xl border border-border bg-surface p-3 text-left text-sm text-surface-foreground transition-colors hover:bg-muted"
            >
              <span className="text-xs font-semibold text-accent-foreground">{area}</span>
              <span>{prompt}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The topics a reply ends with, each one a button that asks it next. */
export function RelatedTopicButtons({
  topics,
  onAsk,
  className,
}: {
  topics: readonly string[];
  onAsk: AskQuestion;
  className?: string;
}) {
  const headingId = useId();
  return (
    <div className={cn('mt-3 grid gap-2', className)}>
      <p id={headingId} className="text-sm font-semibold">
        {PROMPT_STRINGS.relatedTopics}
      </p>
      <ul aria-labelledby={headingId} className="flex flex-wrap gap-2">
        {topics.map((topic) => (
          <li key={topic}>
            <Button
              variant="outline"
              size="sm"
              className="h-auto min-h-8 rounded-full py-1 text-left whitespace-normal"
              onClick={() => onAsk(topic)}
            >
              <MessageCircleQuestion aria-hidden="true" />
              {topic}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
