// Parents helping a child buy (docs/assistant.md rule 105):
//
// - The gift that closes the gap: down payment = price × the share down; the gift = down payment +
//   closing costs − what the buyer has saved toward them (never below zero).
// - The most a family gives tax-free in a year: the annual exclusion the question states × the
//   givers × the recipients ("me and my wife … to our son and to his wife" is 2 × 2). The exclusion
//   changes by year, so it is only read when stated; a giver or recipient that cannot be counted
//   ("our kids", "them") leaves the question asked.
import { formatAmount, formatMoney, formatRate } from './format.ts';
import { COUNT_WORDS, countOf } from './number-words.ts';
import type { NumberToken } from './parse-numbers.ts';
import type { Reader } from './quick-math-reading.ts';

const PRICE = /\b(?:buying|buy|bought|purchas\w*|price|priced|listed|offer)\b[^$\d.;?!]{0,25}$/;
const SAVED = /\b(?:saved|savings|has|have|had|put away|set aside)\b[^$\d.;?!]{0,15}$/;
const CLOSING =
  /^\s*(?:in |of |for )?(?:for )?(?:closing(?: costs?)?|in closing)\b|^\s*for (?:the )?closing\b/;
const CLOSING_BEFORE = /\bclosing(?: costs?)?\b[^$\d.;?!]{0,15}$/;

/** "How much would we need to gift her to cover the rest of the down payment plus closing costs?" */
const giftToCloseTheGap: Reader = ({ text, tokens }) => {
  if (!/\bgift\w*|\bgive\b|\bhelp (?:her|him|them)\b|\bchip in\b/.test(text)) return null;
  if (!/\bhow much\b|\bwhat\b/.test(text) || !/\bdown\b/.test(text)) return null;
  let price: number | undefined;
  let share: number | undefined;
  let closing: number | undefined;
  let saved: number | undefined;
  for (const t of tokens) {
    const before = text.slice(Math.max(0, t.start - 40), t.start);
    const after = text.slice(t.end, t.end + 30);
    if (t.kind === 'plain' && /\(\s*$/.test(before)) continue; // "(27, first home)": an age.
    if (t.kind === 'percent') {
      if (share !== undefined || !/^\s*(?:down|down payment)\b/.test(after)) return null;
      share = t.value;
    } else if (t.kind === 'money' && t.period === undefined) {
      // "needs $9,800 for closing costs and has $41,000 saved": the words after a number name it
      // first, then the nearest before it.
      if (CLOSING.test(after) || (CLOSING_BEFORE.test(before) && !SAVED.test(before))) {
        if (closing !== undefined) return null;
        closing = t.value;
      } else if (SAVED.test(before) || /^\s*(?:saved|in savings)\b/.test(after)) {
        if (saved !== undefined) return null;
        saved = t.value;
      } else if (
        PRICE.test(before) ||
        /^\s*(?:house|home|condo|townhouse|townhome|place|property)\b/.test(after)
      ) {
        if (price !== undefined) return null;
        price = t.value;
      } else return null;
    } else return null;
  }
  if (price === undefined || share === undefined || closing === undefined || saved === undefined) return null;
  const down = price * share;
  const need = down + closing;
  const gift = Math.max(0, need - saved);
  return {
    title: 'Gift to cover the down payment and closing costs',
    inputs: [
      `Price: ${formatAmount(price)}`,
      `Down payment: ${formatRate(share)} of the price`,
      `Closing costs: ${formatAmount(closing)}`,
      `Saved toward both: ${formatAmount(saved)}`,
    ],
    results: [
      `Down payment: **${formatMoney(down)}**`,
      `Down payment + closing costs: ${formatMoney(need)}`,
      gift > 0
        ? `Gift needed: **${formatMoney(gift)}**`
        : `Gift needed: **$0.00** (the savings cover it, with ${formatMoney(saved - need)} left)`,
    ],
    method: `Gift = ${formatAmount(price)} × ${formatRate(share)} + ${formatAmount(closing)} − ${formatAmount(saved)} saved`,
  };
};

const PERSON =
  '(?:son|daughter|wife|husband|spouse|partner|child|kid|grandson|granddaughter|grandchild|grandkid|nephew|niece|son-in-law|daughter-in-law|fianc[ée]e?|brother|sister|mom|dad|mother|father|friend)';
const PEOPLE =
  '(?:sons|daughters|children|kids|grandsons|granddaughters|grandchildren|grandkids|nephews|nieces|brothers|sisters|friends|parents)';

/** How many people a list names: "our son and to his wife" (2), "each of our 3 kids" (3); else null. */
function peopleIn(list: string): number | null {
  let count = 0;
  for (const part of list.split(/\s*(?:,|&|\band\b)\s*/)) {
    const words = part.replace(/^(?:to|each of|both of|all)\s+/, '').trim();
    if (!words) continue;
    const counted = new RegExp(`^(?:our|my|his|her|their|the)?\\s*(\\d{1,2}|${COUNT_WORDS}) ${PEOPLE}$`).exec(
      words,
    );
    if (counted) count += countOf(counted[1]!);
    else if (new RegExp(`^(?:our|my|his|her|their|the|a)\\s+${PERSON}$`).test(words)) count += 1;
    else return null;
  }
  return count || null;
}

/** "me and my wife", "my husband and I", "both of us": two givers; "i" alone, one. */
function giversIn(text: string): number | null {
  if (
    /\b(?:me|i) and my (?:wife|husband|spouse|partner)\b|\bmy (?:wife|husband|spouse|partner) and (?:i|me)\b|\bboth of us\b|\bwe both\b|\bwe each\b|\beach of us\b/.test(
      text,
    )
  )
    return 2;
  const counted = new RegExp(`\\b(\\d|${COUNT_WORDS}) of us\\b`).exec(text);
  if (counted) return countOf(counted[1]!);
  if (/\bwe\b|\bour\b/.test(text.replace(/\bour (?:son|daughter|kids?|children|grand\w+)\b/g, '')))
    return null;
  return /\bi (?:want|can|could|would|plan|'d)\b/.test(text) ? 1 : null;
}

/** "each want to give the max annual exclusion to our son and to his wife … $19,000": the most in total. */
const annualExclusionTotal: Reader = ({ text, tokens }) => {
  if (!/\bannual (?:gift )?exclusion\b|\bgift tax exclusion\b/.test(text)) return null;
  if (!/\btotal\b|\bthe most\b|\bmax\w*\b[^.?]{0,30}\btotal\b|\bhow much (?:can|could)\b/.test(text))
    return null;
  const amounts = tokens.filter((t: NumberToken) => t.kind === 'money');
  if (amounts.length !== 1 || tokens.length !== 1) return null;
  const exclusion = amounts[0]!;
  const gift =
    /\bgiv(?:e|ing)\b[^.?!;]*?\bto (.+?)(?= so\b| because\b| this\b| each year\b| every year\b|[.;?!]|$)/.exec(
      text,
    );
  if (!gift) return null;
  const recipients = peopleIn(gift[1]!.trim());
  const givers = giversIn(text.slice(0, gift.index + gift[0].length));
  if (!recipients || !givers) return null;
  const total = exclusion.value * givers * recipients;
  return {
    title: 'Most you can give under the annual exclusion',
    inputs: [
      `Annual exclusion: ${formatAmount(exclusion.value)} per giver per recipient (as you gave it)`,
      `Givers: ${givers}`,
      `Recipients: ${recipients} (${gift[1]!.trim()})`,
    ],
    results: [
      `Each giver to each recipient: ${formatAmount(exclusion.value)}`,
      `Total this year with no gift tax return: **${formatMoney(total)}**`,
    ],
    method: `Total = ${formatAmount(exclusion.value)} × ${givers} givers × ${recipients} recipients; a gift over the exclusion to one person needs a return (Form 709), though tax is rarely owed`,
  };
};

export const FAMILY_GIFT_READERS: readonly Reader[] = [giftToCloseTheGap, annualExclusionTotal];
