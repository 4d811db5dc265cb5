// Two or more offers weighed by what each leaves the seller (docs/assistant.md rule 111): each offer's
// price less its concessions and credits to the buyer (an amount, or a percent of that offer's
// price), less the commission and other selling costs at a percent of each price (or an amount),
// less a rent-back the seller pays ($X a day × the days), less the payoff when one is given. Which
// nets more and by how much. A list-price seller's net (seller-net-math.ts) reads one sale; this
// reads offers named apart ("offer A … offer B", "the first offer … the second").
//
// Every money amount and percent is placed by the words of its own clause (number-labels.ts), and an
// offer's own terms are those written inside its part of the question; a number left unplaced, a
// rent-back whose payer is unclear, or an escalation clause (its own reader) leaves it asked.
// Part of quick-math (READERS there).
import { formatAmount, formatMoney, formatRate } from './format.ts';
import { labelOf, OFFER_LABEL } from './number-labels.ts';
import type { NumberToken } from './parse-numbers.ts';
import { everyNumberPlaced, type QuickAnswer, type Reader, type Span } from './quick-math-reading.ts';

/** "offer A", "offer #2", "the first offer", "bid two": where each offer's part of the question starts. */
const OFFER_MARK =
  /\b(?:offer|bid)\s*(?:#\s*)?([a-d1-4]|one|two|three)\b(?!\s*(?:%|k\b|days?\b))|\b(first|second|third|1st|2nd|3rd|other)\s+(?:offer|bid)\b/g;
const NAMES: Record<string, string> = {
  '1': 'Offer 1',
  '2': 'Offer 2',
  '3': 'Offer 3',
  '4': 'Offer 4',
  one: 'Offer 1',
  two: 'Offer 2',
  three: 'Offer 3',
  first: 'The first offer',
  '1st': 'The first offer',
  second: 'The second offer',
  '2nd': 'The second offer',
  third: 'The third offer',
  '3rd': 'The third offer',
  other: 'The other offer',
};

/** Asked for: which offer leaves the seller more. */
const NET_ASK =
  /\b(?:nets?|netting|net (?:more|less|proceeds)|walk away with|in (?:my|our) pockets?|leaves? (?:me|us) (?:with )?more|puts? more in)\b/;
/** Another question about offers: an escalation, an appraisal gap, the buyer's side of a deal. */
const NOT_THIS =
  /\b(?:escalat\w*|appraisal gap|down payment|cash to close|interest rate|apr|capital gains?|taxable|1031|monthly payment|mortgage payment)\b/;

const LABELS = {
  commission: /\b(?:commissions?|realtors?|agents?'?s?|brokers?(?:age)?|listing fee)\b/,
  payoff:
    /\b(?:payoff|pay ?off|owe[ds]?|owing|mortgage balance|loan balance|balance|left on (?:the |my |our )?(?:mortgage|loan))\b/,
  concession:
    /\b(?:concessions?|credits?|closing costs? credits?|closing help|towards? (?:the |their )?(?:buyers?'?s? )?closing(?: costs?)?|buyers?'?s? closing costs|repairs?|seller[- ]paid|buydown)\b/,
  selling: /\b(?:closing costs?|title|transfer tax(?:es)?|escrow|attorney|settlement|selling costs?|fees?)\b/,
} as const;
type Label = keyof typeof LABELS;
/** Which label wins when a clause names two ("$10,000 in closing cost credits" is a credit). */
const ORDER: readonly Label[] = ['concession', 'commission', 'payoff', 'selling'];

/** "$100 a day", "$150/day", "125 per day": a rent-back's daily rate right after the amount. */
const PER_DAY = /^\s*(?:\/\s*day|a day|per day|each day|daily|\/\s*night|a night)\b/;
const RENT_BACK =
  /\brent[- ]?backs?\b|\blease[- ]?backs?\b|\bpost[- ]closing occupancy\b|\bstay (?:after|past) closing\b/;
/** A rent-back the buyer pays the seller, or a free one with a daily figure: which way the money goes is unclear. */
const BUYER_PAYS_RENT =
  /\b(?:buyers?|they)(?:'ll| will| would)? (?:pay|cover|give) (?:us|me)\b|\bfree\b|\bno charge\b/;
/** "30 days", "a 30-day rent-back", "2 weeks". */
const DAYS = /\b(\d{1,3})[\s-]*(days?|weeks?)\b/g;

interface Part {
  name: string;
  start: number;
  end: number;
}

interface Offer extends Part {
  price?: NumberToken;
  concessions: NumberToken[];
  rentBack?: { perDay: NumberToken; days: number; span: Span };
  commission?: NumberToken;
  selling: NumberToken[];
}

function offerParts(text: string): (Part & { mark: Span })[] | null {
  const marks = [...text.matchAll(OFFER_MARK)];
  const parts: (Part & { mark: Span })[] = [];
  for (const [i, m] of marks.entries()) {
    const key = (m[1] ?? m[2] ?? '').toLowerCase();
    const name = m[1] ? (NAMES[key] ?? `Offer ${key.toUpperCase()}`) : NAMES[key]!;
    // An offer named twice ("offer A … offer A's credit") is one part; its name again is no new offer.
    if (parts.some((p) => p.name === name)) return null;
    const start = m.index ?? 0;
    const end = marks[i + 1]?.index ?? text.length;
    parts.push({ name, start, end, mark: { start, end: start + m[0].length } });
  }
  return parts.length >= 2 ? parts : null;
}

export const offerNetComparison: Reader = ({ text, tokens }) => {
  if (!NET_ASK.test(text) || NOT_THIS.test(text)) return null;
  const parts = offerParts(text);
  if (!parts) return null;
  const offers: Offer[] = parts.map((p) => ({ ...p, concessions: [], selling: [] }));
  const offerOf = (at: number) => offers.find((o) => at >= o.start && at < o.end);
  const placed: Span[] = parts.map((p) => p.mark);
  const commissions: NumberToken[] = [];
  const selling: NumberToken[] = [];
  let payoff: NumberToken | undefined;
  for (const t of tokens) {
    if (t.kind !== 'money' && t.kind !== 'percent') continue;
    if (t.period !== undefined) return null;
    const offer = offerOf(t.start);
    if (t.kind === 'money' && PER_DAY.test(text.slice(t.end, t.end + 12))) {
      // A rent-back's daily rate belongs to the offer whose part it is in, with the days said there.
      if (!offer || offer.rentBack || !RENT_BACK.test(text.slice(offer.start, offer.end))) return null;
      const part = text.slice(offer.start, offer.end);
      if (BUYER_PAYS_RENT.test(part)) return null;
      const days = [...part.matchAll(DAYS)];
      if (days.length !== 1) return null;
      const d = days[0]!;
      const count = Number(d[1]) * (d[2]!.startsWith('week') ? 7 : 1);
      const at = offer.start + (d.index ?? 0);
      offer.rentBack = { perDay: t, days: count, span: { start: at, end: at + d[0].length } };
      placed.push(t, offer.rentBack.span);
      continue;
    }
    const label = labelOf(text, tokens, t, LABELS, OFFER_LABEL, ORDER);
    placed.push(t);
    if (label === 'commission') {
      commissions.push(t);
    } else if (label === 'payoff') {
      if (payoff || t.kind !== 'money') return null;
      payoff = t;
    } else if (label === 'concession') {
      if (!offer) return null;
      offer.concessions.push(t);
    } else if (label === 'selling') {
      selling.push(t);
    } else if (t.kind === 'money' && offer && !offer.price && t.value >= 10_000) {
      offer.price = t;
    } else return null;
  }
  // "we got 2 offers": the count of offers, when it is the number of offers named.
  for (const m of text.matchAll(/\b(\d)\s+(?:offers|bids)\b/g)) {
    if (Number(m[1]) !== offers.length) return null;
    placed.push({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
  }
  if (!everyNumberPlaced(text, placed)) return null;
  if (offers.some((o) => !o.price)) return null;
  // A commission or selling cost said once is on every offer; said once in each offer's part, it is that offer's.
  const spread = (list: NumberToken[], key: 'commission' | 'selling') => {
    if (list.length === 0) return true;
    if (list.length === 1) {
      for (const o of offers) {
        if (key === 'commission') o.commission = list[0];
        else o.selling = [list[0]!];
      }
      return true;
    }
    if (list.length !== offers.length) return false;
    for (const t of list) {
      const o = offerOf(t.start);
      if (!o) return false;
      if (key === 'commission') {
        if (o.commission) return false;
        o.commission = t;
      } else o.selling.push(t);
    }
    return offers.every((o) => (key === 'commission' ? o.commission : o.selling.length === 1));
  };
  if (!spread(commissions, 'commission') || !spread(selling, 'selling')) return null;
  // A commission by sides ("2.5% to each side") is no total this reader can be sure of.
  if (commissions.length > 0 && /\b(?:each|per|both) sides?\b|\bbuyer'?s? (?:agent|side)\b/.test(text))
    return null;

  const nets = offers.map((o) => {
    const price = o.price!.value;
    const lines: string[] = [`price ${formatAmount(price)}`];
    const taken: { shown: string; amount: number }[] = [];
    const ofPrice = (t: NumberToken) =>
      t.kind === 'percent'
        ? {
            how: `${formatRate(t.value)} × ${formatAmount(price)} = `,
            shown: formatMoney(price * t.value),
            amount: price * t.value,
          }
        : { how: '', shown: formatAmount(t.value), amount: t.value };
    for (const c of o.concessions) {
      const v = ofPrice(c);
      lines.push(`concessions/credits ${v.how}${v.shown}`);
      taken.push(v);
    }
    if (o.commission) {
      const v = ofPrice(o.commission);
      lines.push(`commission ${v.how}${v.shown}`);
      taken.push(v);
    }
    for (const s of o.selling) {
      const v = ofPrice(s);
      lines.push(`other selling costs ${v.how}${v.shown}`);
      taken.push(v);
    }
    if (o.rentBack) {
      const amount = o.rentBack.perDay.value * o.rentBack.days;
      lines.push(
        `rent-back the seller pays ${formatAmount(o.rentBack.perDay.value)} a day × ${o.rentBack.days} days = ${formatMoney(amount)}`,
      );
      taken.push({ shown: formatMoney(amount), amount });
    }
    if (payoff) taken.push({ shown: formatAmount(payoff.value), amount: payoff.value });
    const net = price - taken.reduce((s, x) => s + x.amount, 0);
    return {
      name: o.name,
      net,
      input: `${o.name}: ${lines.join('; ')}`,
      line: `${o.name} nets: ${[formatAmount(price), ...taken.map((x) => `− ${x.shown}`)].join(' ')} = **${formatMoney(net)}**`,
    };
  });
  const ranked = [...nets].sort((a, b) => b.net - a.net);
  const [best, next] = ranked as [(typeof nets)[number], (typeof nets)[number]];
  const gap = best.net - next.net;
  const answer: QuickAnswer = {
    title: 'Offers compared: net to the seller',
    inputs: [
      ...nets.map((n) => n.input),
      payoff
        ? `Mortgage payoff: ${formatAmount(payoff.value)}`
        : 'No payoff given: the nets are before any loan is paid off',
    ],
    results: [
      ...nets.map((n) => n.line),
      gap < 0.005
        ? 'The offers net the same'
        : `**${best.name}** nets more, by **${formatMoney(gap)}**${nets.length > 2 ? ` than ${next.name}` : ''}`,
    ],
    method:
      'Net = price − concessions and credits to the buyer − commission and selling costs (a percent is of that offer’s own price) − a rent-back the seller pays (per day × days)' +
      (payoff ? ' − the payoff' : ''),
  };
  return answer;
};
