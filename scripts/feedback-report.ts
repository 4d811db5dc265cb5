// What beta testers said about the assistant's replies (issue 13), for the operator: every rating with
// the tester's e-mail, the conversation's title and the question and answer it was about, newest
// first, with totals. Read through the feedback_report function of the migrations, which only the
// service role may call, so it works the same against the local stack and a Supabase project.
import { createNodeClient } from '../server/node-supabase-client.ts';

export interface FeedbackEntry {
  /** When the rating was last given or changed (ISO). */
  at: string;
  email: string | null;
  user_id: string;
  rating: 'up' | 'down';
  note: string | null;
  conversation_id: string;
  conversation_title: string;
  question: string | null;
  answer: string;
}

export interface FeedbackTotals {
  ratings: number;
  up: number;
  down: number;
  notes: number;
  testers: number;
}

export interface FeedbackReport {
  totals: FeedbackTotals;
  /** Newest first. */
  feedback: FeedbackEntry[];
}

export class FeedbackReportError extends Error {
  override name = 'FeedbackReportError';
}

interface ReportRow {
  updated_at: string;
  email: string | null;
  user_id: string;
  rating: 'up' | 'down';
  note: string | null;
  conversation_id: string;
  conversation_title: string;
  question: string | null;
  answer: string;
}

export async function fetchFeedbackReport(options: {
  url: string;
  serviceRoleKey: string;
  limit?: number;
}): Promise<FeedbackReport> {
  const url = options.url.replace(/\/+$/, '');
  const admin = createNodeClient(url, options.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  let result;
  try {
    result = await admin.rpc('feedback_report', { max_rows: options.limit ?? 1000 });
  } catch (error) {
    throw new FeedbackReportError(
      `Could not reach the backend at ${url} (${(error as Error).message}). Is it running (npm start)?`,
    );
  }
  const { data, error, status } = result;
  if (error) {
    if (status === 0 || /fetch failed|ECONNREFUSED/i.test(error.message)) {
      throw new FeedbackReportError(`Could not reach the backend at ${url}. Is it running (npm start)?`);
    }
    if (status === 401 || status === 403 || error.code === '42501') {
      throw new FeedbackReportError(
        `The backend at ${url} refused the key: pass the project's service_role key with --service-key.`,
      );
    }
    if (error.code === 'PGRST202' || status === 404) {
      throw new FeedbackReportError(
        `The backend at ${url} has no feedback_report function: apply the migrations (supabase db push).`,
      );
    }
    throw new FeedbackReportError(`The backend at ${url} answered ${status}: ${error.message}`);
  }
  const feedback = (data as ReportRow[]).map((row): FeedbackEntry => ({
    at: row.updated_at,
    email: row.email,
    user_id: row.user_id,
    rating: row.rating,
    note: row.note,
    conversation_id: row.conversation_id,
    conversation_title: row.conversation_title,
    question: row.question,
    answer: row.answer,
  }));
  return { totals: totalsOf(feedback), feedback };
}

export function totalsOf(feedback: readonly FeedbackEntry[]): FeedbackTotals {
  return {
    ratings: feedback.length,
    up: feedback.filter((f) => f.rating === 'up').length,
    down: feedback.filter((f) => f.rating === 'down').length,
    notes: feedback.filter((f) => f.note !== null && f.note !== '').length,
    testers: new Set(feedback.map((f) => f.user_id)).size,
  };
}

/** One line of text, cut to `max` characters with an ellipsis. */
/**
 * What a tester typed, safe to print on the operator's terminal: control characters (escape
 * sequences that move the cursor, recolour or retitle the terminal, or hide text) and bidirectional
 * overrides are dropped; whitespace is one space.
 */
export function printable(text: string | null): string {
  return (
    (text ?? '')
      .replace(/\s+/g, ' ')
      // eslint-disable-next-line no-control-regex -- control characters are what this removes
      .replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, '')
      .trim()
  );
}

export function excerpt(text: string | null, max = 160): string {
  const flat = printable(text);
  const chars = [...flat];
  return chars.length <= max
    ? flat
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** '2026-11-26 09:30 UTC' */
export function utcMinute(iso: string): string {
  return `${new Date(iso).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function totalsLine(totals: FeedbackTotals): string {
  if (totals.ratings === 0) return 'No feedback yet.';
  return (
    `Totals: ${plural(totals.ratings, 'rating')} (${totals.up} up, ${totals.down} down), ` +
    `${plural(totals.notes, 'note')}, from ${plural(totals.testers, 'tester')}.`
  );
}

/** The report as text: one block per rating, newest first, then the totals. */
export function formatFeedbackReport(report: FeedbackReport): string {
  const blocks = report.feedback.map((f) => {
    const lines = [
      `${utcMinute(f.at)}  ${printable(f.email ?? f.user_id)}  ${f.rating === 'up' ? 'UP  ' : 'DOWN'}  ${printable(f.conversation_title)}`,
    ];
    if (f.note) lines.push(`  Note: ${excerpt(f.note, 1000)}`);
    lines.push(`  Q: ${excerpt(f.question)}`);
    lines.push(`  A: ${excerpt(f.answer)}`);
    return lines.join('\n');
  });
  return [...blocks, totalsLine(report.totals)].join('\n\n');
}
