import { describe, expect, it } from 'vitest';
import { converse } from './test-conversation.ts';
import { rewriteFollowUp } from './follow-up-rewrite.ts';

describe('follow-ups that change one number keep the thread, whatever answered first', () => {
  it('a seller net sheet with a new commission', () => {
    const answer = converse(
      'selling for 900k, owe 300k, 6% commission, 10k other closing costs. what do i net?',
      'what if i get the agent down to 5%',
    );
    expect(answer).toContain('6% → 5%');
    expect(answer).toContain('| Agent commissions | −$45,000.00 |');
  });

  it('a bare number replaces the percentage its words name, or the rate it reads as', () => {
    const net = converse(
      'sale price 740k, mortgage payoff 410k, agents charge 5%, closing costs 8k. net to me?',
      'and if the agents take 4.25',
    );
    expect(net).toContain('5% → 4.25%');
    const payment = converse(
      'what is the payment on a 410k loan at 6.625 for 30 years',
      'my broker says 6.125 if i pay a point, what would it be',
    );
    expect(payment).toContain('6.625% → 6.125%');
    expect(payment).toContain('$2,491.20');
  });

  it('the word right at the new number names what it changes, not a word further off', () => {
    const rewritten = rewriteFollowUp(
      'price 400k with 5% down. 7% 30 yr fixed, pmi at .6% of the loan.',
      'and if we put 15% down at that point?',
    );
    expect(rewritten?.changes).toEqual(['5% → 15%']);
    expect(rewritten?.question).toContain('with 15% down. 7% 30 yr fixed');
  });

  it('a maximum housing payment at another debt-to-income limit', () => {
    const answer = converse(
      'i make 8,500 a month gross, debts are 700/mo. max housing payment at 36% DTI?',
      'what about at 45%',
    );
    expect(answer).toContain('**$3,125.00**');
  });

  it('a move in basis points or fractions of a percent shifts the rate by that many points', () => {
    expect(
      converse(
        "NOI is $410,000 and the going cap rate is 6.75%. What's the value?",
        'what if cap rates widen 50 bps',
      ),
    ).toContain('**$5,655,172.41**');
    const payment = converse(
      'payment on a 400k house with 20% down at 6.5% 30 yrs',
      'what if rates go up half a percent',
    );
    expect(payment).toContain('6.5% + 0.5% = 7%');
    expect(payment).toContain('Interest rate: 7%');
  });

  it('"and in 10?" after a value in 5 years changes the years, not the rate', () => {
    const answer = converse(
      "House is worth 350k today. If it appreciates 4%/yr what's it worth in 5 years?",
      'and in 10?',
    );
    expect(answer).toContain('**$518,085.50**');
  });

  it('a percentage change of a labelled amount', () => {
    const rewritten = rewriteFollowUp('NOI 94k, debt service 80k a year, DSCR?', 'what if noi drops 10%');
    expect(rewritten?.question).toContain('$84,600');
  });

  it('a rent change moves a cash flow given without its rent, in its own period', () => {
    const answer = converse(
      'we have 80k in the deal and it nets 6,000 a year. cash on cash?',
      'what if we bump rents by 150 a month',
    );
    expect(answer).toContain('$7,800 a year');
    expect(answer).toContain('**9.75%**');
  });

  it("a question's numbers can come from the message before it", () => {
    const answer = converse(
      'we would borrow 380k',
      'at 6 7/8 over 30 years, monthly payment?',
      'and over 20?',
    );
    expect(answer).toContain('| Principal & interest | $2,917.69 |');
  });

  it('an unlabelled new price replaces the amount of its size', () => {
    const answer = converse(
      'duplex asking 400k, rents 3,000/mo total, 5% vacancy, opex 12k/yr. cap rate?',
      'and if they take 380k?',
    );
    expect(answer).toContain('**5.84%**');
  });

  it('a new figure stated without "what if" replaces the old one instead of joining it', () => {
    const answer = converse(
      'mill rate 30, assessed at 60% of value, house worth 300k. annual tax?',
      'the county next door is 24 mills with the same ratio. what then?',
    );
    expect(answer).toContain('**$4,320.00**');
  });

  it('rewrites nothing when the number it changes is not certain', () => {
    expect(rewriteFollowUp('price 400k, rent 2k a month, taxes 5k a year', 'what about 300?')).toBeNull();
    expect(rewriteFollowUp('payment on 400k at 6% for 30 years', 'tell me about pmi')).toBeNull();
  });
});

describe('a new amount written in the shorthand of the one it replaces', () => {
  it('a price nobody labelled is the largest lump sum, and "1.1" after $1.2M is 1.1 million', () => {
    const rewritten = rewriteFollowUp(
      'whats the cap rate on a 1.2M fourplex netting 78k',
      'what if price drops to 1.1',
    );
    expect(rewritten?.changes).toEqual(['1.2m → $1,100,000']);
    const answer = converse(
      'whats the cap rate on a 1.2M fourplex netting 78k',
      'what if price drops to 1.1',
    );
    expect(answer).toContain('Cap rate (NOI ÷ price) | 7.09%');
    expect(answer).not.toContain('at 1.1%');
  });

  it('a labelled amount in thousands: "noi is 85" after noi 78k, "offer 480" after 525k', () => {
    expect(rewriteFollowUp('fourplex 1.2M, noi 78k, cap rate?', 'and if noi is 85')?.changes).toEqual([
      '78k → $85,000',
    ]);
    expect(
      rewriteFollowUp('house is 525k, 10% down, 6.5% 30yr, payment?', 'what if we offer 480')?.changes,
    ).toEqual(['525k → $480,000']);
  });

  it('a number that fits no scale of the named amount changes nothing', () => {
    expect(rewriteFollowUp('fourplex 1.2M, noi 78k, cap rate?', 'and if noi is 2')).toBeNull();
  });
});

describe('a span changed in other units', () => {
  it('keeps the units it is set in, and moves in the earlier ones', () => {
    const lease = 'a 60-month lease at $6,000/month. total rent?';
    expect(rewriteFollowUp(lease, 'what if the term is 7 years')?.changes).toEqual(['60-month → 7 years']);
    expect(rewriteFollowUp(lease, 'what if we add 2 years to the term')?.changes).toEqual([
      '60-month + 2 years → 84 months',
    ]);
    expect(
      rewriteFollowUp('payment on a 300k loan at 6% for 30 years', 'what about 180 months')?.changes,
    ).toEqual(['30 years → 180 months']);
  });
});

describe('a follow-up that names the number it replaces', () => {
  const lease = '5 yr lease on 4,000 sf at $28/sf with 3% annual bumps, total rent over the term?';

  it('replaces that number wherever it stands, unit and all', () => {
    expect(rewriteFollowUp(lease, 'what if the bumps were $1/sf a year instead of 3%?')?.question).toContain(
      'with $1/sf bumps',
    );
    expect(rewriteFollowUp(lease, 'and $30/sf instead of $28/sf?')?.changes).toEqual(['$28/sf → $30/sf']);
    expect(converse(lease, 'try $1.50 psf bumps instead of the 3%')).toContain('**$620,000.00**');
  });

  it('a bare new number keeps the unit of the one it replaces', () => {
    const payment = 'payment on a 400k house, 10% down, 6.875% 30 yr';
    expect(rewriteFollowUp(payment, 'what if it was 6.25 instead of 6.875')?.changes).toEqual([
      '6.875% → 6.25%',
    ]);
    expect(rewriteFollowUp(payment, '15 instead of 30?')?.changes).toEqual(['30 yr → 15 yr']);
  });

  it('the replaced number is never read as an input of the follow-up', () => {
    const answer = converse(
      'payment on a 400k house, 10% down, 6.875% 30 yr',
      'what about 20% down instead of 10?',
    );
    expect(answer).toContain('Down payment: $80,000 (20%)');
    expect(answer).not.toContain('$10 (');
  });

  it('a bare rate-like number after a question with a down payment replaces the rate, not the down payment', () => {
    const answer = converse('payment on a 400k house, 10% down, 6.875% 30 yr', 'what if it was 6.25');
    expect(answer).toContain('6.875% → 6.25%');
    expect(answer).toContain('Down payment: $40,000 (10%)');
  });

  it('in a first message both sides of "instead of" are read', () => {
    const answer = converse(
      'is it worth paying 2 points on a 420k loan to get 6.25 instead of 6.75? 30 yr. how long to make the points back',
    );
    expect(answer).toContain('6.75%');
    expect(answer).toContain('6.25%');
  });
});
