// The salary that keeps the same standard of living after a move, from the user's own cost-of-living
// figures: salary × the new place's index ÷ the old one's ("make 118k, cost of living index austin
// 104, denver 118, what salary do I need in denver"), or salary × (1 ± a stated difference) ("cost of
// living is 20% higher there"). A computation with the numbers given, never live data. Part of
// quick-math (READERS there).
import { formatMoney, formatNumber, formatPercent } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { money, type Reader } from './quick-math-reading.ts';

const COST_OF_LIVING =
  /\bcost[- ]of[- ]living\b|\bcol\b|\bcoli\b|\b(?:costs?|expensive) (?:\d+(?:\.\d+)?% )?(?:more|less|higher|lower) to live\b/;
const ASKS_SALARY =
  /\b(?:salary|income|pay|make|earn|paid)\b[^.?!]{0,40}\b(?:need|needed|equivalent|equal|same|match|keeps?(?: me| us)? (?:up|even|whole)|break even|to afford|should|required|comparable)\b|\bhow much (?:would|will|do|should) (?:i|we) (?:have|need) to (?:make|earn)\b|\b(?:need|needed|have|want) to (?:make|earn|be paid)\b|\bequivalent (?:salary|income|pay)\b|\bwhat (?:salary|income|pay)\b|\bhow much (?:do|would|will|should) (?:i|we) (?:need to )?(?:make|earn)\b/;
const INCOME_BEFORE =
  /\b(?:make|making|makes|earn|earning|earns|salary(?: of| is)?|income(?: of| is)?|paid|on)\s+(?:about |around |roughly )?(?:a\s+)?$/;
const INCOME_AFTER =
  /^\s*(?:a year |\/yr |per year |annually )?(?:salary|income|a year|per year|\/yr|annually)\b/;

/** A word that names the place of an index: "austin 104", "denver (col 118)", "here 95". */
function placeBefore(text: string, t: NumberToken): string | undefined {
  const words = text
    .slice(Math.max(0, t.start - 40), t.start)
    .replace(/\b(?:col|coli|cost of living|index|is|at|of|score|=|:)\b|[():=,]/g, ' ')
    .trim()
    .split(/\s+/);
  const word = words.at(-1);
  // "in san diego it's 131", "in columbus. the index there is 104": a pronoun names the place said
  // last before it (rule 115), when one is said within the words before.
  if (word && /^(?:it's|its|it|there)$/.test(word)) {
    const said = [
      ...text
        .slice(Math.max(0, t.start - 60), t.start)
        .matchAll(/\bin ((?:[a-z]{2,}\s+)?[a-z]{3,})\b(?=[^a-z]*(?:[.,;]|it'?s\b|the\b|\w+ (?:is|was)\b))/g),
    ].at(-1);
    const place = said?.[1]!.split(/\s+/).at(-1);
    if (place && !/^(?:the|there|that|this)$/.test(place)) return place;
  }
  // "95 and 120 in seattle": a joining word names no place; the place may follow the number.
  if (!word || /^(?:and|vs\.?|versus|or|to|from|then|the|a|with)$/.test(word))
    return /^\s*\)?\s*(?:in|for|at) ([a-z]{3,})\b/.exec(text.slice(t.end))?.[1];
  return word;
}

/** Words naming the place moved to: "moving to", "relocating to", "the new city", "there". */
const MOVE_TO =
  /\b(?:mov(?:e|ing)|relocat\w*|transferr?\w*|going|headed|heading|taking a job)\s+(?:out\s+)?to\b|\bnew (?:city|place|job|area|location|town)\b|\bthere\b/;

/** The last word of the place moved to: "a transfer to san diego" → "diego". */
function movedToOf(text: string): string | undefined {
  const m =
    /\b(?:mov(?:e|ing)|relocat\w*|transferr?\w*|going|headed|heading|taking a job|job offer)\s+(?:out\s+)?(?:to|in)\s+((?:[a-z]{2,}\s+)?[a-z]{3,})\b/.exec(
      text,
    );
  return m?.[1]!.split(/\s+/).at(-1);
}

/** The last word of the place the salary is earned now: "I make 120k in austin" → "austin". */
function livesInOf(text: string): string | undefined {
  const m =
    /\b(?:make|making|earn|earning|paid|live|living|based|work|working|currently|now)\b[^.?!]{0,30}?\bin\s+((?:[a-z]{2,}\s+)?[a-z]{3,})\b/.exec(
      text,
    );
  return m?.[1]!.split(/\s+/).at(-1);
}

/** A reply saying which index is where the user lives now: "the first is where I live now". */
function saysWhichIsNow(text: string): 'first' | 'second' | undefined {
  const m =
    /\b(?:the )?(first|second|1st|2nd|lower|higher)(?: one)?(?: is| =)? (?:where (?:i|we) (?:live|am|are)(?: now)?|(?:my |our )?current|now|here|mine|home)\b/.exec(
      text,
    );
  if (!m) return undefined;
  return /^(?:first|1st)$/.test(m[1]!) ? 'first' : /^(?:second|2nd)$/.test(m[1]!) ? 'second' : undefined;
}

/**
 * A salary asked from cost-of-living figures: the reader answers it, or (two indexes whose places
 * cannot be told apart) missing-amount.ts asks which is where the user lives now.
 */
export function asksSalaryByCostOfLiving(text: string): boolean {
  return COST_OF_LIVING.test(text) && ASKS_SALARY.test(text);
}

export const salaryForCostOfLiving: Reader = ({ text, tokens }) => {
  if (!asksSalaryByCostOfLiving(text)) return null;
  const incomes = money(tokens).filter(
    (t) =>
      t.value >= 10000 &&
      (INCOME_BEFORE.test(text.slice(Math.max(0, t.start - 30), t.start)) ||
        INCOME_AFTER.test(text.slice(t.end, t.end + 20))),
  );
  if (incomes.length !== 1) return null;
  const salary = incomes[0]!;
  const others = tokens.filter((t) => t !== salary);
  const salaryLine = `Salary now: ${formatMoney(salary.value)}${salary.period === 'monthly' ? ' a month' : ' a year'}`;

  // "cost of living is 20% higher there", "15% cheaper", "costs 10% less to live".
  if (others.length === 1 && others[0]!.kind === 'percent') {
    const gap = others[0]!;
    const after = text.slice(gap.end, gap.end + 40);
    const up = /^\s*(?:higher|more|greater|above|pricier|more expensive)\b/.test(after);
    const down = /^\s*(?:lower|less|cheaper|below|under)\b/.test(after);
    if (up === down) return null;
    const factor = up ? 1 + gap.value : 1 - gap.value;
    return {
      title: 'Salary for the same cost of living',
      inputs: [salaryLine, `Cost of living there: ${formatPercent(gap.value)} ${up ? 'higher' : 'lower'}`],
      results: [
        `Salary needed: **${formatMoney(salary.value * factor)}**${salary.period === 'monthly' ? ' a month' : ' a year'}`,
      ],
      method: `${formatMoney(salary.value)} × ${formatNumber(factor, 4)}; an index covers housing, food, transport and the rest together, and taxes differ by state`,
    };
  }

  // Two indexes: which is the new place's? The one named where the salary is needed ("in denver"),
  // else the one moved to ("from raleigh (col 96.5) to boston (col 148.2)"), else "here"/"there".
  const indexes = others.filter((t) => t.kind === 'plain' && t.value >= 20 && t.value <= 400);
  if (indexes.length !== 2 || others.length !== 2) return null;
  const [first, second] = indexes as [NumberToken, NumberToken];
  const places = [placeBefore(text, first), placeBefore(text, second)];
  const named = (place: string | undefined, cue: RegExp) =>
    place !== undefined && place.length > 2 && new RegExp(`${cue.source}${place}\\b`).test(text);
  const targetIn = /\b(?:in|to|for|at) /;
  const movedFrom = /\bfrom /;
  let next: NumberToken | undefined;
  const tail = text.slice(Math.max(first.end, second.end));
  if (places[0] && places[0] !== places[1] && new RegExp(`\\b(?:in|to|for|at) ${places[0]}\\b`).test(tail))
    next = first;
  else if (
    places[1] &&
    places[0] !== places[1] &&
    new RegExp(`\\b(?:in|to|for|at) ${places[1]}\\b`).test(tail)
  )
    next = second;
  else if (movedToOf(text) && places[0] !== places[1] && places.includes(movedToOf(text)))
    next = places[0] === movedToOf(text) ? first : second;
  else if (livesInOf(text) && places[0] !== places[1] && places.includes(livesInOf(text)))
    next = places[0] === livesInOf(text) ? second : first;
  else if (named(places[0], movedFrom) && named(places[1], targetIn)) next = second;
  else if (named(places[1], movedFrom) && named(places[0], targetIn)) next = first;
  else if (/^(?:here|now|current|currently|old)$/.test(places[0] ?? '') && places[1] !== places[0])
    next = second;
  else if (/^(?:here|now|current|currently|old)$/.test(places[1] ?? '') && places[1] !== places[0])
    next = first;
  else if (saysWhichIsNow(text)) next = saysWhichIsNow(text) === 'first' ? second : first;
  // "from a city with an index of 100 to one at 128": the move, said from the first to the second.
  else if (movesFromFirstToSecond(text, first, second)) next = second;
  else {
    // "Moving to San Diego (COL index 142)": the words since the number before name the move.
    const movesTo = (t: NumberToken) => {
      const previousEnd = tokens.filter((o) => o.end <= t.start).at(-1)?.end ?? 0;
      return MOVE_TO.test(text.slice(previousEnd, t.start));
    };
    if (movesTo(first) !== movesTo(second)) next = movesTo(first) ? first : second;
  }
  if (!next) return null;
  const now = next === first ? second : first;
  const needed = (salary.value * next.value) / now.value;
  // A place's name in brackets, never a filler word read as one ("to one at 128", "cost-of-living").
  const nameOf = (t: NumberToken) => {
    const name = placeBefore(text, t) ?? '';
    return /^[a-z][a-z .'-]+$/.test(name) && !/^(?:one|city|place|town|area|a|the)$/.test(name)
      ? ` (${name})`
      : '';
  };
  return {
    title: 'Salary for the same cost of living',
    inputs: [
      salaryLine,
      `Cost-of-living index now${nameOf(now)}: ${formatNumber(now.value, 1)}`,
      `Cost-of-living index after the move${nameOf(next)}: ${formatNumber(next.value, 1)}`,
    ],
    results: [
      `Salary needed: **${formatMoney(needed)}**${salary.period === 'monthly' ? ' a month' : ' a year'} (${formatPercent(Math.abs(next.value / now.value - 1))} ${next.value >= now.value ? 'more' : 'less'})`,
    ],
    method: `${formatMoney(salary.value)} × ${formatNumber(next.value, 1)} ÷ ${formatNumber(now.value, 1)}; an index covers housing, food, transport and the rest together, and taxes differ by state`,
  };
};

/**
 * "moving from a city with a cost-of-living index of 100 to one at 128", "going from 95 to 132": "from"
 * in the first index's clause and a "to" between the two, with no number in between, says the second
 * is the place moved to (rule 122).
 */
function movesFromFirstToSecond(text: string, first: NumberToken, second: NumberToken): boolean {
  const before = text.slice(Math.max(0, first.start - 60), first.start);
  const between = text.slice(first.end, second.start);
  return (
    /\bfrom\b[^.?!,;]*$/.test(before) &&
    !/\d/.test(between) &&
    /^\s*(?:\w+\s+){0,1}to\b(?:\s+(?:one|a|an|the|another|new)\b)?(?:\s+[a-z-]+){0,6}?\s*(?:at|of|with|is|=|:)?\s*$/.test(
      between,
    )
  );
}
