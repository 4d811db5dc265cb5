// A rent raised at renewal under a city's cap ("tenant pays 1,600 now, I want to go to 1,720. what %
// is that? my city caps increases at 7%: the most I could charge?"): the increase as a percent of the
// current rent, and the most the cap allows (current × (1 + cap)). Part of quick-math (READERS there).
import { formatMoney, formatPercent } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { everyNumberPlaced, money, percents, type Reader } from './quick-math-reading.ts';

/** A rent between a landlord and a tenant, not a premium, a tax or a price. */
const RENT_WORDS = /\b(?:rent|rents|tenants?|renewal|renew|lease)\b/;
const OTHER_SUBJECTS = /\b(?:premium|insurance|tax(?:es)?|hoa|dues|price|salary|wage|mortgage|payment)\b/;
/** The rent asked for: "go to 1,720", "raise it to", "new rent of", "bump them to". */
const NEW_BEFORE =
  /\b(?:to|new rent(?: of| is| would be)?|raise (?:it|them|the rent) to|charge|charging|asking)\s*\$?\s*$/;
/** "caps increases at 7%", "rent control limits raises to 5%", "a 7% cap". */
const CAP_NEAR = /\bcap(?:s|ped)?\b|\blimit(?:s|ed)?\b|\bmax(?:imum)?\b|\brent control\b|\bceiling\b/;
/** Words right before an amount that make it a change's size: "went up $200", "raise it by 150". */
const CHANGE_BEFORE = /\b(?:up|down|by|another|extra|raised?|increased?|bumped?)\s*\$?\s*$/;
const PERCENT_ASKED =
  /\bwhat (?:%|percent(?:age)?)\b|\bhow much (?:of )?(?:an? )?(?:%|percent)|\b(?:%|percent(?:age)?) (?:increase|raise|jump|bump|hike)\b|\bas a (?:%|percent)/;
const MOST_ASKED =
  /\b(?:most|max(?:imum)?|highest|top|ceiling)\b[^.?!]{0,40}\b(?:charge|ask|raise|rent|go|increase)|\bhow (?:high|much) (?:can|could|may)\b/;

function capPercent(text: string, tokens: NumberToken[]): NumberToken | undefined {
  const caps = percents(tokens).filter((t) =>
    CAP_NEAR.test(text.slice(Math.max(0, t.start - 40), Math.min(text.length, t.end + 12))),
  );
  return caps.length === 1 ? caps[0] : undefined;
}

const rentIncreaseUnderCap: Reader = ({ text, tokens }) => {
  if (!RENT_WORDS.test(text) || OTHER_SUBJECTS.test(text)) return null;
  const cap = capPercent(text, tokens);
  const rents = money(tokens).filter((t) => t.period !== 'yearly' && t.value >= 200 && t.value < 50_000);
  if (rents.length !== money(tokens).length || rents.length < 1 || rents.length > 2) return null;
  // "went up $200 to $2,200": an amount a rent moved by is no rent.
  if (rents.some((t) => CHANGE_BEFORE.test(text.slice(Math.max(0, t.start - 20), t.start)))) return null;
  if (
    rents.some((t) =>
      /^\s*(?:more|less|higher|lower|increase|raise|bump)\b/.test(text.slice(t.end, t.end + 12)),
    )
  )
    return null;
  if (percents(tokens).length !== (cap ? 1 : 0) || (cap && !(cap.value > 0 && cap.value < 0.5))) return null;
  const asked = rents.filter((t) => NEW_BEFORE.test(text.slice(Math.max(0, t.start - 30), t.start)));
  const [current, proposed] =
    rents.length === 2
      ? asked.length === 1
        ? [rents.find((t) => t !== asked[0])!, asked[0]!]
        : []
      : [rents[0]!];
  if (!current || (rents.length === 2 && !proposed)) return null;
  // Each figure asked for needs what it is worked from: a percent the new rent, a most the cap.
  const askPercent = proposed !== undefined && PERCENT_ASKED.test(text);
  const askMost = cap !== undefined && MOST_ASKED.test(text);
  if (!askPercent && !askMost) return null;
  if (!everyNumberPlaced(text, [...rents, ...(cap ? [cap] : [])])) return null;
  const results: string[] = [];
  if (proposed) {
    const change = proposed.value / current.value - 1;
    results.push(
      `Increase: **${formatPercent(change, 2)}** (${formatMoney(proposed.value)} ÷ ${formatMoney(current.value)} − 1), ${formatMoney(proposed.value - current.value)} more a month`,
    );
  }
  if (cap) {
    const most = current.value * (1 + cap.value);
    results.push(
      `Most the cap allows: **${formatMoney(most)}** (${formatMoney(current.value)} × (1 + ${formatPercent(cap.value)}))`,
    );
    if (proposed)
      results.push(
        proposed.value > most + 0.005
          ? `${formatMoney(proposed.value)} is over the cap by ${formatMoney(proposed.value - most)}`
          : `${formatMoney(proposed.value)} is within the cap`,
      );
  }
  return {
    title: 'Rent increase at renewal',
    inputs: [
      `Current rent: ${formatMoney(current.value)} a month`,
      ...(proposed ? [`Proposed rent: ${formatMoney(proposed.value)} a month`] : []),
      ...(cap ? [`Cap on increases: ${formatPercent(cap.value)}`] : []),
    ],
    results,
    method:
      'Percent increase = new ÷ current − 1; the most under a cap = current × (1 + cap). Check how your city counts the cap (per year, per renewal, or tied to inflation) and any notice rules',
  };
};

export const RENT_CAP_READERS: Reader[] = [rentIncreaseUnderCap];
