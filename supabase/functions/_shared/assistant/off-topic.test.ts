// Requests from other domains get the plain decline, not an article sharing a word (outside review,
// class 3); real-estate questions that mention such words keep their answers.
import { describe, expect, it } from 'vitest';
import type { HistoryTurn } from '../protocol.ts';
import { composeAnswer } from './compose-answer.ts';
import { offTopic } from './off-topic.ts';

const DECLINE = "### I'm not sure how to help with that";

describe('clearly non-real-estate requests are declined plainly', () => {
  it.each([
    'help me write a cover letter for a software engineering job at a fintech startup',
    'write a python script to sort a list of names',
    'whats a good lasagna recipe for 8 people',
    'can you help with my algebra homework',
    'I have a fever and a sore throat, what should I take',
    'who won the lakers game last night',
    'plan a 5 day trip to tokyo with hotels and flights',
    'write me a poem about autumn leaves',
    'how do I cook a turkey for thanksgiving',
    'help me negotiate my salary at my new job',
    "my kid's science homework is about photosynthesis, explain it",
    'should I take ibuprofen or tylenol for a migraine',
  ])('%s', (question) => {
    expect(offTopic(question)).toBe(true);
    const { route, markdown } = composeAnswer(question);
    expect(route).toEqual({ kind: 'help', reason: 'off-topic' });
    expect(markdown).toContain(DECLINE);
    expect(markdown).toMatch(/outside real estate/);
  });

  it('is declined after an explanation or a calculation too, never read as a follow-up', () => {
    for (const before of ['what is PMI?', 'payment on 425k loan, 30 yr fixed 6.5%?']) {
      const history: HistoryTurn[] = [
        { role: 'user', text: before },
        { role: 'assistant', text: composeAnswer(before).markdown },
      ];
      const { markdown } = composeAnswer('who won the lakers game last night', history);
      expect(markdown, before).toContain(DECLINE);
    }
  });
});

describe('real-estate questions that mention such words are still answered', () => {
  it.each([
    'can I write off my home office',
    'is a house near a hospital a good rental',
    'cover letter for a rental application',
    'is a home near a golf course worth more',
    'how much does an airbnb near a ski resort make',
    'should I convert an old hotel into apartments',
    'we are relocating for a software engineering job, should we rent or buy first',
    'what does homeowners insurance cover',
  ])('%s', (question) => {
    expect(offTopic(question)).toBe(false);
    expect(composeAnswer(question).markdown).not.toMatch(/outside real estate/);
  });
});
