// The phrasing generator as a regression test (issue 19): a fixed sample of generated questions, each
// with known true inputs, asked of the local analyst. `npm run eval` runs the full 10,000.
import { describe, expect, it } from 'vitest';
import { generateFollowUps, generatePhrasings } from './generate.ts';
import { FOLLOW_UP_MISREAD_BUDGET, measureGenerated } from './measure.ts';

const report = measureGenerated(generatePhrasings(2000, 20261127));
/** Follow-up conversations (a base message, then a change to it), measured apart: their own budget. */
const followUps = measureGenerated(generateFollowUps(400, 20261127)).followUps;

describe('generated phrasings (2,000, seed 20261127)', () => {
  it('covers at least 40 scenario templates across the six areas', () => {
    expect(report.templates).toBeGreaterThanOrEqual(40);
    expect(new Set(report.byTemplate.map((t) => t.area)).size).toBe(6);
  });

  it("never computes a figure from a misread input (budget 0), and asks within the issue's 10%", () => {
    // Measured on 10,000: 0 misread, 91.6% correct, 8.4% asked. A change that reads worse fails here.
    expect(report.misreadRate).toBe(0);
    expect(report.correctRate).toBeGreaterThanOrEqual(0.9);
    expect(report.askRate).toBeLessThanOrEqual(0.1);
  });

  it('computes every phrasing of the core payment and valuation questions, and misreads none', () => {
    for (const id of [
      'fin-payment',
      'fin-total-interest',
      'fin-interest-only',
      'inv-grm',
      'inv-value-from-cap',
    ]) {
      const t = report.byTemplate.find((r) => r.template === id)!;
      expect(t.counts.misread, id).toBe(0);
      expect(t.rates.correct, id).toBeGreaterThanOrEqual(0.9);
    }
  });

  it('misreads follow-ups within their own budget, which must come down to 0', () => {
    // A separate budget line, reported on every run: FOLLOW_UP_MISREAD_BUDGET is the rate measured when
    // follow-ups were added (issue 19), not 0, only so this does not fail while the assistant learns to
    // read follow-ups. It must come down to 0 like the single messages' budget above; never raise it.
    const pc = (x: number) => `${(x * 100).toFixed(1)}%`;
    console.log(
      `generated follow-ups (${followUps.total}, seed 20261127): misread ${pc(followUps.rates.misread)} ` +
        `(budget ≤ ${pc(FOLLOW_UP_MISREAD_BUDGET)}, must come down to 0), asked ${pc(followUps.rates.asked)}, ` +
        `correct ${pc(followUps.rates.correct)}`,
    );
    expect(followUps.total).toBe(400);
    expect(followUps.rates.misread).toBeLessThanOrEqual(FOLLOW_UP_MISREAD_BUDGET);
  });
});
