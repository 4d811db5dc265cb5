// Budgets, growth and commutes (docs/assistant.md rules 84–85): classes read through the whole
// assistant with phrasings of our own, terse and rambling, and near misses that must not be read as
// the class. Expected figures were computed apart (Python).
import { describe, expect, it } from 'vitest';
import { converse } from './test-conversation.ts';

const expectAll = (text: string, figures: readonly string[]) => {
  for (const figure of figures) expect(text).toContain(figure);
};

describe('total paid over N years with a yearly increase: 12 × each year’s amount, summed', () => {
  it.each([
    // 28,800 × (1.03^5 − 1) ÷ 0.03 = 152,903.11
    [
      "rent's 2.4k a month now and it's gone up about 3% every year. if that keeps up, how much rent do I pay in total over the next 5 years (12 months at each year's rent, first year at 2.4k)?",
      ['$152,903.11', '$2,400.00 a month'],
    ],
    ['hoa dues are $350/mo, they rise 4% a year. total dues over 10 years?', ['$50,425.65']],
    [
      'im 34, live at 1200 Oak St, paying 1,850 a month rent which goes up 5% each year - how much will i pay over the next 7 years',
      ['$180,752.59'],
    ],
    [
      'my rent is 1,500 a month and it increses 2.5% a year, how much do i pay altogether in 3 yrs',
      ['$55,361.25'],
    ],
    [
      'over the next 4 years, with my $2,100 monthly payment climbing 3.5% annually, what do I pay in total?',
      ['$106,216.56'],
    ],
    ['1.2k/mo condo fees going up 6% per year, 8 years, total combined?', ['$142,523.54']],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('a rent asked in a later year is that year’s rent, not a total', () => {
    const answer = converse('my rent is 2,400 a month and goes up 3% a year, what will it be in 5 years?');
    expect(answer).not.toContain('Total rent');
  });

  it('a value that grows is appreciation, not a total paid', () => {
    const answer = converse('home worth 400k rises 3% a year, total value in 5 years?');
    expect(answer).toContain('$463,709.63');
    expect(answer).not.toContain('Total rent');
  });
});

describe('a savings goal: shares of a price or listed parts, less savings, at a monthly saving', () => {
  it.each([
    // 75,000 + 11,250 = 86,250; − 41,000 = 45,250; ÷ 1,800 = 25.1 → 26
    [
      'my goal is 20% down plus closing costs of 3% of the price on a 375k house. I have $41k saved and I can put away $1,800 a month. How much do I need in total and how many whole months until I get there?',
      ['$86,250.00', '**26 months**'],
    ],
    // 42,500 + 10,625 = 53,125; − 18,000 = 35,125; ÷ 1,500 = 23.4 → 24
    [
      '425k condo, need 10% down + 2.5% closing. got 18k saved, saving 1.5k/mo. how many months?',
      ['$53,125.00', '**24 months**'],
    ],
    // 60,000 + 12,000 + 8,000 = 80,000; − 22,500 = 57,500; ÷ 2,250 = 25.6 → 26
    [
      "I need $60,000 for the down payment, $12,000 for closing costs and $8,000 in reserves. I've got $22,500 saved and put away $2,250 a month. how long until I have it all?",
      ['$80,000.00', '$57,500.00', '**26 months**'],
    ],
    // 25,000 + 15,000 = 40,000; − 9,000 = 31,000; ÷ 1,250 = 24.8 → 25
    [
      "I'm 31 and my wife and I moved here in 2019. we want a 500k home, 5% down and 3% closing, we have 9k in savings and save about 1,250 a month. how many months till we get there?",
      ['$40,000.00', '**25 months**'],
    ],
    // 289,900 × 7.5% = 21,742.50; − 4,000 = 17,742.50; ÷ 950 = 18.7 → 19
    [
      'saving $950 a month, currently have 4,000 saved: how long to reach 3.5% down plus 4% closing on a 289,900 house?',
      ['$21,742.50', '**19 months**'],
    ],
    // 240,000 + 36,000 = 276,000; − 150,000 = 126,000; ÷ 6,000 = 21 exactly
    [
      'how mnay months until i can afford 20% down and 3% closing on a 1.2M home with 150k saved, saving 6k a month',
      ['$276,000.00', '**21 months**'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('cash to close with no monthly saving is no savings goal', () => {
    const answer = converse('20% down on a 375k house and 3% closing, how much cash to close?');
    expect(answer).toContain('$86,250.00');
    expect(answer).not.toContain('savings goal');
  });

  it('a down payment asked beside savings is not a time to save', () => {
    expect(converse("I save 1,800 a month and have 41k saved, what's 20% down on 375k?")).not.toContain(
      'savings goal',
    );
  });
});

describe('a moving budget: costs listed, nights × a rate a night plus its tax, less a stipend', () => {
  it.each([
    // 7,850 + 1,240 + 2 × 149 × 1.135 (338.23) + 30 × 95 (2,850) = 12,278.23; − 8,000 = 4,278.23
    [
      'relocation budget check: movers quoted $7,850, shipping my car $1,240, 2 hotel nights at $149/night plus 13.5% tax, then 30 nights of temp housing at $95/night. employer gives an $8,000 stipend. total cost and how much is out of pocket?',
      ['$338.23', '$2,850.00', '$12,278.23', '$4,278.23'],
    ],
    // 1,150 + 2,400 + 3 × 129 × 1.12 (433.44) + 300 = 4,283.44; − 2,500 = 1,783.44
    [
      "moving costs: truck rental 1,150, movers 2,400, hotel 3 nights @ $129 a night + 12% occupancy tax, deposit on storage 300. company reimburses 2,500. what's my total and out of pocket",
      ['$433.44', '$4,283.44', '$1,783.44'],
    ],
    // 5,000 + 4 × 110 × 1.14 (501.60) = 5,501.60; − 1,500 = 4,001.60
    [
      'movers 5k, 4 nights at 110/night, 14% tax, 1,500 stipend - total and out of pocket?',
      ['$5,501.60', '$4,001.60'],
    ],
    // 9,300 + 5 × 139 × 1.1025 (766.24) + 650 = 10,716.24; − 6,000 = 4,716.24 (the pet transport is a cost)
    [
      "we're relocating from Denver in 2025. Costs: packers and movers $9,300, 5 nights in an extended-stay at $139 per night plus 10.25% hotel tax, pet transport $650, and our new employer reimburses $6,000. What's the total bill and our out of pocket?",
      ['$766.24', '$10,716.24', '$4,716.24'],
    ],
    // 6,200 + 3 × 175 × 1.15 (603.75) + 980 = 7,783.75; − 5,000 = 2,783.75
    [
      'After a $5k relocation allowance, how much am I out of pocket? Movers $6,200, hotel: $175/night for 3 nights plus 15% tax, car shipping $980.',
      ['$603.75', '$7,783.75', '$2,783.75'],
    ],
    // 2 × 99 × 1.11 (219.78) + 1,100 = 1,319.78; − 1,000 = 319.78
    [
      'relocaton budget: hotle 2 nights at 99 a night plus 11% tax, uhaul 1,100, stipend 1k, whats the totla and out of pocket',
      ['$219.78', '$1,319.78', '$319.78'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('a rental’s nights booked for income are no moving budget', () => {
    expect(
      converse(
        "Airbnb: 20 nights booked at $180/night, cleaning 1,200, supplies 300, what's my total income?",
      ),
    ).not.toContain('Costs added up');
  });

  it('a rate a night whose nights are not said is asked about, not summed', () => {
    expect(
      converse(
        'movers $4,000, hotel at $150 a night plus 12% tax, shipping $900, stipend $2k: total and out of pocket?',
      ),
    ).not.toContain('Costs added up');
  });
});

describe('price from the NOI and a cap rate, and the DSCR of a stated debt service, asked together', () => {
  it.each([
    // 186,000 ÷ 7.25% = 2,565,517.24; 186,000 ÷ 148,800 = 1.25
    [
      'Small retail strip center. NOI is $186,000 and the seller wants a 7.25% cap rate. What price is that? And with annual debt service of $148,800, what is the DSCR?',
      ['$2,565,517.24', '**1.25**'],
    ],
    // 420,000 ÷ 6.5% = 6,461,538.46; 28,000 × 12 = 336,000; 1.25
    [
      'NOI 420k, 6.5 cap, debt service 28,000/mo - value and DSCR?',
      ['$6,461,538.46', '$336,000.00', '**1.25**'],
    ],
    // 312,500 ÷ 8% = 3,906,250; 312,500 ÷ 260,000 = 1.20
    [
      "built in 1987, 24 units, 18,500 sf. net operating income: $312,500. Buyer's cap rate 8%. Annual debt service would be $260,000. What's it worth, and what's the debt coverage ratio?",
      ['$3,906,250.00', '**1.20**'],
    ],
    // 95,000 ÷ 6.75% = 1,407,407.41; 95,000 ÷ 70,000 = 1.36
    [
      "noi of 95k, cap rate 6.75%, anual debt service 70k a year. what's it worth and dscr?",
      ['$1,407,407.41', '**1.36**'],
    ],
    // 1,350,000 ÷ 5.5% = 24,545,454.55; 1.35M ÷ 1.1M = 1.23
    [
      "What's the DSCR with $1.1M annual debt service, and what's the value if NOI is $1.35M at a 5.5% cap?",
      ['$24,545,454.55', '**1.23**'],
    ],
    // 22,000 × 12 = 264,000 ÷ 7% = 3,771,428.57; 264,000 ÷ 180,000 = 1.47
    [
      'NOI runs 22k a month, investor wants 7% cap, mortgage payments of 15,000 a month. price and DSCR?',
      ['$3,771,428.57', '**1.47**'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('a debt service with no period far from the NOI’s size is asked about', () => {
    expect(converse('NOI 186k, 7.25% cap, debt service 12,400. price and DSCR?')).toContain(
      'One question before I compute',
    );
  });

  it('the DSCR alone gives no price, and the price alone no DSCR', () => {
    expect(converse('NOI 186k, debt service 148.8k a year, DSCR?')).not.toContain('Price from the cap rate');
    expect(converse('NOI 186k at a 7.25% cap, what price?')).not.toContain('DSCR');
  });
});

describe('a one-year % change carried forward N more years at the same rate', () => {
  it.each([
    // 341,500 ÷ 318,000 − 1 = 7.39%; 341,500 × 1.0739^3 = 422,942.64
    [
      "Median sale price in my zip went from 318,000 to 341,500 over the past year. What's that % change, and if it kept rising at that same annual rate for 3 more years what would the median be?",
      ['7.39%', '$422,942.64'],
    ],
    // 1,920 ÷ 1,850 − 1 = 3.78%; 1,920 × (1,920/1,850)^4 = 2,227.51
    [
      "avg rent was $1,850 a year ago and is $1,920 now. % increase? if that continues, what's rent in another 4 years",
      ['3.78%', '$2,227.51'],
    ],
    // 272,500 ÷ 285,000 − 1 = −4.39%; 272,500 × (272.5/285)^2 = 249,120.69
    [
      "my condo appraised at 285,000 in 2024 and 272,500 in 2025 - % drop, and what's it worth 2 years from now if it keeps falling at that rate?",
      ['4.39%', '$249,120.69'],
    ],
    // 8%; 648,000 × 1.08^2 = 755,827.20
    [
      "I'm 42, bought in 2015. zip median from 600,000 to 648,000 over the last 12 months. what % is that and if the same growth holds for the next two years, what's the median?",
      ['8.00%', '$755,827.20'],
    ],
    // 6.34%; 436,000 × (436/410)^5 = 592,924.85
    [
      'home values went from 410k to 436k over the past year, what percent is that? what would it be in 5 years?',
      ['6.34%', '$592,924.85'],
    ],
    // 6.86%; 561,000 × (561/525)^3 = 684,500.13
    [
      'home values here went from 525k last year to 561k this year, what percent is that and where would they be in 3 more years if they keep going up at that pace?',
      ['6.86%', '$684,500.13'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('a change over several years is not carried forward as a year’s', () => {
    expect(
      converse(
        'home values went from 410k to 436k over the past 3 years, what percent is that? what would it be in 5 years?',
      ),
    ).not.toContain('carried forward');
  });

  it('the change alone is the percent change only', () => {
    const answer = converse(
      "Median sale price in my zip went from 318,000 to 341,500 over the past year. What's that % change?",
    );
    expect(answer).toContain('7.39%');
    expect(answer).not.toContain('carried forward');
  });
});

describe("a first rental's cash flow after the mortgage and cash-on-cash, with the costs as one lump", () => {
  it.each([
    // loan 213,750 at 7.25%/30: P&I 1,458.15; 2,300 − 720 − 1,458.15 = 121.85; ×12 ÷ (71,250 + 6,000) = 1.89%
    [
      'Looking at my first rental. $285,000 purchase, 25% down, $6,000 closing costs, 7.25% 30-yr investor loan. Rent is $2,300/mo and taxes/insurance/maintenance/vacancy come to around $720/mo. What is the monthly cash flow after the mortgage, and the cash-on-cash return?',
      ['$1,458.15', '**$121.85**', '$77,250.00', '**1.89%**'],
    ],
    // loan 139,930 at 8%/25: 1,080.00; 1,750 − 550 − 1,080 = 120.00; ÷ (59,970 + 4,200) = 2.24%
    [
      'cash on cash? price 199,900, 30% down, closing 4.2k, 8% 25 yr loan, rent 1,750/mo, opex 6,600 a year',
      ['$1,080.00', '**$120.00**', '**2.24%**'],
    ],
    // loan 180,000 at 7.5%/30: 1,258.59; 1,950 − 610 − 1,258.59 = 81.41; ÷ 65,500 = 1.49%
    [
      "I'm 29 and this would be my first investment property, a 3 bed built in 1978. Purchase price $240,000, putting 25 percent down, $5,500 in closing costs, rate 7.5% on a 30 year. It rents for $1,950 a month and my taxes+insurance+maintenance+capex total $610/month. Monthly cash flow after the mortgage, and cash-on-cash?",
      ['$1,258.59', '**$81.41**', '**1.49%**'],
    ],
    // loan 240,000 at 7%/30: 1,596.73; 2,100 − 650 − 1,596.73 = −146.73; ÷ 67,000 = −2.63%
    [
      "rent is 2,100/mo, costs 650/mo, 7% 30yr loan on a 300k house with 20% down and 7k closing - what's the cash flow and the return on my cash?",
      ['$1,596.73', '-$146.73', '-2.63%'],
    ],
    // loan 328,000 at 6.875%/30: 2,154.73; 3,400 − 1,050 − 2,154.73 = 195.27; ÷ 91,500 = 2.56%
    [
      'buying a duplex for 410k with 20% down, closing costs 9,500, loan at 6.875% for 30 years. rents total 3,400/mo, all expenses (taxes, insurance, repairs, vacancy) about 1,050 a month. cash flow and CoC?',
      ['$195.27', '2.56%'],
    ],
    // No closing costs: the lump is still the costs (never defaults added on top); ÷ 71,250 = 2.05%
    [
      'Looking at my first rental. $285,000 purchase, 25% down, 7.25% 30-yr investor loan. Rent is $2,300/mo and taxes/insurance/maintenance/vacancy come to around $720/mo. What is the monthly cash flow after the mortgage?',
      ['**$121.85**', '**2.05%**'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('costs listed one by one are not read as one lump', () => {
    expect(
      converse(
        '$285,000 purchase, 25% down, $6,000 closing costs, 7.25% 30-yr loan. Rent $2,300/mo, taxes $300/mo, insurance $120/mo, maintenance $300/mo. cash flow and cash on cash?',
      ),
    ).not.toContain('Operating costs (as one amount)');
  });

  it('a cash flow with no loan is not this class', () => {
    expect(converse('rent 2,300/mo, expenses 720/mo, what is my cash flow?')).not.toContain(
      'Cash flow and cash-on-cash return',
    );
  });
});

describe('commute costs: driving a mile plus parking against a transit pass', () => {
  it.each([
    // 18 × 2 × 20 × 0.67 = 482.40 + 12 × 20 = 722.40; − 189 = 533.40
    [
      "Choosing between two rentals while I figure out whether to buy. One is by the train, monthly pass is $189. For the other one I'd drive 18 miles each way, figure 67 cents a mile plus $12/day parking, 20 workdays a month. Monthly cost of driving, and how much more is that than the train?",
      ['**$722.40**', '**$533.40**'],
    ],
    // 25 × 21 × 0.70 = 367.50 + 210 = 577.50; − 150 = 427.50
    [
      'train pass 150/mo vs driving 25 mi round trip at $0.70/mile, parking $10 a day, 21 days a month. cost of driving and difference?',
      ['**$577.50**', '**$427.50**'],
    ],
    // 12 × 2 × 22 × 0.655 = 345.84 + 180 = 525.84; − 98 = 427.84
    [
      "I'm 35, live at 4410 Elm. Option: drive 12 miles each way @ 0.655/mi + parking $180 a month, 22 workdays/mo; or the bus pass at $98 a month. how much does driving cost per month and how much more than the bus?",
      ['**$525.84**', '**$427.84**'],
    ],
    // 30 × 2 × 20 × 0.62 = 744 + 15 × 20 = 1,044; − 210 = 834
    [
      '20 days a month, 30 miles each way, 62 cents a mile, $15/day parking. monthly pass for the train would be $210. driving total and how much more?',
      ['**$1,044.00**', '**$834.00**'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('a commute with no pass and no parking is the driving alone', () => {
    const answer = converse(
      '18 miles each way, 67 cents a mile, 20 days a month, what does it cost a month?',
    );
    expect(answer).toContain('$482.40');
    expect(answer).not.toContain('pass');
  });
});

describe('a commute follow-up at another distance, netted against a monthly cost difference', () => {
  const gas =
    'moving for a new job, the house i like is 34 miles each way from the hospital. my car gets 27 mpg, gas is $3.59 a gallon, and I work 22 days a month. whats my monthly gas cost';

  it('the first question gives the gas a month', () => expectAll(converse(gas), ['**$198.91**']));

  it.each([
    // 6 × 2 × 22 ÷ 27 × 3.59 = 35.10; 198.91 − 35.10 = 163.81; 300 − 163.81 = 136.19
    [
      gas,
      "alternatively I could rent an apartment 6 miles each way from work but it's $300 a month more than the house would cost. what's the gas at 6 miles, and after the gas savings how much more per month does the closer apartment actually cost me?",
      ['**$35.10**', '**$163.81**', '**$136.19**'],
    ],
    // 15 × 2 × 22 ÷ 27 × 3.59 = 87.76; saves 111.15
    [gas, 'and at 15 miles each way?', ['**$87.76**', '**$111.15**']],
    // 40 × 2 × 20 × 0.67 = 1,072; at 10: 268; saves 804; 450 − 804 → 354 cheaper
    [
      'commute would be 40 miles each way, 20 days a month, 67 cents a mile - monthly cost?',
      "what about a place 10 miles each way that's $450 a month more in rent - gas at 10 miles and net?",
      ['**$268.00**', '**$804.00**', '**$354.00**'],
    ],
  ])('%s → %s', (first, second, figures) => expectAll(converse(first, second), figures));

  it('another question after a commute is not a new distance', () => {
    expect(
      converse(
        "18 miles each way, 67 cents a mile, 20 days a month, what's the monthly cost?",
        "what's my house payment on a 400k loan at 6% for 30 years?",
      ),
    ).not.toContain('another distance');
  });
});
