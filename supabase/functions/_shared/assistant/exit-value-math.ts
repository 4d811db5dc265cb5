// A hold told by its cap rates (docs/assistant.md rule 72): "buying at a 7.25 cap on 640k NOI; NOI
// grows 3%/yr for 5 years, then we sell at a 6.75 cap: purchase price, exit NOI, exit value?". The
// price is the NOI over the going-in cap (or the price stated); the NOI grows at its yearly rate,
// compounded, over the hold; the exit value is that NOI over the exit cap. Caps may be written bare
// ("a 7.25 cap"). Part of quick-math (READERS there); every number must be placed.
import { formatMoney, formatPercent } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { ORDINALS, UNITS } from './number-words.ts';
import { labelled, money, type Reader } from './quick-math-reading.ts';
import { NOI_LABEL } from './operating-income-math.ts';

/** A cap rate as written: "7.25%" or a bare "7.25" before "cap", with the words that name it. */
export function capRates(
  text: string,
  tokens: readonly NumberToken[],
): { token: NumberToken; value: number }[] {
  return tokens
    .filter(
      (t) =>
        (t.kind === 'percent' || (t.kind === 'plain' && t.value > 0 && t.value < 20)) &&
        (/^\s*(?:%\s*)?cap(?: rate)?\b/.test(text.slice(t.end, t.end + 12)) ||
          /\b(?:cap(?: rate)?|going[- ]in|entry|exit|terminal|reversion|residual)(?: cap)?(?: rate)?(?: of| at| is|:)?\s*(?:a\s+)?$/.test(
            text.slice(Math.max(0, t.start - 30), t.start),
          )),
    )
    .map((t) => ({ token: t, value: t.kind === 'percent' ? t.value : t.value / 100 }));
}

const EXIT = /\b(?:sell|sale|selling|exit|terminal|reversion|residual|dispos\w*)\b/;
const ENTRY = /\b(?:buy\w*|bought|purchas\w*|acquir\w*|going[- ]in|entry|pay(?:ing)?)\b/;

export const exitValue: Reader = ({ text, tokens }) => {
  if (!/\bcap\b/.test(text) || !EXIT.test(text)) return null;
  const noi = labelled(text, tokens, NOI_LABEL, ['money'], 1);
  if (!noi || noi.period === 'monthly') return null;
  const caps = capRates(text, tokens);
  const clauseBefore = (t: NumberToken) =>
    text
      .slice(Math.max(0, t.start - 40), t.start)
      .split(/[.;,]\s/)
      .pop() ?? '';
  const exitCap = caps.find((c) => EXIT.test(clauseBefore(c.token)));
  const entryCap = caps.find((c) => c !== exitCap && ENTRY.test(clauseBefore(c.token)));
  if (!exitCap || caps.length !== (entryCap ? 2 : 1)) return null;
  const growth = tokens.filter(
    (t) =>
      t.kind === 'percent' &&
      !caps.some((c) => c.token === t) &&
      /\b(?:grow\w*|increas\w*|rises?|rising|up|climbs?|escalat\w*|bumps?)\b/.test(
        `${text.slice(Math.max(0, t.start - 30), t.start)} ${text.slice(t.end, t.end + 20)}`,
      ),
  );
  const years = tokens.filter((t) => t.kind === 'years');
  if (growth.length > 1 || years.length !== 1) return null;
  const price = entryCap ? undefined : money(tokens).find((t) => t !== noi && t.value > noi.value * 3);
  if (!entryCap && !price) return null;
  const placed = new Set<NumberToken>([
    noi,
    ...caps.map((c) => c.token),
    ...growth,
    ...years,
    ...(price ? [price] : []),
  ]);
  if (tokens.some((t) => !placed.has(t))) return null;
  const g = growth[0]?.value ?? 0;
  const n = years[0]!.value;
  const buy = entryCap ? noi.value / entryCap.value : price!.value;
  const exitNoi = noi.value * (1 + g) ** n;
  const exit = exitNoi / exitCap.value;
  return {
    title: 'Purchase and exit by cap rates',
    inputs: [
      `NOI today: ${formatMoney(noi.value)} a year`,
      entryCap ? `Going-in cap rate: ${formatPercent(entryCap.value)}` : `Price: ${formatMoney(buy)}`,
      `NOI growth: ${formatPercent(g)} a year, compounded, for ${n} years`,
      `Exit cap rate: ${formatPercent(exitCap.value)}`,
    ],
    results: [
      ...(entryCap
        ? [
            `Purchase price: **${formatMoney(buy)}** (${formatMoney(noi.value)} ÷ ${formatPercent(entryCap.value)})`,
          ]
        : [`Going-in cap rate: **${formatPercent(noi.value / buy)}**`]),
      `Exit NOI after ${n} years: **${formatMoney(exitNoi)}** (${formatMoney(noi.value)} × ${(1 + g).toFixed(4)}^${n})`,
      `Exit value: **${formatMoney(exit)}** (${formatMoney(exitNoi)} ÷ ${formatPercent(exitCap.value)})`,
      `Value gained: ${formatMoney(exit - buy)} (${formatPercent(exit / buy - 1)}), before costs of sale and debt`,
    ],
    method:
      'Price = NOI ÷ going-in cap; exit NOI = NOI × (1 + growth)^years; exit value = exit NOI ÷ exit cap',
  };
};

/** "year 5", "yr 5", "year-5", "the fifth year", "5th year": the year a figure is asked for or given in. */
const YEAR_NAMED = new RegExp(
  `\\b(?:years?|yrs?)[\\s-]?(\\d{1,2})\\b|\\b(\\d{1,2})(?:st|nd|rd|th)[\\s-]year\\b|\\b(${Object.keys(ORDINALS).join('|')})[\\s-]year\\b`,
  'g',
);
const GROWS =
  /\b(?:grow(?:s|ing|th)?|increas(?:e|es|ing)|rises?|rising|goes up|go up|climbs?|escalat(?:es|ing|ion)|bumps?)\b/;
/** A count of increases said beside the year ("(four increases)", "4 bumps"). */
const INCREASES = new RegExp(
  `\\b(\\d{1,2}|${Object.keys(UNITS).join('|')})\\s+(?:increases|bumps|raises|escalations)\\b`,
);

/**
 * "NOI is $150k in year 1 and grows 2% a year. NOI in year 5 (four increases) and value at a 7% cap
 * then?" (rule 79): the NOI of a later year, compounded from the first year's (year N is N − 1
 * increases after year 1; "in 5 years" or "after 5 years" is 5 from today's), and the value then at a
 * cap rate when one is given. A count of increases said beside it must agree.
 */
export const noiInYear: Reader = ({ text, tokens }) => {
  if (!NOI_LABEL.test(text)) return null;
  // "NOI year 1 = $640,000": the year named between the label and its amount is no word between them.
  const unnamed = text.replace(YEAR_NAMED, (m) => ' '.repeat(m.length));
  const noi = labelled(unnamed, tokens, NOI_LABEL, ['money'], 2);
  if (!noi || noi.period === 'monthly') return null;
  const caps = capRates(text, tokens);
  const growth = tokens.filter(
    (t) =>
      t.kind === 'percent' &&
      !caps.some((c) => c.token === t) &&
      GROWS.test(`${text.slice(Math.max(0, t.start - 30), t.start)} ${text.slice(t.end, t.end + 24)}`),
  );
  if (growth.length !== 1 || caps.length > 1) return null;
  const g = growth[0]!.value;
  // The years named: the NOI's own ("in year 1") and the one asked ("NOI in year 5").
  const named = [...text.matchAll(YEAR_NAMED)].map((m) => ({
    year: (m[1] ?? m[2]) ? Number(m[1] ?? m[2]) : ORDINALS[m[3]!]!,
    start: m.index,
    end: m.index + m[0].length,
  }));
  const spans = tokens.filter((t) => t.kind === 'years');
  let increases: number;
  let asked: string;
  let baseYear: number | undefined;
  if (named.length >= 1 && spans.length === 0) {
    // The first year named right by the NOI is its own; the last named is the year asked.
    const own = named.find((y) => Math.abs(y.start - noi.end) < 12 || Math.abs(noi.start - y.end) < 12);
    const target = named.filter((y) => y !== own);
    if (target.length !== 1 || (own && own.year !== 1)) return null;
    if (target[0]!.year < 2 || target[0]!.year > 40) return null;
    increases = target[0]!.year - 1;
    baseYear = 1;
    asked = `year ${target[0]!.year}`;
  } else if (
    named.length === 0 &&
    spans.length === 1 &&
    /\b(?:in|after|over)\s+\d{1,2}\s*(?:years?|yrs?)\b/.test(text)
  ) {
    increases = spans[0]!.value;
    asked = `${increases} years from now`;
  } else return null;
  const said = INCREASES.exec(text);
  if (said) {
    const n = /^\d/.test(said[1]!) ? Number(said[1]) : UNITS[said[1]!]!;
    if (n !== increases) return null;
  }
  // Every number is the NOI, its growth, the years, the count of increases or the cap rate.
  const placed = new Set<NumberToken>([noi, growth[0]!, ...spans, ...caps.map((c) => c.token)]);
  const inYear = (t: NumberToken) => named.some((y) => t.start >= y.start && t.end <= y.end);
  const inCount = (t: NumberToken) =>
    said !== null && t.start >= said.index && t.end <= said.index + said[0].length;
  if (tokens.some((t) => !placed.has(t) && !inYear(t) && !inCount(t))) return null;
  const later = noi.value * (1 + g) ** increases;
  const cap = caps[0];
  return {
    title: 'NOI grown to a later year',
    inputs: [
      `NOI: ${formatMoney(noi.value)} a year${baseYear ? ' in year 1' : ' now'}`,
      `Growth: ${formatPercent(g)} a year, compounded`,
      `Increases: ${increases} (to ${asked})`,
      ...(cap ? [`Cap rate: ${formatPercent(cap.value)}`] : []),
    ],
    results: [
      `NOI in ${asked}: **${formatMoney(later)}** (${formatMoney(noi.value)} × ${(1 + g).toFixed(4)}^${increases})`,
      ...(cap
        ? [
            `Value at a ${formatPercent(cap.value)} cap then: **${formatMoney(later / cap.value)}** (${formatMoney(later)} ÷ ${formatPercent(cap.value)})`,
          ]
        : []),
    ],
    method: `NOI in a later year = NOI × (1 + growth)^increases${cap ? '; value = that NOI ÷ cap rate' : ''}`,
  };
};
