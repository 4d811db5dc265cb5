// Calls to the conversation service as a signed-in user, for contract suites that need real turns
// (a question answered by the local assistant, stored by the service as it is in the app).
import { randomUUID } from 'node:crypto';
import { readStreamEvents } from '../../src/lib/sse-stream.ts';
import type { Backend } from './harness.ts';

/** A request to `/functions/v1/voiceflow-proxy/<pathname>` with the user's access token. */
export function serviceCall(backend: Backend, token: string, pathname: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set('apikey', backend.anonKey);
  headers.set('Authorization', `Bearer ${token}`);
  if (init.body) headers.set('Content-Type', 'application/json');
  return fetch(`${backend.url}/functions/v1/voiceflow-proxy/${pathname}`, { ...init, headers });
}

/** Creates a conversation; returns its id. */
export async function createConversation(backend: Backend, token: string, title: string): Promise<string> {
  const created = await serviceCall(backend, token, 'conversations', {
    method: 'POST',
    body: JSON.stringify({ title }),
  });
  if (created.status !== 201) throw new Error(`creating a conversation answered ${created.status}`);
  return ((await created.json()) as { conversation: { id: string } }).conversation.id;
}

/** Asks a question and reads the streamed answer to its end; returns the two messages' ids. */
export async function askAndWait(
  backend: Backend,
  token: string,
  conversationId: string,
  question: string,
): Promise<{ questionId: string; replyId: string }> {
  const questionId = randomUUID();
  const replyId = randomUUID();
  const response = await serviceCall(backend, token, `conversations/${conversationId}/interact/stream`, {
    method: 'POST',
    body: JSON.stringify({
      text: question,
      client_msg_id: questionId,
      response_client_msg_id: replyId,
      config: { completion_events: true },
    }),
  });
  if (response.status !== 200) throw new Error(`asking answered ${response.status}`);
  await readStreamEvents(response.body!, { onEvent: () => undefined });
  return { questionId, replyId };
}
