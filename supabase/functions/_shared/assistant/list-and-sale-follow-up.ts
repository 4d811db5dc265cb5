/**
 * "and the other one, listed 375k sold 389k?" after a list-to-sale ratio: a follow-up that names a
 * whole new pair of a list price and a sale price replaces both, each by its role, never by size
 * (a size match would put the new list price where the old sale price stood). Rule 57.
 */
import { tokenizeNumbers, type NumberToken } from './parse-numbers.ts';

type Role = 'list' | 'sale';

const LIST_BEFORE = /\b(?:list(?:ed|ing)?|asking|ask(?:ed)?)(?:\s+(?:price|at|for|of|was|is))*\s*[:=-]?\s*$/;
const SALE_BEFORE =
  /\b(?:sold|sale|sell(?:s|ing)?|closed|went|got)(?:\s+(?:price|at|for|of|was|is|over|under))*\s*[:=-]?\s*$/;
const LIST_AFTER = /^\s*(?:list(?:ed|ing)?(?:\s+price)?|asking)\b/;
const SALE_AFTER = /^\s*(?:sale(?:\s+price)?|sold|close|closing)\b/;

interface RoledNumber {
  token: NumberToken;
  role: Role;
}

/** Prices with the role their own words give them: the words right before, else right after. */
function roledPrices(text: string): RoledNumber[] {
  const all = tokenizeNumbers(text);
  const roled: RoledNumber[] = [];
  all.forEach((t, i) => {
    if (t.kind !== 'money' && !(t.kind === 'plain' && t.value >= 100)) return;
    const before = text.slice(Math.max(all[i - 1]?.end ?? 0, t.start - 30), t.start);
    const after = text.slice(t.end, Math.min(all[i + 1]?.start ?? text.length, t.end + 20));
    const role: Role | undefined = LIST_BEFORE.test(before)
      ? 'list'
      : SALE_BEFORE.test(before)
        ? 'sale'
        : LIST_AFTER.test(after)
          ? 'list'
          : SALE_AFTER.test(after)
            ? 'sale'
            : undefined;
    if (role) roled.push({ token: t, role });
  });
  return roled;
}

function one(list: readonly RoledNumber[], role: Role): NumberToken | undefined {
  const found = list.filter((r) => r.role === role);
  return found.length === 1 ? found[0]!.token : undefined;
}

/** A new list and sale pair put in place of the old one, or null when either side is not certain. */
export function replaceListAndSale(
  previous: string,
  followUp: string,
): { question: string; changes: string[] } | null {
  const fresh = roledPrices(followUp);
  const old = roledPrices(previous);
  const [newList, newSale, oldList, oldSale] = [
    one(fresh, 'list'),
    one(fresh, 'sale'),
    one(old, 'list'),
    one(old, 'sale'),
  ];
  if (!newList || !newSale || !oldList || !oldSale) return null;
  // "listed 375 sold 389" after prices in thousands: the same scale as the question before.
  const dollars = (t: NumberToken, was: NumberToken) =>
    t.kind === 'plain' && t.value < 10_000 && was.value >= 10_000 ? t.value * 1000 : t.value;
  const show = (n: number) => `$${n.toLocaleString('en-US')}`;
  const swaps = [
    { at: oldList, value: dollars(newList, oldList) },
    { at: oldSale, value: dollars(newSale, oldSale) },
  ].sort((a, b) => b.at.start - a.at.start);
  let question = previous;
  for (const s of swaps)
    question = `${question.slice(0, s.at.start)}${show(s.value)}${question.slice(s.at.end)}`;
  return {
    question,
    changes: [
      `list ${oldList.raw.trim()} → ${show(dollars(newList, oldList))}`,
      `sale ${oldSale.raw.trim()} → ${show(dollars(newSale, oldSale))}`,
    ],
  };
}
