import { describe, expect, it } from 'vitest';
import { composeAnswer } from './compose-answer.ts';
import { converse } from './test-conversation.ts';

describe('follow-ups to an explanation keep its topic', () => {
  it('a short follow-up that leans on the last answer stays with its topic', () => {
    const answer = converse('what is earnest money', 'and do i get it back if the deal falls through?');
    expect(answer).toMatch(/^### Earnest money/);
    expect(answer).toContain('Following on from your last question');
    // The paragraph about getting it back leads.
    expect(answer.indexOf('falls apart')).toBeLessThan(answer.indexOf('Wire it only'));
  });

  it('a follow-up with no words of its own is not answered with help', () => {
    const answer = converse('how does a rate lock work', 'how long does it last?');
    expect(answer).toMatch(/^### Rate locks?/i);
  });

  it('a follow-up naming a new subject of its own gets that subject', () => {
    const answer = converse('what is earnest money', 'what about title insurance, do I need it?');
    expect(answer).toMatch(/^### Title insurance/);
  });

  it('one everyday word of another title does not take the follow-up away from its topic', () => {
    const answer = converse('what are points on a mortgage', 'so when is it actually worth paying them');
    expect(answer).toMatch(/^### Discount points/);
    const long = converse(
      'what is a 1031 exchange',
      'what are the deadlines tho, like how long do i have to find and close on the new one',
    );
    expect(long).toMatch(/^### 1031 exchange/);
  });

  it('a follow-up to a follow-up still keeps the topic', () => {
    const answer = converse('what does a rate lock do', 'how long does one last', 'and can it be extended?');
    expect(answer).toMatch(/^### Rate locks/);
    expect(answer).toContain('Following on from your last question');
    expect(answer).toContain('**Related topics**');
  });

  it('numbers after a calculation are not a topic follow-up', () => {
    const answer = converse('cap rate on a 1M building with 70k NOI?', 'and if noi drops 10%');
    expect(answer).not.toContain('Following on from your last question');
  });
});

describe('two questions in one message', () => {
  it('a second question typed without a question mark is answered as its own part', () => {
    const answer = composeAnswer('arm or fixed?? and what are closing costs usually').markdown;
    expect(answer).toContain('## Part 1');
    expect(answer).toContain('## Part 2');
    expect(answer).toMatch(/Closing costs/);
  });

  it('a strategy asked about without a single amount is explained, not a form', () => {
    const answer = composeAnswer('house hacking?? can someone explain it simply').markdown;
    expect(answer).toMatch(/^### House hacking/);
  });

  it.each([
    ['brrrr?? explain like im 5', /^### BRRRR/],
    ['how do i figure out NOI', /^### Net operating income/],
    ['how do you calculate cash on cash return', /^### Cash-on-cash/],
    ['what does DSCR mean in plain english', /^### (?:Debt service coverage|DSCR)/],
    ['explain the 1% rule in simple terms', /^### The 1% rule/],
  ])('asking how a figure is worked out, with no amount, is explained: %s', (question, heading) => {
    expect(composeAnswer(question).markdown).toMatch(heading);
  });

  it('the same question with amounts is a calculation, not an explanation', () => {
    const answer = composeAnswer('how do i figure out my payment on a 400k loan at 6% for 30 yrs').markdown;
    expect(answer).toContain('$2,398.20');
  });
});

describe('short follow-ups that alone find nothing stay with the explanation', () => {
  it('"whats the 45 day thing" after a 1031 exchange leads with the 45-day rule', () => {
    const answer = converse('explain a 1031 exchange', 'whats the 45 day thing');
    expect(answer).toContain('### 1031 exchange');
    expect(answer.indexOf('45 days')).toBeLessThan(answer.indexOf('180 days'));
    expect(answer).not.toContain("I'm not sure how to help");
  });

  it('"what can go wrong?" after BRRRR leads with its risks', () => {
    const answer = converse('explain brrrr', 'what can go wrong?');
    const body = answer.split('_Following on from your last question._')[1] ?? '';
    expect(body.trim().startsWith('**Timeline and risks**')).toBe(true);
  });
});
