// Relative time labels of the conversation list (spec §9) and which timestamp a row shows (spec §3).

export type TimeInput = string | number | Date;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

function toMillis(value: TimeInput): number {
  return value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
}

/**
 * 'now' under a minute, 'Nm ago' under an hour, 'Nh ago' under a day, 'Nd ago' under a week, else
 * the locale date. Units are whole elapsed periods (59 min 59 s is '59m ago'); a timestamp in the
 * future (clock skew) is 'now'; an unparseable timestamp gives ''.
 */
export function formatRelativeTime(timestamp: TimeInput, now: TimeInput = Date.now()): string {
  const then = toMillis(timestamp);
  const current = toMillis(now);
  if (Number.isNaN(then) || Number.isNaN(current)) return '';
  const elapsed = current - then;
  if (elapsed < MINUTE) return 'now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  if (elapsed < WEEK) return `${Math.floor(elapsed / DAY)}d ago`;
  return new Date(then).toLocaleDateString();
}

export interface ConversationTimes {
  last_activity_at?: string | null;
  created_at?: string | null;
}

/** Spec §3: "The list shows the time of last_activity_at, else created_at." */
export function conversationActivityAt(conversation: ConversationTimes): string | null {
  return conversation.last_activity_at || conversation.created_at || null;
}

/** The relative time shown on a conversation row; '' when it has no usable timestamp. */
export function conversationTimeLabel(conversation: ConversationTimes, now: TimeInput = Date.now()): string {
  const at = conversationActivityAt(conversation);
  return at ? formatRelativeTime(at, now) : '';
}
