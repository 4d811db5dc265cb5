// A shared bill or assessment allocated by each unit's part of the whole (rule 86): by square feet
// ("$96,500 split by sqft, building 64,300 sq ft, my condo 1,180" → 96,500 × 1,180 ÷ 64,300), by
// square feet over a unit mix ("20 units at 850 sf, 24 at 1,100 sf and 8 at 1,600 sf": the building's
// area is the mix added up), by occupants with a share billed back (RUBS: "bill back 90%, split by
// occupants: 19 in the building, unit 3 has 4" → 2,940 × 90% × 4 ÷ 19), or part by area and part by
// occupants ("50% by square footage and 50% by occupants"). A roofer's price per square (100 sq ft)
// and a percentage deductible of insured value, each split evenly per unit, are here too. Part of
// quick-math (READERS there); every number must be placed or it does not fire.
import { formatMoney, formatNumber, formatRate } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { AREA, num, writtenNumbers, type Reader, type Span } from './quick-math-reading.ts';

interface Counted extends Span {
  value: number;
}

const matches = (text: string, re: RegExp, group = 1): Counted[] =>
  [...text.matchAll(new RegExp(re.source, 'g'))].map((m) => ({
    value: num(m[group]!),
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));

const inside = (n: Span, spans: readonly Span[]) => spans.some((s) => n.start >= s.start && n.end <= s.end);

/** Every written number is placed, or is a number the tokenizer left as story (an age, an address). */
function allPlaced(text: string, tokens: readonly NumberToken[], placed: readonly Span[]): boolean {
  return writtenNumbers(text).every((n) => inside(n, placed) || !inside(n, tokens));
}

/** Words of the whole: "the building is", "whole building", "total", "in the building". */
const WHOLE_BEFORE =
  /\b(?:building|bldg|whole|total|entire|complex|center|centre|property|association|community|all (?:the )?units)\b[^.;!?\d]{0,25}$/;
const WHOLE_AFTER =
  /^[^.;!?\d]{0,6}\b(?:total|in total|in the building|building[- ]wide|altogether|in all)\b/;
/** A unit's name, no amount: "unit 3", "unit 2b", "apt #4", "suite 110". */
const UNIT_NAME = /\b(?:unit|apt\.?|apartment|suite|condo|#)\s*#?\s*\d+[a-z]?\b/g;

const SPLIT_BY_AREA =
  /\b(?:by|on|per|based on|according to|pro[- ]?rata (?:by|on)|prorated (?:by|on))\s+(?:the\s+)?(?:sq\.?\s?ft\.?|sqft|sf|square\s+f(?:oo|ee)t(?:age)?|footage|area|size|unit size)\b/;
const SPLIT_BY_PEOPLE =
  /\b(?:by|on|per|based on|according to)\s+(?:the\s+)?(?:number of\s+|# of\s+|head ?count of\s+)?(?:occupants|people|residents|persons|heads|headcount|occupancy)\b/;
const COSTS =
  /\b(?:assess?ments?|assesment|levy|levying|levied|bills?|invoice|costs?|modernization|replacement|repairs?|project|water|sewer|gas|electric(?:ity)?|utilit(?:y|ies)|trash|rubs|bill[- ]?back|expenses?)\b/;
const NOT_THIS =
  /\b(?:price|bought|buy(?:ing)?|purchase|sold|listed|asking|worth|rent(?:s|al)?|lease|cam|nnn|noi|cap rate|loan|mortgage|interest|per sq(?:uare)? ?f(?:oo|ee)?t|\/\s?(?:sf|sq ?ft))\b/;

/** "20 units at 850 sf, 24 at 1,100 sf and 8 at 1,600 sf": counts of units each with its area. */
const MIX =
  /(?<![\d.,$])(\d{1,4})\s*(?:units?|condos?|apartments?)?\s*(?:at|@|of|with|x|×)\s*(\d[\d,]*)\s*(?:sq\.?\s?ft\.?|sqft|sf|square\s+feet)\b/g;

export const allocatedShare: Reader = ({ text, tokens }) => {
  const byArea = SPLIT_BY_AREA.test(text) || /\bsq\s?ft\b.*\b(?:split|divided|allocated|shared)\b/.test(text);
  const byPeople = SPLIT_BY_PEOPLE.test(text);
  if (!(byArea || byPeople) || !COSTS.test(text) || NOT_THIS.test(text)) return null;
  // "my condo is 1,180" after the building's area: a bare number standing for the unit's feet.
  const bareUnitAreas = byArea
    ? [
        ...text.matchAll(
          /\b(?:my|our|the) (?:condo|unit|apartment|place|home|space)(?: is| has)?\s+(\d[\d,]*)(?![\d,]|\.\d|\s*(?:%|k\b|people|occupants|residents|persons|sq|sf\b|square))/g,
        ),
      ].map((m) => ({
        value: num(m[1]!),
        start: (m.index ?? 0) + m[0].length - m[1]!.length,
        end: (m.index ?? 0) + m[0].length,
      }))
    : [];
  const amounts = tokens.filter((t) => t.kind === 'money' && !inside(t, bareUnitAreas));
  if (amounts.length !== 1 || tokens.some((t) => t.kind === 'years' || t.kind === 'months')) return null;
  const total = amounts[0]!;
  if (!(total.value > 0)) return null;
  const placed: Span[] = [
    total,
    ...[...text.matchAll(UNIT_NAME)].map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length })),
  ];
  // The percentages: a share billed back (its complement absorbed may be said too), and the weights
  // of a blend ("50% by square footage and 50% by occupants").
  const pcts = tokens.filter((t) => t.kind === 'percent');
  let areaWeight = byArea ? 1 : 0;
  let peopleWeight = byPeople ? 1 : 0;
  let billed = 1;
  if (byArea && byPeople) {
    const wa = pcts.find((p) =>
      /^\s*(?:of it\s+|of the bill\s+)?(?:by|on|based on)\s+(?:the\s+)?(?:sq|sf|square|footage|area|size)/.test(
        text.slice(p.end, p.end + 30),
      ),
    );
    const wp = pcts.find((p) =>
      /^\s*(?:of it\s+|of the bill\s+)?(?:by|on|based on)\s+(?:the\s+)?(?:number of\s+)?(?:occupants|people|residents|persons|heads|headcount)/.test(
        text.slice(p.end, p.end + 40),
      ),
    );
    if (!wa || !wp || Math.abs(wa.value + wp.value - 1) > 1e-9) return null;
    areaWeight = wa.value;
    peopleWeight = wp.value;
    placed.push(wa, wp);
  }
  const rest = pcts.filter((p) => !placed.includes(p));
  if (rest.length > 0) {
    // "We bill back 90% to residents and absorb the other 10%": the share billed.
    const bills = rest.filter((p) =>
      /\b(?:bill(?:ed|ing)? back|pass(?:ed)? (?:through|on)|recover|charge(?:d)? back|billed to|residents? pay)\b/.test(
        text.slice(Math.max(0, p.start - 30), p.end + 25),
      ),
    );
    const distinct = new Set(rest.map((p) => p.value));
    const share = bills[0]?.value;
    if (share === undefined || !(share > 0 && share <= 1)) return null;
    // Every other percentage is that share said again or its complement.
    if ([...distinct].some((v) => Math.abs(v - share) > 1e-9 && Math.abs(v + share - 1) > 1e-9)) return null;
    billed = share;
    placed.push(...rest);
  }
  let areaPart: { unit: Counted[]; whole: number; wholeShown: string } | null = null;
  if (areaWeight > 0) {
    const mix = matches(text, MIX, 2).map((m, i) => ({ ...m, count: num([...text.matchAll(MIX)][i]![1]!) }));
    const areas = matches(text, new RegExp(AREA.source), 1).filter((a) => !inside(a, mix));
    if (mix.length >= 2) {
      // The building's area is the mix added up; the units asked are the sizes named in the question.
      const whole = mix.reduce((s, m) => s + m.count * m.value, 0);
      const asked = [
        ...text.matchAll(
          /\b(?:an?|the|one|each|my|our)\s+(\d[\d,]*)\s*(?:sq\.?\s?ft\.?|sqft|sf|square\s+f(?:oo|ee)t)\s*(?:unit|condo|apartment|home)?/g,
        ),
      ]
        .filter((m) => !inside({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }, mix))
        .map((m) => ({ value: num(m[1]!), start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
      const unitAreas =
        asked.length > 0 ? asked : mix.map((m) => ({ value: m.value, start: m.start, end: m.end }));
      if (unitAreas.some((u) => !mix.some((m) => m.value === u.value))) return null;
      if (areas.some((a) => !inside(a, unitAreas))) return null;
      placed.push(...mix, ...unitAreas);
      areaPart = {
        unit: unitAreas,
        whole,
        wholeShown: `${mix.map((m) => `${m.count} × ${formatNumber(m.value, 0)}`).join(' + ')} = ${formatNumber(whole, 0)} sq ft`,
      };
    } else {
      if (mix.length > 0) return null;
      const wholes = areas.filter(
        (a) =>
          WHOLE_BEFORE.test(text.slice(Math.max(0, a.start - 40), a.start)) ||
          WHOLE_AFTER.test(text.slice(a.end)),
      );
      let units = areas.filter((a) => !wholes.includes(a));
      // "my condo is 1,180" after the building's area: a bare number standing for the unit's feet.
      if (units.length === 0) units = bareUnitAreas;
      if (wholes.length !== 1 || units.length !== 1) return null;
      const [whole, unit] = [wholes[0]!, units[0]!];
      if (!(unit.value > 0 && unit.value < whole.value)) return null;
      placed.push(whole, unit);
      areaPart = { unit: [unit], whole: whole.value, wholeShown: `${formatNumber(whole.value, 0)} sq ft` };
    }
  }
  let peoplePart: { unit: number; whole: number } | null = null;
  if (peopleWeight > 0) {
    const people = matches(
      text,
      /(?<![\d.,$])(\d{1,4})\s+(?:total\s+)?(?:occupants|people|residents|persons|tenants|ppl|heads)\b/,
    );
    const wholes = people.filter(
      (p) =>
        WHOLE_BEFORE.test(text.slice(Math.max(0, p.start - 40), p.start)) ||
        WHOLE_AFTER.test(text.slice(p.end)) ||
        /^\s*\d*\s*total/.test(text.slice(p.start)) ||
        /\btotal\b/.test(text.slice(p.start, p.end)),
    );
    let units = people.filter((p) => !wholes.includes(p));
    // "unit 3 has 4": the unit's head count said bare.
    if (units.length === 0)
      units = [
        ...text.matchAll(
          /\b(?:unit|apt\.?|apartment|suite)\s*#?\s*\d+[a-z]?\s+(?:has|had|is)\s+(\d{1,2})\b(?!\s*(?:sq|sf|square|%))/g,
        ),
      ].map((m) => ({
        value: num(m[1]!),
        start: (m.index ?? 0) + m[0].length - m[1]!.length,
        end: (m.index ?? 0) + m[0].length,
      }));
    if (wholes.length !== 1 || units.length !== 1) return null;
    const [whole, unit] = [wholes[0]!, units[0]!];
    if (!(unit.value > 0 && unit.value < whole.value)) return null;
    placed.push(whole, unit);
    peoplePart = { unit: unit.value, whole: whole.value };
  }
  if (!allPlaced(text, tokens, placed)) return null;
  const pool = total.value * billed;
  const inputs = [
    `Amount to split: ${formatMoney(total.value)}`,
    ...(billed < 1
      ? [`Billed back to residents: ${formatRate(billed)} = ${formatMoney(pool)} (the rest absorbed)`]
      : []),
    ...(areaPart && peoplePart
      ? [`Split: ${formatRate(areaWeight)} by square feet, ${formatRate(peopleWeight)} by occupants`]
      : []),
    ...(areaPart ? [`Building: ${areaPart.wholeShown}`] : []),
    ...(areaPart
      ? [
          `Unit${areaPart.unit.length > 1 ? 's' : ''}: ${areaPart.unit.map((u) => `${formatNumber(u.value, 0)} sq ft`).join(', ')}`,
        ]
      : []),
    ...(peoplePart ? [`Occupants: ${peoplePart.unit} of ${peoplePart.whole} in the building`] : []),
  ];
  const results: string[] = [];
  if (areaPart && peoplePart) {
    const u = areaPart.unit[0]!.value;
    if (areaPart.unit.length !== 1) return null;
    const byFeet = pool * areaWeight * (u / areaPart.whole);
    const byHeads = pool * peopleWeight * (peoplePart.unit / peoplePart.whole);
    results.push(
      `By square feet: ${formatMoney(pool * areaWeight)} × ${formatNumber(u, 0)} ÷ ${formatNumber(areaPart.whole, 0)} = ${formatMoney(byFeet)}`,
      `By occupants: ${formatMoney(pool * peopleWeight)} × ${peoplePart.unit} ÷ ${peoplePart.whole} = ${formatMoney(byHeads)}`,
      `The unit's share: **${formatMoney(byFeet + byHeads)}**`,
    );
  } else if (areaPart) {
    for (const u of areaPart.unit)
      results.push(
        `A ${formatNumber(u.value, 0)} sq ft unit pays **${formatMoney((pool * u.value) / areaPart.whole)}** (${formatMoney(pool)} × ${formatNumber(u.value, 0)} ÷ ${formatNumber(areaPart.whole, 0)}, ${formatRate(u.value / areaPart.whole)})`,
      );
  } else if (peoplePart) {
    results.push(
      `The unit's share: **${formatMoney((pool * peoplePart.unit) / peoplePart.whole)}** (${formatMoney(pool)} × ${peoplePart.unit} ÷ ${peoplePart.whole} occupants)`,
    );
  }
  return {
    title:
      billed < 1 || peoplePart
        ? 'A utility bill billed back by share (RUBS)'
        : 'A shared cost split by square feet',
    inputs,
    results,
    method: `Each unit pays the bill${billed < 1 ? ' billed back' : ''} × its part of the whole: ${[...(areaPart ? ["its square feet ÷ the building's"] : []), ...(peoplePart ? ['its occupants ÷ all occupants'] : [])].join(', ')}${areaPart && peoplePart ? ', each on its weight of the bill' : ''}`,
  };
};

/** "$640 per square (a square = 100 sq ft), roof 38,000 sq ft, per unit across 52 units". */
export const roofingSquaresPerUnit: Reader = ({ text, tokens }) => {
  const perSquare =
    /\$?(\d[\d,]*(?:\.\d+)?)\s*(?:\/|per|a|an)\s*(?:roofing\s+)?square\b(?!\s*f(?:oo|ee)t)/.exec(text);
  if (!perSquare) return null;
  const price = {
    value: num(perSquare[1]!),
    start: perSquare.index,
    end: perSquare.index + perSquare[0].length,
  };
  const definition =
    /\(?\s*(?:a|1|one)\s+square\s*(?:=|is|equals|being)\s*100\s*(?:sq\.?\s?ft\.?|sqft|sf|square\s+feet)\s*\)?/.exec(
      text,
    );
  const areas = matches(text, new RegExp(AREA.source), 1).filter(
    (a) => !(definition && a.start >= definition.index && a.end <= definition.index + definition[0].length),
  );
  const units = matches(
    text,
    /(?<![\d.,$])(\d{1,4})\s*(?:units?|owners?|doors?|condos?|homes?|townhomes?)\b/,
  );
  if (areas.length !== 1 || new Set(units.map((u) => u.value)).size > 1) return null;
  if (tokens.some((t) => t.kind === 'percent' || t.kind === 'years' || t.kind === 'months')) return null;
  const placed: Span[] = [
    price,
    areas[0]!,
    ...units,
    ...(definition ? [{ start: definition.index, end: definition.index + definition[0].length }] : []),
  ];
  if (!allPlaced(text, tokens, placed)) return null;
  const squares = areas[0]!.value / 100;
  const cost = price.value * squares;
  const n = units[0]?.value;
  return {
    title: 'A roof priced by the square',
    inputs: [
      `Price: ${formatMoney(price.value)} per square (100 sq ft)`,
      `Roof: ${formatNumber(areas[0]!.value, 0)} sq ft = ${formatNumber(squares, 2)} squares`,
      ...(n ? [`Split evenly among: ${n} units`] : []),
    ],
    results: [
      `Total cost: **${formatMoney(cost)}** (${formatNumber(squares, 2)} squares × ${formatMoney(price.value)})`,
      ...(n ? [`Per unit: **${formatMoney(cost / n)}** (${formatMoney(cost)} ÷ ${n})`] : []),
    ],
    method: 'Squares = sq ft ÷ 100; cost = squares × the price per square; per unit = cost ÷ the units',
  };
};

/** "a 5% named-storm deductible on $18.6 million of insured value, split equally among 124 units". */
export const deductiblePerUnit: Reader = ({ text, tokens }) => {
  if (
    !/\bdeductibles?\b/.test(text) ||
    !/\b(?:insured value|tiv|coverage|insured|policy limit|building value|replacement cost)\b/.test(text)
  )
    return null;
  const pcts = tokens.filter((t) => t.kind === 'percent');
  const amounts = tokens.filter((t) => t.kind === 'money');
  if (
    pcts.length !== 1 ||
    amounts.length !== 1 ||
    tokens.some((t) => t.kind === 'years' || t.kind === 'months')
  )
    return null;
  const [rate, insured] = [pcts[0]!, amounts[0]!];
  if (!(rate.value > 0 && rate.value <= 0.25) || insured.period !== undefined) return null;
  const units = matches(text, /(?<![\d.,$])(\d{1,4})\s*(?:units?|owners?|doors?|condos?|homes?|members?)\b/);
  if (units.length === 0 || new Set(units.map((u) => u.value)).size !== 1) return null;
  if (!allPlaced(text, tokens, [rate, insured, ...units])) return null;
  const deductible = insured.value * rate.value;
  const n = units[0]!.value;
  return {
    title: 'A percentage deductible split per unit',
    inputs: [
      `Insured value: ${formatMoney(insured.value)}`,
      `Deductible: ${formatRate(rate.value)} of the insured value`,
      `Split evenly among: ${n} units`,
    ],
    results: [
      `Deductible in dollars: **${formatMoney(deductible)}** (${formatMoney(insured.value)} × ${formatRate(rate.value)})`,
      `Each owner pays: **${formatMoney(deductible / n)}** (${formatMoney(deductible)} ÷ ${n})`,
    ],
    method:
      'Deductible = insured value × the percentage; each owner = the deductible ÷ the units (when the association passes all of it on, split equally)',
  };
};

export const ALLOCATED_SHARE_READERS: readonly Reader[] = [
  allocatedShare,
  roofingSquaresPerUnit,
  deductiblePerUnit,
];
