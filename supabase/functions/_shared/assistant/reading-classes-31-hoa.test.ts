// HOA and landlord money over time, and ratios (docs/assistant.md rules 88–89), each read through the
// whole assistant with the examples outside evaluators gave and phrasings of our own in several voices
// and number forms (terse, rambling with story numbers, k/M shorthand, other orders, typos). Expected
// figures were computed apart (Python); a near miss (a number missing, a concept asked, another
// calculation) must not be answered with the class's figures.
import { describe, expect, it } from 'vitest';
import { converse } from './test-conversation.ts';

const expectAll = (text: string, figures: readonly string[]) => {
  for (const figure of figures) expect(text).toContain(figure);
};
const ASKS = '### One question before I compute';

describe('a figure changed by a percent, once or repeated (rule 88)', () => {
  it.each([
    // 385 × 1.075 = 413.875; 28.875 × 12 = 346.50
    [
      "dues are $385 a month and the board's proposing a 7.5 percent increase. new monthly dues? and how much more does each owner pay over a year",
      ['$413.88', '$346.50'],
    ],
    // 1,675 × 1.045 = 1,750.375 (half up); 75.375 × 12 = 904.50
    [
      "Renewal coming up: tenant pays $1,675 and we're offering a 4.5% increase. What's the renewal rent, and how much extra does that bring in over 12 months?",
      ['$1,750.38', '$904.50'],
    ],
    // 310 × 1.06^5 = 414.85
    [
      'HOA dues are $310/month now. If the board raises them 6% every year, what will they be after five annual increases?',
      ['$414.85'],
    ],
    // 412,000 × 1.035^3 = 456,791.76
    [
      'gross rents are 412K/yr on our complex. if they grow 3.5% a year compounded, what will they be in 3 yrs',
      ['$456,791.76'],
    ],
    // 250 × 1.04 = 260; 10 × 12 = 120
    ['hoa 250/mo, 4% raise next year. new dues and extra per yr?', ['$260.00', '$120.00']],
    // 425 × 1.08 = 459; 34 × 12 = 408 (unit 12B, 2019 and an age are story)
    [
      "My condo association just sent a letter (we bought unit 12B in 2019, I'm 67) saying monthly dues of $425 go up 8 percent in January. What will I pay each month and how much more per year?",
      ['$459.00', '$408.00'],
    ],
    // 2,100 × 1.03 = 2,163; 63 × 12 = 756
    ['tenant rent 2.1k/mo, want to bump it 3%. new rent?', ['$2,163.00', '$756.00']],
    // 380 × 1.05^4 = 461.89
    ['Dues of 380 a month rising 5% a year, what will they be in 4 years?', ['$461.89']],
    // 1.2M × 1.04^3 = 1,349,836.80
    [
      'Our annual HOA budget is $1.2M; with costs rising 4% per year compounded, what is it after 3 years?',
      ['$1,349,836.80'],
    ],
    // 1,850 × 1.065 = 1,970.25; 120.25 × 12 = 1,443
    [
      'rent is $1,850/month; landlord says increase of 6.5%. how much more over 12 months',
      ['$1,970.25', '$1,443.00'],
    ],
    // a cut: 4,800 × 0.9 = 4,320, 480 a year less, 40 a month
    ['insurance 4,800 a year, agent says a 10% cut if we bundle. new premium?', ['$4,320.00', '$480.00']],
    // 48 units: 28.875 × 12 × 48 = 16,632 more for the association
    [
      'Our HOA has 48 units paying $385/mo; board proposes 7.5% increase. how much more will the association collect per year?',
      ['$413.88', '$16,632.00'],
    ],
    // typos: 310 × 1.06^5
    [
      'hoa dues r $310/mo, board raisng them 6% evry year, what will dues be after 5 annual increses',
      ['$414.85'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it.each([
    // 55,900 / 38,400 − 1 = 45.57%; 17,500 / 24 / 12 = 60.76
    [
      'Our master insurance premium went from $38,400 to $55,900 at renewal. What is the percentage increase, and how much does each of our 24 units need to pay extra per month to cover the increase, split equally?',
      ['45.57%', '$60.76'],
    ],
    // 48,300 / 42,000 − 1 = 15%; 6,300 / 60 = 105 a year, 8.75 a month
    [
      "Landscaping contract was $42,000/yr and now it's $48,300. what % increase and how much extra per owner each month? we have 60 homes",
      ['15.00%', '$8.75'],
    ],
    // 150k / 120k − 1 = 25%; 30,000 / 50 = 600 a year, 50 a month
    [
      'master policy premium 120k→150k, 50 units, split evenly. % up and per unit per month?',
      ['25.00%', '$50.00'],
    ],
  ])('a change split among the units: %s', (question, figures) => expectAll(converse(question), figures));

  it.each([
    // A repeating rate with no count: how many increases is not guessed.
    'rent $1,675 with a 4.5% increase every year, what will the rent be?',
    // The amount is the figure after the change, and the one before is asked: never × (1 + rate).
    'the property tax went up 12% to $6,720, what was it before?',
    "dues went up 7.5% last year, they're $385 now. what were they before the increase?",
    // A vacancy is no change of the rent.
    'rent is $2,000 and the vacancy is 5%, what do I collect?',
    // A loan's rate beside dues is no increase of the dues.
    "dues are $385 a month, rate is 7.5% on the loan, what's my payment",
  ])('near miss, no increase figures: %s', (question) => {
    const answer = converse(question);
    expect(answer).not.toContain('Increase of');
    expect(answer).not.toMatch(/increases of/);
  });

  it('a home appreciating stays the appreciation reader', () => {
    const answer = converse('Home worth 400k appreciating 4% a year, value in 5 years?');
    expect(answer).toContain('$486,661.16');
    expect(answer).not.toContain('increases of');
  });
});

describe('reserves: percent funded, a future cost with its set-aside, a share of the budget (rule 88)', () => {
  it.each([
    // 287,500 / 612,000 = 46.98%; 324,500
    [
      "Reserve study came back: the fully funded balance should be $612,000 and we've got $287,500 in the reserve account. What's our percent funded and how big is the shortfall in dollars?",
      ['46.98%', '$324,500.00'],
    ],
    ['FFB is 1.2M and our reserves have 780k. % funded?', ['65.00%', '$420,000.00']],
    [
      'per our 2024 reserve study the fully funded balance is $850,000; the reserve account has $510,000. how underfunded are we, as a percent and in dollars?',
      ['60.00%', '$340,000.00'],
    ],
    [
      "We've got $95k in reserves and the study says we should have $250k. percent funded?",
      ['38.00%', '$155,000.00'],
    ],
    [
      'fully funded balance 400k, reserve balance 460k. percent funded?',
      ['115.00%', 'Surplus', '$60,000.00'],
    ],
    // 410,000 × 1.03^12 = 584,561.96; ÷ 12 = 48,713.50
    [
      "Our reserve study puts the roof replacement at $410,000 in today's dollars, due in 12 years. If construction costs inflate 3% a year, what will it cost in 12 years, and how much do we need to set aside each year? Equal yearly amounts, starting from zero for this item, ignore interest.",
      ['$584,561.96', '$48,713.50'],
    ],
    // 85,000 × 1.04^8 = 116,328.37; ÷ 8 = 14,541.05
    [
      'Pool resurfacing costs $85k today, needed in 8 years, 4% inflation. How much to save per year?',
      ['$116,328.37', '$14,541.05'],
    ],
    // 260,000 × 1.035^10 = 366,755.68; ÷ 10 = 36,675.57
    [
      "elevator modernization: $260,000 in today's money, due in 10 yrs, costs rising 3.5% a year. future cost and annual contribution (no interest)",
      ['$366,755.68', '$36,675.57'],
    ],
    // 120,000 × 1.05^6 = 160,811.48; (− 30,000) ÷ 6 = 21,801.91
    [
      'Paving project $120k now, 6 years out, 5% annual cost escalation, we already have $30k set aside for it. yearly set aside?',
      ['$160,811.48', '$21,801.91'],
    ],
    ['Roof cost 410k today; due in 12 years; inflation 3%/yr. What will it cost then?', ['$584,561.96']],
    // 96 / 720 = 13.33%; 720 × 25% − 96 = 84,000
    [
      'Our budget is $720k total and $96k of it goes to reserves. What percent is that? The reserve specialist says reserves should be 25% of the budget. Keeping the total at $720k, how much more per year would go to reserves?',
      ['13.33%', '$84,000.00'],
    ],
    ['Annual budget: $1.5M. Reserve contribution: $225k. What % of the budget goes to reserves?', ['15.00%']],
    // 60 / 480 = 12.5%; 480 × 20% − 60 = 36,000
    [
      'our total budget is 480k a year and reserves get 60k. study recommends 20%. how much more to reserves each year if the budget stays the same?',
      ['12.50%', '$36,000.00'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('a follow-up that changes the inflation recomputes the cost and the set-aside', () => {
    const first =
      "Our reserve study puts the roof replacement at $410,000 in today's dollars, due in 12 years. If construction costs inflate 3% a year, what will it cost in 12 years, and how much do we need to set aside each year? Equal yearly amounts, starting from zero for this item, ignore interest.";
    // 410,000 × 1.04^12 = 656,423.21; ÷ 12 = 54,701.93
    expectAll(converse(first, 'Redo it with 4% inflation.'), ['$656,423.21', '$54,701.93']);
  });

  it.each([
    'Our reserve fund is at $140k. What percent funded are we?',
    'what percent funded is our reserve if we have 220k saved?',
    'Our reserve account has $310,000, how well funded is that?',
  ])('the percent funded without a fully funded balance asks for it: %s', (question) => {
    const answer = converse(question);
    expect(answer).toContain(ASKS);
    expect(answer).toContain('fully funded balance');
    expect(answer).not.toMatch(/Percent funded: \*\*/);
  });

  it('the reply with the fully funded balance is computed with the question', () => {
    expectAll(
      converse(
        'Our reserve fund is at $140k. What percent funded are we?',
        'the fully funded balance is $400,000',
      ),
      ['35.00%', '$260,000.00'],
    );
  });

  it('how reserves work is explained, not computed', () => {
    expect(converse('what is a reserve study and what does percent funded mean?')).not.toMatch(
      /Percent funded: \*\*/,
    );
  });
});

describe('rates of a count: delinquency, a charge some pay, turnover, economic occupancy (rule 89)', () => {
  it.each([
    // 18 / 140 = 12.86%; 46,300 / 18 = 2,572.22
    [
      "18 of our 140 owners are 90+ days delinquent, owing $46,300 combined. What's our delinquency rate by number of owners, and the average balance per delinquent owner?",
      ['12.86%', '$2,572.22'],
    ],
    // 22 / 180 = 12.22%; 31,900 / 22 = 1,450
    [
      '22 of our 180 homeowners are behind on dues, owing $31,900 in total. delinquency rate and average owed?',
      ['12.22%', '$1,450.00'],
    ],
    // 7 / 96 = 7.29%
    ['Out of 96 units, 7 are delinquent. what percent is that?', ['7.29%']],
    // 35 × 22 × 12 = 9,240; 22 / 60 = 36.67% (never × all 60 units)
    [
      'We charge $35/mo pet rent and 22 of our 60 units have pets. Annual pet rent income, and what percent of units have pets?',
      ['$9,240.00', '36.67%'],
    ],
    // 50 × 30 × 12 = 18,000; 30 / 75 = 40%
    [
      'we charge a $50/mo parking fee and 30 of our 75 units pay for parking. yearly parking income? what percent pay?',
      ['$18,000.00', '40.00%'],
    ],
    // 14 / 40 = 35%; 14 × 2,850 = 39,900
    [
      'We have 40 units and had 14 move-outs last year. Turnover rate? And if turnover averages $2,850 per move-out, what did turnover cost us in total?',
      ['35.00%', '$39,900.00'],
    ],
    // 42 / 120 = 35%; 42 × 3,100 = 130,200
    [
      '120-unit complex, 42 move outs in 2024. turnover rate? each turn runs about $3,100, total turnover cost?',
      ['35.00%', '$130,200.00'],
    ],
    ['turnover rate if 9 tenants moved out of our 30 units last year', ['30.00%']],
    // 52,100 / 58,400 = 89.21%; 6,300
    [
      'rent roll shows potential rent of $58.4k/month but we only collected $52,100. economic occupancy? and how much are we losing per month',
      ['89.21%', '$6,300.00'],
    ],
    ['GPR 1.2M/yr, collections 1.08M. economic occupancy and loss?', ['90.00%', '$120,000.00']],
    [
      "Scheduled rent is $24,000 a month and we collected $21,960 last month. what's our economic occupancy?",
      ['91.50%', '$2,040.00'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('the pet rent is never charged on every unit', () => {
    expect(
      converse(
        'We charge $35/mo pet rent and 22 of our 60 units have pets. Annual pet rent income, and what percent of units have pets?',
      ),
    ).not.toContain('$25,200.00');
  });

  it('a vacancy of units stays the vacancy rate', () => {
    expectAll(converse('12 of our 150 units are vacant, vacancy rate?'), ['Vacancy rate', '8.00%']);
  });

  it('a normal delinquency rate asked with no counts computes no share', () => {
    expect(converse("We have 140 owners; what's a normal delinquency rate?")).not.toMatch(/Share: \*\*/);
  });
});

describe('repair against replace, per year straight line (rule 89)', () => {
  it.each([
    // 3,200 / 3 = 1,066.67; 11,400 / 15 = 760
    [
      'Rooftop HVAC unit on our 6-unit building (installed 2009, so it is old). Repair quote is $3,200 and the tech says it buys us about 3 more years. Replacement is $11,400 and should last 15 years. Compare the cost per year of each option, straight line, ignoring interest.',
      ['$1,066.67', '$760.00'],
    ],
    [
      'water heater: fix for $450, good for maybe 2 more years, or replace for $1,800 with a 12-year life. which is cheaper per year?',
      ['$225.00', '$150.00'],
    ],
    ['Roof repair $8k buys 5 yrs; new roof $32k lasts 25 yrs. annual cost each?', ['$1,600.00', '$1,280.00']],
    [
      'Should we patch the parking lot ($14,000, lasts 4 years) or replace it ($60,000, 20 years)? Compare per-year cost.',
      ['$3,500.00', '$3,000.00'],
    ],
    [
      'boiler is from 1998. repair quote $6,500, expected to last another 4 years; replacement $28,000 with a 20-year life. cost per year, straight line?',
      ['$1,625.00', '$1,400.00'],
    ],
    [
      'Replacing the compressor costs $9k and lasts 15 yrs vs repairing for $2.5k which buys 2 yrs. which is cheaper per year?',
      ['Repair: **$1,250.00**', 'Replace: **$600.00**'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it.each([
    // Without the years each buys, nothing per year is computed.
    'repair quote $3,200, replacement $11,400; which is cheaper per year?',
    'Repair vs replace the roof, which is better?',
  ])('near miss, no cost per year: %s', (question) => {
    expect(converse(question)).not.toContain('Repair or replace: cost per year');
  });
});
