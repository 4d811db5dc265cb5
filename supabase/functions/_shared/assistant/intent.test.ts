import { describe, expect, it } from 'vitest';
import type { HistoryTurn } from '../protocol.ts';
import { helpExamples } from './help-answer.ts';
import {
  detectCalculator,
  mergeQuantities,
  routeQuestion,
  routeWithState,
  stateAfter,
  stateFromHistory,
  type ConversationState,
  type Route,
} from './intent.ts';

/** A compact description of a route for table tests. */
function describeRoute(route: Route): string {
  switch (route.kind) {
    case 'calculation':
      return `calculation:${route.calculator}`;
    case 'missing-inputs':
      return `missing:${route.calculator}`;
    case 'knowledge':
      return `knowledge:${route.hit.topic.id}`;
    case 'fair-housing':
      return 'fair-housing';
    case 'help':
      return `help:${route.reason}`;
    case 'deal':
      return route.deal.kind === 'deal'
        ? `deal:${route.deal.request.calc}`
        : `deal-missing:${route.deal.calc}`;
    case 'live-data':
      return `live-data:${route.live}`;
    case 'clarify':
      return 'clarify';
    case 'low-confidence':
      return 'low-confidence';
    case 'quick':
      return `quick:${route.answer.title}`;
    case 'out-of-reach':
      return `out-of-reach:${route.reach}`;
  }
}

const user = (text: string): HistoryTurn => ({ role: 'user', text });
const assistant = (text: string): HistoryTurn => ({ role: 'assistant', text });

describe('questions out of reach are said plainly, not answered with a nearby article', () => {
  it.each([
    ['how much was our closing costs when we bought', 'out-of-reach:records'],
    ['what is my current loan balance?', 'out-of-reach:records'],
    ['when did we refinance last time', 'out-of-reach:records'],
    [
      'can you review the loan estimate I attached and tell me if the fees are normal',
      'out-of-reach:document',
    ],
    ['is the early termination clause in my lease enforceable?', 'out-of-reach:document'],
    ['read over the LOI below and tell me if it is fair', 'out-of-reach:document'],
    // Messages it cannot see: email, texts, calls.
    ['can you check what my loan officer emailed me about the lock', 'out-of-reach:messages'],
    ['did my realtor get back to me yet', 'out-of-reach:messages'],
    ['go through my inbox and find the closing date', 'out-of-reach:messages'],
  ])('%s → %s', (question, route) => {
    expect(describeRoute(routeQuestion(question))).toBe(route);
  });

  it.each([
    // Questions that bring their own figures, or ask about a concept, are answered.
    'my payment is $2,100 and I make 8k a month, what is my DTI?',
    'what is an escalation clause in a lease?',
    'what should a purchase agreement include?',
    'my agent said the seller wants a 30 day close, is that normal?',
  ])('%s → answered', (question) => {
    expect(routeQuestion(question).kind).not.toBe('out-of-reach');
  });

  it('a remaining balance whose time was not read is asked about, not answered with a payment', () => {
    const route = routeQuestion('575k mortgage, 6.125%, 30 yr fixed. what is the balance after sevral years');
    expect(route).toMatchObject({ kind: 'clarify' });
  });

  it('"seen years" before a unit is the slip for seven years', () => {
    const route = routeQuestion('575k mortgage, 6.125%, 30 yr fixed. what is the balance after seen years');
    expect(route).toMatchObject({ kind: 'quick', answer: { title: 'Balance after 7 years' } });
  });

  it('a question after a greeting is not answered with the greeting', () => {
    expect(routeQuestion('hi').kind).toBe('help');
    const route = routeQuestion('hello! by what percent is riverside (365000 median) priier than cedar park');
    expect(route).not.toMatchObject({ kind: 'help', reason: 'greeting' });
  });

  it.each(['plan a birthday party for my kid this weekend', 'blorp zoning flangle 7 7 7 asdf'])(
    '%s → not an article',
    (question) => {
      expect(routeQuestion(question).kind).toBe('help');
    },
  );
});

describe('routeQuestion: single questions', () => {
  it.each([
    [
      'What is the monthly payment on a $450k home with 20% down at 6.5% for 30 years?',
      'calculation:mortgage',
    ],
    ['$400,000 loan at 6% over 30 years', 'calculation:mortgage'],
    ['$300k at 6% for 30 years', 'calculation:mortgage'],
    ['monthly payment for 500k house 10% down 7 percent', 'calculation:mortgage'],
    ['how much interest will I pay on a $400k loan at 6%?', 'calculation:mortgage'],
    ["what's my payment on a $300k mortgage?", 'missing:mortgage'],
    ['How much house can I afford?', 'missing:affordability'],
    ['I make $95k a year, what can I afford?', 'calculation:affordability'],
    ['Can I afford a $500k house making $90k with $400 car payment', 'calculation:affordability'],
    ['Should I rent or buy?', 'knowledge:rent-vs-buy'],
    ['Should I rent at $2,000 or buy a $350k condo?', 'calculation:rent-vs-buy'],
    ['rent vs buy: $2,400 rent, $500k house, staying 5 years', 'calculation:rent-vs-buy'],
    ["What's the cap rate on a $300k property with NOI of $24,000?", 'calculation:rental'],
    ['Is a $250k house that rents for $2,100/month a good investment?', 'calculation:rental'],
    ['what is the value of a property with NOI $60k at a 6% cap rate', 'calculation:rental'],
    ['what is a cap rate', 'knowledge:cap-rate'],
    ['What is DSCR?', 'knowledge:dscr'],
    [
      'I can refinance from 7.25% to 6.1%, my balance is $320k and I have 27 years left',
      'calculation:refinance',
    ],
    ['Is it worth refinancing?', 'knowledge:refinancing'],
    ['should I refinance at 6% if my rate is 7% on $250k, closing $5k', 'calculation:refinance'],
    ['closing costs on a $600k house', 'calculation:closing-costs'],
    ['what are closing costs', 'knowledge:closing-costs'],
    ['How much are closing costs?', 'missing:closing-costs'],
    ['What is a 1031 exchange?', 'knowledge:1031-exchange'],
    ['what is the 1% rule', 'knowledge:one-percent-rule'],
    ['How much should I offer on a house?', 'knowledge:making-an-offer'],
    [
      'My wife and I make $180k, we have $1,200 in student loans monthly and $60k saved for a down payment',
      'calculation:affordability',
    ],
    [
      "my rent is $1,900 and I'm looking at $380k townhomes; is buying smarter over 10 years?",
      'calculation:rent-vs-buy',
    ],
    [
      'Quadplex listed at $800k bringing in $7,200 a month in rents, expenses about $30k a year. Worth it?',
      'calculation:rental',
    ],
    ["what's the DSCR on a property with $60,000 NOI and $48,000 annual debt service?", 'calculation:rental'],
    ['is 6.5% a good mortgage rate?', 'knowledge:fixed-rate-mortgage'],
    ['where should I buy a house in Austin', 'knowledge:choosing-a-neighborhood'],
    ['hi', 'help:greeting'],
    ['thanks!', 'help:greeting'],
    ['blah blah', 'help:unknown'],
    ['3 bedroom for a family of five', 'help:unknown'],
    ['Find me a Christian neighborhood', 'fair-housing'],
    ["Don't rent to families with children", 'fair-housing'],
  ])('%s → %s', (question, expected) => {
    expect(describeRoute(routeQuestion(question))).toBe(expected);
  });

  it('every example question in the help answer is answered, not sent back to help', () => {
    for (const q of helpExamples()) {
      const kind = routeQuestion(q).kind;
      expect(kind === 'calculation' || kind === 'knowledge', q).toBe(true);
    }
  });

  it('passes the parsed numbers to the calculator', () => {
    const route = routeQuestion(
      'What is the monthly payment on a $450k home with 20% down at 6.5% for 30 years?',
    );
    expect(route.kind).toBe('calculation');
    if (route.kind !== 'calculation' || route.request.calculator !== 'mortgage') return;
    expect(route.request.input).toMatchObject({
      loanAmount: 360_000,
      annualRate: 0.065,
      termYears: 30,
      homePrice: 450_000,
    });
  });

  it('missing inputs name what is needed', () => {
    const route = routeQuestion("what's my payment on a $300k mortgage?");
    expect(route.kind).toBe('missing-inputs');
    if (route.kind !== 'missing-inputs') return;
    expect(route.missing.map((m) => m.key)).toEqual(['rate']);
    expect(route.quantities.loanAmount).toBe(300_000);
  });

  it('detectCalculator by wording', () => {
    expect(detectCalculator('refi now?')).toBe('refinance');
    expect(detectCalculator('how much can we borrow')).toBe('affordability');
    expect(detectCalculator('what is the weather')).toBeNull();
  });
});

describe('routeQuestion: follow-ups reuse the previous numbers', () => {
  const first = 'What is the monthly payment on a $450k home with 20% down at 6.5% for 30 years?';
  const history = [user(first), assistant('### Monthly mortgage payment ...')];

  it('"what about at 7%?" changes only the rate', () => {
    const route = routeQuestion('what about at 7%?', history);
    expect(route.kind).toBe('calculation');
    if (route.kind !== 'calculation' || route.request.calculator !== 'mortgage') return;
    expect(route.followUp).toBe(true);
    expect(route.request.input).toMatchObject({ annualRate: 0.07, homePrice: 450_000, loanAmount: 360_000 });
  });

  it('a new down payment replaces the old one', () => {
    const route = routeQuestion('and with 10% down?', history);
    if (route.kind !== 'calculation' || route.request.calculator !== 'mortgage')
      throw new Error('not mortgage');
    expect(route.request.input.loanAmount).toBe(405_000);
    expect(route.request.input.annualRate).toBe(0.065);
  });

  it('"what about 15 years?" changes the term', () => {
    const route = routeQuestion('what about 15 years?', history);
    if (route.kind !== 'calculation' || route.request.calculator !== 'mortgage')
      throw new Error('not mortgage');
    expect(route.request.input.termYears).toBe(15);
  });

  it('a new price keeps the down payment percent', () => {
    const route = routeQuestion('what about a $600k house?', history);
    if (route.kind !== 'calculation' || route.request.calculator !== 'mortgage')
      throw new Error('not mortgage');
    expect(route.request.input.homePrice).toBe(600_000);
    expect(route.request.input.loanAmount).toBe(480_000);
  });

  it('follow-ups chain over several turns', () => {
    const longer = [...history, user('what about at 7%?'), assistant('...'), user('what about 15 years?')];
    const route = routeQuestion('and $500k?', longer);
    if (route.kind !== 'calculation' || route.request.calculator !== 'mortgage')
      throw new Error('not mortgage');
    expect(route.request.input).toMatchObject({ annualRate: 0.07, termYears: 15, homePrice: 500_000 });
  });

  it('a knowledge question in between does not break the chain', () => {
    const longer = [...history, user('What is PMI?'), assistant('### PMI ...')];
    expect(describeRoute(routeQuestion('What is PMI?', history))).toBe('knowledge:pmi');
    const route = routeQuestion('what about at 5.5%?', longer);
    expect(describeRoute(route)).toBe('calculation:mortgage');
  });

  it('a complete new question is not merged with the old one', () => {
    const route = routeQuestion('$300k loan at 5% for 15 years', history);
    if (route.kind !== 'calculation' || route.request.calculator !== 'mortgage')
      throw new Error('not mortgage');
    expect(route.followUp).toBe(false);
    expect(route.request.input.homePrice).toBeUndefined();
    expect(route.request.input.loanAmount).toBe(300_000);
  });

  it('supplies a missing input', () => {
    const h = [user("what's my payment on a $300k mortgage?"), assistant('I need a few more numbers')];
    const route = routeQuestion('6.5%', h);
    if (route.kind !== 'calculation' || route.request.calculator !== 'mortgage')
      throw new Error('not mortgage');
    expect(route.request.input).toMatchObject({ loanAmount: 300_000, annualRate: 0.065 });
  });

  it('rent vs buy: a new horizon', () => {
    const h = [user('Should I rent at $2,400/month or buy a $450k home at 6.5% if I stay 7 years?')];
    const route = routeQuestion('what if I stay 10 years?', h);
    if (route.kind !== 'calculation' || route.request.calculator !== 'rent-vs-buy')
      throw new Error('not rent-vs-buy');
    expect(route.request.input).toMatchObject({ horizonYears: 10, homePrice: 450_000, monthlyRent: 2400 });
  });

  it('refinance: a bare rate is the new rate', () => {
    const h = [user('Refinance my $300k loan from 7% to 6% with $4,000 closing costs')];
    const route = routeQuestion('what about 5.5%?', h);
    if (route.kind !== 'calculation' || route.request.calculator !== 'refinance')
      throw new Error('not refinance');
    expect(route.request.input).toMatchObject({ currentRate: 0.07, newRate: 0.055, closingCosts: 4000 });
  });

  it('affordability: a new income', () => {
    const h = [
      user('How much house can I afford with $120,000 a year income and $500/month in debts at 6.5%?'),
    ];
    const route = routeQuestion('what if I make $150k?', h);
    if (route.kind !== 'calculation' || route.request.calculator !== 'affordability')
      throw new Error('not afford');
    expect(route.request.input).toMatchObject({
      annualIncome: 150_000,
      monthlyDebts: 500,
      annualRate: 0.065,
    });
  });

  it('rent vs buy: a bare rate replaces the old rate', () => {
    const h = [user('Should I rent at $2,400/month or buy a $450k home at 6.5% if I stay 7 years?')];
    const route = routeQuestion('what about 7%?', h);
    if (route.kind !== 'calculation' || route.request.calculator !== 'rent-vs-buy')
      throw new Error('not rent-vs-buy');
    expect(route.request.input).toMatchObject({ annualRate: 0.07, horizonYears: 7 });
    expect(route.request.input.downPaymentPercent).toBeUndefined();
  });

  it('affordability: a bare amount is the income', () => {
    const h = [user('How much house can I afford with $120,000 a year income at 6.5%?')];
    const route = routeQuestion('what about $150k?', h);
    if (route.kind !== 'calculation' || route.request.calculator !== 'affordability')
      throw new Error('not afford');
    expect(route.request.input.annualIncome).toBe(150_000);
  });

  it('without a previous calculation a bare follow-up gets help', () => {
    expect(describeRoute(routeQuestion('what about at 7%?', [user('hello')]))).toBe('help:unknown');
  });

  it('ignores the current message if the caller put it in the history too', () => {
    const route = routeQuestion(first, [user(first)]);
    expect(route.kind === 'calculation' && route.followUp).toBe(false);
  });
});

describe('mergeQuantities', () => {
  it('drops the other member of an exclusive pair', () => {
    expect(
      mergeQuantities({ price: 1, downPaymentPercent: 0.2, rate: 0.06 }, { downPaymentAmount: 5 }),
    ).toEqual({
      price: 1,
      downPaymentAmount: 5,
      rate: 0.06,
    });
    expect(mergeQuantities({ price: 1, rate: 0.06 }, { loanAmount: 2 })).toEqual({
      loanAmount: 2,
      rate: 0.06,
    });
  });
});

describe('stateFromHistory (each routing step remembered)', () => {
  const history: HistoryTurn[] = [
    { role: 'user', text: 'What is the monthly payment on a $450k home with 20% down at 6.5% for 30 years?' },
    { role: 'assistant', text: 'About $2,275 a month.' },
    { role: 'user', text: 'what about at 7%?' },
    { role: 'assistant', text: 'About $2,395 a month.' },
    { role: 'user', text: 'How does a 1031 exchange work?' },
  ];

  /** The state as routing each question in turn finds it, with nothing remembered. */
  function routedAfresh(turns: readonly HistoryTurn[]): ConversationState | null {
    let state: ConversationState | null = null;
    for (const turn of turns.filter((t) => t.role === 'user')) {
      state = stateAfter(turn.text, routeWithState(turn.text, state), state);
    }
    return state;
  }

  it('finds the same state as routing every question again, turn after turn', () => {
    for (let n = 1; n <= history.length; n++) {
      const turns = history.slice(0, n);
      expect(stateFromHistory(turns)).toEqual(routedAfresh(turns));
      expect(stateFromHistory(turns)).toEqual(routedAfresh(turns));
    }
    expect(stateFromHistory(history)?.quantities.rate).toBe(0.07);
  });

  it('hands out copies: a caller changing its state changes nobody else’s', () => {
    const first = stateFromHistory(history)!;
    first.quantities.rate = 1;
    first.calculator = 'cap-rate' as ConversationState['calculator'];
    expect(stateFromHistory(history)).toEqual(routedAfresh(history));
  });
});
