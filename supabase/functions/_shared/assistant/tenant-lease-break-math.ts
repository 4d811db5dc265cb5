// A tenant breaking a lease early (docs/assistant.md rule 116): "$3,100/mo for 12 months, but we'd
// break it after 8 months; the break fee is 2 months' rent: total if we leave after 8, and how much
// less than the full 12?". Rent for the months stayed plus the fee (in months' rent or dollars),
// against the rent of the whole lease. The landlord's side of a break is rule 91's; this needs the
// tenant's own lease, its length, the month left and the fee, every number placed.
import { formatMoney, formatNumber } from './format.ts';
import { countOf, COUNT_WORDS } from './number-words.ts';
import { everyNumberPlaced, type Reader, type Span } from './quick-math-reading.ts';

const N = `(\\d{1,2}|${COUNT_WORDS})`;
/** The lease's length: "for 12 months", "a 12-month lease", "a one-year lease". */
const LENGTH = new RegExp(
  `\\b(?:for|a|an|the|on a|signed a)\\s+${N}[- ]months?\\b(?:[- ]lease)?|\\b${N}[- ]months?[- ]lease\\b|\\b(?:a|one|1)[- ]year[- ]lease\\b`,
);
/** When the tenant leaves: "break it after 8 months", "leave after 8", "move out at month 8". */
const LEAVE = new RegExp(
  `\\b(?:break(?:ing)? (?:it|the lease|our lease|my lease)|leave|leaving|move out|moving out|get out|out)\\s+(?:early\\s+)?(?:after|at month|at)\\s+${N}(?:\\s+months?)?\\b`,
  'g',
);
/** The fee: "2 months' rent", "two months of rent", or a dollar amount beside "fee" or "penalty". */
const FEE_MONTHS = new RegExp(`\\b${N}\\s+months?'?s?\\s+(?:of\\s+)?rent\\b`);
const FEE_WORD = /\b(?:break|termination|early[- ]termination|buy-?out)? ?(?:fee|penalty)\b/;
/** The whole lease named again: "the full 12 months", "all 12 months". */
const WHOLE = new RegExp(`\\b(?:the full|all|the whole|the entire|full)\\s+${N}[- ]months?\\b`, 'g');

const spanOf = (m: RegExpExecArray | RegExpMatchArray): Span => ({
  start: m.index ?? 0,
  end: (m.index ?? 0) + m[0].length,
});

export const tenantLeaseBreak: Reader = ({ text, tokens }) => {
  if (!/\blease\b/.test(text) || !FEE_WORD.test(text)) return null;
  if (/\blandlord\b|\btenant'?s?\b|\brent (?:it|the unit) out\b|\bre-?let|\bvacan/.test(text)) return null;
  const rents = tokens.filter((t) => t.kind === 'money' && t.period === 'monthly');
  if (rents.length !== 1) return null;
  const rent = rents[0]!;
  const length = LENGTH.exec(text);
  const leaves = [...text.matchAll(LEAVE)];
  if (!length || leaves.length === 0) return null;
  const months = (length[1] ?? length[2]) ? countOf((length[1] ?? length[2])!) : 12;
  const stays = new Set(leaves.map((m) => countOf(m[1]!)));
  if (stays.size !== 1) return null;
  const stayed = [...stays][0]!;
  if (!(months >= 2 && months <= 36 && stayed >= 1 && stayed < months)) return null;
  const feeMonths = FEE_MONTHS.exec(text);
  const feeDollars = tokens.filter((t) => t.kind === 'money' && t !== rent && !t.period);
  if (feeMonths ? feeDollars.length > 0 : feeDollars.length !== 1) return null;
  const fee = feeMonths ? countOf(feeMonths[1]!) * rent.value : feeDollars[0]!.value;
  const wholes = [...text.matchAll(WHOLE)].filter((m) => countOf(m[1]!) === months);
  const spans: Span[] = [
    rent,
    spanOf(length),
    ...leaves.map(spanOf),
    ...(feeMonths ? [spanOf(feeMonths)] : feeDollars),
    ...wholes.map(spanOf),
  ];
  if (!everyNumberPlaced(text, spans)) return null;
  const paid = rent.value * stayed + fee;
  const full = rent.value * months;
  const feeShown = feeMonths
    ? `${formatNumber(countOf(feeMonths[1]!))} ${countOf(feeMonths[1]!) === 1 ? "month's" : "months'"} rent = ${formatMoney(fee)}`
    : formatMoney(fee);
  return {
    title: 'Breaking the lease early',
    inputs: [
      `Rent: ${formatMoney(rent.value)} a month`,
      `Lease: ${months} months`,
      `Leaving after: ${stayed} months`,
      `Break fee: ${feeShown}`,
    ],
    results: [
      `Paid if you leave after ${stayed} months: ${formatMoney(rent.value)} × ${stayed} + ${formatMoney(fee)} = **${formatMoney(paid)}**`,
      `The full lease: ${formatMoney(rent.value)} × ${months} = ${formatMoney(full)}`,
      paid <= full
        ? `Leaving early costs **${formatMoney(full - paid)}** less than the full lease`
        : `Leaving early costs **${formatMoney(paid - full)}** more than the full lease`,
    ],
    method:
      "Rent × months stayed + the break fee, against rent × the lease's months; the lease itself decides whether rent after you leave is also owed",
  };
};
