// The value a rent increase creates (docs/assistant.md rule 64): the increase per unit a month × the
// units × 12 is the NOI added (expenses unchanged), and that NOI ÷ the cap rate is the value it adds.
// Part of quick-math (READERS there); every number must be placed or it does not fire.
import { formatMoney, formatPercent } from './format.ts';
import { AMOUNT, PCT, amountsAt, everyNumberPlaced, type Reader } from './quick-math-reading.ts';

const ASKS =
  /\bvalue[- ]?add\b|\bvalue (?:created|added|it adds|does (?:that|it|this) add|increase)\b|\badds? (?:how much )?value\b|\bforced appreciation\b|\bworth (?:more|after)\b|\bnew value\b/;
const RAISE = /\b(?:rais\w*|increas\w*|bump\w*|push\w*|up|higher|more|premium|lift\w*)\b/;
/** "150/unit/month", "$100 a month per unit", "150 per door monthly", "75 more each". */
const PER_UNIT = `${AMOUNT}\\s*(?:(?:\\/|per|a|an|each)\\s*(?:unit|door|apartment|apt)\\s*(?:\\/|per|a|an)?\\s*(?:mo(?:nth)?|monthly)?|(?:\\/|per|a|an)\\s*mo(?:nth)?\\s*(?:\\/|per|a|an|each|for each)\\s*(?:unit|door|apartment|apt)|(?:more )?each\\b)`;

const EACH_OF =
  /\b(?:on|for|across|to) (?:each|every one) of (?:the |our |my |its )?\d{1,4}[\s-]*(?:units?|doors?|apartments?)\b/;

const valueAdd: Reader = ({ text }) => {
  if (!ASKS.test(text) || !RAISE.test(text)) return null;
  const units = /\b(\d{1,4})[\s-]*(?:units?|doors?|apartments?|apts?)\b/.exec(text);
  // "$50 a month on each of 40 units": a monthly amount the units' words make per unit.
  const raises = amountsAt(text, new RegExp(PER_UNIT)).concat(
    EACH_OF.test(text) ? amountsAt(text, new RegExp(`${AMOUNT}\\s*(?:a|per|\\/)\\s*mo(?:nth)?\\b`)) : [],
  );
  const caps = amountsAt(text, new RegExp(PCT), true);
  if (!units || raises.length !== 1 || caps.length !== 1) return null;
  const unitSpan = { start: units.index, end: units.index + units[0].length };
  const cap = caps[0]!;
  if (!/\bcap\b/.test(text.slice(Math.max(0, cap.start - 25), cap.end + 12))) return null;
  if (!(cap.value >= 0.02 && cap.value <= 0.15) || !everyNumberPlaced(text, [unitSpan, raises[0], cap]))
    return null;
  const count = Number(units[1]);
  const raise = raises[0]!.value;
  if (!(count >= 2 && raise > 0 && raise < 5000)) return null;
  const monthly = raise * count;
  const noi = monthly * 12;
  return {
    title: 'Value created by raising rents',
    inputs: [
      `Rent increase: ${formatMoney(raise)} per unit a month`,
      `Units: ${count}`,
      `Cap rate: ${formatPercent(cap.value, 2)}`,
    ],
    results: [
      `Added rent: ${formatMoney(monthly)} a month`,
      `Added NOI: **${formatMoney(noi)}** a year (${formatMoney(raise)} × ${count} × 12)`,
      `Value created: **${formatMoney(noi / cap.value)}** (${formatMoney(noi)} ÷ ${formatPercent(cap.value, 2)})`,
    ],
    method:
      'Added NOI = increase × units × 12 (expenses unchanged); value = added NOI ÷ cap rate, before the cost of the work that earns the increase',
  };
};

export const VALUE_ADD_READERS: readonly Reader[] = [valueAdd];
