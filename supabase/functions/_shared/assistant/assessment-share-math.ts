// A unit's share of a special assessment by its ownership percentage, and that share spread over
// months with no interest: "HOA special assessment of $950k, our unit's share is 1.2%, what do we owe
// and per month over 18 months?" → 950,000 × 1.2% = 11,400, ÷ 18 = 633.33 a month. A property tax on
// an assessed value is the property-tax readers' (a tax rate, a mill rate, "assessed"), and a rate of
// interest on the installments is not placed, so the reader declines rather than leave it out. Part
// of quick-math (READERS there); every number must be placed or it does not fire.
import { formatMoney, formatRate } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { everyNumberPlaced, type Reader } from './quick-math-reading.ts';

const ASSESSMENT =
  /\b(?:special assessments?|assessments?|levy|levies|levying|assessing|percentage interest|undivided interest)\b/;
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

/**
 * "Split evenly among 24 units", "divided by 40 owners", "our 1,200 sq ft of the building's 48,000 sq
 * ft" (rule 75): the unit's share as a fraction, when no percentage is given.
 */
const SPLIT_BY_UNITS =
  /\b(?:split|divided|shared|spread|allocated)\s+(?:evenly\s+|equally\s+)?(?:among|between|by|across|over)\s+(?:the\s+|all\s+)?(\d{1,4})\s+(?:units?|owners?|doors?|condos?|homes?|households?|members?)\b/;
const AREA_SHARE =
  /\b(?:our|my|the unit'?s?|we have|we own)\s+(\d[\d,]*)\s*(?:sq\.?\s?ft|sqft|sf|square feet)\s+(?:of|out of)\s+(?:the\s+)?(?:building'?s?\s+|association'?s?\s+|total\s+|complex'?s?\s+)?(\d[\d,]*)\s*(?:total\s+)?(?:sq\.?\s?ft|sqft|sf|square feet)\b/;

/** The unit's share said as a count of units or as its area of the whole, with where it was written. */
function fractionShare(text: string): (NumberToken & { label: string }) | null {
  const units = SPLIT_BY_UNITS.exec(text);
  if (units) {
    const n = Number(units[1]);
    if (!(n >= 2)) return null;
    return {
      raw: units[0],
      value: 1 / n,
      kind: 'percent',
      start: units.index,
      end: units.index + units[0].length,
      label: `1 of ${n} units (${formatRate(1 / n)})`,
    };
  }
  const area = AREA_SHARE.exec(text);
  if (area) {
    const [mine, all] = [Number(area[1]!.replace(/,/g, '')), Number(area[2]!.replace(/,/g, ''))];
    if (!(mine > 0 && all > mine)) return null;
    return {
      raw: area[0],
      value: mine / all,
      kind: 'percent',
      start: area.index,
      end: area.index + area[0].length,
      label: `${mine.toLocaleString('en-US')} of ${all.toLocaleString('en-US')} sq ft (${formatRate(mine / all)})`,
    };
  }
  return null;
}

const assessmentShare: Reader = ({ text, tokens: all }) => {
  if (!ASSESSMENT.test(text) || PROPERTY_TAX.test(text)) return null;
  const fraction = fractionShare(text);
  if (!fraction && !SHARE.test(text)) return null;
  // The numbers inside a split by units or by area are that share, never amounts of their own.
  const tokens = fraction ? all.filter((t) => t.end <= fraction.start || t.start >= fraction.end) : all;
  const lumps = tokens.filter((t) => t.kind === 'money' && t.period === undefined);
  const shares = fraction
    ? [fraction, ...tokens.filter((t) => t.kind === 'percent')]
    : tokens.filter((t) => t.kind === 'percent');
  const installments = [...text.matchAll(INSTALLMENTS)].map((m) => ({
    value: Number(m[1]),
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));
  const spans = tokens.filter((t) => t.kind === 'months' || t.kind === 'years');
  // A rate of interest on the installments (rule 75): the percentage with a rate's words at it.
  const isRate = (t: NumberToken) =>
    RATE_AFTER.test(text.slice(t.end, t.end + 20)) ||
    RATE_BEFORE.test(text.slice(Math.max(0, t.start - 25), t.start));
  const rates = shares.length === 2 ? shares.filter(isRate) : [];
  const rate = rates.length === 1 ? rates[0] : undefined;
  const owned = rate ? shares.filter((t) => t !== rate) : shares;
  if (lumps.length !== 1 || owned.length !== 1 || spans.length + installments.length > 1) return null;
  const [total, share] = [lumps[0]!, owned[0]!];
  // The percentage is the unit's part by the words of its sentence ("split by percentage interest;
  // ours is 2.5%"), never a rate of interest right at it ("at 5% interest").
  const sentence = text
    .slice(0, share.start)
    .split(/[.!?]\s/)
    .pop()!;
  if (
    (share !== fraction && !SHARE.test(`${sentence} ${text.slice(share.end, share.end + 30)}`)) ||
    RATE_AFTER.test(text.slice(share.end, share.end + 20)) ||
    RATE_BEFORE.test(text.slice(Math.max(0, share.start - 25), share.start))
  )
    return null;
  if (!(total.value >= 1000 && share.value > 0 && share.value <= 0.5)) return null;
  const shareLabel = share === fraction ? fraction.label : formatRate(share.value);
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
  // "our building (42 units)": the building's size tells the story when the split is by ownership.
  const buildingSize = fraction
    ? []
    : [...text.matchAll(/\b\d{1,4}[- ]?(?:units?|doors?|condos?|apartments?)\b/g)].map((m) => ({
        start: m.index ?? 0,
        end: (m.index ?? 0) + m[0].length,
      }));
  if (!everyNumberPlaced(text, [total, share, rate, span, ...installments, ...unitNames, ...buildingSize]))
    return null;
  const owed = total.value * share.value;
  if (rate) {
    // Paid in installments with interest: the share amortized over the months at the rate.
    if (!months || !(rate.value > 0 && rate.value < 0.25)) return null;
    const r = rate.value / 12;
    const payment = (owed * r) / (1 - Math.pow(1 + r, -months));
    return {
      title: 'Your share of the special assessment',
      inputs: [
        `Special assessment: ${formatMoney(total.value)}`,
        `Your unit's share: ${shareLabel}`,
        `Paid over ${months} months at ${formatRate(rate.value)} interest a year`,
      ],
      results: [
        `Your share: **${formatMoney(owed)}** (${formatMoney(total.value)} × ${formatRate(share.value)})`,
        `Per month: **${formatMoney(payment)}**, amortized (${formatMoney(owed / months)} without interest)`,
        `Interest over the ${months} months: ${formatMoney(payment * months - owed)}`,
      ],
      method: `Assessment × your ownership share; the monthly = P·r ÷ (1 − (1 + r)^−n) with P = your share, r = ${formatRate(rate.value)} ÷ 12, n = ${months}`,
    };
  }
  // "Some owners want to split it equally per unit instead": the building's count gives that split too.
  const sizes = new Set(buildingSize.map((b) => Number(/\d+/.exec(text.slice(b.start, b.end))![0])));
  const equalAsked =
    !fraction &&
    sizes.size === 1 &&
    /\b(?:equal(?:ly)?|even(?:ly)?|same amount|per unit|each unit)\b/.test(text);
  const units = equalAsked ? [...sizes][0]! : 0;
  return {
    title: 'Your share of the special assessment',
    inputs: [
      `Special assessment: ${formatMoney(total.value)}`,
      `Your unit's share: ${shareLabel}`,
      ...(equalAsked ? [`Units: ${units}`] : []),
      ...(months ? [`Paid over ${months} months, no interest`] : []),
    ],
    results: [
      `Your share: **${formatMoney(owed)}** (${formatMoney(total.value)} × ${formatRate(share.value)})`,
      ...(months ? [`Per month: **${formatMoney(owed / months)}** (${formatMoney(owed)} ÷ ${months})`] : []),
      ...(equalAsked
        ? [
            `Split equally instead: **${formatMoney(total.value / units)}** per unit (${formatMoney(total.value)} ÷ ${units}), ${formatMoney(Math.abs(owed - total.value / units))} ${owed > total.value / units ? 'less' : 'more'} than your share by percentage`,
          ]
        : []),
    ],
    method: `Assessment × your ownership share${months ? '; that amount ÷ the months, with no interest (an HOA that charges interest on installments would add it)' : ''}${equalAsked ? `; split equally, the assessment ÷ ${units} units` : ''}`,
  };
};

export const ASSESSMENT_SHARE_READERS: readonly Reader[] = [assessmentShare];
