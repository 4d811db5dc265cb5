// A follow-up to a commercial deal's figures (docs/assistant.md rule 117): "what if the split after the
// pref is 80/20 instead?" puts the new split in place of the earlier one; "what if I refi and debt
// service drops to $126,000 a year" replaces the one earlier amount its words name (as offers' do).
// The earlier question is worked again by the same reader; else the follow-up is left to the others.
import { COMMERCIAL_DEAL_TITLES, SPLIT } from './commercial-deal-readers.ts';
import { exitCapOf } from './commercial-returns-readers.ts';
import { namedAmountFollowUp } from './offer-terms-follow-up.ts';
import { normalizeText, tokenizeNumbers } from './parse-numbers.ts';
import { readQuickMath, type QuickAnswer } from './quick-math.ts';

export function commercialDealFollowUp(followUp: string, previousQuestion: string): QuickAnswer | null {
  const text = normalizeText(followUp);
  const split = SPLIT.exec(text);
  if (!split)
    return (
      namedAmountFollowUp(followUp, previousQuestion, COMMERCIAL_DEAL_TITLES) ??
      valueAtACap(text, previousQuestion) ??
      newExitCap(text, previousQuestion)
    );
  if (
    text.split(/\s+/).length > 20 ||
    tokenizeNumbers(text).length > 0 ||
    !/\bsplit\b|\blp\b|\bgp\b/.test(text)
  )
    return null;
  const earlier = normalizeText(previousQuestion);
  const before = readQuickMath(earlier);
  const was = SPLIT.exec(earlier);
  if (!before || before.title !== 'Preferred return, then the split' || !was) return null;
  const shares = `${split[1]}/${split[2]}`;
  // Only the two shares are replaced; "LP/GP" after them stays as written.
  const written = /^\d{1,2}\s*\/\s*\d{1,2}/.exec(was[0])![0];
  const again = `${earlier.slice(0, was.index)}${shares}${earlier.slice(was.index + written.length)}`;
  const after = readQuickMath(again);
  if (!after || after.title !== before.title) return null;
  const figures = before.results.filter((r) => /\*\*/.test(r)).map((r) => r.replace(/\*\*/g, ''));
  return {
    ...after,
    inputs: [`Changed: the split ${was[1]}/${was[2]} → ${shares}`, ...after.inputs],
    results: [...after.results, `Before the change: ${figures.join('; ')}`],
  };
}

/**
 * "and how much value did that create at a 6 cap, and net of what we spent?" after a renovation's
 * return on cost: the earlier question read again with the cap rate added.
 */
function valueAtACap(text: string, previousQuestion: string): QuickAnswer | null {
  const cap = /(?<![\d.])(\d{1,2}(?:\.\d+)?)\s?(?:%|percent)?\s+cap\b/.exec(text);
  if (!cap || !/\bvalue\b/.test(text) || tokenizeNumbers(text).length > 1 || text.split(/\s+/).length > 25)
    return null;
  const earlier = normalizeText(previousQuestion);
  const before = readQuickMath(earlier);
  if (
    !before ||
    before.title !== 'Income and value added by a rent increase' ||
    before.inputs.some((i) => /^Cap rate/.test(i))
  )
    return null;
  const after = readQuickMath(`${earlier} at a ${cap[1]}% cap`);
  return after && after.title === before.title ? after : null;
}

/** "ok and if cap rates compress and we exit at a 5.75 instead?": the earlier exit cap replaced. */
function newExitCap(text: string, previousQuestion: string): QuickAnswer | null {
  const cap =
    /\bexit\b[^.?]{0,20}?(?<![\d.])(\d{1,2}(?:\.\d+)?)\s?(?:%|percent)?(?:\s+(?:exit\s+)?cap)?\b/.exec(text);
  if (!cap || tokenizeNumbers(text).length > 1 || text.split(/\s+/).length > 20) return null;
  const earlier = normalizeText(previousQuestion);
  const before = readQuickMath(earlier);
  if (!before || before.title !== 'Value at purchase and at exit') return null;
  const was = exitCapOf(earlier, tokenizeNumbers(earlier));
  if (!was) return null;
  const again = `${earlier.slice(0, was.start)}${cap[1]}%${earlier.slice(was.end)}`;
  const after = readQuickMath(again);
  if (!after || after.title !== before.title) return null;
  return { ...after, inputs: [`Changed: exit cap ${was.raw} → ${cap[1]}%`, ...after.inputs] };
}
