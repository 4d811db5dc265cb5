// Markdown answers for calculator results: inputs used, results (tables), assumptions and a disclaimer.

import {
  calculateAffordability,
  calculateMortgage,
  calculateRefinance,
  calculateRental,
  calculateRentVsBuy,
  DEFAULTS,
  estimateClosingCosts,
  valueFromCapRate,
  type RentVsBuyResult,
  type RentVsBuyYear,
} from './calculators.ts';
import type { CalculatorId, CalculatorRequest, MissingInput } from './calculator-inputs.ts';
import { EXAMPLE_QUESTIONS } from './calculator-inputs.ts';
import {
  formatAmount,
  formatMoney,
  formatMonths,
  formatNumber,
  formatPercent,
  formatRate,
  formatYears,
  markdownTable,
} from './format.ts';
import type { Quantities } from './parse-numbers.ts';

export const DISCLAIMER =
  '_Figures are estimates from the inputs and assumptions above, not financial advice._';

export const CALCULATOR_TITLES: Record<CalculatorId, string> = {
  mortgage: 'mortgage payment',
  affordability: 'affordability (28/36 rule)',
  'rent-vs-buy': 'rent vs. buy comparison',
  rental: 'rental property analysis',
  refinance: 'refinance break-even',
  'closing-costs': 'closing-cost estimate',
};

function section(title: string, lines: string[]): string {
  return [`**${title}**`, '', ...lines].join('\n');
}

function bullets(items: readonly string[]): string[] {
  return items.map((item) => `- ${item}`);
}

function assumptionsBlock(items: readonly string[]): string {
  if (items.length === 0) return '';
  return section('Assumptions', bullets(items));
}

function join(blocks: (string | false | null | undefined)[]): string {
  return `${blocks.filter((b): b is string => typeof b === 'string' && b.length > 0).join('\n\n')}\n`;
}

// ---------------------------------------------------------------------------------------------------

function mortgageAnswer(req: Extract<CalculatorRequest, { calculator: 'mortgage' }>): string {
  const r = calculateMortgage(req.input);
  const inputs: string[] = [];
  if (r.homePrice !== undefined) {
    inputs.push(`Home price: ${formatAmount(r.homePrice)}`);
    const down = r.homePrice - r.loanAmount;
    inputs.push(`Down payment: ${formatAmount(down)} (${formatRate(down / r.homePrice)})`);
  }
  // The loan's share of the price too (LTV), so a question that gave the LTV sees it read.
  inputs.push(
    `Loan amount: ${formatAmount(r.loanAmount)}${r.homePrice ? ` (${formatRate(r.loanAmount / r.homePrice)} LTV)` : ''}`,
  );
  inputs.push(`Interest rate: ${formatRate(r.annualRate)}`);
  inputs.push(`Term: ${formatYears(r.termYears)}`);
  const given = req.input;
  if (given.propertyTaxRate !== undefined)
    inputs.push(`Property tax: ${formatRate(given.propertyTaxRate)} of the price a year`);
  else if (given.annualPropertyTax !== undefined)
    inputs.push(`Property tax: ${formatAmount(given.annualPropertyTax)}/year`);
  if (given.insuranceRate !== undefined)
    inputs.push(`Insurance: ${formatRate(given.insuranceRate)} of the price a year`);
  else if (given.annualInsurance !== undefined)
    inputs.push(`Insurance: ${formatAmount(given.annualInsurance)}/year`);
  if (given.monthlyHoa !== undefined) inputs.push(`HOA: ${formatAmount(given.monthlyHoa)}/month`);
  if (given.monthlyPmiAmount !== undefined) inputs.push(`PMI: ${formatAmount(given.monthlyPmiAmount)}/month`);
  else if (given.pmiRate !== undefined) inputs.push(`PMI: ${formatRate(given.pmiRate)} of the loan a year`);
  // Upkeep the user budgets is part of what owning costs a month, though no lender collects it.
  const maintenance =
    req.maintenanceRate !== undefined && r.homePrice !== undefined
      ? (r.homePrice * req.maintenanceRate) / 12
      : 0;
  if (req.maintenanceRate !== undefined)
    inputs.push(`Maintenance budget: ${formatRate(req.maintenanceRate)} of the price a year`);

  const rows: string[][] = [['Principal & interest', formatMoney(r.monthlyPrincipalAndInterest)]];
  if (r.escrowIncluded) {
    rows.push(['Property tax', formatMoney(r.monthlyPropertyTax)]);
    rows.push(['Homeowners insurance', formatMoney(r.monthlyInsurance)]);
  }
  if (r.monthlyPmi > 0) rows.push(['PMI', formatMoney(r.monthlyPmi)]);
  if (r.monthlyHoa > 0) rows.push(['HOA dues', formatMoney(r.monthlyHoa)]);
  const multi = rows.length > 1;
  if (multi) rows.push(['**Total monthly payment**', `**${formatMoney(r.monthlyTotal)}**`]);
  const owning = r.monthlyTotal + maintenance;
  if (maintenance > 0) {
    rows.push(['Maintenance budget (not part of the payment)', formatMoney(maintenance)]);
    rows.push(['**Monthly cost of owning**', `**${formatMoney(owning)}**`]);
  }
  // The total above holds items assumed beside the costs the user gave: the sum of only what they gave
  // is shown too ("P&I + HOA"), as someone who asked for the principal and interest would add it.
  const taxGiven = given.propertyTaxRate !== undefined || given.annualPropertyTax !== undefined;
  const insuranceGiven = given.insuranceRate !== undefined || given.annualInsurance !== undefined;
  const pmiGiven = given.pmiRate !== undefined || given.monthlyPmiAmount !== undefined;
  const assumedInTotal =
    (r.escrowIncluded && (!taxGiven || !insuranceGiven)) || (r.monthlyPmi > 0 && !pmiGiven);
  const givenCosts = [
    ...(r.escrowIncluded && taxGiven ? [['property tax', r.monthlyPropertyTax] as const] : []),
    ...(r.escrowIncluded && insuranceGiven ? [['insurance', r.monthlyInsurance] as const] : []),
    ...(r.monthlyPmi > 0 && pmiGiven ? [['PMI', r.monthlyPmi] as const] : []),
    ...(r.monthlyHoa > 0 ? [['HOA', r.monthlyHoa] as const] : []),
  ];
  const givenOnlyLine =
    assumedInTotal && givenCosts.length > 0
      ? `Principal & interest + ${givenCosts.map(([name]) => name).join(' + ')} only (the costs you gave, nothing assumed): **${formatMoney(givenCosts.reduce((sum, [, v]) => sum + v, r.monthlyPrincipalAndInterest))}** a month.`
      : null;
  const rentLine =
    req.compareRent !== undefined
      ? `Against your rent of ${formatMoney(req.compareRent)}: owning costs **${formatMoney(Math.abs(owning - req.compareRent))} ${owning >= req.compareRent ? 'more' : 'less'}** a month (before ${maintenance > 0 ? '' : 'maintenance, '}tax deductions and the equity the principal builds).`
      : null;

  const firstInterest = (r.loanAmount * r.annualRate) / 12;
  const lifetime: string[] = [
    `First payment: ${formatMoney(firstInterest)} interest and ${formatMoney(r.monthlyPrincipalAndInterest - firstInterest)} principal`,
    `Total interest over ${formatYears(r.termYears)}: ${formatMoney(r.totalInterest)}`,
    `Total of ${Math.round(r.termYears * 12)} principal & interest payments: ${formatMoney(r.totalPrincipalAndInterest)}`,
  ];
  const checkpointRows = r.checkpoints
    .filter((c) => c.year === 5 || c.year === 10)
    .map((c) => [
      `After ${c.year} years`,
      formatMoney(c.balance),
      formatMoney(c.principalPaid),
      formatMoney(c.interestPaid),
      ...(c.equity !== undefined ? [formatMoney(c.equity)] : []),
    ]);
  const checkpointHeader = [
    'Amortization',
    'Balance',
    'Principal paid',
    'Interest paid',
    ...(r.homePrice !== undefined ? ['Equity (no appreciation)'] : []),
  ];
  const noLoan = r.loanAmount <= 0;
  if (noLoan)
    lifetime.splice(0, lifetime.length, 'No loan: the price is paid in full with the down payment.');
  else if (r.halfEquityYear !== null)
    lifetime.push(
      r.halfEquityYear === 0
        ? 'You start with at least 50% equity.'
        : `Your equity passes 50% of the price in year ${r.halfEquityYear} from loan paydown alone (sooner if the home appreciates).`,
    );
  // With no price there is no loan-to-value to count the months to (a PMI rate stated on a loan alone).
  if (r.monthlyPmi > 0 && r.pmiMonths > 0)
    lifetime.push(
      `PMI can be removed after about ${formatMonths(r.pmiMonths)} of payments, at 80% loan-to-value.`,
    );
  if (!r.escrowIncluded)
    lifetime.push(
      'Property tax, insurance and PMI are not included; give a home price to estimate them (e.g. "$500k home with 20% down").',
    );

  return join([
    '### Monthly mortgage payment',
    section('Inputs', bullets(inputs)),
    section(multi ? 'Estimated monthly payment' : 'Monthly payment', [
      markdownTable(['Item', 'Monthly'], rows),
      ...(givenOnlyLine ? ['', givenOnlyLine] : []),
      ...(rentLine ? ['', rentLine] : []),
    ]),
    section('Amortization summary', [
      ...bullets(lifetime),
      ...(checkpointRows.length && !noLoan ? ['', markdownTable(checkpointHeader, checkpointRows)] : []),
    ]),
    assumptionsBlock([...req.notes, ...r.assumptions]),
    DISCLAIMER,
  ]);
}

function affordabilityAnswer(req: Extract<CalculatorRequest, { calculator: 'affordability' }>): string {
  const r = calculateAffordability(req.input);
  const inputs = [
    `Gross income: ${formatAmount(req.input.annualIncome)}/year (${formatMoney(r.grossMonthlyIncome)}/month)`,
    `Other monthly debts: ${formatAmount(r.monthlyDebts)}`,
    `Interest rate: ${formatRate(r.annualRate)}, ${formatYears(r.termYears)}`,
  ];
  if (req.input.downPaymentAmount !== undefined)
    inputs.push(`Down payment: ${formatAmount(req.input.downPaymentAmount)}`);
  else if (req.input.downPaymentPercent !== undefined)
    inputs.push(`Down payment: ${formatRate(req.input.downPaymentPercent)}`);

  const limits = markdownTable(
    ['Rule', 'Max monthly housing payment'],
    [
      ['28% of gross income (front-end)', formatMoney(r.frontEndLimit)],
      ['36% of gross income minus other debts (back-end)', formatMoney(r.backEndLimit)],
    ],
  );
  const tighter =
    r.limitingRule === 'front-end'
      ? 'the 28% front-end limit is the tighter one'
      : 'the 36% back-end limit is the tighter one because of your other debts';
  const result =
    r.maxPrice > 0
      ? markdownTable(
          ['Result', 'Amount'],
          [
            ['**Maximum home price**', `**${formatMoney(r.maxPrice)}**`],
            ['Down payment', formatMoney(r.downPayment)],
            ['Loan amount', formatMoney(r.maxLoan)],
          ],
        )
      : 'With these debts there is no room for a housing payment under the 36% rule; paying down debts or adding income would change that.';
  const breakdownRows: string[][] = [
    ['Principal & interest', formatMoney(r.monthlyPrincipalAndInterest)],
    ['Property tax', formatMoney(r.monthlyPropertyTax)],
    ['Homeowners insurance', formatMoney(r.monthlyInsurance)],
  ];
  if (r.monthlyPmi > 0) breakdownRows.push(['PMI', formatMoney(r.monthlyPmi)]);
  if (r.monthlyHoa > 0) breakdownRows.push(['HOA dues', formatMoney(r.monthlyHoa)]);
  breakdownRows.push(['**Total housing payment**', `**${formatMoney(r.maxHousingPayment)}**`]);

  return join([
    '### How much home you can afford',
    section('Inputs', bullets(inputs)),
    section('Debt-to-income limits', [
      limits,
      '',
      `Maximum housing payment: **${formatMoney(r.maxHousingPayment)}** per month (${tighter}).`,
    ]),
    section('Result', [result]),
    req.targetPrice !== undefined &&
      (req.targetPrice <= r.maxPrice
        ? `The ${formatAmount(req.targetPrice)} home you mentioned is **within** this estimate.`
        : `The ${formatAmount(req.targetPrice)} home you mentioned is **${formatMoney(req.targetPrice - r.maxPrice)} above** this estimate; a larger down payment, lower rate or lower debts would close the gap.`),
    r.maxPrice > 0 &&
      section('Monthly payment at that price', [markdownTable(['Item', 'Monthly'], breakdownRows)]),
    'Lenders may approve more (some allow 43–50% back-end DTI), but staying near 28/36 leaves room for savings and repairs.',
    assumptionsBlock([...req.notes, ...r.assumptions]),
    DISCLAIMER,
  ]);
}

/** "P&I $2,299.17 + tax $450.00 + …": what owning costs in a month, the parts that are not zero. */
function ownerCostParts(costs: RentVsBuyResult['firstMonthOwnerCosts']): string {
  const parts: [string, number][] = [
    ['principal and interest', costs.principalAndInterest],
    ['PMI', costs.pmi],
    ['property tax', costs.propertyTax],
    ['insurance', costs.insurance],
    ['upkeep', costs.upkeep],
    ['HOA', costs.hoa],
  ];
  const shown = parts.filter(([, v]) => v > 0);
  const total = shown.reduce((sum, [, v]) => sum + v, 0);
  return `${shown.map(([name, v]) => `${name} ${formatMoney(v)}`).join(' + ')} = **${formatMoney(total)}**`;
}

function rentVsBuyAnswer(req: Extract<CalculatorRequest, { calculator: 'rent-vs-buy' }>): string {
  const r = calculateRentVsBuy(req.input);
  const h = r.atHorizon;
  const inputs = [
    `Home price: ${formatAmount(req.input.homePrice)}`,
    `Rent: ${formatAmount(req.input.monthlyRent)}/month`,
    `Down payment: ${formatMoney(r.downPayment)} (${formatRate(r.downPayment / req.input.homePrice)}) · loan ${formatMoney(r.loanAmount)} at ${formatRate(r.annualRate)} for ${formatYears(r.termYears)}`,
    `Horizon: ${formatYears(r.horizonYears)}`,
  ];
  // What the user gave of owning's other costs (the rest are assumptions, listed below).
  const price = req.input.homePrice;
  const { propertyTaxRate: taxRate, insuranceRate: insRate, monthlyHoa: hoa } = req.input;
  if (taxRate !== undefined)
    inputs.push(`Property tax: ${formatMoney(taxRate * price)} a year (${formatRate(taxRate)} of the price)`);
  if (insRate !== undefined)
    inputs.push(`Insurance: ${formatMoney(insRate * price)} a year (${formatRate(insRate)} of the price)`);
  if (hoa !== undefined) inputs.push(`HOA: ${formatMoney(hoa)} a month`);
  const table = markdownTable(
    [`After ${formatYears(h.year)}`, 'Buying', 'Renting'],
    [
      [
        'Cash paid out (incl. down payment and closing costs for buying)',
        formatMoney(h.ownerCashOut),
        formatMoney(h.rentPaid),
      ],
      [
        'Minus: net proceeds if you sell (value − selling costs − loan)',
        `−${formatMoney(h.saleProceeds)}`,
        '—',
      ],
      [
        'Minus: growth of the invested down payment and closing costs',
        '—',
        `−${formatMoney(h.investmentGain)}`,
      ],
      ['**Net cost**', `**${formatMoney(h.buyNetCost)}**`, `**${formatMoney(h.rentNetCost)}**`],
    ],
  );
  const verdict = `**${r.cheaper === 'buying' ? 'Buying' : 'Renting'} comes out ahead by ${formatMoney(r.difference)}** over ${formatYears(h.year)}.`;
  const breakEven =
    r.breakEvenYear === null
      ? 'Break-even: buying does not catch up with renting within 30 years under these assumptions.'
      : r.breakEvenYear === 1
        ? 'Break-even: buying is already cheaper in the first year.'
        : `Break-even: buying becomes cheaper than renting in **year ${r.breakEvenYear}**; staying shorter than that favours renting.`;
  const years = [...new Set([1, 3, 5, Math.round(r.horizonYears), 10, 15, 20, 30])]
    .filter((y) => y >= 1 && y <= r.timeline.length)
    .sort((a, b) => a - b);
  const timelineRows = years.map((y) => {
    const row = r.timeline[y - 1] as RentVsBuyYear;
    return [
      `Year ${y}`,
      formatMoney(row.buyNetCost),
      formatMoney(row.rentNetCost),
      row.buyNetCost <= row.rentNetCost ? 'Buying' : 'Renting',
    ];
  });
  return join([
    `### Rent vs. buy over ${formatYears(r.horizonYears)}`,
    section('Inputs', bullets(inputs)),
    section('First-year monthly cost', [
      markdownTable(
        ['Owning (P&I, tax, insurance, upkeep, PMI/HOA)', 'Renting'],
        [[formatMoney(r.firstYearOwnerMonthly), formatMoney(r.firstYearRent)]],
      ),
      '',
      `Owning, month one: ${ownerCostParts(r.firstMonthOwnerCosts)}.`,
    ]),
    section('Total cost comparison', [table, '', verdict, '', breakEven]),
    section('Net cost over time', [
      markdownTable(['Year', 'Buying', 'Renting', 'Cheaper'], timelineRows, [
        'left',
        'right',
        'right',
        'left',
      ]),
    ]),
    assumptionsBlock([...req.notes, ...r.assumptions]),
    DISCLAIMER,
  ]);
}

function rentalAnswer(req: Extract<CalculatorRequest, { calculator: 'rental' }>): string {
  const r = calculateRental(req.input);
  const inputs = [`Purchase price: ${formatAmount(r.price)}`];
  if (req.input.monthlyRent !== undefined) inputs.push(`Rent: ${formatAmount(req.input.monthlyRent)}/month`);
  if (req.input.noi !== undefined) inputs.push(`Net operating income: ${formatAmount(req.input.noi)}/year`);
  inputs.push(
    r.loanAmount > 0
      ? `Financing: ${formatMoney(r.price - r.loanAmount)} down (${formatRate((r.price - r.loanAmount) / r.price)}), ${formatMoney(r.loanAmount)} loan (${formatRate(r.loanAmount / r.price)} LTV) at ${formatRate(r.annualRate)} for ${formatYears(r.termYears)}`
      : 'Financing: all cash',
  );
  if (req.input.closingCosts !== undefined)
    inputs.push(`Closing costs: ${formatMoney(req.input.closingCosts)}, paid in cash`);
  else if (req.input.closingCostRate !== undefined && req.input.cashInvested === undefined)
    inputs.push(
      `Closing costs: ${formatRate(req.input.closingCostRate)} of the price = ${formatMoney(r.price * req.input.closingCostRate)}, paid in cash`,
    );
  if (req.input.cashInvested !== undefined)
    inputs.push(`Cash invested: ${formatMoney(req.input.cashInvested)}`);
  else if (req.input.rehabCost !== undefined)
    inputs.push(`Rehab: ${formatMoney(req.input.rehabCost)}, paid in cash`);

  const blocks: (string | false)[] = ['### Rental property analysis', section('Inputs', bullets(inputs))];
  if (req.input.noi === undefined && r.grossAnnualRent !== null && r.effectiveGrossIncome !== null) {
    const rows: string[][] = [
      ['Gross scheduled rent', formatMoney(r.grossAnnualRent)],
      [
        `Vacancy and credit loss (${formatRate(r.grossAnnualRent > 0 ? r.vacancyLoss / r.grossAnnualRent : (req.input.vacancyRate ?? DEFAULTS.vacancyRate))} of rent)`,
        `−${formatMoney(r.vacancyLoss)}`,
      ],
      ['Effective gross income', formatMoney(r.effectiveGrossIncome)],
      ...r.expenses.map((e) => [e.name, `−${formatMoney(e.annual)}`]),
      ['**Net operating income (NOI)**', `**${formatMoney(r.noi)}**`],
    ];
    blocks.push(
      section('Income and operating expenses (per year)', [markdownTable(['Item', 'Annual'], rows)]),
    );
  }
  const metrics: string[][] = [
    ['Net operating income (NOI)', `${formatMoney(r.noi)}/year`],
    ['Cap rate (NOI ÷ price)', formatPercent(r.capRate)],
  ];
  if (r.loanAmount > 0)
    metrics.push([
      'Debt service (P&I)',
      `${formatMoney(r.annualDebtService / 12)}/month (${formatMoney(r.annualDebtService)}/year)`,
    ]);
  metrics.push([
    'Cash flow after debt service',
    `${formatMoney(r.monthlyCashFlow)}/month (${formatMoney(r.annualCashFlow)}/year)`,
  ]);
  metrics.push([
    req.input.cashInvested === undefined && req.input.rehabCost !== undefined
      ? 'Cash invested (down payment + closing costs + rehab)'
      : 'Cash invested (down payment + closing costs)',
    formatMoney(r.cashInvested),
  ]);
  if (r.cashOnCash !== null) metrics.push(['Cash-on-cash return', formatPercent(r.cashOnCash)]);
  if (r.dscr !== null) metrics.push(['DSCR (NOI ÷ debt service)', formatNumber(r.dscr, 2)]);
  if (r.loanAmount > 0) metrics.push(['Debt yield (NOI ÷ loan)', formatPercent(r.noi / r.loanAmount)]);
  if (req.targetCapRate !== undefined && req.targetCapRate > 0)
    metrics.push([
      `Value at a ${formatRate(req.targetCapRate)} cap (NOI ÷ ${formatRate(req.targetCapRate)})`,
      formatMoney(valueFromCapRate(r.noi, req.targetCapRate)),
    ]);
  if (r.grossRentMultiplier !== null)
    metrics.push(['Gross rent multiplier (price ÷ annual rent)', formatNumber(r.grossRentMultiplier, 2)]);
  // Its inverse, which market watchers quote as a gross yield (rule 118).
  if (r.grossRentMultiplier)
    metrics.push(['Gross yield (annual rent ÷ price)', formatPercent(1 / r.grossRentMultiplier)]);
  // The operating expense ratio, on the gross scheduled rent and on the effective gross income (rule
  // 74): a question may ask either, and the lead (compose-answer.ts) shows the one it names.
  if (req.input.noi === undefined && r.grossAnnualRent && r.effectiveGrossIncome) {
    const opex = r.expenses.reduce((sum, e) => sum + e.annual, 0);
    metrics.push(
      [
        'Operating expense ratio (opex ÷ gross scheduled rent)',
        `${formatPercent(opex / r.grossAnnualRent)} (${formatMoney(opex)} ÷ ${formatMoney(r.grossAnnualRent)})`,
      ],
      [
        'Operating expense ratio on EGI (opex ÷ effective gross income)',
        `${formatPercent(opex / r.effectiveGrossIncome)} (${formatMoney(opex)} ÷ ${formatMoney(r.effectiveGrossIncome)})`,
      ],
    );
  }
  if (r.onePercentRatio !== null)
    metrics.push([
      '1% rule (monthly rent ÷ price)',
      `${formatPercent(r.onePercentRatio)}: ${r.meetsOnePercentRule ? 'meets' : 'does not meet'} the 1% rule (it needs ${formatMoney(r.price * 0.01)}/month)`,
    ]);
  blocks.push(section('Returns', [markdownTable(['Metric', 'Value'], metrics)]));

  const notes: string[] = [];
  if (r.dscr !== null) notes.push(`DSCR of ${formatNumber(r.dscr, 2)}: ${dscrVerdict(r.dscr)}`);
  notes.push(
    r.annualCashFlow >= 0
      ? 'Cash flow is positive after the mortgage under these assumptions.'
      : 'Cash flow is negative after the mortgage; a larger down payment, lower price or higher rent would be needed.',
  );
  blocks.push(section('What it means', bullets(notes)));
  blocks.push(assumptionsBlock([...req.notes, ...r.assumptions]));
  blocks.push(DISCLAIMER);
  return join(blocks);
}

function rentalValueAnswer(req: Extract<CalculatorRequest, { calculator: 'rental-value' }>): string {
  const value = valueFromCapRate(req.input.noi, req.input.capRate);
  return join([
    '### Value from cap rate',
    section(
      'Inputs',
      bullets([
        `Net operating income: ${formatAmount(req.input.noi)}/year`,
        `Cap rate: ${formatRate(req.input.capRate)}`,
      ]),
    ),
    section('Result', [
      `Value = NOI ÷ cap rate = ${formatMoney(req.input.noi)} ÷ ${formatPercent(req.input.capRate)} = **${formatMoney(value)}**`,
      ...capMoveLines(req.input.noi, value, req.input.capRate, req.input.newCapRate),
    ]),
    'A lower cap rate implies a higher price for the same income; compare with cap rates of recent sales of similar properties.',
    DISCLAIMER,
  ]);
}

function capMoveLines(noi: number, value: number, capRate: number, newCapRate?: number): string[] {
  if (newCapRate === undefined || newCapRate === capRate) return [];
  const newValue = valueFromCapRate(noi, newCapRate);
  const change = newValue - value;
  const verb = newCapRate < capRate ? 'compress' : 'expand';
  return [
    '',
    `If caps ${verb} to ${formatRate(newCapRate)}: ${formatMoney(noi)} ÷ ${formatPercent(newCapRate)} = **${formatMoney(newValue)}**, ${change >= 0 ? 'up' : 'down'} **${formatMoney(Math.abs(change))}** (${change >= 0 ? '+' : '−'}${formatPercent(Math.abs(change) / value)}) with the same NOI.`,
  ];
}

/** What lenders make of a coverage ratio: most want 1.25, some accept 1.20, none lend below 1.0. */
export function dscrVerdict(dscr: number): string {
  if (dscr >= 1.25) return 'it clears the 1.25 most lenders want.';
  if (dscr >= 1.2) return 'it meets a 1.20 minimum but not the 1.25 many lenders want.';
  if (dscr >= 1) return 'the income covers the debt, but below the 1.20–1.25 lenders usually require.';
  return 'below 1.0, the income does not cover the loan payments.';
}

function dscrAnswer(req: Extract<CalculatorRequest, { calculator: 'dscr' }>): string {
  const { noi, annualDebtService } = req.input;
  const dscr = annualDebtService > 0 ? noi / annualDebtService : 0;
  const verdict = `${dscrVerdict(dscr).replace(/^./, (c) => c.toUpperCase())}`;
  return join([
    '### Debt service coverage ratio (DSCR)',
    section(
      'Inputs',
      bullets([
        `Net operating income: ${formatAmount(noi)}/year`,
        `Debt service: ${formatAmount(annualDebtService)}/year`,
      ]),
    ),
    section('Result', [
      `DSCR = NOI ÷ debt service = ${formatMoney(noi)} ÷ ${formatMoney(annualDebtService)} = **${formatNumber(dscr, 2)}**`,
      '',
      verdict,
      '',
      `At a required DSCR of 1.25, this income supports up to ${formatMoney(noi / 1.25)} of debt service per year (${formatMoney(noi / 1.25 / 12)} a month).`,
    ]),
    assumptionsBlock(req.notes),
    DISCLAIMER,
  ]);
}

function refinanceAnswer(req: Extract<CalculatorRequest, { calculator: 'refinance' }>): string {
  const r = calculateRefinance(req.input);
  const remaining = Number.isFinite(r.remainingMonths)
    ? `${formatYears(r.remainingMonths / 12)} left`
    : 'never repaid at this payment';
  const table = markdownTable(
    ['', 'Current loan', 'New loan'],
    [
      ['Balance', formatMoney(r.balance), formatMoney(r.balance)],
      ['Rate', formatRate(r.currentRate), formatRate(r.newRate)],
      ['Term', remaining, formatYears(r.newTermYears)],
      ['Monthly principal & interest', formatMoney(r.currentPayment), formatMoney(r.newPayment)],
    ],
  );
  const lines: string[] = [];
  if (r.breakEvenMonths === null) {
    lines.push(
      `The new payment is not lower (${formatMoney(r.newPayment)} vs ${formatMoney(r.currentPayment)}), so the closing costs of ${formatMoney(r.closingCosts)} are never recovered through monthly savings.`,
    );
  } else {
    lines.push(`Monthly savings: **${formatMoney(r.monthlySavings)}**`);
    lines.push(`Closing costs: ${formatMoney(r.closingCosts)}`);
    lines.push(
      `Break-even: ${formatMoney(r.closingCosts)} ÷ ${formatMoney(r.monthlySavings)} = ${formatNumber(r.breakEvenMonths, 1)} → **${formatMonths(r.breakEvenMonths)}**`,
    );
    lines.push(`If you keep the new loan longer than that, the refinance pays for itself.`);
  }
  if (Number.isFinite(r.remainingInterestCurrent)) {
    lines.push(
      `Interest still to pay: ${formatMoney(r.remainingInterestCurrent)} on the current loan vs ${formatMoney(r.totalInterestNew)} on the new one; net of closing costs that is ${r.lifetimeNetSavings >= 0 ? 'a saving' : 'an extra cost'} of ${formatMoney(Math.abs(r.lifetimeNetSavings))} if both run to term.`,
    );
  }
  return join([
    '### Refinance break-even',
    section('Comparison', [table]),
    section('Result', bullets(lines)),
    assumptionsBlock([...req.notes, ...r.assumptions]),
    DISCLAIMER,
  ]);
}

function closingCostsAnswer(req: Extract<CalculatorRequest, { calculator: 'closing-costs' }>): string {
  const r = estimateClosingCosts(req.input);
  const inputs = [`Purchase price: ${formatAmount(r.price)}`];
  inputs.push(
    r.loanAmount > 0
      ? `Loan amount: ${formatMoney(r.loanAmount)} (${formatRate((r.price - r.loanAmount) / r.price)} down)`
      : 'Paid in cash (no loan)',
  );
  const rows = r.items.map((item) => [item.name, item.basis, formatMoney(item.amount)]);
  rows.push(['**Total**', `${formatPercent(r.percentOfPrice)} of the price`, `**${formatMoney(r.total)}**`]);
  return join([
    '### Estimated buyer closing costs',
    section('Inputs', bullets(inputs)),
    section('Itemised estimate', [
      markdownTable(['Item', 'Basis', 'Estimate'], rows, ['left', 'left', 'right']),
    ]),
    `Buyers typically pay 2–5% of the price at closing: **${formatMoney(r.typicalLow)} – ${formatMoney(r.typicalHigh)}** here. Your lender's Loan Estimate lists the real figures; seller credits can cover part of them.`,
    assumptionsBlock(r.assumptions),
    DISCLAIMER,
  ]);
}

/** Runs the calculator and renders its markdown answer. */
export function renderCalculation(request: CalculatorRequest): string {
  switch (request.calculator) {
    case 'mortgage':
      return mortgageAnswer(request);
    case 'affordability':
      return affordabilityAnswer(request);
    case 'rent-vs-buy':
      return rentVsBuyAnswer(request);
    case 'rental':
      return rentalAnswer(request);
    case 'rental-value':
      return rentalValueAnswer(request);
    case 'dscr':
      return dscrAnswer(request);
    case 'refinance':
      return refinanceAnswer(request);
    case 'closing-costs':
      return closingCostsAnswer(request);
  }
}

const KNOWN_LABELS: Partial<Record<keyof Quantities, (v: number) => string>> = {
  price: (v) => `Price: ${formatAmount(v)}`,
  loanAmount: (v) => `Loan amount: ${formatAmount(v)}`,
  downPaymentPercent: (v) => `Down payment: ${formatRate(v)}`,
  downPaymentAmount: (v) => `Down payment: ${formatAmount(v)}`,
  rate: (v) => `Interest rate: ${formatRate(v)}`,
  termYears: (v) => `Term: ${formatYears(v)}`,
  annualIncome: (v) => `Income: ${formatAmount(v)}/year`,
  monthlyDebts: (v) => `Monthly debts: ${formatAmount(v)}`,
  monthlyRent: (v) => `Rent: ${formatAmount(v)}/month`,
  currentRate: (v) => `Current rate: ${formatRate(v)}`,
  newRate: (v) => `New rate: ${formatRate(v)}`,
  closingCosts: (v) => `Closing costs: ${formatAmount(v)}`,
  noi: (v) => `NOI: ${formatAmount(v)}/year`,
  horizonYears: (v) => `Horizon: ${formatYears(v)}`,
};

/** Explains which inputs a calculator still needs, with what was understood and an example question. */
export function renderMissingInputs(
  calculator: CalculatorId,
  missing: readonly MissingInput[],
  known: Quantities,
): string {
  const understood: string[] = [];
  for (const [key, fmt] of Object.entries(KNOWN_LABELS) as [keyof Quantities, (v: number) => string][]) {
    const value = known[key];
    if (value !== undefined) understood.push(fmt(value));
  }
  return join([
    `### I need a few more numbers for the ${CALCULATOR_TITLES[calculator]}`,
    understood.length > 0 && section('What I have so far', bullets(understood)),
    section(
      'Please add',
      bullets(missing.map((m) => `**${m.label}**${m.example ? `, for example \`${m.example}\`` : ''}`)),
    ),
    section('Example question', [`- \`${EXAMPLE_QUESTIONS[calculator]}\``]),
  ]);
}
