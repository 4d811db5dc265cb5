// A long conversation written straight into the server's tables with the service-role client, for
// the measurements and tests that need thousands of messages (a pull, a first open): what the user
// would have after months of use, without sending them one by one.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';

export interface SeededConversation {
  title: string;
  count: number;
  /** When its first message was written (ms); one message a minute after that. */
  at: number;
  /** The text of message `i` (even: the user's question, odd: the assistant's reply). */
  text(i: number, role: 'user' | 'assistant'): string;
}

/** Inserts the conversation and its messages for `userId` (250 rows a request); returns its id. */
export async function seedConversation(
  admin: SupabaseClient,
  userId: string,
  conversation: SeededConversation,
): Promise<string> {
  const id = randomUUID();
  const inserted = await admin.from('conversations').insert({
    id,
    user_id: userId,
    title: conversation.title,
    created_at: new Date(conversation.at).toISOString(),
    last_activity_at: new Date(conversation.at + conversation.count * 60_000).toISOString(),
  });
  if (inserted.error) throw new Error(`seeding a conversation failed: ${inserted.error.message}`);
  const rows = Array.from({ length: conversation.count }, (_, i) => {
    const role = i % 2 === 0 ? ('user' as const) : ('assistant' as const);
    return {
      conversation_id: id,
      user_id: userId,
      client_msg_id: `seed-${id.slice(0, 8)}-${i}`,
      role,
      content_text: conversation.text(i, role),
      created_at: new Date(conversation.at + i * 60_000).toISOString(),
    };
  });
  for (let i = 0; i < rows.length; i += 250) {
    const batch = await admin.from('messages').insert(rows.slice(i, i + 250));
    if (batch.error) throw new Error(`seeding messages failed: ${batch.error.message}`);
  }
  return id;
}
