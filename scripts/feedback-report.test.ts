import { describe, expect, it } from 'vitest';
import { formatFeedbackReport, type FeedbackReport } from './feedback-report.ts';

describe('npm run feedback prints what testers typed, never what it would do to a terminal', () => {
  it('drops escape sequences, other control characters and bidi overrides from every field', () => {
    const hostile = '\u001b[2J\u001b]0;owned\u0007Nice\u009b31m \u202eevil\u202c reply\r\nsecond line';
    const report = {
      feedback: [
        {
          at: '2026-11-26T10:00:00Z',
          email: 'tester\u001b[31m@example.com',
          user_id: 'u',
          rating: 'down',
          note: hostile,
          conversation_title: `Title ${hostile}`,
          question: hostile,
          answer: hostile,
        },
      ],
      totals: { up: 0, down: 1 },
    } as unknown as FeedbackReport;
    const printed = formatFeedbackReport(report);
    // eslint-disable-next-line no-control-regex -- control characters are what must not be there
    expect(printed).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
    expect(printed).toContain('Note: [2J]0;ownedNice31m evil reply second line');
    expect(printed).toContain('tester[31m@example.com');
  });
});
