// A question per calculator card (issue 22), as a person would ask it: the local analyst answers each
// with that calculator's card. Shared by the unit test of every card and the streamed-equals-stored
// contract test.
import { EXAMPLE_QUESTIONS } from '../../supabase/functions/_shared/assistant/calculator-inputs.ts';
import { DEAL_EXAMPLES } from '../../supabase/functions/_shared/assistant/deal-intents.ts';

export const CALCULATOR_QUESTIONS: Record<string, string> = {
  'rent-vs-buy': EXAMPLE_QUESTIONS['rent-vs-buy'],
  rental: EXAMPLE_QUESTIONS.rental,
  'closing-costs': EXAMPLE_QUESTIONS['closing-costs'],
  'cap-value': 'NOI of $50,000 and a cap rate of 6%: what is it worth?',
  dscr: 'NOI $60,000, annual debt service $45,000: what is the DSCR?',
  points: DEAL_EXAMPLES.points,
  pmi: DEAL_EXAMPLES.pmi,
  'dscr-loan': DEAL_EXAMPLES['dscr-loan'],
  brrrr: DEAL_EXAMPLES.brrrr,
  depreciation: DEAL_EXAMPLES.depreciation,
  'depreciation-commercial': 'How much depreciation on a $2M commercial building with $400k of land value?',
  'seller-net': DEAL_EXAMPLES['seller-net'],
  'arm-vs-fixed': DEAL_EXAMPLES['arm-vs-fixed'],
  'property-tax':
    'What would the property tax be on a $400k home at 25 mills with a $50k homestead exemption?',
  'cash-on-cash': DEAL_EXAMPLES['cash-on-cash'],
  'loan-balance': 'What is the balance after 5 years on a $300,000 loan at 6% for 30 years?',
  'pro-rata-share':
    'My space is 3,000 sq ft in a 40,000 sf center, CAM budget $180,000 a year, split pro rata: what do I owe?',
};
