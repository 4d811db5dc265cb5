// A follow-up to an added unit's (ADU) answer (docs/assistant.md rule 100) that finances it: "what if
// instead of cash we financed the whole 165k at 7.5% over 20 years?" The earlier question is read
// again with the loan added, so the answer keeps its rent, vacancy and expenses and adds the loan's
// payment and the cash flow after it.
import { aduIncome } from './home-projects-math.ts';
import { normalizeText, tokenizeNumbers } from './parse-numbers.ts';
import type { QuickAnswer } from './quick-math-reading.ts';

const FINANCED = /\b(?:financ\w*|loan|borrow\w*|mortgage)\b/;

export function homeProjectFollowUp(followUp: string, previousQuestion: string): QuickAnswer | null {
  const text = normalizeText(followUp);
  if (!FINANCED.test(text) || text.split(/\s+/).length > 45) return null;
  const earlier = normalizeText(previousQuestion);
  const read = (t: string) => aduIncome({ text: t, tokens: tokenizeNumbers(t) });
  if (!read(earlier)) return null;
  // The loan's words as they stand, "mortgage" read as a loan so the loan readers' words do not stop it.
  const answer = read(`${earlier} ${text.replace(/\bmortgage\b/g, 'loan')}`);
  if (!answer || !answer.inputs.some((i) => i.startsWith('Loan:'))) return null;
  return answer;
}
