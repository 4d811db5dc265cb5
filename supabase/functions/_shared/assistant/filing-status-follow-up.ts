// A home sale's follow-up that changes only the filing status ("what if it was just me, filing
// single?", "wait, I'll be filing single this year: taxable gain and the tax at 15% then?", "and if we
// were married?"): the earlier question is asked again with its filing status replaced by the new one
// and the follow-up's own ask after it, so the §121 exclusion (sale-tax-math.ts) is worked at the new
// limit. Part of rewriteFollowUp (follow-up-rewrite.ts).
import { JOINT, SINGLE } from './sale-tax-math.ts';
import type { RewrittenFollowUp } from './follow-up-rewrite.ts';

/** A sale whose gain or exclusion was worked out. */
const HOME_SALE_TAX = /\b(?:exclu\w*|section 121|sec\.? 121|§\s?121|taxable|gains?|owe)\b/;
const SALE = /\b(?:sell\w*|sold|sale)\b/;
/** "just me", "only me": one owner, so filing single. */
const ONE_OWNER = /\b(?:just|only) me\b|\bon my own\b|\bby myself\b/;
/** "single-family" names a house, not a filer. */
const singleFiler = (text: string) =>
  SINGLE.test(text.replace(/\bsingle[- ](?:family|story|level|unit|wide)\b/g, '')) || ONE_OWNER.test(text);

export function replaceFilingStatus(previous: string, followUp: string): RewrittenFollowUp | null {
  if (!HOME_SALE_TAX.test(previous) || !SALE.test(previous)) return null;
  const toSingle = singleFiler(followUp);
  const toJoint = JOINT.test(followUp) && !/\bfiling separately\b/.test(followUp);
  if (toSingle === toJoint) return null;
  const wasJoint = JOINT.test(previous);
  const wasSingle = singleFiler(previous);
  // Nothing to change: the follow-up repeats the status the question already had.
  if ((toSingle && wasSingle && !wasJoint) || (toJoint && wasJoint)) return null;
  const stripped = previous
    .replace(new RegExp(JOINT.source, 'g'), '')
    .replace(new RegExp(SINGLE.source, 'g'), '')
    // "after our $500,000 exclusion": the old status's limit goes with it; the new status sets its own.
    .replace(/\$?\s?(?:500,000|500k|250,000|250k)\s+(?=(?:home[- ]sale\s+)?exclusion\b)/g, '')
    .replace(/\s+,/g, ',')
    .replace(/^[\s,.;]+/, '')
    .trim();
  const status = toSingle ? 'filing single' : 'married filing jointly';
  return {
    question: `${stripped} ${status[0]!.toUpperCase()}${status.slice(1)}. ${followUp}`,
    changes: [
      `filing status: ${wasJoint ? 'married filing jointly' : wasSingle ? 'single' : 'not said'} → ${toSingle ? 'single' : 'married filing jointly'}`,
    ],
  };
}
