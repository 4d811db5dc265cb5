// Follow-ups to a self-employed income, a DSCR, a depreciation or an investor's tax answer
// (docs/assistant.md rule 107), read with the question before by the same family of readers:
// - facts added: "ok and my CPA says they can add back the depreciation, 6,200 in 2022 and 7,400 in
//   2023", "I also had $9,000 of closing costs that go into basis", "if the boot is taxed at 15%";
// - one fact changed by its name: "what if my MAGI comes in at 118k instead?" replaces the amount the
//   question before named MAGI, and only that one.
// A follow-up neither reads leaves the question to the rewrite (follow-up-rewrite.ts) and the rest.
import type { HistoryTurn } from '../protocol.ts';
import { normalizeText, tokenizeNumbers } from './parse-numbers.ts';
import { readQuickMath } from './quick-math.ts';
import type { QuickAnswer } from './quick-math-reading.ts';
import { headingOf } from './topic-follow-up.ts';

/** The answers whose questions take a follow-up's facts, by the start of their titles. */
const FAMILY = [
  'Qualifying income from self-employment',
  'Qualifying income from tax returns',
  'Bank-statement income',
  'Asset-depletion income',
  'Front-end and back-end DTI',
  'DSCR on the rent',
  'Largest loan at a',
  'Depreciable basis and yearly depreciation',
  'Cost segregation',
  '1031 exchange: cash boot',
  'Rental loss: the $25,000 special allowance',
  'Home office: business share',
];
const inFamily = (title: string | undefined) =>
  title !== undefined && FAMILY.some((f) => title.startsWith(f));

/** "what if", "instead", "change it to": a number changed, not a fact added. */
const CHANGES = /\bwhat if\b|\binstead\b|\bchange\b|\brather than\b|\bswitch\b|\bactually\b/;

/** The question before and its answer's title, when that answer is of the family. */
function questionBefore(history: readonly HistoryTurn[]): string | null {
  const [user, assistant] = history.slice(-2);
  if (user?.role !== 'user' || assistant?.role !== 'assistant') return null;
  if (!inFamily(headingOf(assistant.text))) return null;
  return /[.?!]\s*$/.test(user.text.trim()) ? user.text.trim() : `${user.text.trim()}.`;
}

export function addedFactsFollowUp(input: string, history: readonly HistoryTurn[]): QuickAnswer | null {
  const question = questionBefore(history);
  if (!question || !/\d/.test(input)) return null;
  if (CHANGES.test(input.toLowerCase())) return changedFact(input, question);
  // "same 80/20 split": the split the question before gave, said again.
  const added = input.replace(
    /\b(?:the )?same \d{1,2}\s?\/\s?\d{1,2}(?: (?:split|ratio|allocation))?/gi,
    'split the same way',
  );
  const answer = readQuickMath(`${question} ${added}`);
  return answer && inFamily(answer.title) ? answer : null;
}

/** Words of a follow-up that name no quantity: "what if my … comes in at". */
const FILLER = new Set(
  'what if my our the a an it its is was were be comes come came in at to of and instead now then say lets let us goes go went ends end up would will gets get how about with that this for on i we me you your were changes change actually so just only'.split(
    ' ',
  ),
);

/**
 * "what if my MAGI comes in at 118k instead?": the one amount of the question before that the
 * follow-up's words name ("MAGI"), replaced by the new one; null unless exactly one is named.
 */
function changedFact(input: string, question: string): QuickAnswer | null {
  const text = normalizeText(input);
  const fresh = tokenizeNumbers(text);
  if (fresh.length !== 1) return null;
  const t = fresh[0]!;
  const names = text
    .slice(0, t.start)
    .split(/[^a-z&-]+/)
    .filter((w) => w.length > 1 && !FILLER.has(w));
  if (names.length === 0 || names.length > 3) return null;
  const before = normalizeText(question);
  const tokens = tokenizeNumbers(before).filter((o) => o.kind === t.kind);
  // The name right before the amount ("MAGI is $128,000") or right after it ("$128,000 of MAGI"),
  // never a name further back ("for every dollar of MAGI over $100,000").
  const name = names.map((w) => w.replace(/[^a-z-]/g, '')).join('\\s+');
  const right = new RegExp(
    `\\b${name}\\b(?:\\s+(?:is|was|of|at|=|:|comes in at|came in at|will be|would be|about|around|roughly|runs|totals))*[\\s:=]*$`,
  );
  const after = new RegExp(`^\\s*(?:a year |per year |a month )?(?:of |in )?(?:my |the )?${name}\\b`);
  const named = tokens.filter(
    (o) =>
      right.test(before.slice(Math.max(0, o.start - 40), o.start)) ||
      after.test(before.slice(o.end, o.end + 30)),
  );
  if (named.length !== 1) return null;
  const old = named[0]!;
  const answer = readQuickMath(`${before.slice(0, old.start)}${t.raw}${before.slice(old.end)}`);
  return answer && inFamily(answer.title) ? answer : null;
}
