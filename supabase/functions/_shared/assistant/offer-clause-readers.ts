// An offer's terms in a competitive market (docs/assistant.md rule 110): escalation clauses,
// appraisal gaps, earnest money, an offer over or under list, price cuts. One list of their readers,
// so quick-math.ts names them in one place; each reader lives in the module of its calculation.
import type { Reader } from './quick-math-reading.ts';
import { ESCALATION_READERS } from './escalation-clause-math.ts';
import { APPRAISAL_GAP_READERS } from './appraisal-gap-math.ts';
import { EARNEST_MONEY_READERS } from './earnest-money-math.ts';
import { OFFER_OVER_LIST_READERS } from './offer-over-list-math.ts';
import { OFFER_PER_FOOT_READERS } from './offer-per-foot-math.ts';

export const OFFER_CLAUSE_READERS: readonly Reader[] = [
  ...ESCALATION_READERS,
  ...APPRAISAL_GAP_READERS,
  ...EARNEST_MONEY_READERS,
  ...OFFER_OVER_LIST_READERS,
  ...OFFER_PER_FOOT_READERS,
];
