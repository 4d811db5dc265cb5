// How long saving a set amount a month takes to reach a goal: "how long to save 20% down on a 450k
// house if I save 1500 a month (we have 15k already)", "20% down plus closing costs of 3% of the price
// on a 375k house, 41k saved, 1,800 a month: total needed and how many whole months?" (rule 84). The
// goal is an amount, shares of one price (a down payment, closing costs, reserves) or parts listed
// one by one; what is already saved comes off it. No interest on the savings is assumed, and the
// answer says so. Part of quick-math (READERS there).
import { formatMoney, formatNumber, formatPercent } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import {
  clauseAfter,
  clauseBefore,
  money,
  percents,
  storyYears,
  wordsBefore,
  type Reader,
} from './quick-math-reading.ts';

const ASKS_HOW_LONG =
  /\bhow (?:long|many (?:months|years))\b[^.?!]{0,40}\b(?:save|saving|to have|to get|reach|(?:until|till|before) (?:i|we) (?:have|reach|hit|get))\b|\bwhen (?:will|would|can|could) (?:i|we) (?:have|reach|hit)\b|\bhow many (?:whole |full |more )?(?:months|mos)\b|\bhow long (?:until|till|before|will (?:it|that) take|would (?:it|that) take)\b|\bmonths? (?:until|till|to (?:get|reach|hit|save))\b/;
/** What is saved already: "we have 15k saved", "15k in savings", "already have 20k". */
const SAVED_AFTER =
  /^\s*(?:already\s+)?(?:saved|in savings|in the bank|set aside|put away|socked away|sitting|banked)\b/;
const SAVED_BEFORE =
  /\b(?:already (?:have|got|saved)|saved(?: up)?|have saved|savings of|(?<!\b(?:until|till|before|to|will|would|can|could|should) )(?:i|we) (?:have|got)|(?:i'?ve|we'?ve) got|savings (?:is|are|at|of)|sitting on|in savings)\s*(?:about|around|roughly|like)?\s*$/;

/** What a share of the price or a listed part is for, from the words around it. */
const PART_NAMES: readonly [RegExp, string][] = [
  [/\bdown\b|\bdp\b/, 'Down payment'],
  [/\bclosing\b|\bcc\b/, 'Closing costs'],
  [/\breserves?\b|\bcushion\b|\bemergency\b/, 'Reserves'],
  [/\bmov(?:e|ing|ers)\b/, 'Moving'],
  [/\bfurnit\w*\b|\brepairs?\b|\breno\w*\b/, 'Furnishing and repairs'],
  [/\binspection\b|\bappraisal\b/, 'Inspection and appraisal'],
];

function partName(text: string, tokens: readonly NumberToken[], t: NumberToken): string | undefined {
  const after = clauseAfter(text, t).slice(0, 25);
  // "20% down plus closing costs of 3%": the words since the last "plus" are the 3%'s own.
  const before =
    wordsBefore(text, tokens, t, 30)
      .split(/[,;]\s|\.\s|\b(?:plus|and|with)\b|\+/)
      .pop() ?? '';
  const hit = (words: string) => PART_NAMES.find(([re]) => re.test(words))?.[1];
  return hit(after.split(/\b(?:plus|and)\b/)[0] ?? '') ?? hit(before);
}

/** An age or a calendar year told in the story ("I'm 29", "in 2021"): never an amount. */
const storyNumber = (text: string, t: NumberToken) =>
  t.kind === 'plain' &&
  (/\b(?:i'?m|im|we'?re|age[d]?|turning)\s*$/.test(text.slice(Math.max(0, t.start - 12), t.start)) ||
    /^\s*(?:years? old|yo)\b/.test(text.slice(t.end, t.end + 12)) ||
    storyYears(text).some((y) => y.start <= t.start && y.end >= t.end));

/** A home's price: "on a 375k house", "375k house", "price is 410k", "buying at 400k". */
const isPrice = (text: string, t: NumberToken) =>
  /^\s*(?:[a-z-]+\s+){0,2}(?:house|home|condo|townhouse|townhome|place|property|purchase|price|listing)\b/.test(
    text.slice(t.end, t.end + 40),
  ) ||
  /\b(?:price|priced|costs?|listed|list|on|for|buy(?:ing)?|purchase)\s+(?:at\s+|of\s+|is\s+|around\s+|about\s+)?(?:a|an|the|my)?\s*$/.test(
    text.slice(Math.max(0, t.start - 30), t.start),
  );

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

export const savingGoal: Reader = ({ text, tokens }) => {
  if (!ASKS_HOW_LONG.test(text)) return null;
  const monthly = money(tokens).filter((t) => t.period === 'monthly');
  if (monthly.length !== 1) return null;
  const perMonth = monthly[0]!.value;
  const lumps = money(tokens).filter((t) => t.period === undefined);
  const shares = percents(tokens);
  const saved = lumps.filter(
    (t) => SAVED_AFTER.test(clauseAfter(text, t)) || SAVED_BEFORE.test(clauseBefore(text, t)),
  );
  const targets = lumps.filter((t) => !saved.includes(t));
  if (targets.length === 0 || saved.length > 1) return null;
  if (
    tokens.some(
      (t) => !monthly.includes(t) && !lumps.includes(t) && !shares.includes(t) && !storyNumber(text, t),
    )
  )
    return null;
  if (shares.some((s) => !(s.value > 0 && s.value < 1))) return null;
  // Shares are of one price: "on a 375k house", "the price is 410k", or the only amount left.
  const priced = targets.filter((t) => isPrice(text, t));
  const price = shares.length === 0 ? [] : priced.length > 0 ? priced : targets.length === 1 ? targets : [];
  if (shares.length > 0 && price.length !== 1) return null;
  const lumpParts = targets.filter((t) => !price.includes(t));
  // Several parts are added only when each is named; one amount alone is the goal.
  const named = (t: NumberToken) => partName(text, tokens, t);
  if (shares.length + lumpParts.length > 1 && [...shares, ...lumpParts].some((t) => !named(t))) return null;
  if (shares.length > 1 && new Set(shares.map(named)).size !== shares.length) return null;
  const parts = [
    ...shares.map((s) => ({
      name: named(s) ?? 'Goal',
      amount: price[0]!.value * s.value,
      shown: `${formatPercent(s.value, s.value * 100 === Math.round(s.value * 100) ? 0 : 2)} of ${formatMoney(price[0]!.value)}`,
    })),
    ...lumpParts.map((t) => ({ name: named(t) ?? 'Goal', amount: t.value, shown: '' })),
  ];
  const goal = parts.reduce((sum, p) => sum + p.amount, 0);
  const have = saved[0]?.value ?? 0;
  const left = Math.max(0, goal - have);
  const months = Math.ceil(left / perMonth - 1e-9);
  const listed = parts.length > 1;
  return {
    title: 'Time to reach a savings goal',
    inputs: [
      ...(price[0] ? [`Price: ${formatMoney(price[0].value)}`] : []),
      ...parts.map((p) =>
        listed || p.shown
          ? `${p.name}: ${p.shown ? `${p.shown} = ` : ''}${formatMoney(p.amount)}`
          : `Goal: ${formatMoney(p.amount)}`,
      ),
      ...(have ? [`Saved already: ${formatMoney(have)}`] : []),
      `Saving: ${formatMoney(perMonth)} a month`,
    ],
    results: [
      ...(listed
        ? [
            `Needed in total: **${formatMoney(goal)}** (${parts.map((p) => formatMoney(p.amount)).join(' + ')})`,
          ]
        : []),
      `Still to save: ${have ? `${formatMoney(goal)} − ${formatMoney(have)} = ` : ''}**${formatMoney(left)}**`,
      `Time: **${months} months** (${plural(Math.floor(months / 12), 'year')} ${plural(months % 12, 'month')}), whole months rounded up${Number.isInteger(Math.round((left / perMonth) * 100) / 100) ? '' : ` from ${formatNumber(left / perMonth, 2)} months`}`,
    ],
    method: `Goal${listed ? ' = the parts added up' : ''}; still to save = goal − savings; months = ${formatMoney(left)} ÷ ${formatMoney(perMonth)} a month, rounded up to a whole month. Interest on the savings not counted${parts.some((p) => p.name === 'Closing costs') ? '' : ', and closing costs (often 2–5% of the price) come on top of a down payment'}`,
  };
};
