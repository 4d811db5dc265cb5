// The export actions the menus call (issue 13): one conversation as Markdown or JSON, and all of the
// user's data as JSON. Downloads are made in the browser from Dexie (and, for all data, the server).
import type { SupabaseClient } from '@supabase/supabase-js';
import type { AppDb } from '../../db/app-db.ts';
import { conversationMessages } from '../../db/message-repository.ts';
import { adjustmentKey, adjustmentOf } from '../chat/calculation-adjustments.ts';
import { collectAccountExport } from './account-export.ts';
import {
  conversationExport,
  conversationMarkdown,
  downloadFile,
  exportFileName,
} from './conversation-export.ts';

export type ConversationExportFormat = 'markdown' | 'json';

export async function exportConversation(
  db: AppDb,
  conversationId: string,
  format: ConversationExportFormat,
): Promise<void> {
  const conversation = await db.conversations.get(conversationId);
  if (!conversation || conversation.deleted_at) return;
  const messages = await conversationMessages(db, conversationId);
  const at = new Date();
  if (format === 'markdown') {
    downloadFile(
      exportFileName(conversation.title, at, 'md'),
      'text/markdown;charset=utf-8',
      conversationMarkdown(conversation, messages, at, (id, index) => adjustmentOf(adjustmentKey(id, index))),
    );
  } else {
    downloadFile(
      exportFileName(conversation.title, at, 'json'),
      'application/json',
      `${JSON.stringify(conversationExport(conversation, messages, at), null, 2)}\n`,
    );
  }
}

export async function exportAllData(input: {
  user: { id: string; email: string | null };
  db: AppDb | null;
  client: SupabaseClient | null;
}): Promise<void> {
  const at = new Date();
  const data = await collectAccountExport({
    ...input,
    online: typeof navigator === 'undefined' || navigator.onLine,
    exportedAt: at,
  });
  downloadFile(
    `hearth-data-${at.toISOString().slice(0, 10)}.json`,
    'application/json',
    `${JSON.stringify(data, null, 2)}\n`,
  );
}
