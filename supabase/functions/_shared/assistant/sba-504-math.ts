// An SBA 504 loan's three pieces (docs/assistant.md rule 79): "total project cost $2 million, SBA 504
// with the usual 50/40/10 split: bank first, CDC piece, my injection". The project cost (one amount,
// or its parts added: the building, the work, the equipment) is split into the bank's first mortgage,
// the CDC's (SBA-backed) second and the borrower's own cash. The split is the one written ("50/40/10",
// "50-35-15"), or built from the shares named ("15% down": the bank's 50% is the program's, the CDC
// takes the rest), or the program's usual 50/40/10, said so. Part of quick-math (READERS there).
import { formatMoney, formatRate } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import {
  clauseAfter,
  clauseBefore,
  everyNumberPlaced,
  money,
  percents,
  type Reader,
  type Span,
} from './quick-math-reading.ts';

const SBA_504 = /\bsba[\s-]*504\b|\b504 (?:loan|program|financing|structure|deal|split)\b|\bcdc\b/;
/** "50/40/10", "50-40-10", "50 / 35 / 15": three shares in a row that add up to 100. */
const SPLIT =
  /(?<![\d.])(\d{1,2}(?:\.\d+)?)\s*%?\s*[/-]\s*(\d{1,2}(?:\.\d+)?)\s*%?\s*[/-]\s*(\d{1,2}(?:\.\d+)?)\s*%?(?![\d.])/;
const BORROWER =
  /\b(?:down|injection|inject\w*|equity|my (?:cash|money|part|share)|our (?:cash|money|part|share)|borrower|owner|out of pocket|cash in|contribution)\b/;
const CDC = /\b(?:cdc|sba(?: (?:piece|portion|loan|part|second))?|second (?:lien|mortgage)|debenture)\b/;
const BANK = /\b(?:bank|first (?:lien|mortgage)|senior|lender|conventional)\b/;
/** Parts of a project's cost, added when more than one is given. */
const COST_PART =
  /\b(?:project|price|purchase|building|land|site|construction|build[- ]?out|renovation|improvements?|equipment|soft costs?|closing|fees?|acquisition|cost)\b/;

export const sba504Split: Reader = ({ text, tokens }) => {
  if (!SBA_504.test(text)) return null;
  // The program's number ("504") is its name.
  const named = (t: NumberToken) => t.kind === 'plain' && t.value === 504;
  const amounts = money(tokens).filter((t) => !t.period && !named(t));
  if (
    amounts.length === 0 ||
    amounts.some(
      (t) =>
        !COST_PART.test(`${clauseBefore(text, t).slice(-40)} ${clauseAfter(text, t).slice(0, 25)}`) &&
        amounts.length > 1,
    )
  )
    return null;
  const cost = amounts.reduce((sum, t) => sum + t.value, 0);
  if (!(cost >= 50_000)) return null;
  let bank: number, cdc: number, own: number;
  let how: string;
  const spans: Span[] = [...amounts, ...tokens.filter(named)];
  const split = SPLIT.exec(text);
  const shares = percents(tokens).filter(
    (t) => !split || t.start < split.index || t.end > split.index + split[0].length,
  );
  if (split) {
    const [a, b, c] = [Number(split[1]), Number(split[2]), Number(split[3])];
    if (Math.abs(a + b + c - 100) > 1e-9 || shares.length > 0) return null;
    // Written bank / CDC / borrower, as the program is quoted; the borrower's share is the smallest.
    if (!(c <= b && c <= a)) return null;
    [bank, cdc, own] = [a / 100, b / 100, c / 100];
    how = `the split you gave (${split[1]}/${split[2]}/${split[3]})`;
    spans.push({ start: split.index, end: split.index + split[0].length });
  } else {
    const words = (t: NumberToken) =>
      `${clauseBefore(text, t).slice(-30)} ${clauseAfter(text, t).slice(0, 20)}`;
    const ownShare = shares.find((t) => BORROWER.test(words(t)));
    const cdcShare = shares.find((t) => t !== ownShare && CDC.test(words(t)));
    const bankShare = shares.find((t) => t !== ownShare && t !== cdcShare && BANK.test(words(t)));
    if (shares.some((t) => t !== ownShare && t !== cdcShare && t !== bankShare)) return null;
    bank = bankShare?.value ?? 0.5;
    own = ownShare?.value ?? (cdcShare ? 1 - bank - cdcShare.value : 0.1);
    cdc = cdcShare?.value ?? 1 - bank - own;
    if (Math.abs(bank + cdc + own - 1) > 1e-9 || !(cdc > 0 && own > 0)) return null;
    how =
      shares.length === 0
        ? "the program's usual split (50% bank, 40% CDC, 10% down), as none was stated"
        : `the shares you gave${bankShare ? '' : ", with the bank's usual 50%"}`;
    spans.push(...shares);
  }
  if (!everyNumberPlaced(text, spans)) return null;
  return {
    title: 'SBA 504 split',
    inputs: [
      amounts.length > 1
        ? `Total project cost: ${amounts.map((t) => formatMoney(t.value)).join(' + ')} = ${formatMoney(cost)}`
        : `Total project cost: ${formatMoney(cost)}`,
      `Split: ${formatRate(bank)} bank / ${formatRate(cdc)} CDC / ${formatRate(own)} yours, by ${how}`,
    ],
    results: [
      `Bank's first mortgage (${formatRate(bank)}): **${formatMoney(cost * bank)}**`,
      `CDC / SBA 504 second (${formatRate(cdc)}): **${formatMoney(cost * cdc)}**`,
      `Your injection (${formatRate(own)}): **${formatMoney(cost * own)}**`,
    ],
    method:
      "Each piece = project cost × its share; a start-up or a special-purpose building usually needs 15% down (20% for both), which moves that much from the CDC's piece",
  };
};
