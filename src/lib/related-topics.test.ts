import { describe, expect, it } from 'vitest';
import {
  renderKnowledgeAnswer,
  searchKnowledge,
} from '../../supabase/functions/_shared/assistant/knowledge-search.ts';
import { splitRelatedTopics } from './related-topics.ts';

describe('splitRelatedTopics', () => {
  it("splits the local analyst's own Related topics off its answer", () => {
    const hit = searchKnowledge('rate lock', 1)[0]!;
    const answer = renderKnowledgeAnswer(hit, 'rate lock');
    const { body, topics } = splitRelatedTopics(answer);
    expect(topics.length).toBeGreaterThanOrEqual(2);
    expect(topics).toContain('Discount points');
    expect(body.startsWith('### Rate locks')).toBe(true);
    expect(body).not.toContain('Related topics');
    expect(answer.startsWith(body)).toBe(true);
  });

  it('leaves a reply without the section alone, and a section that is not at the end', () => {
    expect(splitRelatedTopics('Just text.')).toEqual({ body: 'Just text.', topics: [] });
    const middle = 'A\n\n**Related topics**\n\n- One\n- Two\n\nMore text after.';
    expect(splitRelatedTopics(middle)).toEqual({ body: middle, topics: [] });
  });

  it('keeps only the words of links and emphasis: a URL never survives, whatever its scheme', () => {
    const reply =
      'Body\n\n**Related topics**\n\n- [Escrow](javascript:alert(1))\n- **PMI** and `LTV`\n- ![x](data:image/png;base64,AAA)\n- <b>Points</b>\n- Escrow\n';
    expect(splitRelatedTopics(reply)).toEqual({
      body: 'Body',
      topics: ['Escrow', 'PMI and LTV', 'x', 'Points'],
    });
  });

  it('handles CRLF-free trailing spaces and other list markers', () => {
    expect(splitRelatedTopics('Body\n**Related topics**\n* Alpha\n+ Beta  \n\n').topics).toEqual([
      'Alpha',
      'Beta',
    ]);
  });
});
