// Phoenix channel frames as realtime-js 2.109.0 (over @supabase/phoenix) speaks them.
//
// vsn 2.0.0 (the client's default) sends every text frame as a JSON array
// `[join_ref, ref, topic, event, payload]`; vsn 1.0.0 sends the same fields as an object. Both decode
// to one `Frame`, and replies are encoded in the version the socket connected with. Binary frames
// (kind 3) are client broadcasts: only their header is read, to acknowledge them (broadcast is not
// relayed by this server).

export type Vsn = '1.0.0' | '2.0.0';

export interface Frame {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
}

/** Parses one text frame; null when it is not a well-formed frame (the socket ignores those). */
export function decodeFrame(text: string, vsn: Vsn): Frame | null {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  let joinRef: unknown, ref: unknown, topic: unknown, event: unknown, payload: unknown;
  if (vsn === '2.0.0') {
    if (!Array.isArray(raw) || raw.length !== 5) return null;
    [joinRef, ref, topic, event, payload] = raw;
  } else {
    if (!isObject(raw)) return null;
    ({ join_ref: joinRef, ref, topic, event, payload } = raw);
  }
  if (typeof topic !== 'string' || typeof event !== 'string') return null;
  return {
    joinRef: refOrNull(joinRef),
    ref: refOrNull(ref),
    topic,
    event,
    payload: isObject(payload) ? payload : {},
  };
}

export function encodeFrame(frame: Frame, vsn: Vsn): string {
  const { joinRef, ref, topic, event, payload } = frame;
  if (vsn === '2.0.0') return JSON.stringify([joinRef, ref, topic, event, payload]);
  return JSON.stringify({ join_ref: joinRef, ref, topic, event, payload });
}

/** `phx_reply` to a client push: same join_ref and ref, so the client's Push can match it. */
export function replyFrame(
  to: Pick<Frame, 'joinRef' | 'ref' | 'topic'>,
  status: 'ok' | 'error',
  response: Record<string, unknown> = {},
): Frame {
  return {
    joinRef: to.joinRef,
    ref: to.ref,
    topic: to.topic,
    event: 'phx_reply',
    payload: { status, response },
  };
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Refs are strings of the client's counter; tolerate numbers from hand-written clients.
function refOrNull(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/**
 * The addressing of a binary user-broadcast push (kind 3): header bytes
 * `[3, len(join_ref), len(ref), len(topic), len(event), len(meta), encoding]`, then those strings.
 * The payload after them is not needed. Null for anything else.
 */
export function decodeBroadcastPush(data: Buffer): Pick<Frame, 'joinRef' | 'ref' | 'topic'> | null {
  if (data.length < 7 || data[0] !== 3) return null;
  const [joinRefLen, refLen, topicLen] = [data[1]!, data[2]!, data[3]!];
  if (data.length < 7 + joinRefLen + refLen + topicLen) return null;
  let offset = 7;
  const take = (len: number) => data.toString('latin1', offset, (offset += len));
  const joinRef = take(joinRefLen);
  const ref = take(refLen);
  return { joinRef: joinRef || null, ref: ref || null, topic: take(topicLen) };
}
