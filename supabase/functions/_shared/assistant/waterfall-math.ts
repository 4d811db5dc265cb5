// A syndication's distribution waterfall, one tier (docs/assistant.md rule 77): "LP equity 3.2mm, 8%
// pref (simple), year 1 distributable cash 301k; pref to the LPs first, then the rest splits 70/30
// LP/GP: what do the LPs and the GP get?" The preferred return is the equity × the pref rate for the
// year; cash up to it goes to the LPs, and what is left splits by the stated shares. Cash short of the
// pref all goes to the LPs, and the shortfall is said (whether it accrues is the operating
// agreement's). Part of quick-math (READERS there).
import { formatMoney, formatPercent } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { money, percents, wordsBefore, type Reader } from './quick-math-reading.ts';

const PREF = /\bpref(?:erred)?(?: return)?\b|\bhurdle\b/;
const LP_GP = /\blps?\b|\blimited partners?\b|\binvestors?\b/;
const EQUITY =
  /\b(?:lp )?equity\b|\bcapital (?:raised|contributed|invested)\b|\binvested\b|\braised\b|\bput in\b|\bcontribut\w*\b/;
const CASH = /\bdistributable\b|\bcash (?:flow|to distribute|available)\b|\bdistributions?\b|\bfree cash\b/;
/** "70/30 LP/GP", "split 80/20", "70% to LPs and 30% to the GP". */
const SPLIT = /\b(\d{1,2})\s?\/\s?(\d{1,2})\b(?:\s*(?:lp\s?\/\s?gp|gp\s?\/\s?lp))?/;

export const prefWaterfall: Reader = ({ text, tokens }) => {
  if (!PREF.test(text) || !LP_GP.test(text) || !/\bgp\b|\bsponsor\b|\bgeneral partner\b/.test(text))
    return null;
  const split = SPLIT.exec(text);
  if (!split || Number(split[1]) + Number(split[2]) !== 100) return null;
  // Which side of "70/30" is the LPs': "LP/GP" (or the LPs named first) is the order written.
  const gpFirst = /\bgp\s?\/\s?lp\b/.test(text.slice(split.index, split.index + 20));
  const lpShare = Number(gpFirst ? split[2] : split[1]) / 100;
  const splitNumbers = new Set([Number(split[1]), Number(split[2])]);
  const amounts = money(tokens).filter((t) => t.period === undefined || t.period === 'yearly');
  const equity = amounts.find((t) => EQUITY.test(wordsBefore(text, tokens, t, 40)));
  const cash = amounts.find(
    (t) => t !== equity && CASH.test(`${wordsBefore(text, tokens, t, 40)} ${text.slice(t.end, t.end + 20)}`),
  );
  const pref = percents(tokens).find(
    (t) => PREF.test(text.slice(t.end, t.end + 20)) || PREF.test(wordsBefore(text, tokens, t, 40)),
  );
  if (!equity || !cash || !pref) return null;
  // Every number is placed: the equity, the cash, the pref, the split, and a year's number ("year 1").
  const placed = (t: NumberToken) =>
    t === equity ||
    t === cash ||
    t === pref ||
    (t.kind === 'plain' &&
      (splitNumbers.has(t.value) || /\b(?:year|yr)\s*$/.test(text.slice(Math.max(0, t.start - 6), t.start))));
  if (tokens.some((t) => !placed(t))) return null;
  if (/\bcompound/.test(text.replace(/non-?compound\w*/g, ''))) return null;
  const owed = equity.value * pref.value;
  const toPref = Math.min(owed, cash.value);
  const left = cash.value - toPref;
  const lpSplit = left * lpShare;
  const gp = left - lpSplit;
  return {
    title: 'Distribution waterfall (preferred return, then the split)',
    inputs: [
      `LP equity: ${formatMoney(equity.value)}`,
      `Preferred return: ${formatPercent(pref.value)} a year (simple)`,
      `Distributable cash: ${formatMoney(cash.value)}`,
      `Split after the pref: ${formatPercent(lpShare, 0)} LP / ${formatPercent(1 - lpShare, 0)} GP`,
    ],
    results: [
      `Pref owed: ${formatMoney(equity.value)} × ${formatPercent(pref.value)} = ${formatMoney(owed)}; paid to the LPs: ${formatMoney(toPref)}${owed > cash.value ? ` (short by ${formatMoney(owed - cash.value)}; whether it accrues is set by the operating agreement)` : ''}`,
      `Left to split: ${formatMoney(left)}; LPs ${formatMoney(lpSplit)}, GP ${formatMoney(gp)}`,
      `LPs in total: **${formatMoney(toPref + lpSplit)}**`,
      `GP: **${formatMoney(gp)}**`,
    ],
    method: 'Pref = equity × rate, paid first to the LPs; the rest split by the stated shares',
  };
};
