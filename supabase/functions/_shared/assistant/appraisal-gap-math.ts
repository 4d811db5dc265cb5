// An appraisal gap (docs/assistant.md rule 110): the agreed price against the appraised value (or
// "appraised 15k low"); the gap; with a percent down, the loan (lenders lend on the lower of price
// and appraisal) and the cash to close (the gap plus the down payment on the appraised value); with
// "appraisal gap coverage up to $X", how much of the gap the buyer covers and how much is left to
// renegotiate. Part of quick-math (READERS there); every number must have its role.
import { formatMoney, formatPercent, formatRate } from './format.ts';
import { onlyOne, spanOf, wordsRightAfter, wordsRightBefore } from './number-labels.ts';
import type { NumberToken } from './parse-numbers.ts';
import { everyNumberPlaced, type Reader } from './quick-math-reading.ts';

const APPRAISAL = /\bapprais\w*/;
/** "appraised at", "appraisal came in at", "appraised value of", "appraisal: $500k". */
const APPRAISED_BEFORE =
  /\bapprais\w*(?: value)?(?: (?:came|comes|come) (?:back|in))?(?: (?:back|in))?(?: at| of| for| is| was|:)?\s*(?:only\s+|just\s+)?$/;
const APPRAISED_AFTER = /^\s*(?:appraisal|appraised value)\b/;
/** "15k low", "$20,000 short", "under the price": the gap told, not the value. */
const GAP_AFTER = /^\s*(?:low|short|under|below|less)\b/;
/** "contract price", "under contract at", "offer of", "agreed", "paying", "purchase". */
const PRICE_BEFORE =
  /\b(?:contract(?: price)?|price|purchase(?: price)?|offer(?:ed)?|agreed(?: price)?|accepted|paying|pay|bought|buying|sale price|under contract)\b[^$\d]{0,15}$/;
const PRICE_AFTER = /^\s*(?:purchase|offer|contract|house|home|price|deal)\b/;
/** "coverage up to", "gap guarantee of", "cover up to", "willing to cover". */
const COVER_BEFORE = /\b(?:cover\w*|guarantee\w*|gap clause|gap addendum)\b[^$\d]{0,20}$/;
const ASKS_GAP =
  /\bgap\b|\bdifference\b|\bshort(?:fall)?\b|\bhow much (?:more|cash|extra)\b|\bcash\b|\bcover\b|\bout of pocket\b/;
const DOWN_AFTER = /^\s*(?:down\b|down payment\b)/;
const DOWN_OF_PRICE = /^\s*down(?: payment)?\s+(?:of|on)\s+(?:the\s+)?(?:price|purchase|contract)/;

export const appraisalGap: Reader = ({ text, tokens }) => {
  if (!APPRAISAL.test(text)) return null;
  if (/\b(?:refi\w*|heloc|cash[- ]out|rent\w*|tax\w*|assess\w*|insur\w*|fee)\b/.test(text)) return null;
  if (tokens.some((t) => t.kind !== 'money' && t.kind !== 'percent')) return null;
  const b = (t: NumberToken) => wordsRightBefore(text, tokens, t, 45);
  const a = (t: NumberToken) => wordsRightAfter(text, tokens, t);
  const money = tokens.filter((t) => t.kind === 'money' && !t.period);
  const pcts = tokens.filter((t) => t.kind === 'percent');
  if (money.length !== tokens.filter((t) => t.kind === 'money').length) return null;
  const gapTold = onlyOne(
    money,
    (t) => GAP_AFTER.test(a(t)) && APPRAISAL.test(b(t) + text.slice(t.end, t.end + 30)),
  );
  const appraised = onlyOne(
    money,
    (t) => t !== gapTold && (APPRAISED_BEFORE.test(b(t)) || APPRAISED_AFTER.test(a(t))),
  );
  if ((gapTold === null) === (appraised === null)) return null;
  const cover = onlyOne(money, (t) => t !== gapTold && t !== appraised && COVER_BEFORE.test(b(t)));
  const price = onlyOne(
    money,
    (t) =>
      t !== gapTold && t !== appraised && t !== cover && (PRICE_BEFORE.test(b(t)) || PRICE_AFTER.test(a(t))),
  );
  if (!price) return null;
  const down = pcts.length === 1 && DOWN_AFTER.test(a(pcts[0]!)) ? pcts[0]! : null;
  if (pcts.length > (down ? 1 : 0)) return null;
  // "we're putting $83,000 down and covering the gap ourselves": the cash in, the loan the rest of the
  // price (rule 122).
  const downCash = down
    ? null
    : onlyOne(
        money,
        (t) =>
          t !== gapTold &&
          t !== appraised &&
          t !== cover &&
          t !== price &&
          (DOWN_AFTER.test(a(t)) || /\bdown(?: payment)?(?: of| is| will be)?\s*$/.test(b(t))),
      );
  const roles = [gapTold, appraised, cover, price, down, downCash].filter(
    (t): t is NumberToken => t !== null,
  );
  if (roles.length !== tokens.length || !everyNumberPlaced(text, roles.map(spanOf))) return null;
  const value = appraised ? appraised.value : price.value - gapTold!.value;
  if (value <= 0 || price.value < 10_000) return null;
  // With no percent down and no coverage, only a question about the gap or the cash is this class's:
  // "what value does the lender use" is the lesser of two figures (rule 106).
  if (!down && !cover && !ASKS_GAP.test(text)) return null;
  const gap = Math.max(0, price.value - value);
  if (gap > price.value * 0.5) return null;
  const inputs = [
    `Agreed price: ${formatMoney(price.value)}`,
    appraised
      ? `Appraised value: ${formatMoney(value)}`
      : `Appraised ${formatMoney(gapTold!.value)} under the price: ${formatMoney(value)}`,
    ...(cover ? [`Appraisal gap coverage: up to ${formatMoney(cover.value)}`] : []),
    ...(down
      ? [`Down payment: ${formatRate(down.value)}${DOWN_OF_PRICE.test(a(down)) ? ' (of the price)' : ''}`]
      : []),
    ...(downCash ? [`Cash you put in: ${formatMoney(downCash.value)}`] : []),
  ];
  const results = [
    gap > 0
      ? `Appraisal gap: **${formatMoney(gap)}** (${formatMoney(price.value)} − ${formatMoney(value)}, ${formatPercent(gap / price.value)} of the price)`
      : `No gap: the appraisal is at or above the price`,
  ];
  let covered = gap;
  if (cover) {
    covered = Math.min(gap, cover.value);
    const left = gap - covered;
    results.push(
      `Covered by you in cash: **${formatMoney(covered)}** (the lesser of the gap and ${formatMoney(cover.value)})`,
    );
    results.push(
      left > 0
        ? `Left to renegotiate: **${formatMoney(left)}** (a price of ${formatMoney(price.value - left)} if the seller takes it off)`
        : 'Left to renegotiate: **$0.00** (the coverage takes the whole gap)',
    );
  }
  if (down) {
    const lower = Math.min(price.value, value);
    const downOnValue = down.value * lower;
    const loan = lower - downOnValue;
    const payPrice = price.value - (gap - covered);
    results.push(
      `Loan: **${formatMoney(loan)}** (${formatRate(1 - down.value)} of the lower of price and appraisal, ${formatMoney(lower)})`,
    );
    results.push(`Down payment on the appraised value: ${formatMoney(downOnValue)}`);
    results.push(
      `Cash to close (before closing costs): **${formatMoney(payPrice - loan)}** (${formatMoney(covered)} gap + ${formatMoney(downOnValue)} down)`,
    );
    if (DOWN_OF_PRICE.test(a(down)) && gap > 0)
      results.push(
        `Against ${formatRate(down.value)} of the price (${formatMoney(down.value * price.value)}), that is ${formatMoney(payPrice - loan - down.value * price.value)} more`,
      );
  }
  if (downCash) {
    const lower = Math.min(price.value, value);
    const loan = price.value - downCash.value;
    // The cash must at least cover the gap, or the loan would be lent on more than the value.
    if (downCash.value < gap || loan <= 0) return null;
    results.push(
      `Loan: ${formatMoney(price.value)} − ${formatMoney(downCash.value)} = **${formatMoney(loan)}**`,
      `LTV: **${formatPercent(loan / lower)}** (${formatMoney(loan)} ÷ ${formatMoney(lower)}, the lower of price and appraisal)`,
      `Of your ${formatMoney(downCash.value)}, ${formatMoney(gap)} covers the gap and ${formatMoney(downCash.value - gap)} is the down payment against the appraised value`,
    );
  }
  return {
    title: 'Appraisal gap',
    inputs,
    results,
    method:
      'Gap = price − appraised value; the lender lends on the lower of the two, so loan = (1 − percent down) × that lower value, and cash = price paid − loan (the gap plus the down payment)',
  };
};

export const APPRAISAL_GAP_READERS: readonly Reader[] = [appraisalGap];
