// The one list of bubbles the chat pane draws for the active conversation, from three sources with a
// fixed precedence, so every bubble has exactly one source at any moment (no double bubbles, and no
// gap when one source hands over to the next):
// 1. Dexie, the truth (sync rules S8, S9): every stored message.
// 2. The engine's streaming reply of this conversation (published at most once per frame, S9), unless
//    Dexie already has a settled reply to the same question. It takes the place of an `interrupted`
//    partial reply (S10) once it has text of its own.
// 3. This tab's send machine (send rule R18): its user message before Dexie has it, and its reply while
//    neither Dexie nor the engine shows one for that question: the first frames of a send, the frame
//    between the engine's stream ending and Dexie's final row arriving (same id: the bubble stays), and
//    failures that never reached Dexie (R5, R15).
// 4. A reply whose stream just ended (ended-replies.ts), while nothing above answers its question: the
//    same bridge for replies the engine delivered alone (an offline queue drained, a retry).
// 5. While online, a waiting bubble (typing dots) for a send the machine handed to the outbox
//    (hand-overs.ts, send rule R19), under the id its reply will have, until something above answers.
// User messages waiting in the outbox show `queued` ("will send when you're back online") only while
// offline; online they are on their way and show `sending`.

import type { MessageRecord } from '../../db/app-db.ts';
import { localMessageFromRecord } from '../../db/live-queries.ts';
import type { LocalMessage } from '../../machines/chat-entities.ts';
import type { StreamingReply } from '../../sync/streaming-replies.ts';
import type { ChatMessageView, MessageSendState } from '../chat/chat-message.ts';
import type { HandOver } from './hand-overs.ts';

export interface ComposeMessagesInput {
  /** The active conversation's stored messages, in order (`liveMessages`). */
  stored: readonly MessageRecord[];
  /** The engine's streaming reply in the active conversation, if any. */
  streaming?: StreamingReply | null;
  /** The reply whose stream last ended in the active conversation, while remembered. */
  ended?: StreamingReply | null;
  /** Sends of the active conversation this tab's machine handed to the outbox (R19). */
  handedOver?: readonly HandOver[];
  /** The send machine's messages (this tab's sends in the active conversation), in send order. */
  local?: readonly LocalMessage[];
  online: boolean;
  /** Local messages the user has dismissed (a failed local write that was sent again). */
  hidden?: ReadonlySet<string>;
}

function viewState(type: 'user' | 'assistant', state: MessageSendState, online: boolean): MessageSendState {
  if (type !== 'user') return state;
  switch (state) {
    case 'queued':
      return online ? 'sending' : 'queued';
    case 'streaming':
      // The server has the question (its reply is streaming): nothing to say about it.
      return 'sent';
    default:
      return state;
  }
}

function storedView(record: MessageRecord, online: boolean): ChatMessageView {
  const message = localMessageFromRecord(record);
  return {
    id: message.id,
    type: message.type,
    content: message.content,
    imageUrls: message.imageUrls,
    isStreaming: false,
    sendState: viewState(message.type, message.sendState, online),
  };
}

function streamingView(reply: StreamingReply): ChatMessageView {
  return {
    id: reply.assistantMessageId,
    type: 'assistant',
    content: reply.text,
    imageUrls: reply.imageUrls,
    isStreaming: true,
    sendState: 'streaming',
  };
}

function endedView(reply: StreamingReply): ChatMessageView {
  return {
    id: reply.assistantMessageId,
    type: 'assistant',
    content: reply.text,
    imageUrls: reply.imageUrls,
    isStreaming: false,
    sendState: 'sent',
  };
}

function localView(message: LocalMessage, online: boolean): ChatMessageView {
  return {
    id: message.id,
    type: message.type,
    content: message.content,
    imageUrls: message.imageUrls,
    isStreaming: message.isStreaming,
    sendState: viewState(message.type, message.sendState, online),
  };
}

export function composeMessages(input: ComposeMessagesInput): ChatMessageView[] {
  const { stored, online } = input;
  const views = stored.map((record) => storedView(record, online));
  const indexOf = (id: string) => views.findIndex((v) => v.id === id);
  const insertAfter = (questionId: string | null, view: ChatMessageView) => {
    const at = questionId === null ? -1 : indexOf(questionId);
    if (at === -1) views.push(view);
    else views.splice(at + 1, 0, view);
  };
  /** Stored replies by the question they answer. */
  const replies = new Map<string, MessageRecord>();
  for (const record of stored) {
    if (record.role !== 'user' && record.in_reply_to) replies.set(record.in_reply_to, record);
  }

  const streaming = input.streaming ?? null;
  if (streaming) {
    const sameId = indexOf(streaming.assistantMessageId);
    const storedReply = replies.get(streaming.userMessageId);
    if (sameId !== -1) {
      if (views[sameId]!.sendState === 'interrupted' && streaming.text !== '') {
        views[sameId] = streamingView(streaming);
      }
    } else if (storedReply?.send_state === 'interrupted') {
      if (streaming.text !== '') views[indexOf(storedReply.id)] = streamingView(streaming);
    } else if (!storedReply) {
      insertAfter(streaming.userMessageId, streamingView(streaming));
    }
  }

  let previous: LocalMessage | null = null;
  for (const message of input.local ?? []) {
    const question: LocalMessage | null = previous?.type === 'user' ? previous : null;
    previous = message;
    if (input.hidden?.has(message.id) || indexOf(message.id) !== -1) continue;
    if (message.type === 'user') {
      views.push(localView(message, online));
      continue;
    }
    if (question && (replies.has(question.id) || streaming?.userMessageId === question.id)) continue;
    insertAfter(question?.id ?? null, localView(message, online));
  }

  const ended = input.ended ?? null;
  if (
    ended &&
    ended.userMessageId !== streaming?.userMessageId &&
    !replies.has(ended.userMessageId) &&
    indexOf(ended.assistantMessageId) === -1 &&
    !answeredLocally(input.local ?? [], ended.userMessageId)
  ) {
    insertAfter(ended.userMessageId, endedView(ended));
  }

  for (const handOver of online ? (input.handedOver ?? []) : []) {
    const questionId = handOver.userMessageId;
    if (
      indexOf(questionId) === -1 ||
      stored.some((m) => m.id === questionId && m.send_state === 'failed') ||
      replies.has(questionId) ||
      streaming?.userMessageId === questionId ||
      indexOf(handOver.assistantMessageId) !== -1
    ) {
      continue;
    }
    insertAfter(questionId, {
      id: handOver.assistantMessageId,
      type: 'assistant',
      content: '',
      imageUrls: [],
      isStreaming: true,
      sendState: 'streaming',
    });
  }
  return views;
}

/** Whether this tab's send machine holds a reply to `questionId`. */
function answeredLocally(local: readonly LocalMessage[], questionId: string): boolean {
  const index = local.findIndex((m) => m.id === questionId);
  return index !== -1 && local[index + 1]?.type === 'assistant';
}

/** What Retry on a bubble does. */
export type RetryTarget =
  /** Queue a failed stored send again (`engine.retrySend`). */
  | { kind: 'outbox'; messageId: string }
  /** A message that never reached Dexie (its local write failed, R5): send its text again. */
  | { kind: 'resend'; messageId: string; text: string }
  | null;

export function retryTarget(
  messageId: string,
  stored: readonly MessageRecord[],
  local: readonly LocalMessage[] = [],
): RetryTarget {
  const record = stored.find((m) => m.id === messageId);
  if (record) {
    const questionId = record.role === 'user' ? record.id : record.in_reply_to;
    return questionId ? { kind: 'outbox', messageId: questionId } : null;
  }
  const index = local.findIndex((m) => m.id === messageId);
  if (index === -1) return null;
  const message = local[index]!;
  const question = message.type === 'user' ? message : local[index - 1];
  if (!question || question.type !== 'user') return null;
  if (stored.some((m) => m.id === question.id)) return { kind: 'outbox', messageId: question.id };
  return { kind: 'resend', messageId: question.id, text: question.content };
}
