// Rule 101: a homeowner's loan after closing (escrow, lump sums and recasts, PMI, equity and LTV,
// cash-out refinances, HELOCs, a loan against the bill it cuts), read in many phrasings (examples as
// written, terse, rambling with story numbers, k shorthand, typos), follow-ups, and near misses.
import { converse } from './test-conversation.ts';
import { describe, expect, it } from 'vitest';

const ask = converse;

const cases: [string, string[], string[]][] = [
  // [name, messages, figures the answer must show]
  [
    'escrow example',
    [
      "Escrow analysis came in. Taxes went from $3,900 to $4,560 a year, insurance stayed at $1,920. There's a $660 shortage they're spreading over 12 months. What's my new monthly escrow payment, and how much more is that per month than before? (Old escrow was just 3,900 + 1,920 divided by 12, no shortage.)",
    ],
    ['$595.00', '$110.00'],
  ],
  [
    'escrow example, insurance jump',
    [
      'My homeowners insurance jumped to 2,460/yr (was 1,680) and taxes are 4,200/yr. Lender says there is a $780 escrow shortage and theyll spread it over 12 mo. What will the escrow part of my payment be for the next year?',
    ],
    ['$620.00'],
  ],
  [
    'lump sum example',
    [
      'I have $245,000 left on my mortgage at 4.25% with 22 years (264 payments) to go, and my P&I is $1,430.06. If I drop a 20k lump sum on principal now and keep making the same payment, how many months earlier am I done and how much interest does that save?',
    ],
    ['33 months', '231 payments instead of 264', '$27,986.89'],
  ],
  [
    'recast example',
    [
      "Bank offers a recast for a $250 fee. I owe $280,000 at 5.75% with 25 years left. If I pay $40,000 down on principal and recast over the same remaining 25 years, what's my new P&I and how much lower is it than what I pay now?",
    ],
    ['$1,509.86', '$251.64', '$1,761.50'],
  ],
  [
    'pmi example',
    [
      "PMI is 0.55 percent of my original $360k loan per year. What's that per month, and what would I save if I got rid of it 5 years earlier than planned?",
    ],
    ['$165.00', '$9,900.00'],
  ],
  [
    'cash-out example',
    [
      'Home appraised at 520k. Lender will do a cash-out refi up to 80% LTV and I owe 248k. Closing costs are 2% of the new loan, paid out of the cash. How much cash could I pull before and after closing costs?',
    ],
    ['$168,000.00', '$159,680.00'],
  ],
  [
    'cash-out value needed example',
    [
      'I want to take 90k cash out with a cash-out refi. Lender caps it at 80% LTV and I owe 210k. What does the house have to appraise for, minimum? (ignore closing costs)',
    ],
    ['$375,000.00'],
  ],
  [
    'equity and CLTV example',
    [
      'House is worth about 480k and we owe 212k on the first mortgage. How much equity do we have, what % of the value is that, and if we added a 50k HELOC what would our combined LTV be?',
    ],
    ['$268,000.00', '55.83%', '54.58%'],
  ],
  [
    'LTV paydown example',
    [
      "Got a new appraisal at 455k to try to drop PMI. Balance is 348k. What's my LTV now? My lender wants 75% LTV on a new appraisal — how much would I need to pay down to get there?",
    ],
    ['76.48%', '$6,750.00'],
  ],
  [
    'target payoff example',
    [
      'Balance 265k at 6%, 27 yrs left (324 payments), paying the normal scheduled amount. I want it gone in 20 yrs. What payment pays it off in exactly 20 years, and how much extra is that over what I pay now?',
    ],
    ['$1,898.54', '$244.98', '$1,653.56'],
  ],
  [
    'HELOC draw ends example',
    [
      "HELOC balance is 75k at 7.75%. The draw period ends next month and it converts to principal and interest over 20 years. What's my interest-only payment now, the new payment, and how big is the jump?",
    ],
    ['$484.38', '$615.71', '$131.33'],
  ],
  [
    'HELOC lump repaid example',
    [
      'I could pay cash for a 35k kitchen, or put it on a HELOC at 8.75% interest-only and pay the 35k off in one lump after 3 years. How much interest would the HELOC route cost me in total?',
    ],
    ['$9,187.50'],
  ],
  [
    'HELOC against rent example',
    [
      "Finishing the basement as a rental apartment, 85k on a HELOC at 8 1/2 percent interest only. If it rents for 1,400, what's the interest-only payment and what's left over each month? (ignore taxes, insurance and upkeep)",
    ],
    ['$602.08', '$797.92'],
  ],
  [
    'solar loan example',
    [
      "Solar loan would be 22k at 5.99% for 20 years. The panels should cut our electric bill by 165/mo. What's the loan payment, and am I cash-flow positive — by how much a month?",
    ],
    ['$157.49', '$7.51'],
  ],
  [
    'cash-out follow-up P&I',
    [
      'Home appraised at 520k. Lender will do a cash-out refi up to 80% LTV and I owe 248k. Closing costs are 2% of the new loan, paid out of the cash. How much cash could I pull before and after closing costs?',
      'and what would the P&I be on that new loan at 6.875% for 30 years?',
    ],
    ['$2,732.82', '$416,000.00'],
  ],
  [
    'recast follow-up interest',
    [
      "Bank offers a recast for a $250 fee. I owe $280,000 at 5.75% with 25 years left. If I pay $40,000 down on principal and recast over the same remaining 25 years, what's my new P&I and how much lower is it than what I pay now?",
      'and how much total interest does that save me over the rest of the loan?',
    ],
    ['$35,492.77', '$250.00'],
  ],
  [
    'phrasing 1',
    [
      'escrow analysis: taxes now 4,560/yr (were 3,900), insurance 1,920/yr same. 660 shortage over 12 months. new escrow per month and change?',
    ],
    ['$595.00', '$110.00'],
  ],
  [
    'phrasing 2',
    [
      'my property taxes went up from 5,100 to 5,700 a year and homeowners insurance from 1,500 to 1,800. escrow shortage of $900 spread over 12 months. whats my new monthly escrow',
    ],
    ['$700.00', '$150.00'],
  ],
  [
    'phrasing 3',
    [
      'Got my escrow statement for 2025. Insurance is $2,100 a year, taxes are $6,000 a year, and there is a $1,200 shortage spread across 12 months. New escrow payment?',
    ],
    ['$775.00'],
  ],
  [
    'phrasing 4',
    ['escrow qustion: taxes 3.6k/yr, insurance 1.2k/yr, shortage 480 spread over 12 mo. monthly escrow now?'],
    ['$440.00'],
  ],
  [
    'phrasing 5',
    [
      'We bought our house in 2019 for 310k. Escrow analysis: taxes jumped to $4,800 a year from $4,200, insurance still $1,440. Shortage $600 they spread over 12 months. How much more a month than last year?',
    ],
    ['$570.00', '$100.00'],
  ],
  [
    'phrasing 6',
    [
      'owe 245k at 4.25%, 264 payments to go, p&i 1430.06. putting a 20k lump sum toward principal and keep paying the same. how many months sooner and interest saved?',
    ],
    ['33 months', '$27,986.89'],
  ],
  [
    'phrasing 8',
    ['thinking about a recast. balance 280k, 5.75%, 25 yrs left, paying 40k down on principal. new p&i?'],
    ['$1,509.86', '$251.64'],
  ],
  [
    'phrasing 9',
    [
      'Lender will recast my loan for $250 after I pay $40k on principal. I owe 280,000 at 5.75% and have 300 payments left. New payment, and how much lower?',
    ],
    ['$1,509.86', '$251.64'],
  ],
  [
    'phrasing 11',
    ['pmi is 0.55% of my original 360k loan per year. monthly pmi and savings if i drop it 5 yrs early?'],
    ['$165.00', '$9,900.00'],
  ],
  [
    'phrasing 12',
    [
      'My PMI rate is 0.5% a year on a $400,000 loan. If I get rid of it 3 years sooner than planned, how much do I save, and what is it a month?',
    ],
    ['$166.67', '$6,000.00'],
  ],
  [
    'phrasing 13',
    [
      'Balance 265k at 6%, 324 payments left. what payment gets it paid off in 20 years and how much more than now?',
    ],
    ['$1,898.54', '$244.98'],
  ],
  [
    'phrasing 14',
    [
      'I owe $265,000 at 6% with 27 years left and want it gone in 20 years. What monthly payment do I need and how much extra is that?',
    ],
    ['$1,898.54', '$244.98'],
  ],
  [
    'phrasing 15',
    [
      'appraisal 520k, cash out refi at 80% ltv, owe 248k, closing costs 2% of the new loan. cash before and after costs?',
    ],
    ['$168,000.00', '$159,680.00'],
  ],
  [
    'phrasing 16',
    [
      'want 90k cash out via cash-out refinance, max 80% ltv, balance 210k. how much does the house need to be worth?',
    ],
    ['$375,000.00'],
  ],
  [
    'phrasing 17',
    [
      "Looking to pull 60k cash out with a cash out refi. We owe 250k and the lender goes to 75% LTV. What's the minimum appraisal we need?",
    ],
    ['$413,333.33'],
  ],
  [
    'phrasing 18',
    [
      'our home is worth 480k, we owe 212k on the first mortgage. equity, equity percent, and combined ltv with a 50k heloc?',
    ],
    ['$268,000.00', '55.83%', '54.58%'],
  ],
  [
    'phrasing 19',
    [
      "Zestimate is 600k, mortgage balance 300k. If we open a $100k HELOC what's our combined LTV and equity?",
    ],
    ['$300,000.00', '66.67%'],
  ],
  [
    'phrasing 20',
    ['new appraisal 455k, balance 348k. ltv now, and how much do I have to pay down to hit 75% ltv?'],
    ['76.48%', '$6,750.00'],
  ],
  [
    'phrasing 21',
    [
      "My house appraised at $500,000 and I owe $410,000. What's my LTV, and how much would I need to pay down to get to 80% LTV to drop PMI?",
    ],
    ['82.00%', '$10,000.00'],
  ],
  [
    'phrasing 22',
    [
      'heloc 75k at 7.75%, draw period ends, converts to p&i over 20 years. interest only payment now vs new payment?',
    ],
    ['$484.38', '$615.71', '$131.33'],
  ],
  [
    'phrasing 23',
    [
      "My home equity line of credit has $50,000 drawn at 8.25%. When the draw period ends it amortizes over 15 years. What's the interest-only payment now, the new payment and the increase?",
    ],
    ['$343.75', '$485.07', '$141.32'],
  ],
  [
    'phrasing 24',
    [
      'put a 35k kitchen on a heloc at 8.75% interest only and pay it off in one lump after 3 years. total interest?',
    ],
    ['$9,187.50'],
  ],
  [
    'phrasing 25',
    ['heloc of 20k at 9% interest only for 2 years then pay it back in one lump. how much interest total?'],
    ['$3,600.00'],
  ],
  [
    'phrasing 26',
    [
      "basement apartment financed with an 85k heloc at 8.5% interest only, rents for 1400/mo. io payment and what's left over?",
    ],
    ['$602.08', '$797.92'],
  ],
  [
    'phrasing 27',
    [
      "ADU built with 120k HELOC at 9% interest-only. It rents for $1,800 a month. What's the interest-only payment and net per month?",
    ],
    ['$900.00', '$900.00'],
  ],
  [
    'phrasing 28',
    [
      'solar loan 22k at 5.99% for 20 yrs, panels save 165/mo on electric. payment and am I cash flow positive?',
    ],
    ['$157.49', '$7.51'],
  ],
  [
    'phrasing 29',
    [
      "New windows would cost 15k financed at 7% for 10 years. They should cut our heating bill by $100 a month. What's the loan payment, and am I cash-flow positive?",
    ],
    ['$174.16', '$74.16'],
  ],
  [
    'lump sum, no P&I stated',
    [
      'I have $200,000 left on my mortgage at 6% with 20 years to go. If I put $25,000 toward principal and keep making the same payment, how much sooner am I done and how much interest do I save?',
    ],
    ['190 payments instead of 240', '50 months', '$47,882.49'],
  ],
  [
    'recast, terse',
    ['recast: owe $350k at 6.5%, 28 years left, lump sum of 50k. what does my payment drop to?'],
    ['$1,941.05', '$323.51', '$58,698.70'],
  ],
  [
    'escrow, story year of the statement',
    [
      'Got my escrow statement for 2025. Insurance is $2,100 a year, taxes are $6,000 a year, and there is a $1,200 shortage spread across 12 months. New escrow payment?',
    ],
    ['$775.00', '$675.00'],
  ],
  [
    'cash-out follow-up P&I, terse',
    ['appraisal 520k, cash out refi at 80% ltv, owe 248k. how much cash?', 'payment on that at 7% 30yr?'],
    ['$416,000.00', '$2,767.66'],
  ],
  [
    'lump sum, original term and story year beside the payments left',
    [
      "My 30-year mortgage from 2018: owe 245k at 4.25%, 264 payments left, P&I 1,430.06. If I pay down 20k of principal now and keep the same payment, how many months earlier will I finish and what's the interest saving?",
    ],
    ['231 payments instead of 264', '33 months', '$27,986.89'],
  ],
  [
    'lump sum, no P&I stated, k shorthand',
    [
      'i have 245k left at 4.25%, 22 yrs to go. lump sum 20k to principal, same payment. how much sooner is it paid off?',
    ],
    ['231 payments instead of 264', '33 months', '$27,987.06'],
  ],
  [
    'payoff target, original term in the story',
    [
      'On my 30 year loan I still owe 265k at 6% with 27 years left. What payment would pay it off in 20 years, and how much extra is that?',
    ],
    ['$1,898.54', '$244.98'],
  ],
  [
    'recast with a fee first',
    [
      'recast quote: $500 fee. owe 180k at 3.5%, 20 years remaining. put 30k down on principal and recast. new payment and savings per month?',
    ],
    ['$869.94', '$173.99', '$1,043.93'],
  ],
  [
    'escrow by the month',
    [
      "Our escrow: property tax $350/mo and insurance $160/mo. There's a $600 shortage spread over 12 months. What's the new escrow payment?",
    ],
    ['$560.00', '$510.00'],
  ],
  [
    'HELOC draw ends, ten-year repayment',
    [
      'HELOC: $40k balance at 9.25%. Draw period is over next month and the loan converts to a 10 year repayment. Interest-only payment now vs the new P&I payment, and the difference?',
    ],
    ['$308.33', '$512.13', '$203.80'],
  ],
  [
    'ADU on a HELOC against its rent',
    [
      'ADU: 150k HELOC at 7.25% interest only; tenant pays $2,100 a month. Monthly interest-only payment and cash flow?',
    ],
    ['$906.25', '$1,193.75'],
  ],
  [
    'heat pump loan against the energy saving, negative',
    [
      'heat pump would be financed: 14k loan at 8.99% for 10 years, saves about 120 a month on our energy bills. loan payment and am i ahead each month?',
    ],
    ['$177.27', 'negative by **$57.27**'],
  ],
  [
    'equity, the price paid and its year in the story',
    [
      'We bought in 2016 for 380k; the house is worth about 480k now and we owe 212k. Equity, equity %, and CLTV if we add a 50k HELOC?',
    ],
    ['$268,000.00', '55.83%', '54.58%'],
  ],
  [
    'lump sum, an age and a bonus in the story',
    [
      "I'm 34 and just got a 20k bonus. I have 245k left at 4.25% with 264 payments to go, P&I is 1,430.06. If I throw the bonus at principal and keep paying the same, how many months sooner and how much interest saved?",
    ],
    ['33 months', '$27,986.89'],
  ],
  [
    'recast, ages, a retirement year and an address',
    [
      "My wife and I are 62 and 60, retiring in 2027. We owe 280k at 5.75% with 25 years left on the house on 220 Elm Street. If we pay 40k down on principal and recast (bank charges 250), what's the new P&I and how much lower?",
    ],
    ['$1,509.86', '$251.64'],
  ],
  [
    'PMI terse, the year on the loan, months sooner',
    ['pmi .55% of 360k a year - monthly? and savings if gone 60 months sooner?'],
    ['$165.00', '$9,900.00'],
  ],
  [
    'cash-out, value needed for a remodel',
    [
      'We need 75k for a remodel via cash-out refinance. We owe 300k and the lender caps at 80% loan-to-value. What does it need to appraise at?',
    ],
    ['$468,750.00'],
  ],
  [
    'solar, bill drops',
    ['solar loan: 22,000 at 5.99% for 20 years; electric bill drops 165 a month. cash flow positive?'],
    ['$157.49', '$7.51'],
  ],
];

// A different question with similar words: never answered as rule 101's class (the title it must not show).
const nearMisses: [string, string][] = [
  [
    'Escrow: insurance went up $780 and taxes are 4,200/yr, with a $500 shortage over 12 months. New escrow?',
    'Escrow after',
  ],
  [
    'My escrow has a $1,000 shortage. Taxes are 5,000 a year and insurance 1,600. What is my new escrow?',
    'Escrow after',
  ],
  ['What is an escrow shortage and why did my escrow go up?', 'Escrow after'],
  [
    "What's my monthly payment including escrow on a 300k loan at 6% for 30 years with taxes 4,200/yr and insurance 1,500/yr?",
    'Escrow after',
  ],
  ["Should I recast my mortgage or refinance it? What's the difference?", 'Recast after a lump sum'],
  ["pmi is 0.5% a year on a 400k loan, what's that a month?", 'dropping it earlier'],
  ['What is a HELOC and how does the draw period work?', 'HELOC:'],
  ["Home is worth 480k and I owe 212k. What's my LTV?", 'combined LTV'],
  ["Interest-only loan of 500k at 7%, what's the monthly payment?", 'repaid in one lump'],
  ['Solar panels cost 22k and save 165/mo on electric. How many years to pay back?', 'bill it cuts'],
  [
    'cash out refi: house worth 500k, owe 200k, lender allows 80% LTV. how much cash can I take?',
    'value needed',
  ],
  ["I owe 300k at 6.5% with 30 years left. What's my payment?", 'Paying it off in'],
];

describe("rule 101: a homeowner's loan", () => {
  it.each(cases)('%s', (_name, messages, figures) => {
    const answer = ask(...messages);
    for (const figure of figures) expect(answer).toContain(figure);
  });
  it.each(nearMisses)('near miss: %s', (question, title) => {
    expect(ask(question)).not.toContain(title);
  });
});
