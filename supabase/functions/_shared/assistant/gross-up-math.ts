// A gross amount that leaves a wanted net after a tax taken from it (rule 115): "I want to end up with
// $20,000 in hand after taxes, and the lump sum gets taxed at a combined 35%. What gross lump sum
// should I ask for?" = net ÷ (1 − the tax rate), never net × (1 + the rate), which leaves too little
// once the tax is taken from the larger sum. Part of quick-math (READERS there).
import { formatMoney, formatRate } from './format.ts';
import { money, percents, type Reader } from './quick-math-reading.ts';

/** The net the user wants: "end up with", "in hand", "take home", "net", "after taxes". */
const NET_WANTED =
  /\b(?:end up with|walk away with|left with|in (?:my |our )?hand|take[- ]home|clear|net(?:ted)?|after (?:taxes|tax|withholding))\b/;
/** The tax taken from the gross: "taxed at 35%", "withholding of 22%", "35% tax". */
const TAX_WORDS = /\b(?:tax(?:ed|es)?|withh(?:o|e)ld(?:ing)?)\b/;
/** The gross asked: "what gross", "how much should I ask for", "before taxes", "grossed up". */
const GROSS_ASKED =
  /\bgross(?:ed)?[- ]?(?:up|amount|lump sum|sum|bonus|payment|figure)?\b[^.?!]*\?|\b(?:what|how much)\b[^.?!]{0,40}\b(?:ask for|request|negotiate for|need (?:them|the company|my employer) to (?:pay|give))\b|\bhow much\b[^.?!]{0,30}\bbefore tax(?:es)?\b/;

/** The net asked of a gross given: "what do I end up with after taxes?", "how much do I take home?". */
const NET_ASKED =
  /\b(?:what|how much)\b[^.?!]{0,30}\b(?:end up with|walk away with|take home|keep|clear|net|left(?: with)?|after (?:taxes|tax|withholding))\b[^.?!]*\?/;

/**
 * A sum paid once and taxed whole: a relocation lump sum, a bonus, a stipend. A sale's price, a salary
 * or a rent is not read here: a sale's tax falls on the gain, a salary's on brackets.
 */
const TAXED_WHOLE =
  /\b(?:lump[- ]sum|bonus|stipend|relocation (?:package|payment|allowance|money)|package|severance|payout|allowance)\b/;
const NOT_TAXED_WHOLE =
  /\b(?:sale|sell|sold|price|gains?|basis|propert(?:y|ies)|assess\w*|mill|escrow|transfer|salary|rent|income)\b/;

export const grossForNet: Reader = ({ text, tokens }) => {
  if (!NET_WANTED.test(text) || !TAX_WORDS.test(text)) return null;
  if (!TAXED_WHOLE.test(text) || NOT_TAXED_WHOLE.test(text)) return null;
  if (!GROSS_ASKED.test(text)) return netOfGross(text, tokens);
  const amounts = money(tokens);
  const rates = percents(tokens);
  if (amounts.length !== 1 || rates.length !== 1 || tokens.length !== 2) return null;
  const [net] = amounts as [(typeof amounts)[number]];
  const [rate] = rates as [(typeof rates)[number]];
  // The rate must be the tax's: said right after tax words ("taxed at a combined 35%") or with them.
  const around = text.slice(Math.max(0, rate.start - 40), rate.end + 20);
  if (!TAX_WORDS.test(around) || rate.value <= 0 || rate.value >= 0.7) return null;
  // The net must be what is wanted in hand: its own clause says so, never a gross already offered.
  const netClause = `${text
    .slice(Math.max(0, net.start - 40), net.start)
    .split(/[.;?!]/)
    .pop()}${text.slice(net.start, net.end + 30).split(/[.;?!]\s/)[0]}`;
  if (!NET_WANTED.test(netClause) || /\b(?:gross|offer(?:ed|ing)?|pays?|gives?)\b/.test(netClause))
    return null;
  const gross = net.value / (1 - rate.value);
  return {
    title: 'Gross amount for a net after tax',
    inputs: [
      `Net wanted after tax: ${formatMoney(net.value)}`,
      `Tax taken from the gross: ${formatRate(rate.value)}`,
    ],
    results: [
      `Gross to ask for: **${formatMoney(gross)}**`,
      `Tax on it: ${formatMoney(gross - net.value)} (${formatRate(rate.value)} of the gross), leaving ${formatMoney(net.value)}`,
    ],
    method: `${formatMoney(net.value)} ÷ (1 − ${formatRate(rate.value)}); adding ${formatRate(rate.value)} to the net would leave too little, since the tax is taken from the larger sum`,
  };
};

/** The net of a gross given ("the bonus is $20,000, taxed at 35%: what do I end up with?") = gross × (1 − rate). */
function netOfGross(text: string, tokens: Parameters<Reader>[0]['tokens']) {
  if (!NET_ASKED.test(text) || tokens.length !== 2) return null;
  const [gross] = money(tokens);
  const [rate] = percents(tokens);
  if (!gross || !rate || rate.value <= 0 || rate.value >= 0.7) return null;
  if (!TAX_WORDS.test(text.slice(Math.max(0, rate.start - 40), rate.end + 20))) return null;
  // The amount given is the gross: its clause names no net wanted.
  if (NET_WANTED.test(text.slice(Math.max(0, gross.start - 40), gross.end + 10))) return null;
  const net = gross.value * (1 - rate.value);
  return {
    title: 'Net after tax',
    inputs: [`Gross: ${formatMoney(gross.value)}`, `Tax taken from it: ${formatRate(rate.value)}`],
    results: [`Net after tax: **${formatMoney(net)}**`, `Tax: ${formatMoney(gross.value - net)}`],
    method: `${formatMoney(gross.value)} × (1 − ${formatRate(rate.value)})`,
  };
}
