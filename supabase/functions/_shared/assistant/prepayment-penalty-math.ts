// A step-down prepayment penalty (docs/assistant.md rule 79): "my loan has a 5-4-3-2-1 step-down
// prepay. if I refi in year 3 with a $1.4M balance, what is the penalty". The schedule is the
// percentages written one per loan year ("5-4-3-2-1", "3/2/1", "5%, 4%, 3%, 2%, 1%"), falling; the
// year is the one the loan is paid off in ("in year 3", "in the 2nd year", "during year four",
// "after year 2" is year 3); the penalty is the balance × that year's percentage, nothing after the
// schedule ends. Yield maintenance and defeasance are priced another way, so a question naming them
// is left to the knowledge base. Part of quick-math (READERS there).
import { formatMoney, formatRate } from './format.ts';
import { ORDINALS, UNITS } from './number-words.ts';
import { everyNumberPlaced, money, type Reader, type Span } from './quick-math-reading.ts';

const PREPAY = /\bpre-?pay(?:ment)?\b|\bprepay\w*|\bstep[- ]?down\b|\bdeclining (?:prepay|penalty)\b/;
/** Three or more whole or half percentages in a row, joined by "-", "/" or ", ". */
const SCHEDULE =
  /(?<![\d.$])(\d(?:\.\d+)?)\s*%?(?:\s*(?:-|\/|,\s*|,?\s+then\s+)\s*(\d(?:\.\d+)?)\s*%?){2,9}(?![\d.%]*\s*(?:k\b|m\b|million|years?|yrs?))/;
const YEAR_WORDS = `\\d{1,2}|${Object.keys(UNITS).join('|')}`;
/** The loan year the payoff falls in: "in year 3", "in the 2nd year", "during year four", "after year 2". */
const PAYOFF_YEAR = new RegExp(
  `\\b(?:(after|past|once)\\s+)?(?:loan\\s+)?(?:year|yr)\\s+(${YEAR_WORDS})\\b|\\b(?:in|during)\\s+(?:the\\s+)?(?:(\\d{1,2})(?:st|nd|rd|th)|(${Object.keys(ORDINALS).join('|')}))\\s+(?:loan\\s+)?year\\b`,
);

export const stepDownPrepayment: Reader = ({ text, tokens }) => {
  if (!PREPAY.test(text) || /\byield maintenance\b|\bdefeasance\b|\bdefease\b/.test(text)) return null;
  const schedule = SCHEDULE.exec(text);
  if (!schedule) return null;
  const steps = [...schedule[0].matchAll(/\d(?:\.\d+)?/g)].map((m) => Number(m[0]) / 100);
  if (steps.length < 3 || steps.some((s, i) => i > 0 && s > steps[i - 1]!) || steps[0]! > 0.1) return null;
  const when = PAYOFF_YEAR.exec(
    text.slice(0, schedule.index) +
      ' '.repeat(schedule[0].length) +
      text.slice(schedule.index + schedule[0].length),
  );
  if (!when) return null;
  const written = when[2] ?? when[3] ?? when[4]!;
  const n = /^\d/.test(written) ? Number(written) : (UNITS[written] ?? ORDINALS[written]!);
  const year = when[1] ? n + 1 : n;
  if (!(year >= 1 && year <= 40)) return null;
  const balances = money(tokens).filter((t) => !t.period && t.value >= 10_000);
  if (balances.length !== 1) return null;
  const balance = balances[0]!;
  const spans: Span[] = [
    { start: schedule.index, end: schedule.index + schedule[0].length },
    { start: when.index, end: when.index + when[0].length },
    balance,
  ];
  if (!everyNumberPlaced(text, spans)) return null;
  const share = steps[year - 1] ?? 0;
  const shown = steps.map((s) => formatRate(s)).join(', ');
  return {
    title: 'Step-down prepayment penalty',
    inputs: [
      `Schedule: ${shown} of the balance in loan years 1–${steps.length}`,
      `Paid off in loan year ${year}${when[1] ? ` (after year ${n})` : ''}`,
      `Balance paid off: ${formatMoney(balance.value)}`,
    ],
    results: [
      share > 0
        ? `Penalty: **${formatMoney(balance.value * share)}** (${formatRate(share)} × ${formatMoney(balance.value)}, year ${year}'s rate)`
        : `Penalty: **${formatMoney(0)}**: the schedule ends after year ${steps.length}`,
    ],
    method:
      'Penalty = balance × the percentage for the loan year it is paid off in; check the note for the exact windows (some count from the first payment, some allow a free window before maturity)',
  };
};
