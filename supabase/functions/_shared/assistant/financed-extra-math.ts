// The extra price of a dearer (closer) home, financed on its own: "the closer one costs $45,000 more;
// financing that extra at 6.75% for 30 years, what's the extra P&I? it saves 40 miles a day at
// $0.35/mile over 22 workdays a month: monthly saving and net difference?" (rule 75). "Finance /
// borrow / financing the extra $X" names the LOAN: the mortgage calculator had read $45,000 as a home
// price with 20% down assumed, a confident wrong payment. The saving is the miles a day × the cost a
// mile × the days a month (or a saving a month as stated); net = extra P&I − saving. Every number is
// placed or the reader does not fire. Part of quick-math (READERS there).
import { monthlyPayment } from './calculators.ts';
import { formatMoney, formatNumber, formatRate } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { everyNumberPlaced, money, percents, type Reader, type Span } from './quick-math-reading.ts';

/** The financing of the difference itself: "financing that extra", "borrow the extra $45k", "finance the difference". */
const FINANCES_EXTRA =
  /\b(?:financ(?:e|es|ed|ing)|borrow(?:s|ed|ing)?|mortgag(?:e|ing)|roll(?:ing)?)\s+(?:that|the|this|those|an|this)?\s*(?:extra|additional|difference|premium|gap|price difference)\b/;
/** The extra said as more price: "costs $45,000 more", "an extra $45k", "45k pricier". */
const EXTRA_WORDS = /\b(?:more|extra|additional|pricier|dearer|higher|premium|difference)\b/;
/** Anything that would change the amount financed or the cost: a down payment, points, taxes. */
const OTHER_COSTS = /\bdown\b|\bpoints?\b|\btax(?:es)?\b|\binsurance\b|\bhoa\b|\bpmi\b/;
const MILES_A_DAY =
  /\b(\d+(?:\.\d+)?)\s*(?:miles?|mi)\s*(?:a|per|each|\/)\s*(?:work\s*)?day\b(?:\s*(?:round[- ]?trip|total))?/;
const PER_MILE =
  /(?:\$\s?(\d*\.\d+|\d+(?:\.\d+)?)|(\d+(?:\.\d+)?)\s*(?:cents|¢)|(?<![\d.$])(0?\.\d{1,3}))\s*(?:a|per|\/)\s*(?:mile|mi)\b/;
const DAYS_MONTH =
  /\b(\d{1,2})\s*(?:(?:work(?:ing)?|office|commut\w*)\s*)?(?:days?|workdays?)\s*(?:a|per|\/|each|every)\s*(?:month|mo)\b/;

const spanOf = (m: RegExpExecArray | null): Span | undefined =>
  m ? { start: m.index, end: m.index + m[0].length } : undefined;

export const financedExtra: Reader = ({ text, tokens }) => {
  if (!FINANCES_EXTRA.test(text) || OTHER_COSTS.test(text)) return null;
  const rates = percents(tokens);
  const terms = tokens.filter((t) => t.kind === 'years');
  if (rates.length !== 1 || terms.length !== 1) return null;
  const [rate, term] = [rates[0]!, terms[0]!];
  if (!(rate.value > 0.005 && rate.value < 0.2) || !(term.value >= 5 && term.value <= 40)) return null;
  // The extra: the one price-sized amount with no period, said as more.
  const extras = money(tokens).filter(
    (t) =>
      t.period === undefined &&
      t.value >= 1000 &&
      EXTRA_WORDS.test(text.slice(Math.max(0, t.start - 25), t.end + 25)),
  );
  if (extras.length !== 1) return null;
  const extra = extras[0]!;
  // The commute saved: a saving a month stated, or miles a day at a cost a mile over days a month.
  const miles = MILES_A_DAY.exec(text);
  const perMile = PER_MILE.exec(text);
  const days = DAYS_MONTH.exec(text);
  const statedSaving = money(tokens).filter(
    (t) =>
      t !== extra &&
      t.period === 'monthly' &&
      /\bsav\w*|\bcuts?\b|\bless\b/.test(text.slice(Math.max(0, t.start - 40), t.end + 30)),
  );
  let saving: { value: number; inputs: string[]; how: string; spans: (Span | undefined)[] } | null = null;
  if (miles && perMile && days) {
    const cost =
      perMile[1] !== undefined || perMile[3] !== undefined
        ? Number(perMile[1] ?? perMile[3])
        : Number(perMile[2]) / 100;
    const [m, d] = [Number(miles[1]), Number(days[1])];
    if (!(cost > 0 && cost < 5 && d >= 1 && d <= 31)) return null;
    saving = {
      value: m * cost * d,
      inputs: [
        `Commute saved: ${formatNumber(m, 1)} miles a day × $${cost.toFixed(2)} a mile × ${d} days a month`,
      ],
      how: `${formatNumber(m, 1)} × $${cost.toFixed(2)} × ${d}`,
      spans: [spanOf(miles), spanOf(perMile), spanOf(days)],
    };
  } else if (miles || perMile || days) {
    return null;
  } else if (statedSaving.length === 1) {
    saving = {
      value: statedSaving[0]!.value,
      inputs: [`Commute saved: ${formatMoney(statedSaving[0]!.value)} a month`],
      how: 'as stated',
      spans: [statedSaving[0]],
    };
  } else if (statedSaving.length > 1) return null;
  if (!everyNumberPlaced(text, [extra, rate, term, ...(saving?.spans ?? [])])) return null;
  const payment = monthlyPayment(extra.value, rate.value, term.value);
  const results = [`Extra principal and interest: **${formatMoney(payment)}** a month`];
  if (saving) {
    const net = payment - saving.value;
    results.push(
      `Commute saving: **${formatMoney(saving.value)}** a month (${saving.how})`,
      net >= 0
        ? `Net difference: **${formatMoney(net)}** a month more for the dearer home (${formatMoney(net * 12)} a year), after the commute it saves`
        : `Net difference: the commute saves **${formatMoney(-net)}** a month more than the extra payment (${formatMoney(-net * 12)} a year)`,
    );
  }
  return {
    title: saving ? 'The extra price financed against the commute it saves' : 'The extra price financed',
    inputs: [
      `Extra price, financed as the loan: ${formatMoney(extra.value)} at ${formatRate(rate.value)} over ${term.value} years (no down payment on it)`,
      ...(saving?.inputs ?? []),
    ],
    results,
    method: `Extra P&I = the monthly payment on ${formatMoney(extra.value)} at ${formatRate(rate.value)} for ${term.value} years${saving ? '; net = extra P&I − commute saving a month (before any added property tax and insurance on the higher price)' : ''}`,
  };
};

/**
 * "Financing that extra $45k at 6.75%, the extra P&I?" with no term (or no rate): the extra is the loan,
 * so the payment must not be worked as a home price with a down payment assumed; missing-amount.ts asks.
 */
export function financesExtraWithoutTerms(text: string, tokens: readonly NumberToken[]): boolean {
  if (!FINANCES_EXTRA.test(text)) return false;
  const rates = tokens.filter((t) => t.kind === 'percent').length;
  const terms = tokens.filter((t) => t.kind === 'years').length;
  return rates === 0 || terms === 0;
}

export const FINANCED_EXTRA_READERS: readonly Reader[] = [financedExtra];
