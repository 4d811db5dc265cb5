import { describe, expect, it } from 'vitest';
import { EMPTY_ASSUMPTIONS, type Assumptions } from '../assumptions.ts';
import type { Trace } from '../protocol.ts';
import { composeAnswer } from './compose-answer.ts';
import { createLocalProvider } from './local-provider.ts';
import { answerWithProfile, FROM_PROFILE, profileQuantities } from './profile-defaults.ts';

const PROFILE: Assumptions = {
  ...EMPTY_ASSUMPTIONS,
  location: 'Austin, TX',
  budget: 450_000,
  down_payment_percent: 10,
};

const answer = (question: string, profile: Assumptions | null = PROFILE) =>
  answerWithProfile(composeAnswer(question), question, profile);

const sourceOf = (result: ReturnType<typeof answer>, key: string) =>
  result.calculation?.inputs.find((i) => i.key === key)?.source;
const valueOf = (result: ReturnType<typeof answer>, key: string) =>
  result.calculation?.inputs.find((i) => i.key === key)?.value;

describe('answerWithProfile', () => {
  it('fills a down payment the question leaves out, marked from your profile in the text and the card', () => {
    const result = answer('what would the monthly payment be on a $400,000 home at 6.5% for 30 years?');
    expect(result.markdown).toContain(`Down payment: 10% of the price (${FROM_PROFILE}).`);
    expect(result.markdown).toContain('Down payment: $40,000 (10%)');
    expect(result.markdown).not.toContain('(assumed).\n- Down');
    expect(valueOf(result, 'downPayment')).toBe(40_000);
    expect(sourceOf(result, 'downPayment')).toBe('profile');
    expect(sourceOf(result, 'homePrice')).toBe('you said');
  });

  it('never overrides what the question states', () => {
    const result = answer('monthly payment on a $400k home with 5% down at 6.5% for 30 years?');
    expect(result.markdown).not.toContain(FROM_PROFILE);
    expect(valueOf(result, 'downPayment')).toBe(20_000);
    expect(sourceOf(result, 'downPayment')).toBe('you said');
  });

  it('uses the budget as the price when the question gives neither price nor loan', () => {
    const result = answer('what would the monthly payment be at 6.5% for 30 years?');
    expect(result.route.kind).toBe('calculation');
    expect(result.markdown).toContain(`Home price: $450,000, your budget (${FROM_PROFILE}).`);
    expect(valueOf(result, 'homePrice')).toBe(450_000);
    expect(sourceOf(result, 'homePrice')).toBe('profile');
    expect(sourceOf(result, 'downPayment')).toBe('profile');
  });

  it('without a budget the missing price is still asked for', () => {
    const question = 'what would the monthly payment be at 6.5% for 30 years?';
    const result = answer(question, { ...PROFILE, budget: null });
    expect(result.route.kind).toBe('missing-inputs');
    expect(result.markdown).toBe(composeAnswer(question).markdown);
  });

  it('a loan amount without a price takes no down payment', () => {
    const question = 'monthly payment on a $300,000 loan at 6.5% for 30 years?';
    expect(answer(question).markdown).toBe(composeAnswer(question).markdown);
  });

  it('a down payment amount applies as an amount, and only when below the price', () => {
    const amount = { ...PROFILE, down_payment_percent: null, down_payment_amount: 60_000 };
    const result = answer('payment on a $400,000 home at 6.5% for 30 years?', amount);
    expect(valueOf(result, 'downPayment')).toBe(60_000);
    expect(result.markdown).toContain(`Down payment: $60,000 (${FROM_PROFILE}).`);
    const tooBig = { ...amount, down_payment_amount: 500_000 };
    expect(answer('payment on a $400,000 home at 6.5% for 30 years?', tooBig).markdown).not.toContain(
      FROM_PROFILE,
    );
  });

  it('affordability takes the profile down payment in place of the assumed 20%', () => {
    const result = answer(
      'How much house can I afford with $120,000 a year income and $500/month in debts at 6.5%?',
    );
    expect(valueOf(result, 'downPaymentPercent')).toBe(0.1);
    expect(sourceOf(result, 'downPaymentPercent')).toBe('profile');
    expect(result.markdown).toContain(FROM_PROFILE);
  });

  it('an empty or absent profile changes nothing, and answers without a calculator are left alone', () => {
    const question = 'what would the monthly payment be on a $400,000 home at 6.5% for 30 years?';
    const plain = composeAnswer(question);
    expect(answer(question, null).markdown).toBe(plain.markdown);
    expect(answer(question, EMPTY_ASSUMPTIONS).markdown).toBe(plain.markdown);
    expect(sourceOf(answer(question, null), 'downPayment')).toBe('assumed');
    const knowledge = 'what is escrow?';
    expect(answer(knowledge).markdown).toBe(composeAnswer(knowledge).markdown);
  });

  it('all cash keeps no down payment', () => {
    const { quantities, filled } = profileQuantities(
      'mortgage',
      { price: 400_000 },
      PROFILE,
      'paying all cash',
    );
    expect(filled).toEqual([]);
    expect(quantities.downPaymentPercent).toBeUndefined();
  });
});

describe('the local provider with a profile', () => {
  it('streams the profiled answer and its marked card', async () => {
    const provider = createLocalProvider({ chunkDelayMs: 0 });
    const traces: Trace[] = [];
    const question = 'what would the monthly payment be on a $400,000 home at 6.5% for 30 years?';
    for await (const trace of provider(question, [], new AbortController().signal, {
      userId: 'u',
      conversationId: 'c',
      assumptions: PROFILE,
    }))
      traces.push(trace);
    const text = traces.map((t) => (t.payload as { content?: string }).content ?? '').join('');
    expect(text).toContain(FROM_PROFILE);
    const card = traces.find((t) => t.type === 'calculation')?.payload as {
      inputs: { key: string; source: string }[];
    };
    expect(card.inputs.find((i) => i.key === 'downPayment')?.source).toBe('profile');
  });
});
