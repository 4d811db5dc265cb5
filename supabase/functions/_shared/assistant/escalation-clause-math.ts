// A buyer's escalation clause (docs/assistant.md rule 110): a base offer, an increment over the best
// competing offer, a cap. Given a competing offer, the price it escalates to (competing + increment,
// never below the base, never above the cap, and whether the cap binds); without one, the most it can
// reach (the cap), how many increments lie between the base and the cap, and the highest competing
// offer it still beats. Part of quick-math (READERS there); every number must have its role.
import { formatMoney, formatNumber } from './format.ts';
import { onlyOne, spanOf, wordsRightAfter, wordsRightBefore } from './number-labels.ts';
import type { NumberToken } from './parse-numbers.ts';
import { everyNumberPlaced, type Reader } from './quick-math-reading.ts';

const ESCALATION = /\bescalat\w*/;
/** A lease's or a contract's yearly escalation is rent going up, not a bid: the lease readers' own. */
const LEASE_ESCALATION = /\b(?:rent|lease|tenant|landlord|cam|nnn|per year|a year|annual\w*|yearly|\/yr)\b/;

/** "$2,000 over", "5k above", "by 1,500 more than", "in $1,500 increments": the step over a rival. */
const INCREMENT_AFTER =
  /^\s*(?:increments?\b|steps?\b|bumps?\b|(?:more\s+)?(?:over|above|more than|higher than|on top of|beyond)\b)/;
const INCREMENT_BEFORE =
  /(?:increments? of|steps? of|\bbeat(?:s|ing)?(?: \w+){0,3} by|\bby|\bin|\bescalat\w*(?: \w+){0,2} by|\bincrement(?: is)?:?)\s*$/;
/** "cap of $475,000", "max 540k", "up to $430k", "not to exceed", "ceiling": the most it can reach. */
const CAP_BEFORE =
  /(?:\bcap(?:s|ped)?(?: it)?(?: is| of| at|:)?|\bmax(?:imum|ed)?(?: purchase)?(?: price| of| at| is|:)*|\bup to(?: a (?:cap|max\w*|ceiling|limit) of)?(?: a)?|\bnot to exceed|\bceiling(?: of| at| is)?|\bno (?:more|higher) than|\blimit(?: of| at| is)?|\btop(?:s)? out at|\bstop(?:s)? at)\s*$/;
const CAP_AFTER = /^\s*(?:escalation\s+)?(?:cap|max\w*|ceiling|limit)\b/;
/** "the best other offer is", "competing offer comes in at", "another buyer offered": a rival's bid. */
const COMPETING_BEFORE =
  /\b(?:compet\w*|other|another|rival|highest|best|top|next|second)\b[^$\d]{0,40}$|\b(?:comes?|came) in at\s*$|\bbuyer (?:offers?|offered|bids?|bid)\s*$/;
/** "base 500,000", "offer 450k", "we offered $385,000", "starting at": the offer before escalation. */
const BASE_BEFORE =
  /\b(?:base(?: offer| price)?|offer(?:ed|ing)?|bid(?:ding)?|start(?:ing|s|ed)?(?: offer| price| at| out at)?|initial(?: offer)?|original(?: offer)?|put in|went in at)\b[^$\d]{0,20}$/;

const BASE_AFTER = /^\s*(?:base\s+|starting\s+|initial\s+)?(?:offer|bid)\b/;

const ASKS_COUNT = /\bhow many\b[^?]{0,40}\b(?:increments?|steps?|bumps?|times)\b/;
const ASKS_MOST =
  /\b(?:most|max\w*|highest|as high as|top)\b[^?]{0,40}\b(?:reach|go|get|pay|escalate|end up|beat)\b|\bhow high\b/;

export const escalationClause: Reader = ({ text, tokens }) => {
  if (!ESCALATION.test(text) || LEASE_ESCALATION.test(text)) return null;
  if (!/\b(?:offer\w*|bid\w*|compet\w*|cap|max\w*|buyer|seller)\b/.test(text)) return null;
  const money = tokens.filter((t) => t.kind === 'money');
  if (tokens.some((t) => t.kind !== 'money')) return null;
  if (money.length < 2 || money.length > 4) return null;
  const b = (t: NumberToken) => wordsRightBefore(text, tokens, t);
  const a = (t: NumberToken) => wordsRightAfter(text, tokens, t);
  const increment = onlyOne(money, (t) => INCREMENT_AFTER.test(a(t)) || INCREMENT_BEFORE.test(b(t)));
  const cap = onlyOne(money, (t) => t !== increment && (CAP_BEFORE.test(b(t)) || CAP_AFTER.test(a(t))));
  if (!cap) return null;
  const rest = money.filter((t) => t !== increment && t !== cap);
  const competing = onlyOne(rest, (t) => COMPETING_BEFORE.test(b(t)));
  const base = onlyOne(rest, (t) => t !== competing && (BASE_BEFORE.test(b(t)) || BASE_AFTER.test(a(t))));
  const roles = [increment, cap, competing, base].filter((t): t is NumberToken => t !== null);
  if (roles.length !== money.length) return null;
  if (!everyNumberPlaced(text, roles.map(spanOf))) return null;
  // A step bigger than the cap, or a base above it, is no escalation clause read right.
  if (increment && (increment.value >= cap.value || increment.value > 100_000)) return null;
  if (base && base.value >= cap.value) return null;
  if (cap.value < 10_000) return null;
  const inputs = [
    ...(base ? [`Base offer: ${formatMoney(base.value)}`] : []),
    ...(increment ? [`Increment over the best competing offer: ${formatMoney(increment.value)}`] : []),
    `Cap: ${formatMoney(cap.value)}`,
    ...(competing ? [`Best competing offer: ${formatMoney(competing.value)}`] : []),
  ];
  if (competing) {
    if (!increment) return null;
    const wanted = competing.value + increment.value;
    const belowBase = base !== null && wanted <= base.value;
    const capBinds = wanted > cap.value;
    const price = belowBase ? base.value : Math.min(wanted, cap.value);
    const results = [
      `Competing offer + increment: ${formatMoney(competing.value)} + ${formatMoney(increment.value)} = ${formatMoney(wanted)}`,
    ];
    if (belowBase)
      results.push(
        `That is not above your base offer, so the clause does not escalate: your price stays **${formatMoney(price)}**`,
      );
    else if (capBinds)
      results.push(
        `That is above your cap, so the cap binds: your price is **${formatMoney(price)}**` +
          (competing.value >= cap.value
            ? ` (not above the competing ${formatMoney(competing.value)}, so your offer may lose)`
            : ` (${formatMoney(price - competing.value)} over the competing offer)`),
      );
    else
      results.push(
        `Your price escalates to **${formatMoney(price)}**, under the cap by ${formatMoney(cap.value - price)}`,
      );
    if (base && !belowBase) results.push(`Above your base offer by ${formatMoney(price - base.value)}`);
    return {
      title: 'Escalation clause',
      inputs,
      results,
      method:
        'Escalated price = the best competing offer + your increment, no lower than your base offer and no higher than your cap',
    };
  }
  // No competing offer: the most it can reach, and how many steps fit between base and cap.
  if (!ASKS_COUNT.test(text) && !ASKS_MOST.test(text)) return null;
  const results = [`The most it can reach: **${formatMoney(cap.value)}** (your cap)`];
  if (base) results.push(`Room above your base offer: ${formatMoney(cap.value - base.value)}`);
  if (base && increment) {
    const steps = (cap.value - base.value) / increment.value;
    const whole = Math.floor(steps + 1e-9);
    results.push(
      `Increments between base and cap: **${formatNumber(whole, 0)}** (${formatMoney(cap.value - base.value)} ÷ ${formatMoney(increment.value)}${Math.abs(steps - whole) > 1e-9 ? ` = ${formatNumber(steps, 2)}, whole increments only` : ''})`,
    );
  } else if (ASKS_COUNT.test(text)) return null;
  if (increment)
    results.push(
      `The highest competing offer it beats by the full increment: **${formatMoney(cap.value - increment.value)}** (cap − increment); above that it stops at the cap, and a competing offer at or over ${formatMoney(cap.value)} is not beaten`,
    );
  return {
    title: 'Escalation clause: how high it can go',
    inputs,
    results,
    method:
      'The cap is the most it can reach; increments = (cap − base offer) ÷ increment; the highest competing offer it beats by the full increment = cap − increment',
  };
};

export const ESCALATION_READERS: readonly Reader[] = [escalationClause];
