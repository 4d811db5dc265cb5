// Two places' rents compared (docs/assistant.md rule 104): "median 1BR rent is $2,600 in Astoria and
// $3,400 in Park Slope: how much more is Park Slope in percent, and in dollars per year?". The percent
// is of the cheaper rent (the one compared against). Part of quick-math (READERS there); every number
// must be placed.
import { formatAmount, formatMoney, formatPercent } from './format.ts';
import { everyNumberPlaced, type Reader } from './quick-math-reading.ts';

/** "1BR", "2-bed", "studio": the homes' size, never an amount. */
const BEDROOMS = /\b\d\s?-?(?:br|bd|bed(?:room)?s?)\b/gi;

export const rentGapInPercent: Reader = ({ text, tokens }) => {
  if (!/\brents?\b|\b\d\s?-?(?:br|bd|bed(?:room)?)\b|\bstudios?\b|\bapartments?\b|\bapts?\b/i.test(text))
    return null;
  if (
    !/\bpercent|%|pct\b/i.test(text) ||
    !/\bhow much (?:more|less|higher|lower|cheaper|pricier)\b|\bdifference\b/i.test(text)
  )
    return null;
  if (/\b(?:increase|raise|renewal|grew|growth|went up|rose|last year|ago|cpi|mortgage|price)\b/i.test(text))
    return null;
  const amounts = tokens.filter((t) => t.kind === 'money');
  if (amounts.length !== 2 || tokens.length !== 2) return null;
  if (amounts.some((t) => t.period === 'yearly' || t.value > 30_000 || t.value < 200)) return null;
  const rooms = [...text.matchAll(BEDROOMS)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
  if (!everyNumberPlaced(text, [...amounts, ...rooms])) return null;
  // Each rent's place: "$2,600 in Astoria", "Astoria: $2,600", "Astoria is $2,600".
  const placeOf = (i: number) => {
    const t = amounts[i]!;
    const after =
      /^\s*(?:\/\s*mo(?:nth)?\s*)?(?:a month\s+)?in\s+([A-Za-z][\w' ]{1,30}?)(?=[.,;?!]|\s+(?:and|vs|versus|while|but)\b|$)/.exec(
        text.slice(t.end),
      );
    return after?.[1]?.trim();
  };
  const places = [placeOf(0), placeOf(1)];
  if (places.some((p) => !p)) return null;
  const name = (p: string) => p.replace(/\b\w/g, (c) => c.toUpperCase());
  // The place asked about: the one named in "how much more is X".
  const asked =
    /\bhow much (?:more|less|higher|lower|cheaper|pricier) (?:is|are) ([\w' ]+?)\b(?: in| than|\?|,)/i.exec(
      text,
    );
  let i = amounts[0]!.value >= amounts[1]!.value ? 0 : 1;
  if (asked) {
    const hit = places.findIndex(
      (p) =>
        p!.toLowerCase().startsWith(asked[1]!.trim().toLowerCase()) ||
        asked[1]!.trim().toLowerCase().startsWith(p!.toLowerCase()),
    );
    if (hit >= 0) i = hit;
  }
  const subject = amounts[i]!;
  const other = amounts[1 - i]!;
  const gap = subject.value - other.value;
  const more = gap >= 0 ? 'more' : 'less';
  return {
    title: 'Rent compared between two places',
    inputs: [
      `${name(places[0]!)}: ${formatAmount(amounts[0]!.value)} a month`,
      `${name(places[1]!)}: ${formatAmount(amounts[1]!.value)} a month`,
    ],
    results: [
      `${name(places[i]!)} is **${formatPercent(Math.abs(gap) / other.value)}** ${more} (${formatAmount(Math.abs(gap))} ÷ ${formatAmount(other.value)})`,
      `In dollars: ${formatMoney(Math.abs(gap))} a month, **${formatMoney(Math.abs(gap) * 12)}** a year ${more}`,
    ],
    method: 'Percent = the difference ÷ the rent compared against; a year = the monthly difference × 12',
  };
};

export const RENT_COMPARISON_READERS: readonly Reader[] = [rentGapInPercent];
