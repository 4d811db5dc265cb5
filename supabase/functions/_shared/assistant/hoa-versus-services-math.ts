// An HOA's dues against paying for what they cover yourself (rule 115): "The townhome's HOA is $265 a
// month and covers landscaping and snow removal. The single-family would need a yard service at $55 a
// visit, 28 visits a year, plus snow plowing at $45 a visit, about 12 visits a year." Each service a
// year = its price a visit × its visits a year (or its monthly cost × 12, its yearly cost); the HOA a
// year = the dues × 12 (× 4 a quarter); the difference between them. Every number must be placed.
// Part of quick-math (READERS there).
import { formatMoney } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { everyNumberPlaced, money, type Reader, type Span } from './quick-math-reading.ts';

const HOA_BEFORE = /\b(?:hoa|dues|association|condo fee|hoa fee)s?\b[^$\d.;:]{0,20}$/;
const PER_VISIT_AFTER =
  /^\s?(?:a|per|each|\/)\s?(?:visit|time|mow|mowing|cut|plow|plowing|push|service|treatment|trip)\b/;
/** "28 visits a year", "about 12 times a year", "12 plows per year". */
const VISITS =
  /\b(?:about |around |roughly |~)?(\d{1,3}) (?:visits?|times|mows?|mowings?|cuts?|plows?|pushes|services|treatments|trips)(?: (?:a|per|each) (?:year|yr|season|winter|summer))?\b/g;
const ASKED =
  /\bhow much more\b|\bdifference\b|\bper year\b|\ba year\b|\byearly\b|\bannual\b|\bcompare\b|\bcheaper\b/;

/** What dues cover that an owner would buy: a service's own words. */
const SERVICE_WORDS =
  /\b(?:yard|lawn|landscap\w*|mow\w*|snow|plow\w*|shovel\w*|pool|trash|garbage|pest|gutter\w*|cleaning|service|maintenance|water|sewer|security|exterior|power ?wash\w*)\b/;
/** The dues weighed against doing without them. */
const WEIGHED =
  /\bno hoa\b|\bwithout (?:an |the )?hoa\b|\bvs\.?\b|\bversus\b|\bcovers?\b|\bincludes?\b|\binstead\b|\bwould need\b/;

interface Service {
  name: string;
  yearly: number;
  shown: string;
}

/** The words naming a service: the few words before its price ("yard service at", "snow plowing at"). */
function nameBefore(text: string, t: NumberToken): string {
  const words = (
    text
      .slice(Math.max(0, t.start - 40), t.start)
      .split(/[,.;:()]|\bplus\b|\band\b/)
      .pop() ?? ''
  )
    .replace(/\b(?:at|for|is|of|would need|need|a|an|the|about|around)\b/g, ' ')
    .trim()
    .split(/\s+/)
    .slice(-3)
    .join(' ');
  return words || 'Service';
}

export const hoaVersusServices: Reader = ({ text, tokens }) => {
  if (!/\bhoa\b|\bdues\b|\bassociation\b/.test(text) || !ASKED.test(text) || !WEIGHED.test(text)) return null;
  const amounts = money(tokens);
  const hoa = amounts.filter(
    (t) =>
      HOA_BEFORE.test(text.slice(Math.max(0, t.start - 40), t.start)) &&
      (t.period === 'monthly' ||
        t.period === 'yearly' ||
        /^\s?(?:a|per|\/)\s?quarter\b/.test(text.slice(t.end))),
  );
  if (hoa.length !== 1) return null;
  const dues = hoa[0]!;
  const quarterly = /^\s?(?:a|per|\/)\s?quarter\b/.exec(text.slice(dues.end));
  const hoaYear = dues.value * (dues.period === 'monthly' ? 12 : quarterly ? 4 : 1);
  const spans: Span[] = [dues];
  if (quarterly) spans.push({ start: dues.end, end: dues.end + quarterly[0].length });
  const visits = [...text.matchAll(VISITS)].map((m) => ({
    count: Number(m[1]),
    start: m.index!,
    end: m.index! + m[0].length,
  }));
  const services: Service[] = [];
  for (const t of amounts) {
    if (t === dues) continue;
    const perVisit = PER_VISIT_AFTER.exec(text.slice(t.end));
    if (perVisit) {
      // Its visits: the first count after it, before the next amount.
      const next = amounts.find((o) => o.start > t.end)?.start ?? text.length;
      const own = visits.filter((v) => v.start > t.end && v.end <= next);
      if (own.length !== 1) return null;
      const v = own[0]!;
      spans.push(t, { start: t.end, end: t.end + perVisit[0].length }, v);
      services.push({
        name: nameBefore(text, t),
        yearly: t.value * v.count,
        shown: `${formatMoney(t.value)} a visit × ${v.count} = ${formatMoney(t.value * v.count)} a year`,
      });
    } else if (t.period === 'monthly' || t.period === 'yearly') {
      spans.push(t);
      const yearly = t.value * (t.period === 'monthly' ? 12 : 1);
      services.push({
        name: nameBefore(text, t),
        yearly,
        shown:
          t.period === 'monthly'
            ? `${formatMoney(t.value)} a month × 12 = ${formatMoney(yearly)} a year`
            : `${formatMoney(yearly)} a year`,
      });
    } else return null;
  }
  if (services.length === 0 || tokens.some((t) => t.kind === 'percent')) return null;
  if (!services.every((s) => SERVICE_WORDS.test(s.name))) return null;
  if (!everyNumberPlaced(text, spans)) return null;
  const total = services.reduce((sum, s) => sum + s.yearly, 0);
  const gap = hoaYear - total;
  return {
    title: 'HOA dues against paying for the services',
    inputs: [
      `HOA: ${formatMoney(dues.value)} ${dues.period === 'monthly' ? 'a month' : quarterly ? 'a quarter' : 'a year'}`,
      ...services.map((s) => `${s.name[0]!.toUpperCase()}${s.name.slice(1)}: ${s.shown}`),
    ],
    results: [
      `Services yourself: **${formatMoney(total)}** a year`,
      `HOA: **${formatMoney(hoaYear)}** a year`,
      `The HOA costs **${formatMoney(Math.abs(gap))} ${gap >= 0 ? 'more' : 'less'}** a year than the services (${formatMoney(hoaYear)} − ${formatMoney(total)})`,
    ],
    method:
      'Each service a year = its price a visit × its visits a year (a monthly cost × 12); the HOA a year = the dues × 12 (× 4 a quarter); the difference. The HOA may cover more than these services (insurance, reserves, amenities)',
  };
};
