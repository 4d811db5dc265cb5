import { describe, expect, it } from 'vitest';
import { figuresShown, renderDifference } from './previous-figures.ts';
import { converse } from './test-conversation.ts';

const RENTAL =
  'Rental for $400k, 25% down, NOI $30,000 a year, loan at 7% for 30 years. Cash flow and cash-on-cash?';

describe('figures shown in an answer', () => {
  it('reads list results, table rows and what each is per', () => {
    const figures = figuresShown(
      '- Cost: **$225.12** a month ($2,701.44 a year)\n| DSCR (NOI ÷ debt service) | 1.22 |\n- Price: $850,000.00',
    );
    expect(figures).toEqual([
      expect.objectContaining({ value: 225.12, money: true, bold: true, period: 'month' }),
      expect.objectContaining({
        line: 'DSCR (NOI ÷ debt service): 1.22',
        value: 1.22,
        money: false,
        result: true,
      }),
      expect.objectContaining({ value: 850000, money: true, bold: false, result: false }),
    ]);
  });

  it('the difference pairs results by label and says which way they moved', () => {
    expect(renderDifference('- Cost: **$844.20** a month', '- Cost: **$225.12** a month')).toContain(
      '**$619.08 a month less** ($7,428.96 a year)',
    );
    expect(renderDifference('- Cost: **$844.20** a month', '- Payment: **$225.12** a month')).toBeNull();
  });
});

describe('follow-ups that work on a figure of the last computed answer', () => {
  it('a figure the answer showed is quoted when asked for by name', () => {
    const answer = converse(RENTAL, 'whats the dscr on that');
    expect(answer).toMatch(/DSCR \(NOI ÷ debt service\): 1\.25/);
    expect(converse(RENTAL, 'and the cash on cash?')).toMatch(/Cash-on-cash/i);
  });

  it('a price for a target cap rate divides the NOI shown by it', () => {
    const answer = converse(
      'fourplex listed at 850k, rents 1,650/mo per door, 5% vacancy, expenses 28,000/yr. NOI and cap rate?',
      'what price would i need to pay to hit a 6.5 cap',
    );
    expect(answer).toContain('$47,240.00 ÷ 6.50% = $726,769.23');
  });

  it('a percentage of a named figure, or added on top of it, in the period asked for', () => {
    const boot = converse(
      'Doing a 1031: sold for $650k, replacement costs $590k, no debt either side. How much boot?',
      'at a 15% capital gains rate what is the tax on the boot',
    );
    expect(boot).toContain('$60,000.00 × 15.00% = $9,000.00');
    const cam = converse(
      'I lease 2,000 sf in a 40,000 sf building; shared costs are $200,000 a year. My pro rata share and cost?',
      'they add a 10% admin fee on top of the cam, what is that a month',
    );
    expect(cam).toContain('$833.33 + 10.00% = $916.67 a month');
  });

  it("an agent's share of the commission a net sheet showed", () => {
    const answer = converse(
      'selling for 480k, 6% commission, payoff 200k, closing costs 1% of the price. what do i net',
      'how much of that commission does my agent keep if it is split evenly with the buyer side and she is on an 80/20 split in her favor',
    );
    expect(answer).toContain('$28,800.00 × 50% × 80% = $11,520.00');
  });

  it('a follow-up that changes an input and asks what it saves leads with the difference', () => {
    const answer = converse('payment on 400k at 7% 30 yr', 'what if the rate were 6%? how much would i save');
    expect(answer).toMatch(/Principal & interest: \$2,661\.21 → \$2,398\.20: \*\*\$263\.01 less\*\*/);
  });

  it('a figure the answer did not show is not made up', () => {
    const answer = converse('payment on 400k at 7% 30 yr', 'whats the dscr on that');
    expect(answer).not.toContain('From the numbers above');
  });
});

describe('"is that good?" after an analysis: its figures against the usual yardsticks', () => {
  it('cap rate, cash-on-cash, DSCR and cash flow each get a verdict, not the same table again', () => {
    const answer = converse(
      'cap rate on 2.2M strip center, NOI 150k',
      'what if i get it for 2.05M',
      'is that good?',
    );
    expect(answer).toContain('### How those figures compare');
    expect(answer).toContain('**Cap rate 7.32%**');
    expect(answer).toContain('**DSCR 1.22**: it meets a 1.20 minimum');
    expect(answer).not.toContain('| Metric | Value |');
  });
});
