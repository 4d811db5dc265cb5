// "ok if that's my all-in max and taxes + insurance run $450/mo, what loan does the rest support at
// 6.875% over 30 years?" after an answer that gave the most housing payment (a 28/36 answer, a
// self-employed income's limits): the budget is a figure of that answer, chosen by the follow-up's
// words (the front-end one, the back-end one, or the one that limits), and the loan it supports is
// worked by budget-math.ts (rule 80). Alone the follow-up has no budget, and its one monthly amount
// had been read as the payment itself. A follow-up that states its budget ("treat that 2,240 as my
// all-in max") needs no answer before and is read directly.
import type { HistoryTurn } from '../protocol.ts';
import { loanFromBudgetReading } from './budget-math.ts';
import { formatMoney } from './format.ts';
import { normalizeText, tokenizeNumbers } from './parse-numbers.ts';
import type { QuickAnswer } from './quick-math-reading.ts';

/** A housing payment an answer gave: its amount and which limit it came from. */
interface HousingFigure {
  value: number;
  limit: 'front' | 'back' | 'binding' | 'other';
}

/** Words that point back to a figure of the answer before. */
const REFERS_BACK =
  /\b(?:that|this|it|those|the (?:front[- ]?end|back[- ]?end|lower|lowest|smaller|limiting|binding|tighter|max(?:imum)?|higher|bigger|larger|first|second|housing) ?(?:one|number|figure|amount|payment|limit|max|cap|ratio)?)\b/;

/** The most housing payment (or payments, one per limit) an earlier answer gave, in bold. */
function housingFigures(answer: string): HousingFigure[] {
  const figures: HousingFigure[] = [];
  for (const line of answer.split('\n')) {
    const amount = /\*\*\$([\d,]+\.\d{2})\*\*/.exec(line);
    if (!amount || !line.startsWith('- ')) continue;
    const lower = line.toLowerCase();
    // A total of all debts, an income or a loan is no housing payment.
    if (/\btotal (?:monthly )?debt|\bincome\b|\bloan\b|\bprincipal\b/.test(lower)) continue;
    if (!/\bhousing|front-end|back-end|piti|house payment|mortgage payment\b/.test(lower)) continue;
    const value = Number(amount[1]!.replace(/,/g, ''));
    const limit = /\bbinds\b|\blimits\b|\bmost housing payment is\b|\bsmaller\b/.test(lower)
      ? 'binding'
      : /front-end|housing ratio/.test(lower)
        ? 'front'
        : /back-end|debt-to-income/.test(lower)
          ? 'back'
          : 'other';
    figures.push({ value, limit });
  }
  return figures;
}

/** The figure the follow-up means, by its words; undefined when they cannot tell. */
function chosenFigure(text: string, figures: readonly HistoryTurn['text'][] | HousingFigure[]) {
  const list = figures as HousingFigure[];
  const byLimit = (limit: HousingFigure['limit']) => list.find((f) => f.limit === limit);
  const front = /\bfront[- ]?end\b|\bhousing ratio\b|\b28\s?%/.test(text);
  const back = /\bback[- ]?end\b|\bdti\b|\bdebt[- ]to[- ]income\b|\b36\s?%|\b4[35]\s?%/.test(text);
  if (front && !back)
    return byLimit('front') ? { figure: byLimit('front')!, name: 'front-end limit' } : undefined;
  if (back && !front)
    return byLimit('back') ? { figure: byLimit('back')!, name: 'back-end limit' } : undefined;
  if (front && back) return undefined;
  if (/\b(?:higher|bigger|larger)\b/.test(text)) {
    const most = [...list].sort((a, b) => b.value - a.value)[0];
    return most ? { figure: most, name: 'higher limit' } : undefined;
  }
  const binding = byLimit('binding');
  if (binding) return { figure: binding, name: 'limit that binds' };
  const values = new Set(list.map((f) => f.value));
  if (values.size === 1) return { figure: list[0]!, name: 'most housing payment' };
  return undefined;
}

export function paymentBudgetFollowUp(input: string, history: readonly HistoryTurn[]): QuickAnswer | null {
  const last = history.at(-1);
  if (last?.role !== 'assistant') return null;
  const text = normalizeText(input);
  if (!REFERS_BACK.test(text)) return null;
  const figures = housingFigures(last.text);
  if (figures.length === 0) return null;
  const chosen = chosenFigure(text, figures);
  if (!chosen) return null;
  const tokens = tokenizeNumbers(text);
  return loanFromBudgetReading(
    { text, tokens },
    {
      value: chosen.figure.value,
      shown: `${formatMoney(chosen.figure.value)} (the ${chosen.name} from the answer before)`,
    },
  );
}
