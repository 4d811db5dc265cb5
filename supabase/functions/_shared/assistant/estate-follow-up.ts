// Follow-ups on a split of a home's equity (rule 82): after a co-owner's buyout, "take a notional 6%
// selling cost off the appraised value before splitting: what's the buyout then?" works the same
// buyout again with the cost taken off; after heirs split a sale, "what if I keep it and buy my
// brother and sister out at a third of the appraisal each?" prices the others' shares. The facts of
// the earlier questions (read again by estate-split-math.ts) are kept and the follow-up's own facts
// replace them; a sale's costs are not carried into a buyout at the appraisal.
import type { HistoryTurn } from '../protocol.ts';
import {
  BUYOUT,
  buyoutAnswer,
  HEIR_PARTY,
  heirsSaleAnswer,
  readSplitFacts,
  type SplitFacts,
} from './estate-split-math.ts';
import { normalizeText, tokenizeNumbers } from './parse-numbers.ts';
import type { QuickAnswer } from './quick-math-reading.ts';

const SPLIT_TITLES =
  /^### (?:Buying out a co-owner|Buying out the other heirs|Heirs selling: the net and each share)\s*$/m;

const factsOf = (question: string): SplitFacts | null => {
  const text = normalizeText(question);
  return readSplitFacts(text, tokenizeNumbers(text));
};

/** The earlier facts with the follow-up's own in their place. */
function merged(before: SplitFacts, now: SplitFacts, toBuyout: boolean): SplitFacts {
  const keepCosts = !toBuyout || before.repairs.length + before.costs.length === 0;
  const pick = <K extends keyof SplitFacts>(key: K): Partial<SplitFacts> =>
    now[key] !== undefined ? { [key]: now[key] } : before[key] !== undefined ? { [key]: before[key] } : {};
  return {
    ...pick('value'),
    ...pick('owed'),
    ...pick('equity'),
    ...pick('share'),
    ...pick('count'),
    ...pick('boughtOut'),
    ...pick('rate'),
    ...pick('term'),
    ...pick('onValue'),
    ...pick('noCosts'),
    ...(now.sellingRate !== undefined
      ? { sellingRate: now.sellingRate }
      : keepCosts && before.sellingRate !== undefined
        ? { sellingRate: before.sellingRate }
        : {}),
    paidOff: now.paidOff || before.paidOff,
    repairs: now.repairs.length ? now.repairs : keepCosts ? before.repairs : [],
    costs: now.costs.length ? now.costs : keepCosts ? before.costs : [],
    used: now.used,
  };
}

/** A follow-up on the split answered just before; null when the last answer was no such split. */
export function estateFollowUp(input: string, history: readonly HistoryTurn[]): QuickAnswer | null {
  const last = history.at(-1);
  if (last?.role !== 'assistant' || !SPLIT_TITLES.test(last.text)) return null;
  const now = factsOf(input);
  if (!now) return null;
  const text = normalizeText(input);
  // Only a follow-up that changes something of the split: a cost, a share, a value, keeping the home.
  const changes =
    now.used.length > 0 || BUYOUT.test(text) || now.share !== undefined || now.noCosts || now.onValue;
  if (!changes) return null;
  // The earlier questions of this split, oldest first, each answered by one of the split's answers.
  let before: SplitFacts | null = null;
  const turns: string[] = [];
  for (let i = history.length - 1; i >= 1; i -= 2) {
    const [user, answer] = [history[i - 1], history[i]];
    if (user?.role !== 'user' || answer?.role !== 'assistant' || !SPLIT_TITLES.test(answer.text)) break;
    turns.unshift(user.text);
  }
  for (const turn of turns) {
    const facts = factsOf(turn);
    if (!facts) return null;
    before = before ? merged(before, facts, false) : facts;
  }
  if (!before) return null;
  const heirs = /^### (?:Buying out the other heirs|Heirs selling)/m.test(last.text) || HEIR_PARTY.test(text);
  const toBuyout = BUYOUT.test(text) || /^### Buying out/m.test(last.text);
  const fromSale = /^### Heirs selling/m.test(last.text);
  const facts = merged(before, now, toBuyout && fromSale);
  // The sale before was worked with nothing owed; its buyout is too, unless a payoff is given now.
  if (fromSale && facts.owed === undefined) facts.paidOff = true;
  return toBuyout ? buyoutAnswer(facts, heirs) : heirsSaleAnswer(facts);
}
