// Taking work out (issue 13): one conversation as a Markdown document or as JSON, read from Dexie,
// so it works offline. Markdown is what an agent pastes into an e-mail or a notes app: the title,
// when it was exported, then each turn under its speaker and time, the assistant's replies as the
// Markdown they are (tables, figures and the assumptions of every calculation kept word for word).
// JSON keeps every field a program needs to read the conversation back.
import type { ConversationRecord, MessageRecord } from '../../db/app-db.ts';
import { sidebarTitleTooltip } from '../../lib/conversation-title.ts';
import { PRODUCT_NAME } from '../../../supabase/functions/_shared/product.ts';

export const EXPORT_FORMAT = 'hearth.conversation';
export const EXPORT_VERSION = 1;

export const EXPORT_STRINGS = {
  user: 'You',
  assistant: `${PRODUCT_NAME} Assistant`,
  exported: (at: string, count: number) =>
    `Exported from ${PRODUCT_NAME} on ${at} · ${count} message${count === 1 ? '' : 's'}`,
  notSent: '(not sent yet)',
} as const;

/** `2026-11-26T09:15:00.123456Z` → `2026-11-26 09:15 UTC` (the same for every reader). */
export function readableTime(timestamp: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return timestamp;
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** Messages worth exporting: what was said, without placeholders of replies that never came. */
function exportedMessages(messages: readonly MessageRecord[]): MessageRecord[] {
  return messages.filter((m) => m.content_text.trim() !== '');
}

export function conversationMarkdown(
  conversation: Pick<ConversationRecord, 'title' | 'created_at'>,
  messages: readonly MessageRecord[],
  exportedAt: Date,
): string {
  const kept = exportedMessages(messages);
  const lines = [
    `# ${sidebarTitleTooltip(conversation.title)}`,
    '',
    `_${EXPORT_STRINGS.exported(readableTime(exportedAt.toISOString()), kept.length)}_`,
  ];
  for (const message of kept) {
    const speaker = message.role === 'user' ? EXPORT_STRINGS.user : EXPORT_STRINGS.assistant;
    const state =
      message.role === 'user' && message.send_state !== 'sent' ? ` ${EXPORT_STRINGS.notSent}` : '';
    lines.push('', '---', '', `**${speaker}** · ${readableTime(message.created_at)}${state}`, '');
    lines.push(message.content_text.trim());
  }
  return `${lines.join('\n')}\n`;
}

export interface ConversationExport {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  exported_at: string;
  conversation: {
    id: string;
    title: string;
    created_at: string;
    last_activity_at: string;
    pinned_at: string | null;
    archived_at: string | null;
  };
  messages: Array<{
    id: string;
    role: MessageRecord['role'];
    content_text: string;
    created_at: string;
    in_reply_to: string | null;
    /** 'sent' once the server has it; otherwise how far it got on this device. */
    state: MessageRecord['send_state'];
  }>;
}

export function conversationExport(
  conversation: ConversationRecord,
  messages: readonly MessageRecord[],
  exportedAt: Date,
): ConversationExport {
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exported_at: exportedAt.toISOString(),
    conversation: {
      id: conversation.id,
      title: conversation.title,
      created_at: conversation.created_at,
      last_activity_at: conversation.last_activity_at,
      pinned_at: conversation.pinned_at ?? null,
      archived_at: conversation.archived_at ?? null,
    },
    messages: exportedMessages(messages).map((m) => ({
      id: m.id,
      role: m.role,
      content_text: m.content_text,
      created_at: m.created_at,
      in_reply_to: m.in_reply_to,
      state: m.send_state,
    })),
  };
}

/** A file name from the title: letters, digits and dashes, never empty, with the date. */
export function exportFileName(title: string, exportedAt: Date, extension: string): string {
  const slug =
    sidebarTitleTooltip(title)
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'conversation';
  return `${slug}-${exportedAt.toISOString().slice(0, 10)}.${extension}`;
}

/** Hands a file to the browser as a download. */
export function downloadFile(name: string, type: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
