// A follow-up to a seller's net (docs/assistant.md rule 102) that changes the price: "what if we get
// full asking?", "and at 95% of list?", "what if it sells for $470k?". The earlier question is worked
// again with its share of list (or its sale price) replaced, by the same reader, and the earlier net
// is shown under the new one. Anything else is left to the general follow-ups.
import { readQuickMath, type QuickAnswer } from './quick-math.ts';
import { normalizeText, tokenizeNumbers } from './parse-numbers.ts';
import { SELLER_NET_TITLE } from './seller-net-math.ts';

/** "full asking", "full price", "at list", "asking price", "what we list at". */
const FULL =
  /\bfull (?:ask(?:ing)?|list(?: price)?|price|asking price)\b|\b(?:at|for) (?:the )?(?:full )?(?:list|asking)(?: price)?\b|\b(?:100%|100 percent) of (?:list|asking)\b|\bno haggl\w*|\bwhat we(?:'re)? list(?:ing)? (?:at|for)\b/;
const SHARE_OF_LIST =
  /(?<![\d.,])(\d+(?:\.\d+)?)\s?(?:%|percent\b)(?:\s+of (?:the )?(?:list|asking)(?: price)?)?/;
/** The share of list in the earlier question: "98% of list", "get 98%". */
const EARLIER_SHARE = /(?<![\d.,])(\d+(?:\.\d+)?)\s?(?:%|percent\b)(?=\s+of (?:the )?(?:list|asking))/;

function changed(followUp: string, earlier: string): { text: string; note: string } | null {
  const share = EARLIER_SHARE.exec(earlier);
  const newShare = FULL.test(followUp) ? '100' : SHARE_OF_LIST.exec(followUp)?.[1];
  if (share && newShare !== undefined) {
    const at = share.index;
    return {
      text: `${earlier.slice(0, at)}${newShare}${earlier.slice(at + share[1]!.length)}`,
      note: `${share[1]}% of list → ${newShare}%`,
    };
  }
  if (!share && FULL.test(followUp)) {
    // A list price with no share said was already worked at list: nothing to change.
    return null;
  }
  // "what if it sells for $470k?": a new sale price replaces the one said (or the share of list).
  const price = tokenizeNumbers(followUp).filter((t) => t.kind === 'money' && t.value >= 10_000);
  if (price.length !== 1 || !/\b(?:sell|sells|sold|get|offer|price|for)\b/.test(followUp)) return null;
  const was =
    /\b(?:sells? (?:for|at)|sell (?:it )?(?:for|at)|sale price(?: of| is)?|sold (?:for|at)|offer (?:of|is|at))\s*\$?[\d,.]+k?\b/.exec(
      earlier,
    );
  if (share) {
    return {
      text: `${earlier.slice(0, share.index)}${earlier.slice(share.index + share[0].length).replace(/^\s+of (?:the )?(?:list|asking)(?: price)?/, '')} It sells for ${price[0]!.raw}.`,
      note: `sale price ${price[0]!.raw}, instead of ${share[1]}% of list`,
    };
  }
  if (!was) return null;
  return {
    text: `${earlier.slice(0, was.index)}sells for ${price[0]!.raw}${earlier.slice(was.index + was[0].length)}`,
    note: `sale price → ${price[0]!.raw}`,
  };
}

export function sellerNetFollowUp(followUp: string, previousQuestion: string): QuickAnswer | null {
  const text = normalizeText(followUp);
  if (text.split(/\s+/).length > 30) return null;
  const before = readQuickMath(previousQuestion);
  if (before?.title !== SELLER_NET_TITLE) return null;
  const change = changed(text, normalizeText(previousQuestion));
  if (!change) return null;
  const after = readQuickMath(change.text);
  if (after?.title !== SELLER_NET_TITLE) return null;
  const was = before.results.filter((r) => /\*\*/.test(r)).map((r) => r.replace(/\*\*/g, ''));
  return {
    ...after,
    inputs: [`Changed: ${change.note}`, ...after.inputs],
    results: [...after.results, ...(was.length ? [`Before the change: ${was.join('; ')}`] : [])],
  };
}
