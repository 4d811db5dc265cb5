// A unit's share of a special assessment by its ownership percentage, and that share spread over
// months with no interest: "HOA special assessment of $950k, our unit's share is 1.2%, what do we owe
// and per month over 18 months?" → 950,000 × 1.2% = 11,400, ÷ 18 = 633.33 a month. A property tax on
// an assessed value is the property-tax readers' (a tax rate, a mill rate, "assessed"), and a rate of
// interest on the installments is not placed, so the reader declines rather than leave it out. Part
// of quick-math (READERS there); every number must be placed or it does not fire.
import { formatMoney, formatRate } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { everyNumberPlaced, type Reader } from './quick-math-reading.ts';

const ASSESSMENT = /\b(?:special assessments?|assessments?|levy|levies|levying|assessing)\b/;
/** A property tax's words: its assessed value, rate or mills are another reader's. */
const PROPERTY_TAX =
  /\b(?:property tax(?:es)?|tax rate|mill(?:s| rate)?|millage|assessed (?:value|at)|appraised)\b/;
/** The unit's part of the whole, named: "our share", "ownership interest", "we own 1.2%". */
const SHARE =
  /\b(?:share|portion|part|allocation|allocated|ownership|owns?|percentage interest|undivided interest|interest in (?:the )?(?:building|association|hoa|condo|common)|pro[- ]rata|prorata|fraction)\b/;
/** A rate of interest on the installments ("at 5% interest", "rate of 6%"): no share, and no spread this reader can work. */
const RATE_AFTER = /^\s*(?:annual |a year |per year |yearly )?(?:interest|apr|rate)\b/;
const RATE_BEFORE =
  /\b(?:(?<!(?:ownership|percentage|undivided|beneficial) )interest(?: rate)?|rate|apr|financed)(?: of| is| at)?\s*$/;
/** "in 12 monthly installments", "18 equal payments": a count of monthly installments. */
const INSTALLMENTS = /\b(\d{1,3})\s+(?:equal\s+)?(?:monthly\s+)?(?:installments|instalments|payments)\b/g;
/** "unit 4B", "apt #12": a unit's name, no amount. */
const UNIT_NAME = /\b(?:unit|apt\.?|apartment|suite|condo|#)\s*#?\s*\d+[a-z]?\b/g;

const assessmentShare: Reader = ({ text, tokens }) => {
  if (!ASSESSMENT.test(text) || PROPERTY_TAX.test(text) || !SHARE.test(text)) return null;
  const lumps = tokens.filter((t) => t.kind === 'money' && t.period === undefined);
  const shares = tokens.filter((t) => t.kind === 'percent');
  const installments = [...text.matchAll(INSTALLMENTS)].map((m) => ({
    value: Number(m[1]),
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));
  const spans = tokens.filter((t) => t.kind === 'months' || t.kind === 'years');
  if (lumps.length !== 1 || shares.length !== 1 || spans.length + installments.length > 1) return null;
  const [total, share] = [lumps[0]!, shares[0]!];
  // The percentage is the unit's part by the words of its sentence ("split by percentage interest;
  // ours is 2.5%"), never a rate of interest right at it ("at 5% interest").
  const sentence = text
    .slice(0, share.start)
    .split(/[.!?]\s/)
    .pop()!;
  if (
    !SHARE.test(`${sentence} ${text.slice(share.end, share.end + 30)}`) ||
    RATE_AFTER.test(text.slice(share.end, share.end + 20)) ||
    RATE_BEFORE.test(text.slice(Math.max(0, share.start - 25), share.start))
  )
    return null;
  if (!(total.value >= 1000 && share.value > 0 && share.value < 0.5)) return null;
  // Spread over months (or years of months), paid as it is: no interest on the installments.
  const span: NumberToken | undefined = spans[0];
  if (
    span &&
    !/\b(?:over|in|across|for|spread|within|installments?|payments?|term|period)\b/.test(
      `${text
        .slice(Math.max(0, span.start - 25), span.start)
        .split(/[.!?]\s/)
        .pop()} ${text.slice(span.end, span.end + 25)}`,
    )
  )
    return null;
  const months = installments[0]
    ? installments[0].value
    : span
      ? Math.round(span.kind === 'years' ? span.value * 12 : span.value)
      : undefined;
  if (months !== undefined && !(months >= 1 && months <= 360)) return null;
  const unitNames = [...text.matchAll(UNIT_NAME)].map((m) => ({
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));
  if (!everyNumberPlaced(text, [total, share, span, ...installments, ...unitNames])) return null;
  const owed = total.value * share.value;
  return {
    title: 'Your share of the special assessment',
    inputs: [
      `Special assessment: ${formatMoney(total.value)}`,
      `Your unit's share: ${formatRate(share.value)}`,
      ...(months ? [`Paid over ${months} months, no interest`] : []),
    ],
    results: [
      `Your share: **${formatMoney(owed)}** (${formatMoney(total.value)} × ${formatRate(share.value)})`,
      ...(months ? [`Per month: **${formatMoney(owed / months)}** (${formatMoney(owed)} ÷ ${months})`] : []),
    ],
    method: `Assessment × your ownership share${months ? '; that amount ÷ the months, with no interest (an HOA that charges interest on installments would add it)' : ''}`,
  };
};

export const ASSESSMENT_SHARE_READERS: readonly Reader[] = [assessmentShare];
