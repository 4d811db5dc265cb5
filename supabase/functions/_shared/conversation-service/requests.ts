// What the conversation service accepts: every request body and query as a zod schema, and the
// readers that turn a bad one into a 400 naming the field. The turn request (`TurnRequest`) is
// written here once; the client imports its type (src/sync/conversation-api.ts), so both ends send
// and read the same shape.
import { z } from 'zod';
import { FEEDBACK_NOTE_MAX_LENGTH } from '../feedback.ts';
import { HttpError } from '../http-errors.ts';
import { DEFAULT_MESSAGE_PAGE_SIZE, MESSAGE_MAX_LENGTH, TITLE_MAX_LENGTH } from '../protocol.ts';
import type { ConversationRow } from '../protocol.ts';

const MAX_BODY_BYTES = 64 * 1024;
const MESSAGE_PAGE_MAX = 500;

const uuid = z.string().uuid();
export const clientId = z.string().trim().min(1).max(100);

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

/** `POST conversations`: a title and, for an idempotent create, the client's id. */
export const createBody = z.object({ title, id: uuid.optional() });

/** `PATCH conversations/{id}`: renames, pins or archives (issue 13), any at once; never nothing. */
export const updateBody = z
  .object({
    title: title.optional(),
    pinned: z.boolean({ error: 'pinned must be true or false' }).optional(),
    archived: z.boolean({ error: 'archived must be true or false' }).optional(),
  })
  .refine(
    (b) => b.title !== undefined || b.pinned !== undefined || b.archived !== undefined,
    'give at least one of title, pinned, archived',
  );

/**
 * `POST conversations/{id}/interact[/stream]`: a send (with `text`), an edit & resend (`edit_of`), or
 * a regenerate or continue of the reply to a stored question (`regenerate`, `continue_of`).
 */
export const turnRequest = z
  .object({
    /** The question (ignored by a regenerate, which answers the stored question again). */
    text: z
      .string({ error: 'text must be a string' })
      .refine((t) => t.trim().length > 0, 'text must not be blank')
      .refine((t) => t.length <= MESSAGE_MAX_LENGTH, `text must be at most ${MESSAGE_MAX_LENGTH} characters`)
      .optional(),
    client_msg_id: clientId.optional(),
    response_client_msg_id: clientId.optional(),
    /** The message the question follows, as the client saw it (versions and branches). */
    parent_id: clientId.optional(),
    /** Makes the question a new version of this question (edit & resend). */
    edit_of: clientId.optional(),
    /** A new version of the reply to `client_msg_id`, stored under `response_client_msg_id`. */
    regenerate: z.boolean().optional(),
    /** With `regenerate`: the stopped or interrupted reply this Continue starts from. */
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

/** A turn as the client sends it and the service reads it (one shape for both ends). */
export type TurnRequest = z.input<typeof turnRequest>;

/** `PUT conversations/{id}/messages/{client_msg_id}/feedback`. */
export const feedbackBody = z.object({
  rating: z.enum(['up', 'down'], { error: "rating must be 'up', 'down' or null" }).nullable(),
  note: z
    .string({ error: 'note must be a string' })
    .refine(
      (n) => [...n.trim()].length <= FEEDBACK_NOTE_MAX_LENGTH,
      `note must be at most ${FEEDBACK_NOTE_MAX_LENGTH} characters`,
    )
    .nullable()
    .optional(),
});

/** `POST conversations/{id}/select`: the version a fork follows. */
export const selectBody = z.object({ parent_id: z.string().max(100), child_id: clientId });
/** `POST conversations/{id}/interact/stop`. */
export const stopBody = z.object({ client_msg_id: clientId });
/** `GET conversations/{id}/interact/stream?client_msg_id=`: follow a turn's reply. */
export const followQuery = z.object({ client_msg_id: clientId });

/** The JSON object body of `request`, checked against `schema` (413 over 64 kB, 400 naming the field). */
export async function readBody<T extends z.ZodType>(request: Request, schema: T): Promise<z.infer<T>> {
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

export function parseQuery<T extends z.ZodType>(query: Record<string, string>, schema: T): z.infer<T> {
  const parsed = schema.safeParse(query);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.join('.') || undefined;
    throw new HttpError('invalid_request', `${field ?? 'query'} is missing or invalid.`, field);
  }
  return parsed.data;
}

export function parseId(value: string, field = 'id'): string {
  if (!uuid.safeParse(value).success)
    throw new HttpError('invalid_request', `${field} must be a UUID.`, field);
  return value;
}

/** A reply's client_msg_id in a path; one that cannot be an id names no reply (404). */
export function parseReplyId(value: string): string {
  if (!clientId.safeParse(value).success)
    throw new HttpError('not_found', 'No such reply in this conversation.');
  return value;
}

export function parseLimit(value: string | undefined): number {
  if (value === undefined) return DEFAULT_MESSAGE_PAGE_SIZE;
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

/** A delta cursor: `<updated_at>|<id>` of the last row sent; '' or '0' for the beginning. */
export function parseCursor(value: string): { updatedAt: string; id: string } | null {
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

export function formatCursor(row: ConversationRow): string {
  return `${row.updated_at}|${row.id}`;
}
