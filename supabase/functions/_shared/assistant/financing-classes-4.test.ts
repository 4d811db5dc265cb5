// Financing questions as classes, fourth round (issue 19; docs/assistant.md rule 58): each block is one
// class a user could type many ways, with phrasings of our own and figures computed apart (P&I =
// L·i/(1 − (1+i)^−n), i = rate/12, n = years × 12; the loan a payment carries is its inverse), and a case
// where the class must not fire.
import { describe, expect, it } from 'vitest';
import { converse } from './test-conversation.ts';

describe('a rate said aloud with "point"', () => {
  it.each([
    // 350,000 at 6.25% over 360 months = 2,155.01
    ["what's the payment on 350k at six point two five percent for 30 years", '$2,155.01'],
    ['350k loan, rate six point twenty five, 30 yr. monthly p&i?', '$2,155.01'],
    // 400,000 at 7.5% = 2,796.86
    ['payment on a 400k loan at seven point five for 30 years', '$2,796.86'],
    // 300,000 at 6.875% = 1,970.79
    ['monthly payment on 300k at 6 point 875, thirty year fixed', '$1,970.79'],
  ])('%s', (question, figure) => {
    expect(converse(question)).toContain(figure);
  });
});

describe('a monthly amount someone hopes to pay is a budget, never their income', () => {
  it.each([
    // P&I 2,000 at 7%/360 carries 300,615.14; with 10% down the price is 334,016.82
    ['hoping for around 2k a month, how much house can i get at 7% 30yr with 10% down', '$334,016.82'],
    ['id like to stay under 2,000 a month. how much home at 7 percent, 30 years, 10% down?', '$334,016.82'],
    // P&I 3,000 at 6.75% carries 462,536.05; with 20% down the price is 578,170.06
    ['want to keep the payment near 3k monthly. how much house? 6.75%, 20% down', '$578,170.06'],
    ['target payment 3000/mo — what price can we buy with 20% down at 6.75?', '$578,170.06'],
  ])('%s', (question, figure) => {
    const answer = converse(question);
    expect(answer).toContain(figure);
    expect(answer).not.toMatch(/Gross income/);
  });

  it('a monthly amount someone brings in stays their income', () => {
    expect(converse('we bring in 9k a month, how much house can we afford at 7% with 10% down')).toMatch(
      /Gross income: \$108,000/,
    );
  });
});

describe('a debt-to-income limit by any name in a maximum-payment question', () => {
  it.each([
    // 9,000 × 43% − (450 + 300) = 3,120
    ['income 9k a month, max house payment at a 43% cap? car 450/mo student loans 300', '$3,120.00'],
    [
      'lender allows 43% of my 9k monthly gross, and i pay 750/mo in debts. max mortgage payment?',
      '$3,120.00',
    ],
    // 110,000 ÷ 12 × 45% − 500 = 3,625
    ['lender caps back end at 45%. gross 110k a year, car 500. biggest payment allowed?', '$3,625.00'],
  ])('%s', (question, figure) => {
    expect(converse(question)).toContain(figure);
  });

  it('a down payment of that size is not the limit', () => {
    expect(converse('income 9k a month, 25% down, max house payment? debts 750')).not.toMatch(
      /Debt-to-income limit: 25/,
    );
  });
});

describe('interest counted by the day', () => {
  it.each([
    // 400,000 × 6.5% ÷ 365 = 71.23; March 19 through 31 is 13 days: 926.03
    [
      'closing march 19 on a 400,000 loan at 6.5%, prepaid interest through march 31 on a 365 day year. per diem and total?',
      ['$71.23', '$926.03'],
    ],
    // 250,000 × 7% ÷ 360 = 48.61; the 21st through the 30th is 10 days: 486.11
    ['per diem on 250k at 7% using a 360 day year, closing 6/21, interest thru 6/30', ['$48.61', '$486.11']],
    // 500,000 × 6.25% ÷ 365 = 85.62; 12 days = 1,027.40
    [
      'daily interest on a 500k loan at 6.25%? we close with 12 days left in the month',
      ['$85.62', '$1,027.40'],
    ],
  ])('%s', (question, figures) => {
    const answer = converse(question);
    for (const figure of figures) expect(answer).toContain(figure);
  });
});

describe('extra principal each month, with the term restated as payments', () => {
  // 300,000 at 6.5%/360 plus 150 a month: paid off after 293 payments
  it.each([
    'extra 150 a month toward principal on a 300k 30 yr at 6.5%: how many payments instead of 360?',
    'putting an additional $150/mo on my 300k loan, 6.5% 30-year. payoff takes how many months vs 360',
  ])('%s', (question) => {
    expect(converse(question)).toContain('293 months');
  });
});

describe('ratios with two earners, ages told in brackets and the new place named', () => {
  // (84,000 + 66,000) ÷ 12 = 12,500 a month; housing 2,600 → 20.80%; with 730 of debts → 26.64%
  it.each([
    'me (41) and my wife (39) gross 84k and 66k a year. car 420/mo, student loans 250, cards 60. the new place would be 2,600/mo all in. front and back end dti?',
    'we make 84k and 66k a year; debts are 420 car, 250 student loan, 60 card minimums; new house payment 2,600 a month PITI. what are our ratios?',
  ])('%s', (question) => {
    const answer = converse(question);
    expect(answer).toContain('20.80%');
    expect(answer).toContain('26.64%');
  });
});

describe('a refinance with the payment now stated and the payments left counted', () => {
  // new P&I on 250,000 at 6.25%/360 = 1,539.29; 1,900 − 1,539.29 = 360.71 a month; 5,000 ÷ 360.71 = 13.9
  it('reads "P&I is …" as the payment now and "300 payments left" as the months left', () => {
    const answer = converse(
      'owe 250k at 7.5% with 300 payments left, P&I is 1,900 a month. refi into a new 30 yr at 6.25%, closing costs 5,000. new payment, savings, break even?',
    );
    expect(answer).toContain('$1,539.29');
    expect(answer).toContain('$360.71');
    expect(answer).toContain('13.9');
  });
});

describe('PMI and the balance at which it comes off', () => {
  // 280,000 × 0.45% ÷ 12 = 105.00; 78% of 300,000 = 234,000; 80% = 240,000
  it.each([
    'house was 300k, loan 280k, pmi 0.45% a year. monthly pmi and what balance does it drop off at?',
    'PMI of .45%/yr on my 280,000 loan; we paid 300,000. what do i pay a month for it and when can i get rid of it',
  ])('%s', (question) => {
    const answer = converse(question);
    expect(answer).toContain('$105.00');
    expect(answer).toContain('$234,000.00');
    expect(answer).toContain('$240,000.00');
  });
});

describe('a follow-up that adds a down payment, then changes the rate with the rest restated', () => {
  // 2,000 P&I at 6%/360 carries 333,583.23; with 10% down the price is 370,648.03; at 5.5%:
  // 352,243.53 and 391,381.70
  it('reads "with 10% down" as a new fact, never a new rate', () => {
    const first =
      'how much can i borrow if i can pay $2,000 a month principal and interest at 6% for 30 years';
    const second = 'and with 10% down what price is that';
    expect(converse(first, second)).toContain('$370,648.03');
    const third = converse(
      first,
      second,
      'what if the rate were five and a half, same 2,000 payment and 10% down?',
    );
    expect(third).toContain('$352,243.53');
    expect(third).toContain('$391,381.70');
  });
});

describe('short follow-ups on a loan', () => {
  it('"and after 10?" after a balance is 10 years elapsed', () => {
    // 300,000 at 6.5%/360 after 120 payments: 254,328.38
    expect(converse('balance on a 300k loan at 6.5% 30 years after 5 years?', 'and after 10?')).toContain(
      '$254,328.38',
    );
  });

  it('"roll in the costs?" after a refinance adds them to the loan', () => {
    expect(
      converse('refi 280k from 7.25 to 6.25, closing costs 6k, 30 years. break even?', 'roll in the costs?'),
    ).toContain('$286,000');
  });
});

describe('stated facts a reader missed (rule 63)', () => {
  it('a budget that says what it covers is the budget, never income', () => {
    // 3,000 − 400 − 100 = 2,500 of P&I at 6.5%/360 carries 395,527.05; with 10% down: 439,474.50
    const answer = converse(
      'we want to keep total housing under 3000/mo incl taxes ~400 and ins 100. 10% down, 6.5% rate. max price?',
    );
    expect(answer).toContain('$439,474.50');
    expect(answer).not.toMatch(/Gross income/);
  });

  it('"60 min on a credit card" is a minimum payment, not minutes', () => {
    // (380 + 200 + 60 + 2,400) ÷ 7,500 = 40.53%
    expect(
      converse(
        'we make 90k a year. 380 on the car, 200 student loans, 60 min on a credit card. new house would be 2,400/mo all in. back end dti?',
      ),
    ).toContain('40.53%');
  });

  it('the interest paid over the first payments leads when it is asked', () => {
    // 350,000 at 7%/360: 24 payments of 2,328.56 less the principal they repaid = 48,517.73
    expect(
      converse(
        '350k mortgage at 7%, 30 years. how much interest will i have paid after the first 24 payments?',
      ),
    ).toMatch(/Interest paid in those 24 payments: \*\*\$48,517\.73\*\*/);
  });
});

describe('everyday arithmetic asked outright (rule 63)', () => {
  it.each([
    // 3% of 515,000 = 15,450
    ["what's 3% of 515k for the seller concession", '$15,450.00'],
    ['how much is 2.5% of $640,000?', '$16,000.00'],
  ])('%s', (question, figure) => {
    expect(converse(question)).toContain(figure);
  });

  it.each([
    // 20% of 450,000 = 90,000 ÷ 1,500 = 60 months
    ['how long to save 20% down on a 450k house if i save 1500 a month', '60 months'],
    // (60,000 − 15,000) ÷ 2,000 = 22.5 → 23 months
    ['we have 15k saved, putting away 2,000/mo. how long until we have 60k for a down payment?', '23 months'],
  ])('%s', (question, figure) => {
    expect(converse(question)).toContain(figure);
  });

  it('a percentage of an amount beside a loan question is the loan’s', () => {
    expect(converse("what's 3% of 515k at 6.5% for 30 years")).not.toContain('A percentage of an amount');
  });
});

describe('costs and rates stated the way people say them (rule 63)', () => {
  it('points on a loan that lower the payment: the points are the cost, never the loan', () => {
    // 2 points × 1% × 300,000 = 6,000 ÷ 95 = 63.2 months
    const answer = converse(
      'breakeven on buying points: 2 points on a 300k loan lowers payment by 95 a month',
    );
    expect(answer).toContain('$6,000.00');
    expect(answer).toContain('63.2 months');
  });

  it('a rate in words with nothing after it is a rate', () => {
    // 446,250 at 7.25%/360 = 3,044.21
    expect(converse('payment on a 525,000 house, 15% down, seven and a quarter, 30 yrs')).toContain(
      '$3,044.21',
    );
  });
});
