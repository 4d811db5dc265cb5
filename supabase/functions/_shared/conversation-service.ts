// The conversation service (`voiceflow-proxy`): spec §7's routes plus architecture §4's extensions.
// Every data access runs through supabase-js with the caller's own token, so the migrations' RLS
// decides what a user reaches (another user's conversation is simply not found: 404, never 403).
// Assistant replies are written with the service role, which is the only writer of role 'assistant'.
// A turn starts with one call (the begin_turn function of the migrations, run as the caller) and ends
// with one (storing the reply): two transactions per reply.
// A reply in progress is kept in `reply_progress` as it streams; one whose generation died with its
// process becomes an 'interrupted' message (migrations: interrupt_stale_replies), and a retry of that
// turn generates it again. `GET …/interact/stream?client_msg_id=` follows a turn's reply from anywhere.
import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { feedbackBody, feedbackSince, putFeedback } from './feedback-routes.ts';
import { CORS_HEADERS, HttpError, json, RateLimitedError, toErrorResponse } from './http-errors.ts';
import {
  GenerationLimits,
  limitExceededMessage,
  tokenSubject,
  type GenerationLimiter,
} from './generation-limits.ts';
import { Generation, GenerationRegistry, type GenerationOutcome } from './generation.ts';
import type {
  AssistantInfo,
  AssistantProvider,
  ConversationRow,
  HistoryTurn,
  MessageRow,
  StreamEvent,
  Trace,
} from './protocol.ts';
import { DEFAULT_MESSAGE_PAGE_SIZE, MESSAGE_MAX_LENGTH, TITLE_MAX_LENGTH } from './protocol.ts';
import { continuingProvider } from './continuation.ts';
import { encodeComment, encodeEvent, SSE_HEADERS } from './sse.ts';
import { summarizeTraces, tracesFromSummary } from './summarize-traces.ts';

export interface ConversationServiceDeps {
  /** A supabase-js client that acts with the given bearer token (a user's access token). */
  clientFor(accessToken: string): SupabaseClient;
  /** A supabase-js client with the service-role key. */
  serviceClient: SupabaseClient;
  provider: AssistantProvider;
  /** Interval of `: keep-alive` comments on streams (spec: at least every 15 s). */
  keepAliveMs?: number;
  /** Upper bound of one generation, also when the client went away. */
  generationTimeoutMs?: number;
  registry?: GenerationRegistry;
  /** Per-user concurrency and rate bounds on new generations. */
  limits?: GenerationLimiter;
  /** How many earlier turns the assistant sees. */
  historyTurns?: number;
  /** How often a generating reply's text is saved (default about every second). */
  progressIntervalMs?: number;
  /** A reply in progress not saved for this long belongs to a generation that died (default 30 s). */
  staleProgressSeconds?: number;
}

const MAX_BODY_BYTES = 64 * 1024;
const DELTA_PAGE_SIZE = 500;
const MESSAGE_PAGE_MAX = 500;
const CONVERSATION_COLUMNS =
  'id,user_id,title,created_at,last_activity_at,updated_at,deleted_at,pinned_at,archived_at,selections';

const uuid = z.string().uuid();
const clientId = z.string().trim().min(1).max(100);
const title = z
  .string({ error: 'title must be a string' })
  .transform((t) => t.trim())
  .pipe(
    z
      .string()
      .min(1, 'title must not be blank')
      // Counted in characters (code points), as Postgres' char_length in the CHECK does.
      .refine(
        (t) => [...t].length <= TITLE_MAX_LENGTH,
        `title must be at most ${TITLE_MAX_LENGTH} characters`,
      ),
  );
const createBody = z.object({ title, id: uuid.optional() });
// A PATCH renames, pins or archives (issue 13), any of them at once; it must change something.
const updateBody = z
  .object({
    title: title.optional(),
    pinned: z.boolean({ error: 'pinned must be true or false' }).optional(),
    archived: z.boolean({ error: 'archived must be true or false' }).optional(),
  })
  .refine(
    (b) => b.title !== undefined || b.pinned !== undefined || b.archived !== undefined,
    'give at least one of title, pinned, archived',
  );
const interactBody = z
  .object({
    text: z
      .string({ error: 'text must be a string' })
      .refine((t) => t.trim().length > 0, 'text must not be blank')
      .refine((t) => t.length <= MESSAGE_MAX_LENGTH, `text must be at most ${MESSAGE_MAX_LENGTH} characters`)
      .optional(),
    client_msg_id: clientId.optional(),
    response_client_msg_id: clientId.optional(),
    parent_id: clientId.optional(),
    edit_of: clientId.optional(),
    regenerate: z.boolean().optional(),
    continue_of: clientId.optional(),
    config: z.object({ completion_events: z.boolean().optional() }).optional(),
  })
  .superRefine((body, ctx) => {
    // A regenerate answers the stored question again under the client's new reply id (idempotent).
    if (body.regenerate) {
      if (!body.client_msg_id)
        ctx.addIssue({
          code: 'custom',
          path: ['client_msg_id'],
          message: 'client_msg_id is required to regenerate',
        });
      if (!body.response_client_msg_id)
        ctx.addIssue({
          code: 'custom',
          path: ['response_client_msg_id'],
          message: 'response_client_msg_id is required to regenerate',
        });
    } else {
      if (body.text === undefined)
        ctx.addIssue({ code: 'custom', path: ['text'], message: 'text is missing or of the wrong type' });
      if (body.continue_of)
        ctx.addIssue({ code: 'custom', path: ['continue_of'], message: 'continue_of needs regenerate' });
    }
  });
const selectBody = z.object({ parent_id: z.string().max(100), child_id: clientId });
const stopBody = z.object({ client_msg_id: clientId });
const followQuery = z.object({ client_msg_id: clientId });

export function createConversationService(
  deps: ConversationServiceDeps,
): (request: Request) => Promise<Response> {
  const registry = deps.registry ?? new GenerationRegistry();
  const limits = deps.limits ?? new GenerationLimits();
  const keepAliveMs = deps.keepAliveMs ?? 15_000;
  const timeoutMs = deps.generationTimeoutMs ?? 120_000;
  const historyTurns = deps.historyTurns ?? 20;
  const staleProgressSeconds = deps.staleProgressSeconds ?? 30;

  return async (request) => {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS_HEADERS });
    try {
      const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
      if (!token) throw new HttpError('unauthorized', 'A bearer access token is required.');
      const db = deps.clientFor(token);
      const route = routeOf(request);
      return await dispatch(route, request, db, tokenSubject(token));
    } catch (error) {
      return toErrorResponse(error);
    }
  };

  async function dispatch(
    route: Route,
    request: Request,
    db: SupabaseClient,
    caller: string,
  ): Promise<Response> {
    const { method } = request;
    const [head, id, sub, subsub, leaf] = route.segments;
    if (head === 'assistant' && route.segments.length === 1) {
      if (method !== 'GET') throw methodNotAllowed();
      const info: AssistantInfo = {
        deterministic: deps.provider.deterministic === true,
        continues: deps.provider.continues === true,
      };
      return json(info);
    }
    if (head !== 'conversations') throw new HttpError('not_found', 'Unknown route.');
    if (id === 'feedback' && !sub) {
      if (method !== 'GET') throw methodNotAllowed();
      return feedbackSince(db, route.search.get('since') ?? '', dbError);
    }
    if (id === 'get-or-create' && !sub) {
      if (method !== 'POST') throw methodNotAllowed();
      return getOrCreate(db);
    }
    if (!id) {
      if (method === 'GET')
        return route.search.has('since') ? delta(db, route.search.get('since')!) : list(db);
      if (method === 'POST') return create(db, await readBody(request, createBody));
      throw methodNotAllowed();
    }
    const conversationId = parseId(id);
    if (!sub) {
      if (method === 'GET') return json({ conversation: await requireConversation(db, conversationId) });
      if (method === 'PATCH') return update(db, conversationId, await readBody(request, updateBody));
      if (method === 'DELETE') return remove(db, conversationId);
      throw methodNotAllowed();
    }
    if (sub === 'messages' && !subsub) {
      if (method !== 'GET') throw methodNotAllowed();
      return messages(db, conversationId, route.search);
    }
    if (sub === 'messages' && subsub && leaf === 'feedback' && route.segments.length === 5) {
      if (method !== 'PUT') throw methodNotAllowed();
      const clientMsgId = clientId.safeParse(subsub);
      if (!clientMsgId.success) throw new HttpError('not_found', 'No such reply in this conversation.');
      return putFeedback(db, conversationId, subsub, await readBody(request, feedbackBody), dbError);
    }
    if (sub === 'interact' && subsub === 'stream' && method === 'GET') {
      return follow(db, conversationId, parseQuery(route.search, followQuery), request.signal);
    }
    if (sub === 'interact' && method === 'POST') {
      if (!subsub)
        return interact(
          db,
          caller,
          conversationId,
          await readBody(request, interactBody),
          false,
          request.signal,
        );
      if (subsub === 'stream')
        return interact(
          db,
          caller,
          conversationId,
          await readBody(request, interactBody),
          true,
          request.signal,
        );
      if (subsub === 'stop') return stop(db, conversationId, await readBody(request, stopBody));
    }
    if (sub === 'select' && !subsub) {
      if (method !== 'POST') throw methodNotAllowed();
      return selectVersion(db, conversationId, await readBody(request, selectBody));
    }
    throw new HttpError('not_found', 'Unknown route.');
  }

  // --- conversations ------------------------------------------------------------------------------

  async function list(db: SupabaseClient): Promise<Response> {
    const { data, error } = await db
      .from('conversations')
      .select(CONVERSATION_COLUMNS)
      .is('deleted_at', null)
      .order('last_activity_at', { ascending: false })
      .order('created_at', { ascending: false });
    if (error) throw dbError(error);
    return json({ conversations: data });
  }

  /** Changed rows since a cursor, tombstones included, oldest change first, with the next cursor. */
  async function delta(db: SupabaseClient, since: string): Promise<Response> {
    const cursor = parseCursor(since);
    const rows: ConversationRow[] = [];
    if (cursor) {
      // Rows sharing the cursor's timestamp (one transaction) are told apart by id.
      const same = await db
        .from('conversations')
        .select(CONVERSATION_COLUMNS)
        .eq('updated_at', cursor.updatedAt)
        .gt('id', cursor.id)
        .order('id')
        .limit(DELTA_PAGE_SIZE);
      if (same.error) throw dbError(same.error);
      rows.push(...(same.data as ConversationRow[]));
    }
    if (rows.length < DELTA_PAGE_SIZE) {
      let query = db.from('conversations').select(CONVERSATION_COLUMNS);
      if (cursor) query = query.gt('updated_at', cursor.updatedAt);
      const later = await query
        .order('updated_at')
        .order('id')
        .limit(DELTA_PAGE_SIZE - rows.length);
      if (later.error) throw dbError(later.error);
      rows.push(...(later.data as ConversationRow[]));
    }
    const last = rows.at(-1);
    return json({
      conversations: rows,
      next_cursor: last ? formatCursor(last) : since,
      has_more: rows.length === DELTA_PAGE_SIZE,
    });
  }

  async function create(db: SupabaseClient, body: z.infer<typeof createBody>): Promise<Response> {
    if (body.id) {
      // Idempotent: the same id again returns the conversation already made.
      const existing = await findConversation(db, body.id, true);
      if (existing) {
        if (existing.deleted_at) throw new HttpError('conflict', 'This conversation was deleted.', 'id');
        return json({ conversation: existing }, 200);
      }
    }
    const row: { title: string; id?: string } = { title: body.title };
    if (body.id) row.id = body.id;
    const { data, error } = await db.from('conversations').insert(row).select(CONVERSATION_COLUMNS).single();
    if (error) {
      if (error.code === '23505' && body.id) {
        // Raced with itself, or the id belongs to someone else's conversation.
        const existing = await findConversation(db, body.id, false);
        if (existing) return json({ conversation: existing }, 200);
        throw new HttpError('conflict', 'This id is already taken.', 'id');
      }
      throw dbError(error);
    }
    return json({ conversation: data }, 201);
  }

  async function getOrCreate(db: SupabaseClient): Promise<Response> {
    const { data, error } = await db
      .from('conversations')
      .select(CONVERSATION_COLUMNS)
      .is('deleted_at', null)
      .order('last_activity_at', { ascending: false })
      .limit(1);
    if (error) throw dbError(error);
    if (data[0]) return json({ conversation: data[0] });
    return create(db, { title: 'My First Chat' });
  }

  async function update(db: SupabaseClient, id: string, body: z.infer<typeof updateBody>): Promise<Response> {
    // The server's clock stamps a pin or an archive: every device then orders and shows the same time.
    const at = new Date().toISOString();
    const changes: { title?: string; pinned_at?: string | null; archived_at?: string | null } = {};
    if (body.title !== undefined) changes.title = body.title;
    if (body.pinned !== undefined) changes.pinned_at = body.pinned ? at : null;
    if (body.archived !== undefined) changes.archived_at = body.archived ? at : null;
    const { data, error } = await db
      .from('conversations')
      .update(changes)
      .eq('id', id)
      .is('deleted_at', null)
      .select(CONVERSATION_COLUMNS);
    if (error) throw dbError(error);
    if (!data[0]) throw conversationNotFound();
    return json({ conversation: data[0] });
  }

  /** Deleting leaves a tombstone (delta sync tells other devices) and removes the messages. */
  async function remove(db: SupabaseClient, id: string): Promise<Response> {
    const { data, error } = await db
      .from('conversations')
      .update({ deleted_at: new Date().toISOString() })
      .eq('id', id)
      .is('deleted_at', null)
      .select('id');
    if (error) throw dbError(error);
    if (!data[0]) {
      // Deleting twice is fine (a retried delete); someone else's conversation is not found.
      const existing = await findConversation(db, id, true);
      if (!existing) throw conversationNotFound();
    }
    const removed = await deps.serviceClient.from('messages').delete().eq('conversation_id', id);
    if (removed.error) throw dbError(removed.error);
    return json({ ok: true, id });
  }

  // --- messages -----------------------------------------------------------------------------------

  async function messages(
    db: SupabaseClient,
    conversationId: string,
    search: URLSearchParams,
  ): Promise<Response> {
    await requireConversation(db, conversationId);
    const limit = parseLimit(search.get('limit'));
    let query = db.from('messages').select('*').eq('conversation_id', conversationId);
    const before = search.get('before');
    if (before) {
      const anchor = await db
        .from('messages')
        .select('created_at')
        .eq('conversation_id', conversationId)
        .eq('id', parseId(before, 'before'))
        .maybeSingle();
      if (anchor.error) throw dbError(anchor.error);
      if (!anchor.data)
        throw new HttpError(
          'invalid_request',
          'before must be the id of a message of this conversation.',
          'before',
        );
      query = query.lt('created_at', anchor.data.created_at);
    }
    const { data, error } = await query
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .limit(limit + 1);
    if (error) throw dbError(error);
    const page = (data as MessageRow[]).slice(0, limit).reverse();
    return json({ messages: page, has_more: data.length > limit });
  }

  // --- interaction --------------------------------------------------------------------------------

  async function interact(
    db: SupabaseClient,
    caller: string,
    conversationId: string,
    body: z.infer<typeof interactBody>,
    streaming: boolean,
    requestSignal: AbortSignal,
  ): Promise<Response> {
    const userMsgId = body.client_msg_id ?? crypto.randomUUID();
    // Before anything is stored: a send that would be refused leaves no trace and is simply sent
    // again later. Nothing is counted here (the caller's session is not checked yet); a retry that
    // joins a running generation or replays a stored reply is never refused.
    const refusal = registry.get(conversationId, userMsgId) ? null : await limits.refusal(caller);
    if (
      refusal &&
      !(body.regenerate
        ? await findMessage(db, conversationId, body.response_client_msg_id!)
        : await hasStoredReply(db, conversationId, userMsgId))
    ) {
      throw new RateLimitedError(limitExceededMessage(refusal.reason), refusal.retryAfterSeconds);
    }
    // Every generation that reaches a provider is admitted, and counted, right before it starts:
    // after begin_turn has run as the caller (so a signed-out token spends nothing) and whatever
    // rows the caller stored.
    const admitGeneration = async (): Promise<() => void> => {
      const admission = await limits.admit(caller);
      if (!admission.ok)
        throw new RateLimitedError(limitExceededMessage(admission.reason), admission.retryAfterSeconds);
      return admission.release;
    };
    if (body.regenerate)
      return runRegenerate(
        db,
        caller,
        conversationId,
        userMsgId,
        body,
        streaming,
        requestSignal,
        admitGeneration,
      );
    return runTurn(db, conversationId, userMsgId, body, streaming, requestSignal, admitGeneration);
  }

  async function hasStoredReply(db: SupabaseClient, conversationId: string, userMsgId: string) {
    const { data, error } = await db
      .from('messages')
      .select('id')
      .eq('conversation_id', conversationId)
      .eq('in_reply_to', userMsgId)
      .limit(1);
    if (error) throw dbError(error);
    return data.length > 0;
  }

  async function runTurn(
    db: SupabaseClient,
    conversationId: string,
    userMsgId: string,
    body: z.infer<typeof interactBody>,
    streaming: boolean,
    requestSignal: AbortSignal,
    admitGeneration: () => Promise<() => void>,
  ): Promise<Response> {
    // One transaction: the conversation, the user's message stored once, a stored reply, the history.
    const turn = await beginTurn(db, conversationId, userMsgId, body);
    const conversation = turn.conversation;
    let storedReply = turn.reply;
    let recent = turn.recent;
    let replyMsgId = body.response_client_msg_id;
    let release: (() => void) | null = null;
    try {
      if (!turn.inserted && !registry.get(conversationId, userMsgId)) {
        // A retried turn: a generation that died with its process is marked interrupted first, and
        // an interrupted reply is generated again under the same id (admitted first: a refusal keeps
        // the partial reply). The partial row goes first (the new one is inserted, so pulls and
        // realtime of other devices see it).
        if (!storedReply && (await interruptStaleReplies()) > 0)
          storedReply = await findReply(db, conversationId, userMsgId, body.response_client_msg_id);
        if (storedReply?.status === 'interrupted') {
          release = await admitGeneration();
          replyMsgId = storedReply.client_msg_id;
          await removeReply(storedReply);
          storedReply = null;
          recent = await ancestry(db, conversationId, userMsgId);
        }
      }
      if (storedReply) return replay(storedReply, streaming);
      release ??= registry.get(conversationId, userMsgId) ? () => undefined : await admitGeneration();
      const generation = generate(conversation, userMsgId, replyMsgId, body.text!, recent, release);
      return await respond(generation, userMsgId, streaming, requestSignal);
    } catch (error) {
      release?.();
      throw error;
    }
  }

  /**
   * A new version of the reply to a stored question (Regenerate, Continue), under the client's reply
   * id: a retry replays it once stored, or joins it while it runs; another reply to the same question
   * running is a conflict. begin_regenerate checks that it is the last reply and makes the new
   * version the chosen one.
   */
  async function runRegenerate(
    db: SupabaseClient,
    caller: string,
    conversationId: string,
    questionId: string,
    body: z.infer<typeof interactBody>,
    streaming: boolean,
    requestSignal: AbortSignal,
    admitGeneration: () => Promise<() => void>,
  ): Promise<Response> {
    const replyId = body.response_client_msg_id!;
    // A retry of a version that runs here joins it; another version running is a conflict. Only
    // the conversation's owner may join: anyone else goes on to begin_regenerate, which answers as
    // for a conversation that is not there.
    const joinRunning = (): Promise<Response> | null => {
      const running = registry.get(conversationId, questionId);
      if (!running || running.ownerId !== caller) return null;
      if (running.replyMsgId !== replyId)
        throw new HttpError('conflict', 'A reply to this message is being generated.', 'client_msg_id');
      return respond(running, questionId, streaming, requestSignal);
    };
    const joined = joinRunning();
    if (joined) return joined;
    await interruptStaleReplies();
    const begin = async () => {
      const { data, error } = await db.rpc('begin_regenerate', {
        conversation: conversationId,
        question: questionId,
        reply_msg_id: replyId,
        history_limit: historyTurns + 1,
        continue_of: body.continue_of ?? null,
      });
      if (error) throw dbError(error);
      if (!data) throw conversationNotFound();
      const turn = data as Turn & { error?: string };
      if (turn.error) {
        // A retry racing the first attempt finds that attempt's progress row ('busy'): it joins.
        const joinedMeanwhile = joinRunning();
        if (joinedMeanwhile) return await joinedMeanwhile;
        throw regenerateRefusal(turn.error);
      }
      return turn;
    };
    const started = await begin();
    if (started instanceof Response) return started;
    let turn = started;
    let release: (() => void) | null = null;
    try {
      if (turn.reply?.status === 'interrupted') {
        // This version's generation died: it is generated again under the same id (as a send's
        // is), admitted first so that a refusal keeps the partial reply.
        release = await admitGeneration();
        await removeReply(turn.reply);
        const again = await begin();
        if (again instanceof Response) {
          release();
          return again;
        }
        turn = again;
      }
      if (turn.reply) {
        release?.();
        return replay(turn.reply, streaming);
      }
      const question = turn.recent[0];
      if (!question) throw new HttpError('not_found', 'No such message in this conversation.');
      // Continue: a model that can carry on starts from the partial reply (continuation.ts).
      const provider = turn.partial
        ? continuingProvider(deps.provider, question.content_text, turn.partial)
        : deps.provider;
      release ??= await admitGeneration();
      const generation = generate(
        turn.conversation,
        questionId,
        replyId,
        question.content_text,
        turn.recent,
        release,
        provider,
      );
      return await respond(generation, questionId, streaming, requestSignal);
    } catch (error) {
      release?.();
      throw error;
    }
  }

  /** Starts (or joins) the generation of a reply to `userMsgId`; the admission is held while it runs. */
  function generate(
    conversation: ConversationRow,
    userMsgId: string,
    replyMsgId: string | undefined,
    input: string,
    recent: Turn['recent'],
    release: () => void,
    provider: AssistantProvider = deps.provider,
  ): Generation {
    const conversationId = conversation.id;
    let generation = registry.get(conversationId, userMsgId);
    if (generation) {
      release();
      return generation;
    }
    const history = historyOf(recent, userMsgId);
    const replyId = replyMsgId ?? crypto.randomUUID();
    // No await between this check and start(): a concurrent retry joins the same generation.
    let created = false;
    generation = registry.start(conversationId, userMsgId, () => {
      created = true;
      return new Generation({
        provider,
        input,
        history,
        context: { userId: conversation.user_id, conversationId },
        timeoutMs,
        replyMsgId: replyId,
        store: (outcome) => storeReply(conversation, userMsgId, replyId, outcome),
        saveProgress: (traces) => saveProgress(conversation, userMsgId, replyId, traces),
        progressIntervalMs: deps.progressIntervalMs,
      });
    });
    // The admission belongs to the generation that runs: held until it ends.
    if (created) void generation.finished.finally(release);
    else release();
    return generation;
  }

  async function respond(
    generation: Generation,
    userMsgId: string,
    streaming: boolean,
    requestSignal: AbortSignal,
  ): Promise<Response> {
    if (!streaming) {
      const outcome = await generation.finished;
      if (outcome.kind === 'failed') throw new HttpError('upstream_failed', outcome.message);
      return json(outcome.traces);
    }
    return streamGeneration(generation, userMsgId, generation.replyMsgId, requestSignal);
  }

  /** Chooses the version a fork follows (‹ 1/2 ›); the choice reaches other devices with the row. */
  async function selectVersion(
    db: SupabaseClient,
    conversationId: string,
    body: z.infer<typeof selectBody>,
  ): Promise<Response> {
    const { data, error } = await db.rpc('select_version', {
      conversation: conversationId,
      parent: body.parent_id,
      child: body.child_id,
    });
    if (error) throw dbError(error);
    if (!data) throw conversationNotFound();
    const result = data as { conversation?: ConversationRow; error?: string };
    if (!result.conversation)
      throw new HttpError('not_found', 'child_id is not a version at this place.', 'child_id');
    return json({ conversation: pickConversation(result.conversation) });
  }

  async function stop(
    db: SupabaseClient,
    conversationId: string,
    body: z.infer<typeof stopBody>,
  ): Promise<Response> {
    await requireConversation(db, conversationId);
    const generation = registry.get(conversationId, body.client_msg_id);
    if (!generation) return json({ ok: true, stopped: false });
    generation.stop();
    await generation.finished;
    return json({ ok: true, stopped: true });
  }

  function streamGeneration(
    generation: Generation,
    userMsgId: string,
    assistantMsgId: string,
    requestSignal: AbortSignal,
  ): Response {
    let detach: (() => void) | null = null;
    let keepAlive: ReturnType<typeof setInterval> | null = null;
    const cleanup = () => {
      detach?.();
      if (keepAlive) clearInterval(keepAlive);
    };
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        let open = true;
        const send = (event: StreamEvent) => {
          if (open) controller.enqueue(encodeEvent(event));
        };
        const close = () => {
          if (!open) return;
          open = false;
          cleanup();
          controller.close();
        };
        send({
          event: 'metadata',
          data: { assistant_client_msg_id: assistantMsgId, user_client_msg_id: userMsgId },
        });
        keepAlive = setInterval(() => open && controller.enqueue(encodeComment('keep-alive')), keepAliveMs);
        // The client going away detaches this listener only: the generation carries on.
        requestSignal.addEventListener('abort', () => {
          open = false;
          cleanup();
        });
        detach = generation.attach({
          trace: (trace) => send({ event: 'trace', data: trace }),
          end: (outcome) => {
            for (const event of outcomeEvents(outcome)) send(event);
            close();
          },
        });
      },
      cancel() {
        cleanup();
      },
    });
    return new Response(body, { headers: { ...SSE_HEADERS, ...CORS_HEADERS } });
  }

  /**
   * Follows the reply to a user turn (a reload, a second tab, another device): a running generation
   * streams every trace produced so far, then live, exactly as the request that started it sees it; a
   * stored reply is replayed (summary and done; `interrupted: true` when its generation died). A turn
   * with neither is 404 `no_reply`: nothing is answering it, and a retry (POST) generates.
   */
  async function follow(
    db: SupabaseClient,
    conversationId: string,
    query: z.infer<typeof followQuery>,
    requestSignal: AbortSignal,
  ): Promise<Response> {
    await requireConversation(db, conversationId);
    const running = registry.get(conversationId, query.client_msg_id);
    if (running) return streamGeneration(running, query.client_msg_id, running.replyMsgId, requestSignal);
    await interruptStaleReplies();
    const stored = await findReply(db, conversationId, query.client_msg_id, undefined);
    if (stored) return replay(stored, true);
    if (!(await findMessage(db, conversationId, query.client_msg_id)))
      throw new HttpError('not_found', 'No such message in this conversation.');
    throw new HttpError('no_reply', 'No reply is being generated for this message.');
  }

  function replay(reply: MessageRow, streaming: boolean): Response {
    const summary = {
      content_text: reply.content_text,
      content_json: reply.content_json ?? [],
      trace_types: reply.trace_types ?? [],
    };
    if (!streaming) return json(tracesFromSummary(summary));
    const events: StreamEvent[] = [
      {
        event: 'metadata',
        data: {
          assistant_client_msg_id: reply.client_msg_id,
          user_client_msg_id: reply.in_reply_to ?? undefined,
        },
      },
      {
        event: 'summary',
        data: {
          ...summary,
          ...(reply.status === 'stopped' ? { stopped: true } : {}),
          ...(reply.status === 'interrupted' ? { interrupted: true } : {}),
        },
      },
      { event: 'done', data: {} },
    ];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const event of events) controller.enqueue(encodeEvent(event));
        controller.close();
      },
    });
    return new Response(body, { headers: { ...SSE_HEADERS, ...CORS_HEADERS } });
  }

  async function storeReply(
    conversation: ConversationRow,
    userMsgId: string,
    replyMsgId: string,
    outcome: GenerationOutcome,
  ): Promise<void> {
    // A failed generation stores nothing: the user's message stays, and a retry generates again.
    if (outcome.kind === 'failed') return dropProgress(conversation.id, userMsgId);
    const summary = summarizeTraces(outcome.traces);
    // One call: the reply stored (never changed once stored) and its progress row dropped together.
    const { error } = await deps.serviceClient.rpc('store_reply', {
      conversation: conversation.id,
      owner: conversation.user_id,
      user_msg_id: userMsgId,
      reply_msg_id: replyMsgId,
      reply_status: outcome.kind,
      reply_text: summary.content_text,
      reply_json: summary.content_json,
      reply_trace_types: summary.trace_types,
    });
    if (error) throw new Error(`${error.code ?? ''} ${error.message}`);
  }

  /** Keeps the reply so far, so that a crash leaves it behind (marked interrupted), not nothing. */
  async function saveProgress(
    conversation: ConversationRow,
    userMsgId: string,
    replyMsgId: string,
    traces: readonly Trace[],
  ): Promise<void> {
    const { error } = await deps.serviceClient.from('reply_progress').upsert(
      {
        conversation_id: conversation.id,
        in_reply_to: userMsgId,
        reply_client_msg_id: replyMsgId,
        user_id: conversation.user_id,
        ...summarizeTraces([...traces]),
      },
      { onConflict: 'conversation_id,in_reply_to' },
    );
    if (error) throw new Error(`${error.code ?? ''} ${error.message}`);
  }

  async function dropProgress(conversationId: string, userMsgId: string): Promise<void> {
    const { error } = await deps.serviceClient
      .from('reply_progress')
      .delete()
      .eq('conversation_id', conversationId)
      .eq('in_reply_to', userMsgId);
    if (error) console.error('removing reply progress failed', error);
  }

  async function removeReply(reply: MessageRow): Promise<void> {
    const { error } = await deps.serviceClient.from('messages').delete().eq('id', reply.id);
    if (error) throw dbError(error);
  }

  /** Marks replies whose generation died (no progress saved for a while) as interrupted. */
  async function interruptStaleReplies(): Promise<number> {
    const { data, error } = await deps.serviceClient.rpc('interrupt_stale_replies', {
      stale_after: `${staleProgressSeconds} seconds`,
    });
    if (error) console.error('marking interrupted replies failed', error);
    return typeof data === 'number' ? data : 0;
  }

  /** A message and the path leading to it, newest first, as begin_turn returns it. */
  async function ancestry(
    db: SupabaseClient,
    conversationId: string,
    messageId: string,
  ): Promise<Turn['recent']> {
    const { data, error } = await db.rpc('message_ancestry', {
      conversation: conversationId,
      from_msg: messageId,
      max_count: historyTurns + 1,
    });
    if (error) throw dbError(error);
    return (data ?? []) as Turn['recent'];
  }

  /** Starts a turn in one call (migration begin_turn); a conversation the caller cannot see is 404. */
  async function beginTurn(
    db: SupabaseClient,
    conversationId: string,
    userMsgId: string,
    body: z.infer<typeof interactBody>,
  ): Promise<Turn> {
    const { data, error } = await db.rpc('begin_turn', {
      conversation: conversationId,
      user_msg_id: userMsgId,
      input: body.text,
      history_limit: historyTurns + 1,
      parent: body.parent_id ?? null,
      edit_of: body.edit_of ?? null,
      reply_msg_id: body.response_client_msg_id ?? null,
    });
    if (error) throw dbError(error);
    if (!data) throw conversationNotFound();
    const turn = data as Turn & { error?: string };
    if (turn.error)
      throw new HttpError('not_found', 'edit_of is not a question of this conversation.', 'edit_of');
    return turn;
  }

  /** The turns the assistant sees: the newest `historyTurns` before this one, oldest first. */
  function historyOf(recent: Turn['recent'], currentMsgId: string): HistoryTurn[] {
    return recent
      .filter((m) => m.client_msg_id !== currentMsgId)
      .slice(0, historyTurns)
      .reverse()
      .map((m) => ({ role: m.role === 'user' ? 'user' : 'assistant', text: m.content_text }));
  }
}

function outcomeEvents(outcome: GenerationOutcome): StreamEvent[] {
  switch (outcome.kind) {
    case 'complete':
      return [
        { event: 'summary', data: summarizeTraces(outcome.traces) },
        { event: 'done', data: {} },
      ];
    case 'stopped':
      return [
        { event: 'summary', data: { ...summarizeTraces(outcome.traces), stopped: true } },
        { event: 'done', data: {} },
      ];
    case 'interrupted':
      return [
        { event: 'summary', data: { ...summarizeTraces(outcome.traces), interrupted: true } },
        { event: 'done', data: {} },
      ];
    case 'failed':
      return [
        { event: 'error', data: { error: outcome.message, code: 'generation_failed' } },
        { event: 'done', data: {} },
      ];
  }
}

// --- helpers ------------------------------------------------------------------------------------

/** What begin_turn returns for a conversation the caller can see. */
interface Turn {
  conversation: ConversationRow;
  /** The user's message was stored by this call (false: a retry of a known turn). */
  inserted: boolean;
  /** The stored reply to this message, when it was answered before. */
  reply: MessageRow | null;
  /** The newest messages, newest first (this one included); empty when there is a reply. */
  recent: Array<Pick<MessageRow, 'role' | 'content_text' | 'client_msg_id'>>;
  /** begin_regenerate with continue_of: the text of the reply a Continue starts from. */
  partial?: string | null;
}

interface Route {
  segments: string[];
  search: URLSearchParams;
}

/**
 * The path after the function name: /voiceflow-proxy/conversations/… → ['conversations', …],
 * /voiceflow-proxy/assistant → ['assistant'].
 */
function routeOf(request: Request): Route {
  const url = new URL(request.url);
  const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  const start = parts.findIndex((part) => part === 'conversations' || part === 'assistant');
  return { segments: start === -1 ? [] : parts.slice(start), search: url.searchParams };
}

async function readBody<T extends z.ZodType>(request: Request, schema: T): Promise<z.infer<T>> {
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > MAX_BODY_BYTES) throw new HttpError('payload_too_large', 'The request body is too large.');
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES)
    throw new HttpError('payload_too_large', 'The request body is too large.');
  let value: unknown;
  try {
    value = text ? JSON.parse(text) : {};
  } catch {
    throw new HttpError('invalid_request', 'The request body must be JSON.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new HttpError('invalid_request', 'The request body must be a JSON object.');
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.join('.') || undefined;
    const message =
      issue.code === 'invalid_type' && field && !issue.message.startsWith(field)
        ? `${field} is missing or of the wrong type`
        : issue.message.startsWith(field ?? '\u0000')
          ? issue.message
          : `${field ?? 'body'}: ${issue.message}`;
    throw new HttpError('invalid_request', message, field);
  }
  return parsed.data;
}

function parseQuery<T extends z.ZodType>(search: URLSearchParams, schema: T): z.infer<T> {
  const parsed = schema.safeParse(Object.fromEntries(search));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.join('.') || undefined;
    throw new HttpError('invalid_request', `${field ?? 'query'} is missing or invalid.`, field);
  }
  return parsed.data;
}

function parseId(value: string, field = 'id'): string {
  if (!uuid.safeParse(value).success)
    throw new HttpError('invalid_request', `${field} must be a UUID.`, field);
  return value;
}

function parseLimit(value: string | null): number {
  if (value === null) return DEFAULT_MESSAGE_PAGE_SIZE;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > MESSAGE_PAGE_MAX) {
    throw new HttpError(
      'invalid_request',
      `limit must be a whole number from 1 to ${MESSAGE_PAGE_MAX}.`,
      'limit',
    );
  }
  return n;
}

function parseCursor(value: string): { updatedAt: string; id: string } | null {
  if (value === '' || value === '0') return null;
  const [updatedAt, id] = value.split('|');
  if (
    !updatedAt ||
    Number.isNaN(Date.parse(updatedAt)) ||
    (id !== undefined && !uuid.safeParse(id).success)
  ) {
    throw new HttpError('invalid_request', 'since must be a cursor returned by this service.', 'since');
  }
  return { updatedAt, id: id ?? '00000000-0000-0000-0000-000000000000' };
}

function formatCursor(row: ConversationRow): string {
  return `${row.updated_at}|${row.id}`;
}

async function findConversation(
  db: SupabaseClient,
  id: string,
  includeDeleted: boolean,
): Promise<ConversationRow | null> {
  let query = db.from('conversations').select(CONVERSATION_COLUMNS).eq('id', id);
  if (!includeDeleted) query = query.is('deleted_at', null);
  const { data, error } = await query.maybeSingle();
  if (error) throw dbError(error);
  return data as ConversationRow | null;
}

async function requireConversation(db: SupabaseClient, id: string): Promise<ConversationRow> {
  const conversation = await findConversation(db, id, false);
  if (!conversation) throw conversationNotFound();
  return conversation;
}

async function findMessage(
  db: SupabaseClient,
  conversationId: string,
  clientMsgId: string,
): Promise<MessageRow | null> {
  const { data, error } = await db
    .from('messages')
    .select('*')
    .eq('conversation_id', conversationId)
    .eq('client_msg_id', clientMsgId)
    .maybeSingle();
  if (error) throw dbError(error);
  return data as MessageRow | null;
}

/** The reply to a question stored under `replyMsgId`, else its newest version. */
async function findReply(
  db: SupabaseClient,
  conversationId: string,
  userMsgId: string,
  replyMsgId: string | undefined,
): Promise<MessageRow | null> {
  const { data, error } = await db
    .from('messages')
    .select('*')
    .eq('conversation_id', conversationId)
    .eq('in_reply_to', userMsgId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false });
  if (error) throw dbError(error);
  const replies = data as MessageRow[];
  return replies.find((r) => r.client_msg_id === replyMsgId) ?? replies[0] ?? null;
}

/** What begin_regenerate's refusals mean to the client. */
function regenerateRefusal(code: string): HttpError {
  switch (code) {
    case 'not_found':
      return new HttpError('not_found', 'No such message in this conversation.', 'client_msg_id');
    case 'not_last':
      return new HttpError('conflict', 'Only the last reply can be regenerated.', 'client_msg_id');
    case 'busy':
      return new HttpError('conflict', 'A reply to this message is being generated.', 'client_msg_id');
    case 'not_continuable':
      return new HttpError(
        'conflict',
        'Only a stopped or interrupted reply can be continued.',
        'continue_of',
      );
    default:
      return new HttpError('conflict', 'This id belongs to another message.', 'response_client_msg_id');
  }
}

/** A conversation row as the service returns it (the columns of CONVERSATION_COLUMNS). */
function pickConversation(row: ConversationRow): ConversationRow {
  const { id, user_id, title, created_at, last_activity_at, updated_at, deleted_at, selections } = row;
  return { id, user_id, title, created_at, last_activity_at, updated_at, deleted_at, selections };
}

function conversationNotFound(): HttpError {
  return new HttpError('not_found', 'Conversation not found.');
}

function methodNotAllowed(): HttpError {
  return new HttpError('method_not_allowed', 'Method not allowed on this route.');
}

function dbError(error: { code?: string; message: string }): HttpError {
  if (error.code === 'PGRST301' || error.code === 'PGRST303')
    return new HttpError('unauthorized', 'The access token is invalid or expired.');
  if (error.code === '23514')
    return new HttpError('invalid_request', 'title must be 1 to 40 characters.', 'title');
  console.error('conversation service database error', error);
  return new HttpError('internal', 'The conversation service could not reach its database.');
}
