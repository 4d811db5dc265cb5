// A hold told by its cap rates (docs/assistant.md rule 72): "buying at a 7.25 cap on 640k NOI; NOI
// grows 3%/yr for 5 years, then we sell at a 6.75 cap: purchase price, exit NOI, exit value?". The
// price is the NOI over the going-in cap (or the price stated); the NOI grows at its yearly rate,
// compounded, over the hold; the exit value is that NOI over the exit cap. Caps may be written bare
// ("a 7.25 cap"). Part of quick-math (READERS there); every number must be placed.
import { formatMoney, formatPercent } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { labelled, money, type Reader } from './quick-math-reading.ts';
import { NOI_LABEL } from './operating-income-math.ts';

/** A cap rate as written: "7.25%" or a bare "7.25" before "cap", with the words that name it. */
function capRates(text: string, tokens: readonly NumberToken[]): { token: NumberToken; value: number }[] {
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
