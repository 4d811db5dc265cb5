// Commercial lease classes (docs/assistant.md rule 78): questions commercial tenants and landlords ask
// about their leases, each read through the whole assistant with phrasings of our own in several
// voices and number forms ("$18/sf/yr", "eighteen bucks a foot", "$1.50 a foot a month", "18 psf",
// "3% bumps", "5-yr lease"). Expected figures were computed apart (Python); a near-miss must not be
// answered by these readers.
import { describe, expect, it } from 'vitest';
import { converse } from './test-conversation.ts';

const ASKED = 'One question before I compute';
const expectAll = (text: string, figures: readonly string[]) => {
  expect(text).not.toContain(ASKED);
  for (const figure of figures) expect(text).toContain(figure);
};

describe('an escalating rent by the foot over a term', () => {
  // 2,400 sf × $18 × 1.03^(n−1), n = 1…5: total 229,354.67, year 5 48,621.98
  it.each([
    '2,400 sf, $18/sf/yr to start, 3% bumps every year after the first, 5 yr term: total base rent over the 5 years and the annual rent in the last year',
    "Looking at 2,400 sf at eighteen bucks a foot, rent goes up 3% every year, 5-year lease. What's the total base rent over the term and the rent in year 5?",
    "$1.50 a foot a month for 2,400 sf, 3% annual escalations, 5 yr term - total rent and last year's annual rent?",
    "landlord quoted 18 psf on 2,400 sf with 3% bumps, five year lease, how much in total base rent and what's the annual rent in the final year",
    "We run a yoga studio and the landlord wants 18 psf on 2,400 sq ft with annual escalations of 3% over a five-year term. What would we pay over the whole lease, and what's the yearly rent in year five?",
    '5 yr lease, 2400 sf, 18/sf/yr, 3% annual increases - total + final year rent',
    "2,400 sf at $18/sf with 3% annual bumps, 5-year lease. What's the rent in the final year of the lease and the total over the term?",
    "what's the total rent over a 5 year lease on 2,400 sf starting at $18 a foot, going up 3% a year, and what will the annual rent be in year 5",
    '$18.00 psf NNN, 2,400 RSF, 3% annual escalations, 60-month term. Aggregate base rent and year-5 annual rent?',
  ])('%s', (question) => expectAll(converse(question), ['$229,354.67', '$48,621.98']));

  it('3,000 sf at $24 with 2.5% increases over 7 years', () => {
    expectAll(
      converse(
        "We're a small dental practice and found a 3,000 sf suite. Asking $24/sf/yr with 2.5% annual increases on a 7-year lease. Total rent over the 7 years, and the annual rent in year 7?",
      ),
      ['$543,414.97', '$83,497.93'],
    );
  });

  const LEASE =
    '2,400 sf, $18/sf/yr to start, 3% bumps every year after the first, 5 yr term: total base rent over the 5 years and the annual rent in the last year';
  it.each([
    ['what if rent were $22 a foot instead?', ['$280,322.37', '$59,426.87']],
    ['and if the starting rate were $22/sf?', ['$280,322.37', '$59,426.87']],
    ['same thing at twenty bucks a foot?', ['$254,838.52', '$54,024.42']],
    ['what about $26/sf?', ['$331,290.07', '$70,231.75']],
  ])('a follow-up changing the starting rate: %s', (followUp, figures) =>
    expectAll(converse(LEASE, followUp), figures),
  );

  it('a follow-up in another voice changes the rate of its own lease', () => {
    expectAll(
      converse(
        "We're a small dental practice and found a 3,000 sf suite. Asking $24/sf/yr with 2.5% annual increases on a 7-year lease. Total rent over the 7 years, and the annual rent in year 7?",
        'and if they started us at 20 bucks a foot?',
      ),
      ['$452,845.81', '$69,581.61'],
    );
  });
});

describe('free rent: the total paid and the effective rent', () => {
  // 5,000 × $30 × 10 − 6 months × $12,500 = 1,425,000; ÷ 10 ÷ 5,000 = 28.50
  it.each([
    '10 yr lease, 5,000 sf, thirty bucks a foot flat, 6 months free up front: total rent actually paid over the 10 years and the effective rent per sf per year',
    "Landlord is offering 6 months of free rent on a 10-year lease for 5,000 square feet at $30/sf/yr, no bumps. How much do we actually pay over the term, and what's the effective rate per foot?",
    'first six months rent-free on a 10 year lease, 5,000 sf at $30 a foot, no escalations. total we actually pay and effective rent per foot per year?',
    "I'm a landlord offering 5,000 sf for 10 years at $30/sf flat with 6 months of free rent. What does the tenant pay in total, and what's my effective rent per sf?",
  ])('%s', (question) => expectAll(converse(question), ['$1,425,000.00', '$28.50']));

  it.each([
    // 4,000 × 22 × 5 − 3 × 7,333.33 = 418,000; 20.90
    [
      '4,000 sf, $22 psf, flat for the 5-year term, first three months free. total paid and effective rent psf?',
      ['$418,000.00', '$20.90'],
    ],
    // 1,800 × 28 × 3 − 2 × 4,200 = 142,800; 26.44
    [
      "me and my partner are opening a bakery - 1,800 sf at $28/sf/yr, 3 yr lease, landlord gives us 2 months free at the start. what will we pay in total and what's our effective rent per square foot?",
      ['$142,800.00', '$26.44'],
    ],
    // 6,000 × 19.50 × 7 − 4 × 9,750 = 780,000; 18.57
    [
      '6,000 sf warehouse, $19.50/sf/yr, 7 year lease, four months abated. total base rent and effective rent per foot per year',
      ['$780,000.00', '$18.57'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));
});

describe('a rate per foot per month turned annual', () => {
  it.each([
    // 0.95 × 12 = 11.40; × 12,000 = 136,800
    [
      '95 cents a foot per month NNN on 12,000 sf: per sf per year and total per year',
      ['$11.40', '$136,800.00'],
    ],
    [
      "Warehouse broker quoted us $0.95/sf/mo NNN for 12,000 square feet. What's that per square foot per year, and the total a year?",
      ['$11.40', '$136,800.00'],
    ],
    [
      '12,000 sf industrial at .95 a foot a month triple net - annual rate psf and annual rent?',
      ['$11.40', '$136,800.00'],
    ],
    // 2.10 × 12 = 25.20; × 2,200 = 55,440
    [
      'retail space 2,200 sf at $2.10 per sf per month, what does that work out to per foot per year and for the year?',
      ['$25.20', '$55,440.00'],
    ],
    // 1.50 × 12 = 18; × 3,500 = 63,000; 5,250 a month
    [
      'looking at a flex unit, 3,500 sf, landlord wants a buck fifty a foot monthly. what is that annually per foot, and total per year and per month?',
      ['$18.00', '$63,000.00', '$5,250.00'],
    ],
    [
      "8,000 sf flex space, $1.25/sf/mo NNN. what's that per foot per year and the total annual rent?",
      ['$15.00', '$120,000.00'],
    ],
    [
      'a dollar a foot a month on 10,000 sf of warehouse - per sf per year and per year total?',
      ['$12.00', '$120,000.00'],
    ],
    [
      'NNN on 12,000 sf at 95 cents/sf/month. What is it per foot per year and for the full year?',
      ['$11.40', '$136,800.00'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));
});

describe('fixed-dollar monthly steps', () => {
  it.each([
    // 12 × (5,500 + 5,750 + 6,000 + 6,250 + 6,500) = 360,000
    ['$5,500/mo in year one, then +$250/mo each following year, 5 year lease: total rent', ['$360,000.00']],
    [
      "$5,500 a month the first year, increasing by $250 a month every year after, on a five-year lease. What's the total rent over the lease?",
      ['$360,000.00'],
    ],
    ['Rent: 5,500/mo yr 1, +250/mo per year thereafter, 5 yr term. total?', ['$360,000.00']],
    // 12 × (4,000 + 4,150 + 4,300) = 149,400
    [
      "Our lease starts at $4,000 a month and goes up $150 a month every year. It's a 3 year lease. How much rent will we pay altogether?",
      ['$149,400.00'],
    ],
    // 12 × (3,200 + … + 3,600) = 204,000
    [
      '5-yr lease, first year 3,200/mo, rent increases by $100/mo each year after that. total rent over the lease?',
      ['$204,000.00'],
    ],
    // 12 × (7,000 + 7,300 + 7,600 + 7,900) = 357,600
    [
      "Landlord proposed $7,000 per month for year 1 with $300/month more each year, 4 year term. What's the total base rent obligation?",
      ['$357,600.00'],
    ],
    // 12 × (2,800 + 2,875 + 2,950) = 103,500; year 3 2,950
    [
      'small office, rent is $2,800/mo, steps up $75 a month annually, 3-year term, total paid over the term plus the monthly rent in year 3?',
      ['$103,500.00', '$2,950.00'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('a second amount a month with no step in its words is no step', () => {
    expect(
      converse(
        "apartment rent is $1,500/mo + $50/mo pet rent, 12 month lease, what's the total rent for the year?",
      ),
    ).not.toContain('Increases: +$50');
  });
});

describe('CAM reconciled against the estimates paid', () => {
  it.each([
    // 2,400 ÷ 16,000 = 15%; × 96,000 = 14,400; − 12,000 = 2,400 owed
    [
      "I'm 2,400 sf in a 16,000 sf center (pro rata by square footage), total CAM for the year was $96,000, I paid estimates of $1,000 a month: my pro rata share, my share of CAM, what I owe at true-up",
      ['15.00%', '$14,400.00', 'You owe at true-up: **$2,400.00**'],
    ],
    [
      "Quick one: my store is 2,400 sq ft out of 16,000 sq ft total. CAM for last year came to $96,000 and I've paid $1,000/month in estimates. What's my share, and what do I owe when they reconcile?",
      ['15.00%', '$14,400.00', 'You owe at true-up: **$2,400.00**'],
    ],
    // 3,200 ÷ 40,000 = 8%; × 150,000 = 12,000; − 10,800 = 1,200 owed
    [
      "landlord just sent the CAM reconciliation. we lease 3,200 sf of a 40,000 sf strip center; actual CAM came to $150,000 and we've been paying $900/mo in estimated CAM. what's our share and do we owe or get a refund?",
      ['8.00%', '$12,000.00', 'You owe at true-up: **$1,200.00**'],
    ],
    // 12.5% × 180,000 = 22,500; − 21,600 = 900 owed
    [
      'Our pro rata share is 12.5% of the center. CAM actuals came in at 180k for 2024; we paid 1,800/mo in estimated CAM. Balance due at reconciliation?',
      ['$22,500.00', 'You owe at true-up: **$900.00**'],
    ],
    // 6.25 × 2,400 = 15,000; − 12,000 = 3,000 owed
    [
      'Year end true-up question: my shop is 2,400 sq ft, CAM came in at $6.25/sf for the year, and I was billed $1,000 a month in estimates. What do I owe?',
      ['$15,000.00', 'You owe at true-up: **$3,000.00**'],
    ],
    // 6% × 110,000 = 6,600; × 1.10 = 7,260; − 7,500 = 240 refunded
    [
      '1,500 sf suite in a 25,000 sf building, total CAM $110,000 plus a 10% admin fee on our share, we paid $7,500 in estimates this year. true-up?',
      ['6.00%', '$6,600.00', '$7,260.00', 'Refund due to you at true-up: **$240.00**'],
    ],
    // 10% × 300,000 = 30,000; − 33,000 = 3,000 refunded
    [
      "We're 5,000 sf of a 50,000 sf building. Actual NNN expenses were $300,000 last year; we paid $2,750/mo in estimates. Refund or owe at reconciliation?",
      ['10.00%', '$30,000.00', 'Refund due to you at true-up: **$3,000.00**'],
    ],
    [
      "we lease 2,400 of the center's 16,000 sf. CAM was $96,000 this year and we paid estimated CAM of $12,000. owe or refund at reconciliation?",
      ['$14,400.00', 'You owe at true-up: **$2,400.00**'],
    ],
    [
      'CAM true-up: total CAM $96,000, my suite 2,400 sf, center 16,000 sf, estimates paid $1,000 per month. what do I owe?',
      ['$14,400.00', 'You owe at true-up: **$2,400.00**'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('without estimates paid it is the share alone, no true-up', () => {
    const text = converse(
      "my space is 3,000 sq ft in a 40,000 sf center, CAM budget is $180,000 for the year. what's my share?",
    );
    expectAll(text, ['$13,500.00']);
    expect(text).not.toContain('true-up');
  });
});

describe('gross against NNN per foot with pass-throughs, two buildings', () => {
  it.each([
    // 4,500 × 34 = 153,000; 4,500 × (24 + 4.25 + 3.10 + 1.15) = 146,250; 6,750
    [
      'about 4,500 sf. Building A: $34/sf full service gross. Building B: $24 NNN, passthroughs CAM $4.25, taxes $3.10, insurance $1.15 per foot per year: annual cost at each and the saving with the cheaper',
      ['$153,000.00', '$146,250.00', '$6,750.00'],
    ],
    [
      'We need roughly 4,500 square feet. One landlord quotes $34 a foot full service; the other quotes $24/sf NNN plus CAM of $4.25/sf, taxes $3.10/sf and insurance $1.15/sf. Which is cheaper per year and by how much?',
      ['$153,000.00', '$146,250.00', '$6,750.00'],
    ],
    // 5,000 × 36 = 180,000; 5,000 × 34.75 = 173,750; 6,250
    [
      'My accountant says we need about 5,000 sf for the new office. Building A quoted $36/sf full service. Building B is $25 NNN with CAM $5, taxes $3.50 and insurance $1.25 per foot per year. Annual cost at each and how much we save with the cheaper one?',
      ['$180,000.00', '$173,750.00', '$6,250.00'],
    ],
    // 6,000 × 2.50 × 12 = 180,000; 6,000 × 2.40 × 12 = 172,800; 7,200
    [
      '6,000 sf: Site 1 $2.50/sf/mo gross vs Site 2 $1.85/sf/mo NNN plus $0.55/sf/mo in NNN charges. yearly cost each and savings?',
      ['$180,000.00', '$172,800.00', '$7,200.00'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));
});

describe('gross against NNN by the month over a lease', () => {
  it.each([
    // 2,400 + 650 = 3,050; (3,100 − 3,050) × 60 = 3,000
    [
      'Suite 1 is $3,100/mo gross. Suite 2 is $2,400/mo NNN plus about $650/mo in estimated passthroughs, 5-yr lease: suite 2 all-in per month, and over the 5 years how much is saved with the cheaper one',
      ['$3,050.00', '$3,000.00'],
    ],
    // 2,200 + 480 = 2,680; (2,750 − 2,680) × 36 = 2,520
    [
      "Two small retail spots. The first is $2,750 a month gross; the second is $2,200 a month NNN plus roughly $480 a month in NNN charges. It'd be a 3 year lease. What's the second one all in per month and how much would we save over the 3 years with the cheaper?",
      ['$2,680.00', '$2,520.00'],
    ],
    // 4,100 + 900 = 5,000; (5,000 − 4,800) × 84 = 16,800
    [
      'Option A: $4,800/mo full service. Option B: $4,100/mo triple net + $900/mo estimated CAM, taxes and insurance. 7-year term. all-in monthly for B and the total difference over the 7 years?',
      ['$5,000.00', '$16,800.00'],
    ],
    // 2,900 + 500 = 3,400; (3,400 − 3,300) × 36 = 3,600
    [
      "3-year lease either way. Space one is $3,300/mo gross; space two runs $2,900/mo NNN plus about $500/mo in passthroughs. What's space two all in monthly, and how much do we save over the 3 years going with the cheaper one?",
      ['$3,400.00', '$3,600.00'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));
});

describe('occupancy cost and its share of sales', () => {
  it.each([
    // 3,500 × 33 = 115,500; 9,625 a month; ÷ 1.1M = 10.50%
    [
      '3500 sq ft restaurant, $26 NNN + $7 in NNN charges per foot per year: annual and monthly occupancy cost, and what % of sales if we do 1.1M in sales',
      ['$115,500.00', '$9,625.00', '10.50%'],
    ],
    // 2,800 × (24 + 5.50 + 2.75 + 0.75) = 92,400; 7,700; ÷ 950,000 = 9.73%
    [
      "Opening a cafe in a 2,800 sf space: base rent $24/sf NNN, CAM $5.50/sf, taxes $2.75/sf, insurance $0.75/sf. We project $950,000 in annual sales. What's our total occupancy cost a year and a month, and as a percent of sales?",
      ['$92,400.00', '$7,700.00', '9.73%'],
    ],
    // 1,600 × 3.75 × 12 = 72,000; 6,000; ÷ 600,000 = 12%
    [
      "1,600 sf boutique, rent is $3/sf/mo plus $0.75/sf/mo CAM. if we gross $600k a year in sales what's occupancy cost as % of sales? also annual and monthly",
      ['$72,000.00', '$6,000.00', '12.00%'],
    ],
    // 5,000 × 24 = 120,000; 10,000; ÷ 2.4M = 5%
    [
      '5,000 sf at eighteen bucks NNN and 6 in CAM per foot per year, sales around $2.4M, occupancy cost per year, per month, and share of sales?',
      ['$120,000.00', '$10,000.00', '5.00%'],
    ],
    // 4,000 × 37 = 148,000; 12,333.33; ÷ 2M = 7.40%
    [
      "We're a brewery taproom looking at 4,000 sf: rent $28/sf NNN plus $9/sf NNN charges. Expect $2M in sales. Annual and monthly occupancy cost, and occupancy as a % of sales?",
      ['$148,000.00', '$12,333.33', '7.40%'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));
});

describe('tenant improvements amortized into the rent', () => {
  it.each([
    // P·r ÷ (1 − (1 + r)^−n), r = rate ÷ 12
    [
      'Landlord will fund an extra $60,000 of TI and roll it into my rent, amortized at 8% over the 5 year term with monthly payments: how much does that add to my monthly rent?',
      ['$1,216.58'],
    ],
    [
      'The LL offered to put another $45k into the build-out if we pay it back through the rent at 7% over 7 years. What would that add per month?',
      ['$679.17'],
    ],
    [
      'we need $100,000 in tenant improvements beyond the allowance; landlord will amortize it into the rent at 9% over the 10-year term. monthly rent increase?',
      ['$1,266.76'],
    ],
    [
      'my landlord is financing $25,000 of improvements at 6% over 3 years, paid back in the rent monthly - how much extra rent is that each month',
      ['$760.55'],
    ],
    [
      'Our landlord agreed to fund an additional $80,000 in tenant improvements and amortize it into the rent at 7.5% over the 10-year term. How much does that add to the monthly rent?',
      ['$949.61'],
    ],
    // $30 × 4,000 = 120,000 → 2,433.17 a month, 29,198.04 a year ÷ 4,000 = 7.30
    [
      '$30/sf of TI on 4,000 sf amortized at 8% over 5 years - what does that add to the monthly rent and per foot per year?',
      ['$2,433.17', '$7.30/sq ft'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('without its rate it computes no payment', () => {
    const text = converse(
      'Landlord will fund $60,000 of TI and roll it into my rent over the 5 year term. how much does that add monthly?',
    );
    expect(text).not.toContain('$1,216.58');
    expect(text).not.toContain('Payment added to the rent');
  });
});

describe('load factors: the cost per usable foot', () => {
  it.each([
    // 30 × 1.20 = 36.00; 30 × 1.12 = 33.60
    [
      'both $30 per rentable sf per year. Building A load factor 1.20, Building B 1.12 (rentable = usable × load factor): effective cost per usable square foot in each',
      ['$36.00', '$33.60'],
    ],
    // 32 × 1.15 = 36.80; 30 × 1.18 = 35.40; 1.40
    [
      'Building A is $32/rsf with a 15% load factor, Building B is $30/rsf with an 18% load. Which one is cheaper per usable foot, and by how much?',
      ['$36.80', '$35.40', '$1.40'],
    ],
    // 28 × 1.10 = 30.80; 28 × 1.22 = 34.16
    [
      'Two office options at the same $28 per rentable square foot a year: the first has a 1.10 load factor, the second a 1.22 load factor. What do we really pay per usable sf in each?',
      ['$30.80', '$34.16'],
    ],
    // 35 × 1.18 = 41.30; 35 × 1.09 = 38.15
    [
      'Comparing two towers at $35/rsf each - tower A has an 18% load factor, tower B a 9% load. effective rent per usable foot for each?',
      ['$41.30', '$38.15'],
    ],
    [
      'Building A load factor 1.20, Building B load factor 1.12, both at $30/rsf. cost per usable sf in each?',
      ['$36.00', '$33.60'],
    ],
    ["what's $30/rsf with a 1.20 load factor per usable foot?", ['$36.00']],
    ['$26 per rentable foot with a load factor of 1.25: what is it per usable sf?', ['$32.50']],
    // 40 × 1.20 = 48; × 3,500 = 168,000; 40 × 1.12 = 44.80; × 3,500 = 156,800
    [
      'We need 3,500 usable sf. Tower A: $40/rsf, load factor 1.20. Tower B: $40/rsf, load factor 1.12. Cost per usable foot and annual rent in each?',
      ['$48.00', '$44.80', '$168,000.00', '$156,800.00'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('a percentage that is an increase is no load', () => {
    expect(
      converse(
        'Building A load factor 1.20, Building B 1.12, both $30/rsf with 3% bumps. cost per usable foot?',
      ),
    ).not.toContain('Cheaper per usable');
  });
});

describe('a leasing commission on the aggregate rent', () => {
  it.each([
    // 5% × 4,200 × 60 = 12,600
    [
      "Broker's commission is 5% of aggregate base rent. The lease is 5 years at $4,200/mo flat",
      ['$12,600.00'],
    ],
    // 6% × 252,000 + 3% × 252,000 = 22,680; halves 11,340
    [
      "Broker's commission is 6% of base rent for years 1–5 and 3% for years 6–10, split 50/50 between listing and tenant rep. The lease is 10 years at $4,200/mo flat",
      ['$15,120.00', '$7,560.00', '$22,680.00', '$11,340.00'],
    ],
    // escalating: 6% of years 1–5 and 3% of years 6–10 of 3,000 × 25 × 1.03^(n−1)
    [
      "10-year lease, 3,000 sf at $25/sf with 3% annual bumps. Leasing commission is 6% on the first 5 years and 3% on the remaining 5, split evenly between landlord rep and tenant rep. What's the total commission and each side's share?",
      ['$37,739.28', '$18,869.64'],
    ],
    // 4% × 6,500 × 84 = 21,840
    [
      "I'm the tenant rep on a 7 year deal at $6,500 a month, no escalations. The landlord pays a 4% commission on the total lease value. How much is the fee?",
      ['$21,840.00'],
    ],
    // 5% of 2,000 × 30 × 1.03^(n−1) over 5 years (318,548.15) = 15,927.41
    [
      "what's the leasing fee at 5% of the aggregate rent on a 5-yr lease, 2,000 sf, $30/sf/yr, 3% increases?",
      ['$318,548.15', '$15,927.41'],
    ],
    // 6% × 3,800 × 36 = 8,208; 60% 4,924.80, 40% 3,283.20
    [
      '3-year lease at $3,800/mo. commission is 6% of gross rent, split 60/40 between the listing broker and the cooperating broker. how much does each get?',
      ['$8,208.00', '$4,924.80', '$3,283.20'],
    ],
    [
      '5-year lease at $5,500 per month, no bumps. Leasing commission is 5% of the aggregate base rent. How much is the commission?',
      ['$16,500.00'],
    ],
    ["tenant rep here: 4% of total base rent on a 5 yr term at $4,000/mo. what's my fee", ['$9,600.00']],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('without the term it computes no commission', () => {
    expect(
      converse('commission is 5% of aggregate base rent on a lease at $4,200/mo. how much?'),
    ).not.toContain('Total commission');
  });

  it('a commission that is not asked about, with no base named, stays unplaced', () => {
    expect(converse('5-year lease, 6,000 sf at $28/sf, 3% bumps, 6% commission: total rent')).not.toContain(
      '**$891,934.82**',
    );
  });
});

describe('a quoted space: its rent a year and a month, never a value', () => {
  it.each([
    [
      "got a quote for 3,200 sf of office at $28/sf/yr. what's that a year and a month?",
      ['$89,600.00', '$7,466.67'],
    ],
    ['$28/sf/yr for 3,200 sf of office, annual and monthly?', ['$89,600.00', '$7,466.67']],
    [
      "Landlord's asking twenty-eight dollars a foot for 3,200 square feet. What's that per year and per month?",
      ['$89,600.00', '$7,466.67'],
    ],
    [
      "Retail space, 2,200 sf, asking $24 a foot. What's the rent per year and per month?",
      ['$52,800.00', '$4,400.00'],
    ],
    [
      'the broker sent over a warehouse quote: 15,000 sf at 7.50 psf. annual and monthly?',
      ['$112,500.00', '$9,375.00'],
    ],
    ['1,850 sf office suite quoted at $32.50/sf, how much is that a month', ['$5,010.42']],
    [
      "Hey - got a lease quote: 4,500 sq ft at $32 psf. What's the annual rent and monthly rent?",
      ['$144,000.00', '$12,000.00'],
    ],
  ])('%s', (question, figures) => {
    const text = converse(question);
    expectAll(text, figures);
    expect(text).not.toContain('Value');
  });

  it.each([
    ["a 2,000 sf house at $250/sf, what's it worth?", '$500,000.00'],
    ["we're buying a 12,000 sf warehouse at $95/sf, what's the price?", '$1,140,000.00'],
    ['condo is 1,100 sf and comps go for $410 a foot, what should it sell for?', '$451,000.00'],
  ])('a price per foot of a place to buy stays a value: %s', (question, value) => {
    const text = converse(question);
    expectAll(text, [value, 'Value']);
    expect(text).not.toContain('Annual rent');
  });
});

describe('money as people say it', () => {
  it('"60 cents on the dollar" is a ratio, never an amount', () => {
    expect(converse('the bank settled at 60 cents on the dollar on a $200,000 balance')).not.toContain(
      '$0.60',
    );
  });
});
