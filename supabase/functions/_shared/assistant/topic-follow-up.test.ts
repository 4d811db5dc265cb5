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
});
