// Building and placing a home (docs/assistant.md rule 96): the costs of a build named item by item (a
// home delivered, a foundation, a well, a septic, a driveway by the foot, a house by the square foot,
// the lot), their total, against buying an existing home, all in per square foot; a contingency on a
// builder's bid; a final cost per heated foot and with the garage; the land's share of a project.
// Part of quick-math (READERS there); every number must be placed or none of them fires, so a
// question these words do not fully explain is left to ask.
import { formatMoney, formatNumber, formatPercent } from './format.ts';
import {
  AMOUNT,
  AREA,
  PCT,
  amountsAt,
  everyNumberPlaced,
  num,
  storyYears,
  type Reader,
  type Span,
} from './quick-math-reading.ts';

type Valued = Span & { value: number };

/** A home being built or placed, in the words people use for it. */
const BUILDING =
  /\bbuild(?:s|er|ers)?\b|\bbuilding (?:a|an|our|the|my|new|it|costs?)\b|\bto build\b|\bbuilt\b|\bconstruct(?:ion|ing)?\b|\bnew (?:home|house) on\b|\b(?:double|single|triple)[- ]?wide\b|\bmanufactured\b|\bmodular\b|\bmobile home\b|\bsite work\b|\bsitework\b|\bfoundation\b|\bseptic\b|\bdriveway\b|\bput(?:ting)? (?:a |the )?(?:new )?(?:home|house|trailer)\b/;
/** What a build's items are called: an item named otherwise (an NOI, a rent, a loan) stops the reader. */
const BUILD_ITEM =
  /\b(?:home|house|cabin|fou?nd[ae]tion|fundation|well|septi[ck]|sceptic|drive ?way|drivway|road|site ?work|site prep|power|electric(?:al)?|hook ?ups?|hookup|utilities|water|sewer|permits?|fees?|grading|clearing|excavation|garage|barn|shop|pad|set ?up|setup|delivery|delivered|skirting|porch|deck|steps|plumbing|hvac|roof|framing|fence|fencing|culvert|gravel|survey|design|plans|architect|engineering|finish(?:es|ing)?|landscaping|land|lot|parcel|acreage|dirt|build|construction|contractor|labor|materials)\b/;
/** An amount named as income, a price asked or a loan is no part of a build. */
const NOT_BUILD_ITEM =
  /\b(?:noi|income|rents?|revenue|cap|sale|sold|value|worth|appraised|loan|mortgage|payment|down|cash|tax(?:es)?|insurance|salary|earn|profit|equity)\b/;
/** The cost of land, however it is called. */
const LAND = /\b(?:land|lot|lots|parcel|acreage|dirt|property)\b/;
/** A home bought as it stands, against the build. */
const BUY =
  /\b(?:buy|buying|bought|existing|resale|for sale|listed|on the market|asking)\b|\b(?:old|older) (?:farm)?house\b/;
/** A price or estimate given for the whole build. */
const BID = /\b(?:bid|bids|quote|quoted|estimate|contract|builder)\b/;
/** What a question asks to be worked out. */
const ASKS =
  /\btotal\b|\btotl\b|\ball[- ]?in\b|\ball (?:together|told)\b|\baltogether\b|\bhow much\b|\bcost\b|\bcome to\b|\badd up\b|\bper (?:sq|square)|\bsum\b/;

/** A length said in feet ("a 600 foot gravel driveway", "450 ft of fence"), never square feet. */
const LENGTH = /(?<![\d.,])(\d(?:[\d,]*\d)?)(?:\s|-)?(?:linear\s+)?(?:foot|feet|ft|lf)\b(?!\s*(?:²|2\b))/g;
/** A price a foot that is no price a square foot: "$18 a foot", "$22/ft", "$30 per linear foot". */
const PER_FOOT =
  /\$?(\d[\d,]*(?:\.\d+)?)\s*(?:\/\s*(?:linear\s+)?(?:ft|foot)\b|(?:a|per|an|each)\s+(?:linear\s+)?(?:foot|ft)\b|(?:a|per)\s+(?:lf|running foot)\b)/g;
/** A price a square foot: "$185/sq ft", "$195 per square foot". */
const PER_SQUARE =
  /\$?(\d[\d,]*(?:\.\d+)?)\s*(?:\/\s*(?:sq\.?\s?ft\.?|sqft|sf|square\s+f(?:oo|ee)t)|(?:a|per|an)\s+(?:sq\.?\s?ft\.?|sqft|sf|square\s+f(?:oo|ee)t))\b|\$?(\d[\d,]*(?:\.\d+)?)\s*psf\b/g;
/** Counts that are context, never amounts: acres owned, bedrooms, a two-car garage, stories. */
const CONTEXT_COUNTS =
  /\b\d+(?:\.\d+)?\s*(?:-|\s)?(?:acres?|ac|bed(?:room)?s?|br|bath(?:room)?s?|ba|car|stor(?:y|ies)|kids|children|miles?|mi|minutes?|mins?)\b|\b\d{1,3}\s*(?:years?|yrs?) old\b|\b\d+\s+(?:[a-z]+\s+){1,2}(?:road|rd|street|st|lane|ln|drive|dr|highway|hwy|route|rte)\b(?:\s+\d+\b)?|\b(?:road|rd|route|rte|highway|hwy|lot|tract) #?\d+\b|\b(?:both|aged?|ages|we're|were|i'm|im|he's|she's) \d{2}\b/g;

const valued = (text: string, pattern: RegExp, scale = 1): Valued[] =>
  [...text.matchAll(new RegExp(pattern.source, 'g'))].map((m) => ({
    value: num(m[1] ?? m[2] ?? '0') * scale,
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));

const overlaps = (a: Span, spans: readonly Span[]) => spans.some((s) => a.start < s.end && a.end > s.start);

/** Where a clause around a number begins and ends: commas, colons, brackets, sentences, "plus", "and". */
const BREAK = /,(?!\d)|[;:()]|\.\s|\bplus\b|\band\b|\bor\b|\bthen\b/g;

/** The clause before a number, back to the last break. */
function clauseBefore(text: string, at: number): string {
  const head = text.slice(Math.max(0, at - 60), at);
  const breaks = [...head.matchAll(BREAK)];
  const last = breaks.at(-1);
  return last ? head.slice((last.index ?? 0) + last[0].length) : head;
}

/** The clause after a number, to the next break. */
function clauseAfter(text: string, at: number): string {
  const tail = text.slice(at, at + 40);
  const m = BREAK.exec(tail);
  BREAK.lastIndex = 0;
  return m ? tail.slice(0, m.index) : tail;
}

const FILLER =
  /\b(?:the|a|an|is|are|was|were|be|will|would|at|of|for|on|in|to|about|around|roughly|approx(?:imately)?|another|other|another|plus|and|its|it's|it|that|this|our|my|we|cost|costs|runs?|ran|came|comes|to|come|another|gonna|going|estimated|quoted|says?|said|another|maybe|probably|like|just|then|with|total|new|\$)\b|[^a-z\s-]/g;

const tidy = (words: string) =>
  words.replace(new RegExp(AREA.source, 'g'), ' ').replace(FILLER, ' ').replace(/\s+/g, ' ').trim();

/** A dollar amount and the words that name it. */
interface Named extends Valued {
  words: string;
  label: string;
}

/** Every amount in dollars that is no area, rate, percent or length, with the words of its clause. */
function namedAmounts(text: string, taken: readonly Span[]): Named[] {
  const counts = valued(text, CONTEXT_COUNTS);
  return (
    amountsAt(text, new RegExp(AMOUNT))
      .filter((a) => !overlaps(a, [...taken, ...counts]))
      // A bare small number ("both 58", "lot 9") is no cost: it stays unplaced, and the reader asks.
      .filter((a) => /\$|k\b|m\b|million|thousand/.test(text.slice(a.start, a.end)) || a.value >= 1000)
      .filter((a) => !storyYears(text).some((y) => a.start >= y.start && a.end <= y.end))
      .map((a) => {
        // "on our lot ($95k)": an amount in brackets is named by the words before the bracket.
        const bracket = /\(\s*(?:about |around |roughly )?$/.exec(text.slice(0, a.start));
        const before = clauseBefore(text, bracket ? bracket.index : a.start);
        const after = clauseAfter(text, a.end);
        const label = tidy(before) || tidy(after);
        return { ...a, words: `${before} ${after}`, label };
      })
  );
}

/** A house by the square foot: its area and the rate a square foot said with it. */
interface ByTheFoot {
  area: Valued;
  rate: Valued;
}

/**
 * The square feet and the rates per square foot the question pairs, nearest first: "2,200 sq ft house
 * at $185/sq ft", "$160 a foot … 2400 square feet". A "foot" rate pairs with an area in square feet
 * when the nearest quantity is one; a rate near a length is a price a running foot.
 */
interface Quantities {
  areas: Valued[];
  lengths: Valued[];
  squareRates: Valued[];
  footRates: Valued[];
}

function quantities(text: string): Quantities {
  const areas = valued(text, AREA);
  const squareRates = valued(text, PER_SQUARE);
  const lengths = valued(text, LENGTH).filter((l) => !overlaps(l, [...areas, ...squareRates]));
  const footRates = valued(text, PER_FOOT).filter((r) => !overlaps(r, [...areas, ...squareRates]));
  return { areas, lengths, squareRates, footRates };
}

const sentenceOf = (text: string, at: number) => {
  const start = Math.max(text.lastIndexOf('. ', at), text.lastIndexOf('? ', at), text.lastIndexOf('! ', at));
  return start < 0 ? 0 : start;
};

/** The nearest span to a rate in the same sentence. */
function nearest<T extends Span>(text: string, rate: Span, spans: readonly T[]): T | undefined {
  const sentence = sentenceOf(text, rate.start);
  return [...spans]
    .filter((s) => sentenceOf(text, s.start) === sentence)
    .sort((a, b) => Math.abs(a.start - rate.start) - Math.abs(b.start - rate.start))[0];
}

interface Project {
  house?: ByTheFoot;
  runs: { length: Valued; rate: Valued; label: string }[];
  items: Named[];
  land: Named[];
  buy?: Named;
  buyArea?: Valued;
  bid?: Named;
  placed: Span[];
}

/** The question read as a build's parts, or null when a number cannot be given its part. */
function readProject(text: string): Project | null {
  const q = quantities(text);
  const placed: Span[] = [...q.areas, ...q.lengths, ...q.squareRates, ...q.footRates];
  const runs: Project['runs'] = [];
  let house: ByTheFoot | undefined;
  const rates = [
    ...q.squareRates.map((r) => ({ r, square: true })),
    ...q.footRates.map((r) => ({ r, square: false })),
  ];
  const usedAreas: Valued[] = [];
  for (const { r, square } of rates) {
    const area = nearest(
      text,
      r,
      q.areas.filter((a) => !usedAreas.includes(a)),
    );
    const length = square ? undefined : nearest(text, r, q.lengths);
    const toArea = area ? Math.abs(area.start - r.start) : Infinity;
    const toLength = length ? Math.abs(length.start - r.start) : Infinity;
    if (length && toLength < toArea) {
      const named = clauseAfter(text, length.end).split(/\bat\b|\$|\bfor\b/)[0] ?? '';
      const label = tidy(named) || tidy(clauseBefore(text, length.start)) || 'run';
      runs.push({ length, rate: r, label });
    } else if (area && !house) {
      house = { area, rate: r };
      usedAreas.push(area);
    } else return null;
  }
  const amounts = namedAmounts(text, [...placed, ...valued(text, new RegExp(PCT))]);
  const land: Named[] = [];
  const items: Named[] = [];
  let buy: Named | undefined;
  let bid: Named | undefined;
  for (const a of amounts) {
    if (!a.label) return null;
    if (BUY.test(a.words) && !BUILDING.test(clauseBefore(text, a.start))) {
      if (buy) return null;
      buy = a;
    } else if (
      LAND.test(a.words) &&
      !/\b(?:well|septic|driveway|foundation|clearing|grading|site work)\b/.test(a.words)
    )
      land.push(a);
    else if (BID.test(a.words) && !bid && !house) bid = a;
    else items.push(a);
  }
  const freeAreas = q.areas.filter((a) => !usedAreas.includes(a));
  if (freeAreas.length > 1) return null;
  const buyArea =
    buy && freeAreas[0] && sentenceOf(text, freeAreas[0].start) === sentenceOf(text, buy.start)
      ? freeAreas[0]
      : undefined;
  if (freeAreas.length === 1 && !buyArea && !(bid && !house)) return null;
  return {
    ...(house ? { house } : {}),
    runs,
    items,
    land,
    ...(buy ? { buy } : {}),
    ...(buyArea ? { buyArea } : {}),
    ...(bid ? { bid } : {}),
    placed: [...placed, ...amounts],
  };
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "5 acres", "in 2015": what the question tells that is no cost, shown so it is seen as read. */
function contextRead(text: string): string[] {
  const said = [...valued(text, CONTEXT_COUNTS), ...storyYears(text)]
    .sort((a, b) => a.start - b.start)
    .map((s) => text.slice(s.start, s.end));
  return said.length ? [`Also read, not a cost: ${said.join(', ')}`] : [];
}

const numbersPlaced = (text: string, spans: readonly Span[]) =>
  everyNumberPlaced(text, [...spans, ...valued(text, CONTEXT_COUNTS)]);

/**
 * The total of a build's parts: a house by the foot, items, runs by the foot, the lot; against an
 * existing home's price when one is given, and per square foot when the areas are.
 */
const buildTotal: Reader = ({ text }) => {
  if (!ASKS.test(text)) return null;
  if (/%|\bpercent\b|\bpct\b/.test(text)) return null;
  const p = readProject(text);
  if (!p || p.bid) return null;
  // A house by the square foot beside a lot's price is a build even when "build" is not said.
  if (!BUILDING.test(text) && !(p.house && p.land.length)) return null;
  // Every item is a build's: "NOI of $646k" beside a "retail building for sale" is no cost to add.
  if ([...p.items, ...p.land].some((a) => !BUILD_ITEM.test(a.words) || NOT_BUILD_ITEM.test(a.label)))
    return null;
  if (p.runs.some((r) => NOT_BUILD_ITEM.test(r.label))) return null;
  const parts = (p.house ? 1 : 0) + p.runs.length + p.items.length + p.land.length;
  if (parts < 2 || p.land.length > 1) return null;
  if (p.buyArea && !p.house) return null;
  if (!numbersPlaced(text, p.placed)) return null;
  const houseCost = p.house ? p.house.area.value * p.house.rate.value : 0;
  const runCosts = p.runs.map((r) => r.length.value * r.rate.value);
  const total =
    houseCost +
    runCosts.reduce((s, c) => s + c, 0) +
    [...p.items, ...p.land].reduce((s, a) => s + a.value, 0);
  const inputs = [
    ...(p.house
      ? [`House: ${formatNumber(p.house.area.value, 0)} sq ft at ${formatMoney(p.house.rate.value)} a sq ft`]
      : []),
    ...p.items.map((a) => `${capital(a.label)}: ${formatMoney(a.value)}`),
    ...p.runs.map(
      (r) =>
        `${capital(r.label)}: ${formatNumber(r.length.value, 0)} ft at ${formatMoney(r.rate.value)} a foot`,
    ),
    ...p.land.map((a) => `${capital(a.label)}: ${formatMoney(a.value)}`),
    ...(p.buy
      ? [
          `Buying instead: ${formatMoney(p.buy.value)}${p.buyArea ? ` for ${formatNumber(p.buyArea.value, 0)} sq ft` : ''}`,
        ]
      : []),
    ...contextRead(text),
  ];
  const onlyHouseAndLand = p.house && p.items.length === 0 && p.runs.length === 0 && p.land.length === 1;
  const results = [
    ...(p.house
      ? [
          `House: ${formatNumber(p.house.area.value, 0)} sq ft × ${formatMoney(p.house.rate.value)} = **${formatMoney(houseCost)}**`,
        ]
      : []),
    ...p.runs.map(
      (r, i) =>
        `${capital(r.label)}: ${formatNumber(r.length.value, 0)} ft × ${formatMoney(r.rate.value)} = ${formatMoney(runCosts[i]!)}`,
    ),
    `${onlyHouseAndLand ? 'House plus lot' : p.buy ? 'All in to build' : 'Total'}: **${formatMoney(total)}**`,
    ...(p.house
      ? [
          `Build all in per sq ft: **${formatMoney(total / p.house.area.value)}** (${formatMoney(total)} ÷ ${formatNumber(p.house.area.value, 0)} sq ft)`,
        ]
      : []),
    ...(p.buy && p.buyArea
      ? [
          `Buy per sq ft: **${formatMoney(p.buy.value / p.buyArea.value)}** (${formatMoney(p.buy.value)} ÷ ${formatNumber(p.buyArea.value, 0)} sq ft)`,
        ]
      : []),
    ...(p.buy
      ? [
          total >= p.buy.value
            ? `Building costs **${formatMoney(total - p.buy.value)}** more than buying (${formatMoney(total)} − ${formatMoney(p.buy.value)})`
            : `Building costs **${formatMoney(p.buy.value - total)}** less than buying (${formatMoney(p.buy.value)} − ${formatMoney(total)})`,
        ]
      : []),
  ];
  return {
    title: p.buy ? 'Build against buy' : 'Cost to build',
    inputs,
    results,
    method: `Each part added: ${[
      ...(p.house ? ['house = square feet × cost a square foot'] : []),
      ...(p.runs.length ? ['a run by the foot = feet × cost a foot'] : []),
      'total = the sum of every part',
      ...(p.house ? ['per square foot = total ÷ the house’s square feet'] : []),
      ...(p.buy ? ['difference = build total − the purchase price'] : []),
    ].join('; ')}`,
  };
};

/** "Bank wants a 10% contingency on top": a cushion for overruns, as a share of the bid. */
const CONTINGENCY =
  /\bcontingenc(?:y|ies)\b|\bcushion\b|\bbuffer\b|\boverruns?\b|\bpad(?:ding)?\b|\breserve for (?:overruns|surprises)\b/;

/** A builder's bid (or the build's parts) with a contingency on top, and that per square foot. */
const bidWithContingency: Reader = ({ text }) => {
  if (!CONTINGENCY.test(text) || !(BUILDING.test(text) || BID.test(text))) return null;
  const shares = amountsAt(text, new RegExp(PCT), true);
  if (shares.length !== 1) return null;
  const share = shares[0]!;
  if (!CONTINGENCY.test(text.slice(Math.max(0, share.start - 40), share.end + 40))) return null;
  const p = readProject(
    text.slice(0, share.start) + ' '.repeat(share.end - share.start) + text.slice(share.end),
  );
  if (!p || p.buy || p.runs.length || p.land.length) return null;
  const base = p.bid
    ? p.bid.value
    : p.house && p.items.length === 0
      ? p.house.area.value * p.house.rate.value
      : null;
  if (base === null || (p.bid && (p.items.length || p.house))) return null;
  const area = p.house?.area.value ?? readBidArea(text) ?? undefined;
  if (!numbersPlaced(text, [...p.placed, share])) return null;
  const budget = base * (1 + share.value);
  return {
    title: 'Budget with a contingency',
    inputs: [
      p.bid
        ? `Bid: ${formatMoney(base)}`
        : `House: ${formatNumber(p.house!.area.value, 0)} sq ft at ${formatMoney(p.house!.rate.value)} a sq ft = ${formatMoney(base)}`,
      `Contingency: ${formatPercent(share.value, 1)}`,
      ...(area ? [`Size: ${formatNumber(area, 0)} sq ft`] : []),
    ],
    results: [
      `Contingency: ${formatMoney(base * share.value)} (${formatPercent(share.value, 1)} × ${formatMoney(base)})`,
      `Budget with the contingency: **${formatMoney(budget)}**`,
      ...(area
        ? [
            `Per sq ft: **${formatMoney(budget / area)}** (${formatMoney(budget)} ÷ ${formatNumber(area, 0)} sq ft)`,
          ]
        : []),
    ],
    method: 'Budget = bid × (1 + contingency share); per square foot = budget ÷ square feet',
  };
};

/** The only area a question gives, when it gives exactly one. */
function readBidArea(text: string): number | null {
  const areas = valued(text, AREA);
  return areas.length === 1 ? areas[0]!.value : null;
}

/** Space a garage or porch adds that is not heated living area. */
const UNHEATED = /\bgarage\b|\bporch\b|\bshop\b|\bbasement\b|\bbonus\b|\bunheated\b|\bunfinished\b|\bdeck\b/;

/** A finished build's cost per heated square foot, and per foot with the garage counted too. */
const costPerHeatedFoot: Reader = ({ text }) => {
  if (
    !/\bper (?:heated |living |finished |conditioned )?(?:sq|square|foot|ft|sf)\b|\bper foot\b|\ba (?:sq|square) (?:ft|foot)\b/.test(
      text,
    )
  )
    return null;
  const areas = valued(text, AREA);
  if (areas.length !== 2) return null;
  // The garage's area is the one its own words name: right after it ("600 sq ft garage") or right
  // before it ("a garage of 600 sq ft"), never across another number.
  const ownAfter = (a: Span) => text.slice(a.end, a.end + 20).split(/[\d,;+.]/)[0] ?? '';
  const ownBefore = (a: Span) =>
    text
      .slice(Math.max(0, a.start - 20), a.start)
      .split(/[\d,;+.]/)
      .pop() ?? '';
  const garages = areas.filter((a) => UNHEATED.test(ownAfter(a)) || UNHEATED.test(ownBefore(a)));
  if (garages.length !== 1) return null;
  const garage = garages[0]!;
  const heated = areas.find((a) => a !== garage);
  if (!garage || !heated) return null;
  const amounts = amountsAt(text, new RegExp(AMOUNT)).filter((a) => !overlaps(a, areas));
  if (amounts.length !== 1) return null;
  const cost = amounts[0]!;
  if (
    !/\bcost\b|\bbuild\b|\bbuilt\b|\bcame (?:in|to)\b|\btotal\b|\bspent\b|\bpaid\b|\bbid\b|\bprice\b/.test(
      text,
    )
  )
    return null;
  if (!numbersPlaced(text, [...areas, cost])) return null;
  const unit =
    tidy(text.slice(garage.end, garage.end + 20).split(/[,;.?]/)[0] ?? '').split(' ')[0] || 'garage';
  const both = heated.value + garage.value;
  return {
    title: 'Cost per square foot',
    inputs: [
      `Cost: ${formatMoney(cost.value)}`,
      `Heated area: ${formatNumber(heated.value, 0)} sq ft`,
      `${capital(unit)}: ${formatNumber(garage.value, 0)} sq ft`,
    ],
    results: [
      `Per heated sq ft: **${formatMoney(cost.value / heated.value)}** (${formatMoney(cost.value)} ÷ ${formatNumber(heated.value, 0)})`,
      `Per sq ft with the ${unit}: **${formatMoney(cost.value / both)}** (${formatMoney(cost.value)} ÷ ${formatNumber(both, 0)} sq ft)`,
    ],
    method: `Cost ÷ heated square feet; then cost ÷ (heated + ${unit} square feet)`,
  };
};

/** Land words, once "including the land" (said of a total) is taken out. */
const LAND_WORD = /\b(?:land|lot|dirt|parcel|acreage)\b/;
const WITH_LAND = /\b(?:including|includes|included|incl\.?|with|plus) (?:the )?(?:land|lot|dirt|parcel)\b/g;
const TOTAL_CUE = /\b(?:total|whole|entire|all[- ]?in|project|includ\w*|incl)\b/;

/** "What percent of the project is the land?": the land's share of the whole. */
const landShare: Reader = ({ text }) => {
  if (!/%|\b(?:percent|percentage|share|portion|fraction)\b|\bhow much of\b|\bwhat part\b/.test(text))
    return null;
  if (!LAND_WORD.test(text)) return null;
  if (amountsAt(text, new RegExp(PCT)).length) return null;
  const amounts = namedAmounts(text, []);
  if (amounts.length !== 2) return null;
  // Each amount's own words: back to the number before it, on to the number after it.
  const windowOf = (a: Span, i: number) => {
    const before = text.slice(i === 0 ? 0 : amounts[i - 1]!.end, a.start).replace(WITH_LAND, ' ');
    const after = text
      .slice(a.end, i === amounts.length - 1 ? text.length : amounts[i + 1]!.start)
      .split(/[,;?]|\.\s/)[0]!
      .replace(WITH_LAND, ' ');
    return {
      near: `${before.split(/\s+/).slice(-4).join(' ')} ${after.split(/\s+/).slice(0, 4).join(' ')}`,
      all: `${before} ${after}`,
    };
  };
  const windows = amounts.map(windowOf);
  const landAt = windows.map((w, i) => (LAND_WORD.test(w.near) ? i : -1)).filter((i) => i >= 0);
  if (landAt.length !== 1) return null;
  const land = amounts[landAt[0]!]!;
  const otherAt = landAt[0] === 0 ? 1 : 0;
  const other = amounts[otherAt]!;
  const includes =
    TOTAL_CUE.test(windows[otherAt]!.all) ||
    /\bof (?:that|it|this|the total|the whole)\b/.test(windows[landAt[0]!]!.all);
  const parts = /\b(?:house|home|build|building|construction)\b/.test(windows[otherAt]!.all) && !includes;
  if (!includes && !parts) return null;
  if (!numbersPlaced(text, amounts)) return null;
  if (includes && land.value >= other.value) return null;
  const total = includes ? other.value : other.value + land.value;
  return {
    title: "Land's share of the project",
    inputs: includes
      ? [`Whole project (land included): ${formatMoney(other.value)}`, `Land: ${formatMoney(land.value)}`]
      : [`Build: ${formatMoney(other.value)}`, `Land: ${formatMoney(land.value)}`],
    results: [
      ...(includes
        ? [`Build without the land: ${formatMoney(other.value - land.value)}`]
        : [
            `Whole project: ${formatMoney(total)} (${formatMoney(other.value)} + ${formatMoney(land.value)})`,
          ]),
      `Land's share: **${formatPercent(land.value / total)}** (${formatMoney(land.value)} ÷ ${formatMoney(total)})`,
    ],
    method: 'Land ÷ the whole project cost (land included) × 100',
  };
};

export const BUILD_COST_READERS: readonly Reader[] = [
  costPerHeatedFoot,
  landShare,
  bidWithContingency,
  buildTotal,
];
