// When a message was written, as the chat pane shows it on hover and keyboard focus (issue 13): the
// local time for today's messages ('9:32 AM'), the date and time for older ones ('Nov 25, 9:32 AM';
// with the year when it is not this year), and the full date as the tooltip.

export interface MessageTime {
  /** For `<time dateTime>`: the ISO instant. */
  iso: string;
  /** What the pane shows. */
  label: string;
  /** The full local date and time (the tooltip). */
  full: string;
}

export interface MessageTimeOptions {
  now?: number;
  /** BCP 47 locale(s); default the browser's. */
  locale?: string | string[];
  /** IANA time zone; default the browser's. */
  timeZone?: string;
}

export function messageTime(timestamp: string, options: MessageTimeOptions = {}): MessageTime | null {
  const at = Date.parse(timestamp);
  if (Number.isNaN(at)) return null;
  const { locale, timeZone } = options;
  const now = options.now ?? Date.now();
  const dayOf = (ms: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      ms,
    );
  const yearOf = (ms: number) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric' }).format(ms);
  const time: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', timeZone };
  let label: string;
  if (dayOf(at) === dayOf(now)) {
    label = new Intl.DateTimeFormat(locale, time).format(at);
  } else {
    label = new Intl.DateTimeFormat(locale, {
      ...time,
      month: 'short',
      day: 'numeric',
      ...(yearOf(at) === yearOf(now) ? {} : { year: 'numeric' }),
    }).format(at);
  }
  const full = new Intl.DateTimeFormat(locale, {
    dateStyle: 'full',
    timeStyle: 'medium',
    timeZone,
  }).format(at);
  return { iso: new Date(at).toISOString(), label, full };
}
