import { describe, expect, it } from 'vitest';
import { composeAnswer } from './compose-answer.ts';

const answer = (q: string) => composeAnswer(q).markdown;

describe('arithmetic for choosing where to live and what a lease shares', () => {
  it.each([
    // A commute, round trip from one-way miles.
    [
      'we would drive 18 miles one way to the office 20 days a month, irs rate $0.70 a mile. monthly?',
      '**$504.00**',
    ],
    // Two places' prices per foot for one size.
    [
      'downtown condos run $520/sf and the ones by the lake about $440. whats the difference on a 1,100 sf unit',
      '**$88,000.00**',
    ],
    // Two homes' tax bills at different effective rates.
    [
      'compare taxes: $280k home at 2.1% vs a $310k home at 1.4%, how much more is the first one a year',
      '**$1,540.00**',
    ],
    // A tenant's pro-rata share of a pass-through.
    [
      'we lease 2,400 sf of a 60,000 sq ft building. taxes passed through pro rata are 96k a year. our share?',
      '**$3,840.00**',
    ],
    // Percentage rent over a natural breakpoint.
    [
      'base rent 90k a year plus 5% of sales over the natural breakpoint, sales were 2.1M. percentage rent?',
      '**$15,000.00**',
    ],
  ])('%s → %s', (question, figure) => {
    expect(answer(question)).toContain(figure);
  });

  it.each([
    // Cash flow needs no price when the rent, the payment and the costs are all stated.
    [
      'the condo brings in 1,700 a month, PITI 1,180, I put aside $90/mo for repairs and thats all. cash flow?',
      '**$430.00**',
    ],
    [
      'budget 40% of rent for all expenses. rents 3,000/mo, p&i would be 1,400, we have 80k total cash in the deal. coc?',
      '**6.00%**',
    ],
    ['50% rule: the fourplex grosses $5,200/month and P&I would be $1,900. cash flow?', '**$700.00**'],
  ])('partial answer: %s → %s', (question, figure) => {
    expect(answer(question)).toContain(figure);
  });

  it.each([
    // A rate per square foot that escalates by itself, with no space given.
    ['asking rent is $31/sf nnn, escalates 2.5% annually. what is it in year 4', '**$33.38** per sq ft'],
    // Expenses with a verb between the label and the amount.
    [
      '8 unit, asking 900k, gross rents 7,500/mo, 6% vacancy, expenses come to 31k a year. noi and cap rate?',
      '**$53,600.00**',
    ],
    // Years of payments with a word in between.
    [
      'borrowed $280,000 at 5.5% for 30 years, made ten years of on-time payments. remaining balance?',
      '**$231,114.77**',
    ],
    // Closing costs with words between the label and the rate, a seller credit and earnest money.
    [
      'what do we bring to closing? 420k purchase, 10% down, closing costs should run about 2.5%, seller credit of 6k, 10k earnest money already in escrow',
      '**$36,500.00**',
    ],
    // Owning against renting a month, every cost stated.
    [
      'we rent for 1,900 now. buying would mean a mortgage payment of 1,650 plus taxes 280/mo, insurance 95/mo and hoa 60/mo. how much more is owning per month compared to renting?',
      '**$185.00**',
    ],
    // The largest loan by a housing ratio, taxes and insurance stated apart, the limit said twice.
    [
      'we make 9,000 a month and the lender allows 30% of gross income for housing. tax 300/mo, insurance 100/mo. at 6.5% for 30 years whats the largest loan that stays under that 30%?',
      '**$363,884.88**',
    ],
    // Boot in a 1031 exchange: the smaller of gain and boot is taxed now.
    [
      '1031 exchange: gain of 180k, we received 25k of boot in cash. taxable gain and tax at 20%?',
      '**$5,000.00**',
    ],
    // An agent's check: the side of a 50/50 co-op, then the agent's split with the broker.
    [
      'listing at 600k, 6% commission, 50/50 co-op, im on an 80/20 split. how much do i take home before taxes',
      '**$14,400.00**',
    ],
  ])('reading: %s → %s', (question, figure) => {
    expect(answer(question)).toContain(figure);
  });

  it('a commute follow-up with fewer miles changes only the distance', () => {
    const history = [
      {
        role: 'user' as const,
        text: 'commute is 30 miles each way, 20 days a month at $0.65 a mile, monthly cost?',
      },
    ];
    history.push({ role: 'assistant' as const, text: composeAnswer(history[0]!.text).markdown } as never);
    const followUp = composeAnswer('and if it was only 10 miles each way', history).markdown;
    expect(followUp).toContain('**$260.00**');
  });
});
