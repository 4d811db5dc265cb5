// The conversation service (`voiceflow-proxy`): spec §7's routes plus architecture §4's extensions,
// declared on a Hono app, which runs unchanged under Deno (Supabase) and Node (the local stack).
// Every route needs the caller's bearer token, and every data access runs through supabase-js with
// it, so the migrations' RLS decides what a user reaches (another user's conversation is 404, never
// 403). The router answers an unknown path (404) and a known path asked with another method (405);
// every error is JSON `{error, code, field?}` (http-errors.ts). The handlers live beside this file:
// conversations.ts, messages.ts, turns.ts, feedback.ts; what they accept is requests.ts.
import type { SupabaseClient } from '@supabase/supabase-js';
import { Hono, type Context } from 'hono';
import { methodNotAllowed } from 'hono/method-not-allowed';
import { tokenSubject } from '../generation-limits.ts';
import { CORS_HEADERS, HttpError, toErrorResponse } from '../http-errors.ts';
import { CONVERSATION_SERVICE_NAME, type AssistantInfo } from '../protocol.ts';
import { serviceContext, type ConversationServiceDeps } from './context.ts';
import {
  conversationsSince,
  createConversation,
  deleteConversation,
  getConversation,
  getOrCreateConversation,
  listConversations,
  selectVersion,
  updateConversation,
} from './conversations.ts';
import { feedbackSince, putFeedback } from './feedback.ts';
import { messagePage } from './messages.ts';
import {
  createBody,
  feedbackBody,
  followQuery,
  parseId,
  parseQuery,
  parseReplyId,
  readBody,
  selectBody,
  stopBody,
  turnRequest,
  updateBody,
} from './requests.ts';
import { follow, interact, stop } from './turns.ts';

export type { ConversationServiceDeps } from './context.ts';

/** What every route knows once the caller's token is read: the client acting as them, and who they are. */
type Caller = { Variables: { db: SupabaseClient; caller: string } };

/** The service as a Hono app, served under `/voiceflow-proxy` as Supabase serves the function. */
export function createConversationApp(deps: ConversationServiceDeps): Hono<Caller> {
  const ctx = serviceContext(deps);
  const app = new Hono<Caller>({ strict: false }).basePath(`/${CONVERSATION_SERVICE_NAME}`);

  app.onError((error) => toErrorResponse(error));
  app.notFound(() => new HttpError('not_found', 'Unknown route.').toResponse());

  app.use('*', async (c, next) => {
    // CORS preflight: any path, no token needed. (A middleware, not a route: the 405 check below
    // counts routes, and an OPTIONS route on every path would make every unknown path a 405.)
    if (c.req.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS_HEADERS });
    const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    if (!token) throw new HttpError('unauthorized', 'A bearer access token is required.');
    c.set('db', deps.clientFor(token));
    c.set('caller', tokenSubject(token));
    await next();
  });
  app.use(
    '*',
    methodNotAllowed({
      app,
      onMethodNotAllowed: (_c, allowed) => {
        const response = new HttpError(
          'method_not_allowed',
          'Method not allowed on this route.',
        ).toResponse();
        response.headers.set('Allow', allowed.join(', '));
        return response;
      },
    }),
  );

  const id = (c: Context<Caller>) => parseId(c.req.param('id') ?? '');

  // What the configured assistant can do, so the client offers only what changes something
  // (Regenerate with a deterministic provider does not).
  app.get('/assistant', (c) => {
    const info: AssistantInfo = {
      deterministic: deps.provider.deterministic === true,
      continues: deps.provider.continues === true,
    };
    return c.json(info);
  });

  // Fixed names first: `feedback` and `get-or-create` are not conversation ids.
  app.get('/conversations/feedback', (c) => feedbackSince(c.var.db, c.req.query('since') ?? ''));
  app.post('/conversations/get-or-create', (c) => getOrCreateConversation(c.var.db));

  app.get('/conversations', (c) => {
    const since = c.req.query('since');
    return since === undefined ? listConversations(c.var.db) : conversationsSince(c.var.db, since);
  });
  app.post('/conversations', async (c) =>
    createConversation(c.var.db, await readBody(c.req.raw, createBody)),
  );

  app.get('/conversations/:id', (c) => getConversation(c.var.db, id(c)));
  app.patch('/conversations/:id', async (c) =>
    updateConversation(c.var.db, id(c), await readBody(c.req.raw, updateBody)),
  );
  app.delete('/conversations/:id', (c) => deleteConversation(c.var.db, ctx.serviceClient, id(c)));

  app.get('/conversations/:id/messages', (c) =>
    messagePage(c.var.db, id(c), { limit: c.req.query('limit'), before: c.req.query('before') }),
  );
  app.put('/conversations/:id/messages/:clientMsgId/feedback', async (c) => {
    const conversationId = id(c);
    const clientMsgId = parseReplyId(c.req.param('clientMsgId'));
    return putFeedback(c.var.db, conversationId, clientMsgId, await readBody(c.req.raw, feedbackBody));
  });

  app.post('/conversations/:id/interact', async (c) => {
    const conversationId = id(c);
    const body = await readBody(c.req.raw, turnRequest);
    return interact(ctx, c.var.db, c.var.caller, conversationId, body, false, c.req.raw.signal);
  });
  app.post('/conversations/:id/interact/stream', async (c) => {
    const conversationId = id(c);
    const body = await readBody(c.req.raw, turnRequest);
    return interact(ctx, c.var.db, c.var.caller, conversationId, body, true, c.req.raw.signal);
  });
  app.get('/conversations/:id/interact/stream', (c) => {
    const conversationId = id(c);
    const query = parseQuery(c.req.query(), followQuery);
    return follow(ctx, c.var.db, conversationId, query.client_msg_id, c.req.raw.signal);
  });
  app.post('/conversations/:id/interact/stop', async (c) => {
    const conversationId = id(c);
    const body = await readBody(c.req.raw, stopBody);
    return stop(ctx, c.var.db, conversationId, body.client_msg_id);
  });
  app.post('/conversations/:id/select', async (c) =>
    selectVersion(c.var.db, id(c), await readBody(c.req.raw, selectBody)),
  );

  return app;
}

/** The service as a plain `(Request) => Promise<Response>` handler (Deno.serve, the local stack). */
export function createConversationService(
  deps: ConversationServiceDeps,
): (request: Request) => Promise<Response> {
  const app = createConversationApp(deps);
  return async (request) => app.fetch(request);
}
