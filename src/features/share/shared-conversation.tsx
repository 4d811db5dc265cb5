// What a read-only link shows (issue 22 §7): the snapshot's title, the conversation's date and
// "Prepared with Hearth", then each message under its speaker and time — questions as plain text,
// replies as markdown rendered exactly as safely as in chat (assistant-markdown.tsx: raw HTML shown as
// text, every link and image through sanitizeUrl, so no `javascript:` or `data:` link is clickable),
// calculations as plain tables. Nothing to press but links: nothing here changes anything.
import { PRODUCT_NAME } from '../../../supabase/functions/_shared/product.ts';
import { preparedLine, PREPARED_WITH } from '../../lib/prepared-with.ts';
import { AssistantMarkdown } from '../chat/assistant-markdown.tsx';
import { calculationRows } from '../chat/calculation-rows.ts';
import { CalculationTable } from '../chat/calculation-table.tsx';
import { UserMessageText } from '../chat/user-message-text.tsx';
import type { SharedSnapshot } from './shared-snapshot.ts';

export const SHARED_VIEW_STRINGS = {
  question: 'Question',
  assistant: `${PRODUCT_NAME} Assistant`,
  analysis: 'Analysis',
  snapshotNote: (sharedOn: string) =>
    `A read-only copy, as it was when it was shared on ${sharedOn}. Later messages are not included.`,
} as const;

const when = (timestamp: string) => {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime())
    ? timestamp
    : date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
};

export function SharedConversation({ snapshot }: { snapshot: SharedSnapshot }) {
  const assetHost = typeof location === 'undefined' ? '' : location.host;
  const s = SHARED_VIEW_STRINGS;
  return (
    // Not <article>/<header>: the print stylesheet frames chat bubbles and hides headers by those.
    <div className="mx-auto w-full max-w-3xl min-w-0 px-4 py-6 sm:px-6" data-shared-snapshot={snapshot.kind}>
      <div className="border-b border-border pb-4">
        <h1 className="text-2xl font-semibold break-words">
          {snapshot.kind === 'analysis' ? `${s.analysis}: ${snapshot.title}` : snapshot.title}
        </h1>
        <p className="mt-1 text-sm">{preparedLine(snapshot.conversationCreatedAt)}</p>
        <p className="mt-1 text-sm text-muted-foreground">
          {s.snapshotNote(new Date(snapshot.sharedAt).toLocaleDateString('en-US', { dateStyle: 'long' }))}
        </p>
      </div>
      <ol className="mt-4 space-y-6">
        {snapshot.messages.map((message, index) => (
          <li key={index} className="min-w-0" data-shared-message={message.role}>
            <h2 className="text-sm font-semibold">
              {message.role === 'user' ? s.question : s.assistant}
              {message.createdAt ? (
                <>
                  {' · '}
                  <time dateTime={message.createdAt} className="font-normal text-muted-foreground">
                    {when(message.createdAt)}
                  </time>
                </>
              ) : null}
            </h2>
            <div className="mt-1">
              {message.role === 'user' ? (
                <UserMessageText text={message.text} assetHost={assetHost} />
              ) : (
                <AssistantMarkdown markdown={message.text} assetHost={assetHost} />
              )}
              {message.calculations.map((result, i) => (
                <CalculationTable key={`${result.calculator}-${i}`} rows={calculationRows(result)} />
              ))}
            </div>
          </li>
        ))}
      </ol>
      <footer className="mt-8 border-t border-border pt-3 text-sm text-muted-foreground">
        {PREPARED_WITH}
      </footer>
    </div>
  );
}
