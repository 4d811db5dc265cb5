// Precision over recall (issue 19): a computed answer is given only when every amount the question
// states was read into it. A money amount or percentage the calculation did not use means the reading
// missed something the user said ("2k other costs", "max DTI 43%", a fee read as nothing): figures
// computed without it would look confident and be wrong. The answer then says what it read and asks
// one short question naming the doubt, instead of computing.
//
// The check is on the answer itself, whatever the calculator: an amount is "used" when it appears
// among the answer's numbers (as given, per month ×12, per year ÷12, per unit × units, or as a
// percentage), so it holds for every calculator without knowing its inputs.
import { listInWords } from './format.ts';
import { CLARIFY_HEADING } from './intent.ts';
import { extractQuantities, normalizeText, tokenizeNumbers, type NumberToken } from './parse-numbers.ts';
import { withoutRamblingStoryNumbers } from './rambling-story-numbers.ts';
import { isCalendarYear } from './property-tax-reading.ts';
import { PLEX_UNITS } from './number-words.ts';

/**
 * The answer's numbers: money and plain values, and percentages (as written, e.g. 6.5 for 6.5%). The
 * PMI rule's own thresholds ("because the down payment is under 20%", "once the balance reaches 80% of
 * the price") are the rule's numbers, not a reading of a "20% down" the user typed.
 */
function answerNumbers(answer: string): { values: number[]; percents: number[] } {
  const values: number[] = [];
  const percents: number[] = [];
  const worked = answer.replace(/\b(?:is under|under|below|reaches|reach|drops to) (?:20|22|78|80)%/g, ' ');
  for (const m of worked.matchAll(/(\d[\d,]*(?:\.\d+)?)(\s?%)?/g)) {
    const value = Number((m[1] as string).replace(/,/g, ''));
    if (!Number.isFinite(value)) continue;
    (m[2] ? percents : values).push(value);
  }
  return { values, percents };
}

const close = (a: number, b: number) => Math.abs(a - b) <= Math.max(0.005, Math.abs(b) * 0.001);

/**
 * The unit counts the question states ("12 unit building", "4 doors", "a duplex"): an amount given per
 * unit may show in the answer multiplied by one of them, and by nothing else.
 */
function unitCounts(question: string): number[] {
  const counts = new Set<number>();
  const text = normalizeText(question).toLowerCase();
  for (const m of text.matchAll(
    /\b(\d{1,3})[- ]?(?:units?|doors?|apartments?|suites?|sides?|tenants?|plex)\b/g,
  ))
    counts.add(Number(m[1]));
  for (const [word, n] of Object.entries(PLEX_UNITS))
    if (new RegExp(`\\b${word}\\b`).test(text)) counts.add(n);
  if (/\b(?:each|per|a) (?:side|unit|door)\b|\bboth (?:sides|units)\b/.test(text)) counts.add(2);
  return [...counts].filter((n) => n >= 2 && n <= 500);
}

function isUsed(
  token: NumberToken,
  numbers: { values: number[]; percents: number[] },
  units: readonly number[],
): boolean {
  if (token.kind === 'percent') {
    const shown = token.value * 100;
    return numbers.percents.some((p) => close(p, shown));
  }
  if (token.kind === 'years' || token.kind === 'months') {
    // A term or horizon shows as itself, or in the other unit ("360 months" is 30 years).
    const other = token.kind === 'years' ? token.value * 12 : token.value / 12;
    return numbers.values.some((n) => close(n, token.value) || close(n, other));
  }
  const v = Math.abs(token.value);
  // As given, per month ↔ per year, or per unit × the units the question names.
  const forms = [v, v * 12, v / 12];
  for (const n of units) forms.push(v * n, v * n * 12);
  return numbers.values.some((n) => forms.some((f) => close(n, f)));
}

/** The money amounts, percentages and periods of `question` that `answer` does not use. */
export function unreadAmounts(question: string, answer: string): NumberToken[] {
  const numbers = answerNumbers(answer);
  const units = unitCounts(question);
  // A family's story numbers (ages, dates, zip codes, addresses: rule 115) are set aside as the readers do.
  const text = withoutRamblingStoryNumbers(normalizeText(question));
  // "(they've bounced between 4.5k and 5k but use 4,800)": alternatives the user set aside for the
  // figure they chose are not inputs.
  const setAside = [...text.matchAll(/\(([^)]*)\)/g)]
    .filter((m) => /\b(?:but |so )?(?:use|go with|call it|assume|stick with)\b/.test(m[1] as string))
    .map((m) => [m.index ?? 0, (m.index ?? 0) + m[0].length] as const);
  // "a 7.25 cap", "at a 6.5 cap rate": a cap rate written bare is a percentage the answer must use.
  const tokens = tokenizeNumbers(text).map((t) =>
    t.kind === 'plain' &&
    t.value > 0 &&
    t.value < 20 &&
    /^\s*cap(?: rate)?\b/.test(text.slice(t.end, t.end + 12))
      ? { ...t, kind: 'percent' as const, value: t.value / 100 }
      : t,
  );
  const unread = tokens.filter(
    (t) =>
      (t.kind === 'money' || t.kind === 'percent' || t.kind === 'years' || t.kind === 'months') &&
      t.value !== 0 &&
      !isUsed(t, numbers, units) &&
      !setAside.some(([from, to]) => t.start >= from && t.end <= to) &&
      !isRentingHistory(text, t) &&
      !isCalendarYear(text, t) &&
      !isPriceSegment(text, t) &&
      !isDurationOfALump(text, tokens, t, numbers, units),
  );
  // "20% land / 80% improvements": the other share of a split is the same reading, not a new input.
  const complements = unread.filter(
    (t) =>
      t.kind === 'percent' &&
      tokenizeNumbers(text).some(
        (o) =>
          o !== t &&
          o.kind === 'percent' &&
          Math.abs(o.value + t.value - 1) < 1e-9 &&
          Math.abs(o.start - t.start) < 40 &&
          isUsed(o, numbers, units),
      ),
  );
  const summed = summedAmounts(question, unread, numbers);
  return unread.filter((t) => !summed.has(t) && !complements.includes(t));
}

/**
 * "luxury segment ($2M+)", "homes over 1M", "the 500k-and-up tier": a price that names a part of the
 * market, never an input of the calculation.
 */
function isPriceSegment(text: string, t: NumberToken): boolean {
  if (t.kind !== 'money') return false;
  const after = text.slice(t.end, t.end + 20);
  const before = text.slice(Math.max(0, t.start - 30), t.start);
  return (
    /^\s*(?:\+|and (?:up|above|over)\b|or (?:more|higher|above)\b)/.test(after) ||
    /\b(?:segment|tier|bracket|price point|price band|priced (?:over|above|under|below))\b[^.;!?]{0,12}$/.test(
      before,
    )
  );
}

/**
 * "holding costs 4k over 5 months", "spent 30k on the rehab across 3 months": how long a lump sum
 * took to spend tells its story; the lump is the input. Only for an amount with no period of its own
 * ("1,100/mo for 5 months" multiplies) and only when the answer uses that amount as given.
 */
function isDurationOfALump(
  text: string,
  tokens: readonly NumberToken[],
  t: NumberToken,
  numbers: { values: number[]; percents: number[] },
  units: readonly number[],
): boolean {
  if (t.kind !== 'years' && t.kind !== 'months') return false;
  const lump = tokens.filter((o) => o.end <= t.start).at(-1);
  if (!lump || lump.kind !== 'money' || lump.period) return false;
  return (
    /^\s*(?:[a-z]+\s+){0,3}?(?:over|across|during|spread over)\s+(?:the\s+|those\s+|about\s+|roughly\s+|~\s*)?$/.test(
      text.slice(lump.end, t.start),
    ) && isUsed(lump, numbers, units)
  );
}

/**
 * "after renting the same 2br for six years": how long someone has rented is their story, not an input
 * of a purchase calculation.
 */
function isRentingHistory(text: string, t: NumberToken): boolean {
  return (
    (t.kind === 'years' || t.kind === 'months') &&
    /\b(?:renting|rented|been renting|leasing|leased)\b[^.;!?]{0,40}\b(?:for|the past|the last)\s*$/.test(
      text.slice(Math.max(0, t.start - 60), t.start),
    )
  );
}

/**
 * Amounts read into one total that the answer shows added up ("car pmt 650/mo and student loans
 * 380/mo" as $1,030 of debts): each is read when the total of its group appears.
 */
function summedAmounts(
  question: string,
  unread: readonly NumberToken[],
  numbers: { values: number[]; percents: number[] },
): Set<NumberToken> {
  const groups = new Map<string, NumberToken[]>();
  for (const { token, key, additive } of extractQuantities(question).readings) {
    const mine = unread.find((t) => t.start === token.start && t.end === token.end);
    if (additive && mine) groups.set(key, [...(groups.get(key) ?? []), mine]);
  }
  const read = new Set<NumberToken>();
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const total = group.reduce((sum, t) => sum + Math.abs(t.value), 0);
    if (isUsed({ ...group[0]!, value: total }, numbers, [])) for (const t of group) read.add(t);
  }
  return read;
}

/** The inputs list of a computed answer (its first bulleted block), to show what was read. */
function inputsRead(answer: string): string[] {
  const lines = answer.split('\n');
  const start = lines.findIndex((l) => /^\*\*Inputs/.test(l));
  if (start === -1) return [];
  const out: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith('- ')) out.push(line);
    else if (out.length > 0 && line.trim() === '') break;
    else if (out.length > 0) break;
  }
  return out;
}

/** The answer given instead of figures when amounts were not read: what was read, and one question. */
export function renderReadingDoubt(unread: readonly NumberToken[], answer: string): string {
  // A title that is itself a request for inputs ("I need a bit more for …") names no calculation.
  const heading = /^###\s+(.+)$/m.exec(answer)?.[1]?.trim();
  const title = heading && !/^i need\b/i.test(heading) ? heading : undefined;
  const amounts = unread.map((t) => `**${t.raw}**`);
  const list = listInWords(amounts);
  const read = inputsRead(answer);
  const lines = [
    CLARIFY_HEADING,
    '',
    title
      ? `This looks like a question for the **${title.toLowerCase()}**, but I couldn't tell what ${list} ${unread.length === 1 ? 'is' : 'are'} for, so I haven't run figures that would leave ${unread.length === 1 ? 'it' : 'them'} out.`
      : `I couldn't tell what ${list} ${unread.length === 1 ? 'is' : 'are'} for, so I haven't run figures that would leave ${unread.length === 1 ? 'it' : 'them'} out.`,
  ];
  if (read.length > 0) lines.push('', 'What I read so far:', ...read);
  lines.push(
    '',
    `What is ${list}: a price, a rate, a cost or fee, income, or a payment? Say it in a few words (for example "${unread[0]!.raw} is the HOA per month") and I'll run the numbers with it.`,
  );
  return `${lines.join('\n')}\n`;
}

/** Amounts the question gives (money and percentages). */
function statedAmounts(question: string): NumberToken[] {
  return tokenizeNumbers(normalizeText(question)).filter((t) => t.kind === 'money' || t.kind === 'percent');
}

const EXPLAIN_ASKED =
  /\bwhat (?:does|do) .{1,30} mean\b|\bwhat (?:is|are) (?:an? |the )?[a-z][a-z-]+\b(?! (?:my|the|it|that) )|\bwhat kinds? of\b|\bexplain\b|\bhow (?:does|do) .{1,40} work\b/;

/** Asking what to look for, prioritise or ask about: advice, whatever facts come with it. */
const ADVICE_ASKED =
  /\bwhat (?:features?|things|else|questions|red flags)?\s*(?:should|do|would|to|can) (?:we|i|you)?\s*(?:look (?:for|at|out for)|prioriti[sz]e|check|ask|watch (?:for|out for)|inspect|focus on|consider)\b|\b(?:tips|checklist|red flags)\b/;

const COMPUTE_CUE =
  /\b(?:how (?:many|much|long)|what(?:'s| is| does| would| will)? (?:that|it|my|the)\b.*\b(?:come to|be|cost|pay|net|save|return|yield|break)|break[- ]?even|per (?:month|year)|a month|monthly|calculate|compute|figure|estimate|what if|what about|and if|instead|raise|lower|drop|cut|imply|implies|worth|value)\b/;

/**
 * Every figure a user typed, units included (areas, per-square-foot prices, unit counts), except names
 * that contain digits (a 1031 exchange, a 401(k), the 1% rule, 55+, a year).
 */
function figuresTyped(question: string): number {
  const text = normalizeText(question)
    .replace(
      /\b(?:1031|401\s?\(?k\)?|403\s?\(?b\)?|457|28\s?\/\s?36|1\s?%\s+rule|2\s?%\s+rule|50\s?%\s+rule|70\s?%\s+rule|80\s?[/-]\s?20|(?:19|20)\d\d|section 8)\b/g,
      ' ',
    )
    // Housing for older persons by its ages ("55+ communities", "over-55", "62 and older"): a name,
    // not a figure ("+" ends no word, so these are matched apart).
    .replace(
      /\b(?:55|62)\s?(?:\+|plus\b)|\b(?:over|age)[- ](?:55|62)\b|\b(?:55|62) (?:and|or) (?:over|older|up)\b/g,
      ' ',
    );
  return (text.match(/\d[\d,]*(?:\.\d+)?/g) ?? []).length;
}

const PER_UNIT_CUE =
  /\b(?:per (?:door|unit|sq\.? ?ft|square f(?:oo|ee)t|sf|foot)|psf|\/\s?(?:sf|sq\.? ?ft|ft)|a (?:door|unit|square foot)|each unit|worth|annual rent|total rent|price difference|how much more|how much is that)\b/;

/** Whether the question gives figures to work with: two amounts, or figures with a request to compute. */
export function asksToCompute(question: string): boolean {
  const text = normalizeText(question);
  // "4 bed with a fenced yard under 550k, what should we prioritize while touring": a search's facts
  // with a question of what to look for, which asks for advice, not a figure.
  if (
    ADVICE_ASKED.test(text) &&
    !/\bhow (?:much|many|long)\b|\b(?:calculate|compute|figure out)\b/.test(text)
  )
    return false;
  const amounts = statedAmounts(question);
  if (amounts.length >= 2) return true;
  const typed = figuresTyped(question);
  // "seller has a 3% mortgage and the listing says assumable. what does that mean?": one figure of
  // context in a question that asks what something is.
  if (typed === 1 && EXPLAIN_ASKED.test(text) && !/\bhow (?:much|many|long)\b/.test(text)) return false;
  return (
    (typed >= 1 && COMPUTE_CUE.test(text)) || (typed >= 2 && (PER_UNIT_CUE.test(text) || amounts.length >= 1))
  );
}

/** Said above an article when the question's amounts were not used for anything. */
export function renderAmountsNotUsed(question: string): string {
  const amounts = statedAmounts(question).map((t) => `**${t.raw}**`);
  const list = amounts.length === 0 ? 'these figures' : listInWords(amounts);
  return [
    CLARIFY_HEADING,
    '',
    `You gave me ${list}, but I couldn't tell which calculation you want from them, so I haven't computed anything that could be wrong.`,
    'Tell me what each number is and what to work out (for example "payment on a $400k loan at 6.5% for 30 years", "refi: closing costs $5,800, payment drops from $2,940 to $2,615") and I\'ll run it. Meanwhile, here is how it works:',
  ].join('\n');
}
