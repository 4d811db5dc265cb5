// Commercial-lease classes an outside review found failing, each checked over varied phrasings (terse,
// long, psf, /sf/yr, $/SF, per foot, monthly and annual rents, bumps, escalations, increases). Every
// expected figure was computed independently (Python, month by month) before it was written here.
import { describe, expect, it } from 'vitest';
import { converse as answer } from './test-conversation.ts';
import { readQuickMath } from './quick-math.ts';

const ASKED = 'One question before I compute';

describe('an escalating lease: the year asked and the total', () => {
  it.each([
    [
      '5-year lease, 6,000 sf, $28/sf year 1 with 3% annual increases: the rate in year 5 and the total rent over the lease',
      ['$31.51/sq ft', '$891,934.82'],
    ],
    ['5 yr lease 6k sf $28 psf 3% bumps. yr 5 rate + total?', ['$31.51/sq ft', '$891,934.82']],
    [
      "$28/SF/YR, 6,000 RSF, 3% annual increases, 5 year term — what's the year 5 rent and total lease value?",
      ['$189,085.48', '$891,934.82'],
    ],
    [
      "We're negotiating a five-year office lease for 6,000 rentable square feet. The landlord quoted $28.00 per square foot per year for the first year, with annual escalations of 3%. What will we be paying per square foot in the fifth year, and what's the total base rent over the full term?",
      ['$31.51/sq ft', '$891,934.82'],
    ],
    // A monthly quote per square foot.
    [
      'lease: $2.25/sf/mo, 4,000 sf, 3% annual bumps, 3 yrs. monthly rent in year 3 and total rent over the lease?',
      ['$9,548.10', '$333,817.20'],
    ],
    // Fixed-dollar bumps.
    [
      "$30/sf with $1/sf annual increases on 2,000 sf for 5 years, what's the rate in the last year and the total rent",
      ['$34.00/sq ft', '$320,000.00'],
    ],
    ['rent is $32/sf going up $0.75 per foot a year. 2,400 sf, 5 year term. total?', ['$402,000.00']],
    // A rent given a month for the whole space.
    [
      "5-year lease at $14,000/month with 3% annual escalations: what's the monthly rent in year 4 and the total over the term?",
      ['$15,298.18', '$891,934.82'],
    ],
    ['10-yr lease, 3,000 sf, $25/sf, bumps of 5% every 2 years. total rent?', ['$828,844.69']],
    [
      'what will the rent per sf be in year 3 if it starts at $18/sf NNN with 4% escalators? 12,000 sf',
      ['$19.47/sq ft', '$233,625.60'],
    ],
  ])('%s', (question, figures) => {
    const text = answer(question);
    expect(text).not.toContain(ASKED);
    for (const f of figures) expect(text).toContain(f);
  });

  it.each([
    // A step "each year" on a monthly rent is a month's step when that is a plausible raise.
    ['my rent is $1,500 a month and goes up $50 each year. what will it be in year 4?', ['$1,650.00']],
    ['rent $120,000 a year, goes up $6,000 a year, 5 year lease, total?', ['$660,000.00']],
    ['$2.25/sf/mo on 3,000 sf with $0.05/sf annual increases, 3 year term: total rent?', ['$248,400.00']],
    // NNN charges on top, held flat.
    [
      '5-year lease on 6,000 sf at $28/sf NNN with CAM $8/sf, 3% bumps: total occupancy cost',
      ['$891,934.82', '$240,000.00', '$1,131,934.82'],
    ],
    [
      '5 yr NNN lease, 2,000 sf, $20/sf base + $6.50/sf nnns, 3% annual bumps. year 3 rent all in?',
      ['$21.22/sq ft', '$27.72/sq ft', '$55,436.00'],
    ],
    [
      "$28/sf, 3% bumps, 5-year term, 6,000 sf. what's the average rent per sf over the term?",
      ['$29.73/sq ft'],
    ],
  ])('%s', (question, figures) => {
    const text = answer(question);
    expect(text).not.toContain(ASKED);
    for (const f of figures) expect(text).toContain(f);
  });

  it('shows the year-by-year rent when the rent escalates', () => {
    const text = answer(
      '7 year lease, 10,000 sf, $22.50 per foot, bumps of 2.5% every year. year by year schedule?',
    );
    expect(text).toContain('| Year | $/sq ft a year | Annual rent | Monthly rent |');
    expect(text).toContain('| 7 | $26.09 |'); // 22.50 × 1.025^6
    expect(text).toContain('$1,698,171.78');
  });

  it('places no percentage it cannot name: a commission is not a bump', () => {
    const question = '5-year lease, 6,000 sf at $28/sf, 3% bumps, 6% commission: total rent';
    // The total that leaves the 6% out.
    expect(readQuickMath(question)?.results.join(' ') ?? '').not.toContain('$891,934.82');
    expect(answer(question)).not.toContain('**$891,934.82**');
  });
});

describe('a follow-up that changes a lease input recomputes the lease', () => {
  const LEASE =
    '5-year lease, 6,000 sf, $28/sf year 1 with 3% annual increases: the rate in year 5 and the total rent over the lease';
  it.each([
    ['what if bumps are 2.5%?', ['$30.91/sq ft', '$883,063.19']],
    ['and with 4% escalations', ['$32.76/sq ft', '$909,942.19']],
    ['what about a 7 year term', ['$1,287,293.65']],
    ['at $30/sf instead', ['$33.77/sq ft', '$955,644.45']],
    ['try 2% bumps', ['$30.31/sq ft', '$874,278.75']],
    ['make it 8,000 sf', ['$1,189,246.42']],
    ['what if it were 3.5% increases', ['$900,894.27']],
  ])('%s', (followUp, figures) => {
    const text = answer(LEASE, followUp);
    expect(text).toContain('with your changes');
    for (const f of figures) expect(text).toContain(f);
  });

  it('another year asked after the first gives that year too', () => {
    const text = answer(LEASE, 'what about year 4?');
    expect(text).toContain('Year 4 rate: **$30.60/sq ft**'); // 28 × 1.03^3
    expect(text).toContain('$183,578.14');
  });

  it('a new figure for one side of a gross-net comparison replaces it, never adds to it', () => {
    const text = answer(
      '$24 NNN plus $8.50 opex vs $31 full service: which is cheaper per year',
      'and if full service is $33?',
    );
    expect(text).toContain('**$33.00/sq ft**');
    expect(text).toContain('**option 1**');
    expect(text).not.toContain('$64.00');
  });

  it('a follow-up to a follow-up keeps the first change', () => {
    const text = answer(LEASE, 'what if bumps are 2.5%?', 'and at $30/sf?');
    expect(text).toContain('$946,139.13'); // $30/sf and 2.5%
  });

  it('free months and then bumps added to the changed question', () => {
    const FREE =
      '10-year lease on 2,500 sf at $32/sf/yr full service, 4 months free up front: total rent over the term and the effective rent per sf per year';
    expect(answer(FREE, "what if it's 6 months free?")).toContain('$760,000.00');
    expect(answer(FREE, "what if it's 6 months free?", 'and with 3% bumps?')).toContain('$877,110.34');
  });

  it('a change of kind it cannot make gives no confident figure', () => {
    const text = answer(LEASE, 'what if the escalations are $1/sf instead');
    expect(text).not.toContain('with your changes');
    expect(text).not.toMatch(/Rent with yearly increases/);
  });
});

describe('free rent, effective and net-effective rent', () => {
  it.each([
    [
      '10-year lease on 2,500 sf at $32/sf/yr full service, 4 months free up front: total rent over the term and the effective rent per sf per year',
      ['$773,333.33', '$30.93/sq ft'],
    ],
    [
      '10 yr term, 2,500 rsf, $32 psf full service, 4 mos free. total and effective rent?',
      ['$773,333.33', '$30.93/sq ft'],
    ],
    [
      "Tenant wants a 10-year lease on 2,500 sf at $32/sf/yr full service, with four months' free rent up front. Total rent over the term, and the effective rent per sf per year?",
      ['$773,333.33', '$30.93/sq ft'],
    ],
    [
      "landlord offers 6 months of free rent on a 5-year, 5,000 sf lease at $24/sf/yr with 3% bumps. what's the effective rent per sf?",
      ['$577,096.30', '$23.08/sq ft'],
    ],
    [
      '$2.50/sf/mo, 1,800 sf, 3 year lease, first two months free: total rent and effective monthly rent per sf',
      ['$153,000.00', '$28.33/sq ft', '$2.36/sq ft'],
    ],
    [
      '5 year lease at $9,000/mo, 3 months abated, 3% annual increases. total rent paid and effective monthly rent?',
      ['$546,386.67'],
    ],
    [
      '62-month lease, 4,000 sf at $30/sf NNN, 2 months abated, 3% escalations: total base rent and effective rate',
      ['$640,281.78', '$30.98/sq ft'],
    ],
    // Free months at the end cost the last year's rent.
    [
      '2 months free at the end of a 3-year lease at $20/sf on 1,000 sf with 3% bumps. total rent?',
      ['$58,281.67'],
    ],
    // TI and other concessions in a net-effective rent.
    [
      'net effective rent: 7-year lease, 3,200 sf at $26/sf with $0.50/sf annual bumps, $35/sf TI allowance, 3 months free',
      ['$595,200.00', '$21.57/sq ft'],
    ],
    [
      "What's the NER on a 10 year deal, 20,000 sf at $45/sf gross, 12 months free and $80/sf TI?",
      ['$8,100,000.00', '$32.50/sq ft'],
    ],
    [
      '5-year lease, 3,000 sf at $28/sf, 3% bumps, 3 months free, $20/sf TI, discount rate 8%: net effective rent?',
      ['$23.08/sq ft'], // the level rent with the same present value, rent paid monthly in advance
    ],
  ])('%s', (question, figures) => {
    const text = answer(question);
    expect(text).not.toContain(ASKED);
    for (const f of figures) expect(text).toContain(f);
  });
});

describe('a TI allowance amortized into the rent', () => {
  it.each([
    [
      '$40/sf TI on 5,000 sf amortized over 7 years at 8%, monthly payments: the monthly payment and what it adds per sf per year',
      ['$3,117.24', '$7.48/sq ft'],
    ],
    [
      'Landlord is giving $40/sf in TI on 5,000 sf and wants to amortize it into the rent over 7 years at 8% (monthly payments). What is the monthly payment, and what does it add per sf per year?',
      ['$3,117.24', '$7.48/sq ft'],
    ],
    [
      'TI allowance of $55 per foot, 10,000 rsf, amortized at 7.5% over the 10 year term. how much does that add to rent psf?',
      ['$6,528.60', '$7.83/sq ft'],
    ],
    [
      'tenant wants an extra $150k of TI above the allowance, amortized over 5 years at 9%. 6,000 sf. monthly cost and $/sf/yr?',
      ['$3,113.75', '$6.23/sq ft'],
    ],
    [
      '$25/sf TI on 4,200 sf paid back over 60 months at 10% interest — payment per month and per sf per year',
      ['$2,230.94', '$6.37/sq ft'],
    ],
    [
      'amortize $30 psf of tenant improvements over 7 yrs @ 8%, 3,500 sf, base rent $24/sf: total rent per sf with the TI?',
      ['$1,636.55', '$5.61/sq ft', '$29.61/sq ft'],
    ],
    [
      '$200,000 TI, 8,000 sf, amortized over 10 years at 6% with annual payments',
      ['$27,173.59', '$3.40/sq ft'],
    ],
  ])('%s', (question, figures) => {
    const text = answer(question);
    expect(text).not.toContain(ASKED);
    for (const f of figures) expect(text).toContain(f);
  });
});

describe('base-year and expense-stop pass-throughs', () => {
  it.each([
    [
      'base year opex $9.50/sf, this year $11.20/sf, tenant 4,000 sf: what does the tenant owe in pass-throughs',
      ['$6,800.00', '$566.67'],
    ],
    [
      'full service lease with a 2023 base year; base-year expenses were $10.25/sf and 2025 expenses are $12.00/sf; tenant has 6,500 sf; annual escalation charge?',
      ['$11,375.00', '$947.92'],
    ],
    [
      'expense stop of $9/sf, actual opex came in at $10.40/sf, 3,200 sf: how much does the tenant pay over the stop?',
      ['$4,480.00'],
    ],
    [
      "building opex was $1.2M in the base year and $1.38M this year, tenant occupies 12,000 of 100,000 sf. tenant's share of the increase?",
      ['$21,600.00'],
    ],
    [
      'base year taxes and opex $8.75 psf, current $9.90 psf, 2,800 rsf, what are the pass-throughs monthly',
      ['$268.33'],
    ],
    ['base year $11/sf, this year opex is $10.50/sf, 5,000 sf. what do they owe?', ['**$0.00**']],
    [
      "Our base year operating expenses were $9.50 per square foot; this year they're $11.20. We lease 4,000 square feet on a full service gross lease at $34/sf. What's our total rent this year including the pass-through?",
      ['$6,800.00', '$142,800.00'],
    ],
    [
      "tenant's pro rata share 8%, building expenses $900,000 in the base year vs $1,020,000 this year. what does the tenant pay?",
      ['$9,600.00'],
    ],
  ])('%s', (question, figures) => {
    const text = answer(question);
    expect(text).toContain('Pass-throughs over the base year');
    for (const f of figures) expect(text).toContain(f);
  });

  it('base-year expenses are never read as the base rent', () => {
    const text = answer('base year opex $9.50/sf, this year $11.20/sf, tenant 4,000 sf: pass-throughs?');
    expect(text).not.toContain('Base rent: $9.50');
  });
});

describe('a gross quote against a net one', () => {
  it.each([
    [
      '$24 NNN plus $8.50 opex vs $31 full service: which is cheaper per year',
      ['$32.50/sq ft', '**option 2**', '$1.50/sq ft'],
    ],
    [
      'Space A: $22/sf NNN with CAM/taxes/insurance about $9/sf; Space B: $30/sf gross. 5,000 sf. Which costs less a year?',
      ['$155,000.00', '$150,000.00', '**$5,000.00**'],
    ],
    [
      'is $35 full service better than $26 triple net + $10.50 in nnn charges?',
      ['$36.50/sq ft', '**option 1**'],
    ],
    [
      '$2.00/sf/mo NNN + $0.65 NNN vs $2.60/sf/mo gross for 2,000 sf, which is cheaper',
      ['$63,600.00', '$62,400.00', '**option 2**'],
    ],
    [
      'comparing two offices: $28.50/sf modified gross vs $21/sf NNN plus $7.25/sf opex on 3,000 sf',
      ['$84,750.00', '**option 2**', '**$750.00**'],
    ],
    [
      'NNN at $18 psf + $6 psf nnns or full service at $25 psf, 10,000 sf — annual difference?',
      ['**option 1**', '**$10,000.00**'],
    ],
  ])('%s', (question, figures) => {
    const text = answer(question);
    expect(text).toContain('Gross against net');
    for (const f of figures) expect(text).toContain(f);
  });
});

describe('lease quotes named A/B, option 1/2, offer one/the other, compared', () => {
  it.each([
    [
      'got two offers on 3,000 sf of retail. A: $36/sf gross, landlord pays all operating costs. B: $27/sf NNN with estimated NNN of $8.25/sf. which one costs less per year and by how much',
      ['$108,000.00', '$105,750.00', 'Cheaper: **B**', '**$2,250.00** a year'],
    ],
    [
      'Option 1: $32/sf full service. Option 2: $26/sf modified gross + electric at about $2.50/sf. 4,500 sf. which is cheaper and by how much a year?',
      ['$144,000.00', '$128,250.00', 'Cheaper: **option 2**', '**$15,750.00** a year'],
    ],
    // Quoted a month per square foot: a month's figures lead.
    [
      'offer one is $3.10/sf/mo full service, the other is $2.35/sf/mo NNN plus $0.70/sf/mo in CAM. 2,200 sf. which costs less each month?',
      ['$6,820.00', '$6,710.00', 'Cheaper: **the other**', '**$110.00** a month', '$1,320.00'],
    ],
    // Three options and no size: per square foot only.
    [
      'Three quotes: (A) $30/sf NNN + $9/sf opex, (B) $37.50/sf full service, (C) $34/sf modified gross plus electric $2/sf. Cheapest per sf?',
      ['$39.00/sq ft', '$37.50/sq ft', 'Cheapest: **C**', '$1.50/sq ft a year against B', '$3.00/sq ft'],
    ],
    // Rents for the whole space a month.
    [
      'Quote A: $9,000 a month gross. Quote B: $7,200 a month NNN plus roughly $1,950 a month in NNN charges. Which is cheaper per year?',
      ['$108,000.00', '$109,800.00', 'Cheaper: **quote A**', '**$150.00** a month', '$1,800.00'],
    ],
    [
      'first offer: $24 psf NNN, NNNs estimated at $7.25 psf; second offer: $30 psf gross. 6,000 rsf. annual difference?',
      ['$187,500.00', '$180,000.00', 'Cheaper: **second offer**', '**$7,500.00** a year'],
    ],
    [
      'Landlord A wants $28/sf full service gross on 5,000 sf; Landlord B wants $21/sf triple net with CAM, taxes and insurance of $6.50/sf. how much more does the pricier one cost a year?',
      ['$140,000.00', '$137,500.00', 'Cheaper: **landlord B**', '**$2,500.00** a year'],
    ],
    [
      'Comparing Option A at $2.75/sf/month full service and Option B at $2.10/sf/month NNN + $0.55/sf/month nnn charges for 1,500 sf',
      ['$4,125.00', '$3,975.00', 'Cheaper: **option B**', '$1,800.00'],
    ],
    // Each quote on its own space: compared by the year's cost.
    [
      'A: 3,000 sf at $36/sf gross; B: 3,200 sf at $27/sf NNN + $8.25/sf CAM. which costs less a year?',
      ['$108,000.00', '$112,800.00', 'Cheaper: **A**', '**$4,800.00** a year'],
    ],
    [
      'two 5-year lease offers on 3,000 sf. A: $36/sf gross. B: $27/sf NNN plus $8.25/sf CAM. difference over the term?',
      ['$540,000.00', '$528,750.00', '$11,250.00 over the term'],
    ],
  ])('%s', (question, figures) => {
    const text = answer(question);
    expect(text).not.toContain(ASKED);
    for (const f of figures) expect(text).toContain(f);
  });

  it('gives no size-based figures without a size', () => {
    const text = answer(
      'Three quotes: (A) $30/sf NNN + $9/sf opex, (B) $37.50/sf full service, (C) $34/sf modified gross plus electric $2/sf. Cheapest per sf?',
    );
    expect(text).not.toContain('Space:');
    expect(text).not.toMatch(/\*\*\$[\d,]+\.\d\d\*\* a year/);
  });

  it('compares no net rent without its charges against a gross one', () => {
    expect(answer('A: $36/sf gross. B: $27/sf NNN. which is cheaper?')).not.toContain('Cheaper');
  });

  it('a label with no amount of its own ("which is better, A or B") is no quote', () => {
    const text = answer(
      'A: $36/sf gross on 3,000 sf. B: $27/sf NNN with CAM of $8.25/sf. which is better, A or B?',
    );
    expect(text).toContain('Cheaper: **B**');
    expect(text).toContain('$2,250.00');
  });
});

describe('a follow-up that adds TI, free months or an allowance to the lease before', () => {
  const MONTHLY =
    "Tenant signs a 60-month lease at $6,000/month with the first 4 months free. What's the effective monthly rent over the term?";
  const PER_FOOT =
    "5-year lease, 4,000 sf at $18/sf NNN, 3 months free. what's the monthly rent and the total?";
  const ESCALATING =
    '5-year lease, 6,000 sf, $28/sf year 1 with 3% annual increases: the rate in year 5 and the total rent over the lease';
  it.each([
    [
      MONTHLY,
      "Alternative from the landlord: no free months, but they fund an extra $50k of TI and we pay it back in the rent at 8% over the 60 months. What's the monthly rent then?",
      ['free months 4 → 0', '**$1,013.82**', '$6,000.00 + $1,013.82 = **$7,013.82**', '$420,829.18'],
    ],
    [
      PER_FOOT,
      "Alternative from the landlord: no free months, but they fund an extra $50k of TI and we pay it back in the rent at 8% over the 60 months. What's the monthly rent then?",
      ['free months 3 → 0', '$6,000.00 + $1,013.82 = **$7,013.82**', '$420,829.18'],
    ],
    // "instead": the TI in place of the free months. Alone this would be a loan payment.
    [
      MONTHLY,
      'what if instead they give $75,000 in tenant improvements amortized into the rent over 5 years at 7%?',
      ['free months 4 → 0', '**$1,485.09**', '**$7,485.09**', '$449,105.39'],
    ],
    [
      PER_FOOT,
      "and if the landlord finances $40k of build-out at 9% over the term, what's the rent per month?",
      ['**$830.33**', '**$6,830.33**'],
    ],
    // A TI per square foot, over the lease's term.
    [
      PER_FOOT,
      "they'd also cover $30/sf of TI if we pay it back at 8% over 5 years — new monthly rent?",
      ['$30.00/sq ft × 4,000 sq ft', '**$2,433.17**', '**$8,433.17**'],
    ],
    // No term given: over the lease's.
    [
      MONTHLY,
      'ok, what about $60k of improvements rolled into the rent at 6.5%',
      ['**$1,173.97**', '**$7,173.97**'],
    ],
    [
      PER_FOOT,
      'suppose we skip the free rent and they put $50,000 toward the buildout, repaid through the rent at 8% over 60 months. monthly rent?',
      ['free months 3 → 0', '**$7,013.82**'],
    ],
    // Under bumps: the year's rent plus the same payment.
    [
      ESCALATING,
      'what if they add $100k of TI amortized at 8% over the term?',
      ['**$2,027.64**', '$14,000.00 + $2,027.64 = **$16,027.64**', '**$17,784.76**', '$1,013,593.18'],
    ],
    // Free months and allowances the lease did not have.
    [ESCALATING, 'and if they give us 2 months free?', ['$863,934.82']],
    [ESCALATING, 'what if they throw in a $40/sf TI allowance?', ['$240,000.00', '$21.73/sq ft']],
  ])('%s / %s', (first, followUp, figures) => {
    const text = answer(first, followUp);
    expect(text).toContain('with your changes');
    for (const f of figures) expect(text).toContain(f);
  });

  it('a change of the term or the free months after it keeps the TI (over the new term)', () => {
    const TI =
      "Alternative from the landlord: no free months, but they fund an extra $50k of TI and we pay it back in the rent at 8% over the 60 months. What's the monthly rent then?";
    const sevenYears = answer(MONTHLY, TI, 'what if the term is 7 years');
    expect(sevenYears).toContain('60-month → 7 years');
    for (const f of ['**$779.31**', '**$6,779.31**', '$569,462.10']) expect(sevenYears).toContain(f);
    const twoFree = answer(
      MONTHLY,
      TI,
      'what if the term is 7 years',
      'and if they give us 2 months free instead',
    );
    expect(twoFree).toContain('free months 0 → 2');
    expect(twoFree).toContain('$557,462.10');
  });

  it('a TI per square foot on a lease with no size gives no confident figure', () => {
    const text = answer(MONTHLY, "they'd also cover $30/sf of TI if we pay it back at 8% over 5 years");
    expect(text).not.toContain('with your changes');
    expect(text).not.toContain('Monthly rent with the TI');
  });
});
