// A percentage of an amount, asked outright: "what's 3% of 515k for the seller concession", "2.5% of
// $640,000?". Only when the question is that arithmetic and names nothing else to compute; a rate of a
// loan or a cap rate of a price is another reader's. Part of quick-math (READERS there).
import { formatMoney, formatPercent } from './format.ts';
import { type Reader } from './quick-math-reading.ts';

const SHARE_OF =
  /\b(?:what(?:'s|s| is)|how much is|calculate|figure)\s+(\d+(?:\.\d+)?)\s?%\s+of\s+(?:a\s+|the\s+|my\s+|our\s+)?\$?(\d[\d,]*(?:\.\d+)?)\s?(k|m|mil|million)?\b/;

export const shareOfAmount: Reader = ({ text, tokens }) => {
  const m = SHARE_OF.exec(text);
  if (!m) return null;
  // Nothing else stated: "3% of 515k at 6.5% for 30 years" is a loan question.
  if (tokens.length !== 2) return null;
  const scale = !m[3] ? 1 : m[3] === 'k' ? 1e3 : 1e6;
  const share = Number(m[1]) / 100;
  const amount = Number(m[2]!.replace(/,/g, '')) * scale;
  if (!(amount > 0 && share > 0 && share <= 1)) return null;
  return {
    title: 'A percentage of an amount',
    inputs: [`Amount: ${formatMoney(amount)}`, `Share: ${formatPercent(share)}`],
    results: [`${formatPercent(share)} of ${formatMoney(amount)}: **${formatMoney(amount * share)}**`],
    method: `${formatMoney(amount)} × ${formatPercent(share)}`,
  };
};
