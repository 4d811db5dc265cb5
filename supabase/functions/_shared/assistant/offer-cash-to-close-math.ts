// Cash to close on an offer's terms (docs/assistant.md rule 111): the down payment (a percent of the
// price or an amount) plus closing costs (a percent of the price, of the loan when said, or an amount),
// less the earnest money already paid and a seller credit; and, with savings stated, what is left of
// them. Itemized closing costs (an appraisal, title, prepaids) are closing-costs-math.ts's; a number
// this reader cannot name leaves the question asked. Part of quick-math (READERS there).
import { paidByAnother } from './paid-off.ts';
import { formatAmount, formatMoney, formatRate } from './format.ts';
import { labelOf, OFFER_LABEL, wordsAfter, wordsBeforeIn } from './number-labels.ts';
import type { NumberToken } from './parse-numbers.ts';
import { everyNumberPlaced, type Reader } from './quick-math-reading.ts';

const ASK_CASH =
  /\bcash (?:to|at|for|needed (?:at|to)|due at|required at) clos\w*|\b(?:bring|wire|need|have to bring)\b[^.?!]{0,25}\b(?:to|at) (?:the )?closing\b|\bout of pocket\b/;
const ASK_LEFT = /\b(?:left|leftover|remain\w*|after closing|to spare|cushion|still have)\b/;
const NOT_THIS =
  /\b(?:refinanc\w*|refi|rent(?:al)?|cap rate|commission|escalat\w*|nets?|payoff|appraisal gap|points?|buydown)\b/;

const LABELS = {
  earnest: /\b(?:earnest(?: money)?|emd|good faith deposit|deposit)\b/,
  credit:
    /\b(?:closing costs? credits?|seller credits?|credits?|concessions?|seller (?:is )?(?:paying|covering|giving|contributing)|seller pays)\b/,
  closing: /\b(?:closing costs?|closing|costs)\b/,
  down: /\bdown(?: payment)?\b/,
  savings: /\b(?:savings|saved|in the bank|have|on hand|checking|liquid|in cash)\b/,
  price: /\b(?:price|offer(?:ed|ing)?|purchase|house|home|condo|contract|buying|paying|at|for|is)\b/,
} as const;
type Label = keyof typeof LABELS;
const MONEY_ORDER: readonly Label[] = ['earnest', 'credit', 'closing', 'down', 'savings', 'price'];
const PERCENT_ORDER: readonly Label[] = ['credit', 'closing', 'down'];
const OF_LOAN = /^\s*of (?:the |our |my )?(?:loan|mortgage)(?: amount)?\b/;

const clauseOf = (text: string, tokens: readonly NumberToken[], t: NumberToken) =>
  `${wordsBeforeIn(text, tokens, t)} ${wordsAfter(text, tokens, t)}`;

export const offerCashToClose: Reader = ({ text, tokens }) => {
  if (!ASK_CASH.test(text) || NOT_THIS.test(text)) return null;
  const found: Partial<Record<Label, NumberToken>> = {};
  for (const t of tokens) {
    if ((t.kind !== 'money' && t.kind !== 'percent') || t.period !== undefined) return null;
    const label = labelOf(
      text,
      tokens,
      t,
      LABELS,
      OFFER_LABEL,
      t.kind === 'money' ? MONEY_ORDER : PERCENT_ORDER,
    );
    const key: Label | undefined = label ?? (t.kind === 'money' && !found.price ? 'price' : undefined);
    if (!key || found[key]) return null;
    found[key] = t;
  }
  if (!everyNumberPlaced(text, tokens)) return null;
  const { price, down, closing, earnest, credit, savings } = found;
  if (!price || !down || !closing) return null;
  // "the seller will cover $8,000 of closing costs": what another pays is a credit, not the costs.
  if (closing.kind !== 'percent' && paidByAnother(text, closing)) return null;
  if (ASK_LEFT.test(text) && !savings) return null;
  if (earnest?.kind === 'percent' || savings?.kind === 'percent') return null;
  const downAmount = down.kind === 'percent' ? price.value * down.value : down.value;
  if (downAmount >= price.value) return null;
  const loan = price.value - downAmount;
  const ofLoan = closing.kind === 'percent' && OF_LOAN.test(text.slice(closing.end, closing.end + 30));
  const closingAmount =
    closing.kind === 'percent' ? (ofLoan ? loan : price.value) * closing.value : closing.value;
  const creditAmount = credit ? (credit.kind === 'percent' ? price.value * credit.value : credit.value) : 0;
  // A credit larger than the closing costs cannot come back as cash: asked rather than netted.
  if (creditAmount > closingAmount + 0.005) return null;
  // "the lender is giving me a $2,500 credit": a credit is named by who gives it, the seller unless said.
  const creditName =
    credit && /\blender\b/.test(clauseOf(text, tokens, credit)) ? 'Lender credit' : 'Seller credit';
  const cash = downAmount + closingAmount - (earnest?.value ?? 0) - creditAmount;
  const inputs = [
    `Price: ${formatAmount(price.value)}`,
    down.kind === 'percent'
      ? `Down payment: ${formatRate(down.value)} × ${formatAmount(price.value)} = ${formatMoney(downAmount)}`
      : `Down payment: ${formatAmount(down.value)}`,
    closing.kind === 'percent'
      ? `Closing costs: ${formatRate(closing.value)} of the ${ofLoan ? `loan (${formatMoney(loan)})` : 'price'} = ${formatMoney(closingAmount)}`
      : `Closing costs: ${formatAmount(closing.value)}`,
    ...(earnest ? [`Earnest money already paid: ${formatAmount(earnest.value)}`] : []),
    ...(credit
      ? [
          credit.kind === 'percent'
            ? `${creditName}: ${formatRate(credit.value)} of the price = ${formatMoney(creditAmount)}`
            : `${creditName}: ${formatAmount(credit.value)}`,
        ]
      : []),
    ...(savings ? [`Savings: ${formatAmount(savings.value)}`] : []),
  ];
  const steps = [formatMoney(downAmount), `+ ${formatMoney(closingAmount)}`];
  if (earnest) steps.push(`− ${formatAmount(earnest.value)}`);
  if (credit) steps.push(`− ${formatMoney(creditAmount)}`);
  const results = [`Cash to close: ${steps.join(' ')} = **${formatMoney(cash)}**`];
  // The whole cash put in counts the deposit already paid: "total cash in including the earnest money".
  if (earnest)
    results.push(
      `Total cash in, with the earnest money: ${formatMoney(cash)} + ${formatAmount(earnest.value)} = **${formatMoney(cash + earnest.value)}**`,
    );
  if (savings) {
    const left = savings.value - cash;
    results.push(
      left >= 0
        ? `Left of your savings: ${formatAmount(savings.value)} − ${formatMoney(cash)} = **${formatMoney(left)}**`
        : `Short by **${formatMoney(-left)}**: ${formatAmount(savings.value)} − ${formatMoney(cash)}`,
    );
  }
  results.push(`Loan: ${formatMoney(loan)}`);
  return {
    title: 'Cash to close on the offer',
    inputs,
    results,
    method:
      'Cash to close = down payment + closing costs − earnest money already paid − the credit' +
      (savings
        ? '; left = savings − cash to close (the earnest money already paid is taken as gone from them)'
        : ''),
  };
};
