// Markdown answers for the deal calculators: the inputs as read, the result with its formula, what it
// means, and the assumptions applied.

import {
  analyzeComps,
  calculateArmVsFixed,
  calculateBrrrr,
  calculateDepreciation,
  calculateDscrLoan,
  calculateExchange,
  calculateInventory,
  calculatePmiRemoval,
  calculatePoints,
  calculatePropertyTax,
  calculateSellerNet,
  cashOnCash,
} from './deal-calculators.ts';
import { DEAL_EXAMPLES, DEAL_TITLES, type DealRoute, type DealRequest } from './deal-intents.ts';
import { longDate } from './calendar-dates.ts';
import {
  formatMoney,
  formatMonths,
  formatNumber,
  formatPercent,
  formatRate,
  markdownTable,
} from './format.ts';

const DISCLAIMER =
  '_Figures are estimates from the inputs and assumptions above, not financial, tax or legal advice._';

const list = (items: readonly string[]) => items.map((i) => `- ${i}`).join('\n');

/** The "Inputs as read" block every computed answer starts with. */
export function readAsBlock(readAs: readonly string[]): string {
  if (readAs.length === 0) return '';
  return `**Inputs as I read them** (correct me if any is wrong)\n\n${list(readAs)}`;
}

function join(blocks: (string | false | undefined)[]): string {
  return `${blocks.filter((b): b is string => typeof b === 'string' && b.length > 0).join('\n\n')}\n`;
}

function assumptions(items: readonly string[]): string {
  return items.length ? `**Assumptions**\n\n${list(items)}` : '';
}

function body(req: DealRequest): string[] {
  switch (req.calc) {
    case 'points': {
      const r = calculatePoints(req.input);
      const be = Number.isFinite(r.breakEvenMonths)
        ? `Break-even: ${formatMoney(r.cost)} ÷ ${formatMoney(r.monthlySavings)} = **${formatNumber(r.breakEvenMonths, 1)} months** (${formatMonths(r.breakEvenMonths)})`
        : 'The points do not lower the payment, so they never pay back.';
      return [
        '### Discount points: break-even',
        list([
          `Cost of ${req.input.points} point(s): ${formatPercent(req.input.points / 100)} × ${formatMoney(req.input.loanAmount)} = **${formatMoney(r.cost)}**`,
          `Payment at ${formatRate(req.input.baseRate)}: ${formatMoney(r.paymentWithout)}/month; at ${formatRate(r.reducedRate)}: ${formatMoney(r.paymentWith)}/month`,
          `Monthly savings: **${formatMoney(r.monthlySavings)}**`,
          be,
        ]),
        'Points pay off only if you keep the loan (no sale, no refinance) past the break-even; compare with how long you expect to stay.',
        assumptions(r.assumptions),
      ];
    }
    case 'pmi': {
      const r = calculatePmiRemoval(req.input);
      const when = (m: number, d?: string) => `payment ${m} (${formatMonths(m)} in${d ? `, ${d}` : ''})`;
      return [
        '### When PMI comes off',
        list([
          `Starting loan-to-value: ${formatPercent(r.startingLtv)}`,
          `**80% LTV (you can request cancellation):** ${formatMoney(0.8 * req.input.homeValue)} balance, reached after ${when(r.requestMonth, r.requestDate)}`,
          `**78% LTV (automatic termination):** ${formatMoney(0.78 * req.input.homeValue)} balance, reached after ${when(r.automaticMonth, r.automaticDate)}`,
        ]),
        'Under the Homeowners Protection Act, conventional-loan PMI can be cancelled on request at 80% of the original value (with a good payment history) and ends automatically at 78%. A new appraisal after appreciation or improvements can get you there sooner. FHA mortgage insurance follows different rules (usually for the life of the loan with under 10% down).',
        assumptions(r.assumptions),
      ];
    }
    case 'comps': {
      const r = analyzeComps(req.input);
      const average = req.input.basis === 'average';
      // The comps pooled (total price ÷ total sq ft), shown beside the mean of the ratios it differs from.
      const pooled =
        req.input.comps.reduce((a, c) => a + c.price, 0) / req.input.comps.reduce((a, c) => a + c.sqft, 0);
      const rows = req.input.comps.map((c, i) => [
        `Comp ${i + 1}`,
        formatMoney(c.price),
        c.sqft.toLocaleString('en-US'),
        formatMoney(r.perSqft[i] as number),
      ]);
      const out = [
        '### Price per square foot from your comps',
        markdownTable(['', 'Price', 'Sq ft', '$/sq ft'], rows, ['left', 'right', 'right', 'right']),
        list([
          average
            ? `Average: **${formatMoney(r.averagePerSqft)}/sq ft** (the mean of the ${r.perSqft.length} comps' $/sq ft: (${r.perSqft.map((v) => formatMoney(v)).join(' + ')}) ÷ ${r.perSqft.length}); median ${formatMoney(r.medianPerSqft)}/sq ft; range ${formatMoney(r.lowPerSqft)}–${formatMoney(r.highPerSqft)}`
            : `Median: **${formatMoney(r.medianPerSqft)}/sq ft**; average ${formatMoney(r.averagePerSqft)}/sq ft; range ${formatMoney(r.lowPerSqft)}–${formatMoney(r.highPerSqft)}`,
        ]),
      ];
      if (r.subjectValue !== undefined) {
        const sqft = `${req.input.subjectSqft?.toLocaleString('en-US')} sq ft`;
        const lines = [
          ...(average
            ? [
                `Value at the average: ${formatMoney(r.averagePerSqft)} × ${sqft} = **${formatMoney(r.subjectAtAverage as number)}**`,
                `(Total price ÷ total sq ft of the comps, ${formatMoney(pooled)}/sq ft, would give ${formatMoney(pooled * (req.input.subjectSqft as number))}.)`,
              ]
            : []),
          `Value at the median: ${formatMoney(r.medianPerSqft)} × ${sqft} = ${average ? '' : '**'}${formatMoney(r.subjectValue)}${average ? '' : '**'}`,
          // The average is the other usual reading of "the comps' $/sq ft": shown beside the median.
          ...(average
            ? []
            : [
                `Value at the average: ${formatMoney(r.averagePerSqft)} × ${sqft} = ${formatMoney(r.subjectAtAverage as number)}`,
              ]),
          `Offer range from the comps' low and high $/sq ft: **${formatMoney(r.offerLow as number)} – ${formatMoney(r.offerHigh as number)}**`,
        ];
        if (r.askingPerSqft !== undefined)
          lines.push(
            `Asking price works out to ${formatMoney(r.askingPerSqft)}/sq ft, ${r.askingPerSqft > r.medianPerSqft ? 'above' : 'at or below'} the comps' median.`,
          );
        out.push(list(lines));
      }
      out.push(
        'Adjust for what $/sq ft misses: condition, lot, location within the neighbourhood, garage, updates and how recent each sale is. Your agent’s CMA or an appraisal makes these adjustments.',
      );
      return out;
    }
    case 'inventory': {
      const r = calculateInventory(req.input);
      return [
        '### Months of inventory and absorption',
        list([
          `Homes absorbed (sold) a month: **${formatNumber(req.input.salesPerMonth, 1)}**`,
          `Months of inventory = ${req.input.activeListings} listings ÷ ${formatNumber(req.input.salesPerMonth, 1)} sales a month = **${formatNumber(r.monthsOfInventory, r.monthsOfInventory < 10 ? 2 : 1)} months**`,
          `Absorption rate = ${formatNumber(req.input.salesPerMonth, 1)} ÷ ${req.input.activeListings} = **${formatPercent(r.absorptionRate, 1)} of listings sell each month**`,
          `Verdict: **${r.verdict}**`,
        ]),
        'Rule of thumb: under 4 months favours sellers, 4–6 is balanced, over 6 favours buyers. Check the trend over several months and by price band.',
      ];
    }
    case 'dscr-loan': {
      const r = calculateDscrLoan(req.input);
      const lines = [];
      if (r.principalAndInterest !== undefined)
        lines.push(`Principal & interest: ${formatMoney(r.principalAndInterest)}/month`);
      lines.push(`PITIA: ${formatMoney(r.pitia)}/month`);
      lines.push(
        `DSCR = rent ÷ PITIA = ${formatMoney(req.input.monthlyRent)} ÷ ${formatMoney(r.pitia)} = **${formatNumber(r.ratio, 2)}**`,
      );
      lines.push(
        r.qualifies
          ? `**Meets** a minimum of ${formatNumber(r.minimumRatio, 2)}.`
          : `**Below** a minimum of ${formatNumber(r.minimumRatio, 2)}: the PITIA would need to be at most ${formatMoney(r.maxPitia)} (more down, a lower price or rate, or higher rent).`,
      );
      return ['### DSCR loan: rent ÷ PITIA', list(lines), assumptions(r.assumptions)];
    }
    case 'brrrr': {
      const r = calculateBrrrr(req.input);
      // With the refinance's own costs among the closing costs, the cash in before the refinance is
      // shown first: cash left in = that − (loan − refinance costs) (rule 68).
      const refiCosts = req.input.refinanceCosts ?? 0;
      const beforeRefi = (req.input.closingCosts ?? 0) - refiCosts;
      const lines = [
        ...(refiCosts > 0
          ? [
              `Cash in before the refinance: ${formatMoney(req.input.purchasePrice)} + ${formatMoney(req.input.rehabCost)}${beforeRefi > 0 ? ` + ${formatMoney(beforeRefi)}` : ''} = **${formatMoney(r.totalCost - refiCosts)}**`,
            ]
          : []),
        `All-in cost${refiCosts > 0 ? ' with the refinance costs' : ''}: ${formatMoney(req.input.purchasePrice)} + ${formatMoney(req.input.rehabCost)}${req.input.closingCosts ? ` + ${formatMoney(req.input.closingCosts)}` : ''} = **${formatMoney(r.totalCost)}**`,
        `Refinance loan: ${formatPercent(req.input.refinanceLtv ?? 0.75, 0)} × ${formatMoney(req.input.arv)} ARV = **${formatMoney(r.refinanceLoan)}**`,
        ...(req.input.refinanceCosts
          ? [
              `Cash the refinance pays you: ${formatMoney(r.refinanceLoan)} − ${formatMoney(req.input.refinanceCosts)} refinance costs = **${formatMoney(r.cashFromRefinance)}**`,
            ]
          : []),
        r.cashOut > 0
          ? `Cash left in: **${formatMoney(0)}**, and you pull out ${formatMoney(r.cashOut)} more than you put in`
          : `Cash left in the deal: **${formatMoney(r.cashLeftIn)}**`,
        `Equity after the refinance: ${formatMoney(r.equity)}`,
      ];
      if (r.monthlyPayment !== undefined)
        lines.push(
          `New loan payment (P&I): **${formatMoney(r.monthlyPayment)}/month** (${formatMoney(r.refinanceLoan)} at ${formatPercent(req.input.refinanceRate ?? 0, 2)} over ${req.input.refinanceTermYears ?? 30} years)`,
        );
      return [
        '### BRRRR: buy, rehab, rent, refinance, repeat',
        list(lines),
        'Lenders usually want 6–12 months of ownership ("seasoning") before a cash-out refinance at the new value, and the appraisal decides the ARV.',
        assumptions(r.assumptions),
      ];
    }
    case 'exchange': {
      const r = calculateExchange(req.input);
      const lines: string[] = [];
      if (r.identificationDeadline)
        lines.push(
          `**Day 45 (identify replacement property in writing): ${longDate(r.identificationDeadline)}**`,
        );
      if (r.closingDeadline)
        lines.push(
          `**Day 180 (close on the replacement): ${longDate(r.closingDeadline)}**, or your tax return's due date for that year if earlier, unless you file an extension`,
        );
      if (r.tradeDownBoot !== undefined)
        lines.push(
          r.tradeDownBoot > 0
            ? `Buying ${formatMoney(r.tradeDownBoot)} less than you sold for: that difference is taxable boot unless covered`
            : 'The replacement costs at least as much as the sale: no trade-down boot',
        );
      if (r.cashBoot !== undefined) lines.push(`Cash boot (cash you keep): ${formatMoney(r.cashBoot)}`);
      if (r.mortgageBoot !== undefined)
        lines.push(`Mortgage boot (debt reduced): ${formatMoney(r.mortgageBoot)}`);
      if (r.totalBoot !== undefined)
        lines.push(`Total boot, taxable up to the gain: **${formatMoney(r.totalBoot)}**`);
      if (r.equityToReinvest !== undefined && r.minimumNewDebt !== undefined) {
        const sale = req.input.salePrice as number;
        const old = req.input.oldMortgage as number;
        const replacement = req.input.replacementPrice as number;
        lines.push(
          `To defer all the tax, reinvest all your equity: ${formatMoney(sale)} − ${formatMoney(old)} mortgage = **${formatMoney(r.equityToReinvest)}** (no cash of your own needed beyond it)`,
          `New debt of at least **${formatMoney(r.minimumNewDebt)}** (${formatMoney(replacement)} − ${formatMoney(r.equityToReinvest)} equity), more than the ${formatMoney(old)} paid off, so no mortgage boot; cash of your own added can stand in for debt dollar for dollar`,
        );
      }
      return [
        '### 1031 exchange: deadlines and boot',
        list(lines),
        'Both deadlines run in calendar days from the sale closing, with no extensions for weekends or holidays. A qualified intermediary must hold the proceeds; touching them ends the exchange. Confirm with your intermediary and tax adviser.',
      ];
    }
    case 'depreciation': {
      const r = calculateDepreciation(req.input);
      return [
        '### Depreciation',
        list([
          `Depreciable basis (building only): **${formatMoney(r.buildingBasis)}**`,
          `Straight-line over ${r.recoveryYears} years: **${formatMoney(r.annualDepreciation)} a year**`,
          `With a cost-segregation study: about ${formatMoney(r.costSegReclassified)} moves to 5/7/15-year property; with 100% bonus depreciation, a first-year deduction of about **${formatMoney(r.costSegFirstYear)}**`,
        ]),
        'Depreciation is recaptured (taxed at up to 25%) when you sell unless you defer it with a 1031 exchange. Passive-loss rules can limit using the deduction against wages; a CPA should confirm.',
        assumptions(r.assumptions),
      ];
    }
    case 'seller-net': {
      const r = calculateSellerNet(req.input);
      const rows = [
        ['Sale price', formatMoney(req.input.salePrice)],
        ['Agent commissions', `−${formatMoney(r.commission)}`],
        ['Seller closing costs', `−${formatMoney(r.closingCosts)}`],
        // The selling costs together: what a seller asks as "what does it cost to sell".
        ['Total selling costs', `−${formatMoney(r.commission + r.closingCosts)}`],
      ];
      if (r.payoff) rows.push(['Mortgage payoff', `−${formatMoney(r.payoff)}`]);
      if (r.concessions) rows.push(['Concessions/credits', `−${formatMoney(r.concessions)}`]);
      rows.push(['**Estimated net to you**', `**${formatMoney(r.net)}**`]);
      return [
        "### Seller's net sheet",
        markdownTable(['', 'Amount'], rows, ['left', 'right']),
        'Prorated property taxes, HOA transfer fees and any capital-gains tax are extra; a title company or your agent will give the exact figures.',
        assumptions(r.assumptions),
      ];
    }
    case 'arm-vs-fixed': {
      const r = calculateArmVsFixed(req.input);
      const h = req.input.horizonYears;
      const table = markdownTable(
        ['', 'Fixed', 'ARM'],
        [
          [
            'Rate',
            formatRate(req.input.fixedRate),
            `${formatRate(req.input.armRate)} for ${req.input.initialYears} yrs, then ${formatRate(r.adjustedRate)}`,
          ],
          [
            'Monthly P&I',
            formatMoney(r.fixedPayment),
            h > req.input.initialYears
              ? `${formatMoney(r.armPayment)} → ${formatMoney(r.armAdjustedPayment)}`
              : formatMoney(r.armPayment),
          ],
          [`Paid over ${h} years`, formatMoney(r.fixedTotalPaid), formatMoney(r.armTotalPaid)],
          [`Balance after ${h} years`, formatMoney(r.fixedBalance), formatMoney(r.armBalance)],
        ],
        ['left', 'right', 'right'],
      );
      return [
        '### ARM vs fixed',
        table,
        r.armAdvantage >= 0
          ? `Over ${h} years the ARM comes out **${formatMoney(r.armAdvantage)} ahead** (payments plus balance left).`
          : `Over ${h} years the fixed loan comes out **${formatMoney(-r.armAdvantage)} ahead** (payments plus balance left).`,
        // "total saved over the first 7 yrs": what the payments alone differ by, the figure people ask for.
        `In payments alone over ${h} years the ${r.fixedTotalPaid >= r.armTotalPaid ? 'ARM' : 'fixed loan'} pays **${formatMoney(Math.abs(r.fixedTotalPaid - r.armTotalPaid))} less** (${formatMoney(Math.max(r.fixedTotalPaid, r.armTotalPaid))} − ${formatMoney(Math.min(r.fixedTotalPaid, r.armTotalPaid))}).`,
        'The ARM wins when you sell or refinance before (or soon after) the first adjustment; the fixed rate is insurance against rates rising.',
        assumptions(r.assumptions),
      ];
    }
    case 'property-tax': {
      const r = calculatePropertyTax(req.input);
      return [
        '### Property-tax estimate',
        list([
          `Taxable value: ${formatMoney(r.taxableValue)}`,
          `Annual tax: **${formatMoney(r.annualTax)}** (${formatMoney(r.monthlyTax)}/month in escrow)`,
          `Effective rate on the value: ${formatPercent(r.effectiveRate)}`,
        ]),
        'Your county assessor’s site has the real rate, the assessed value and the exemptions you can file for; a purchase can trigger a reassessment at the sale price.',
        assumptions(r.assumptions),
      ];
    }
    case 'cash-on-cash': {
      const r = cashOnCash(req.input);
      return [
        '### Cash-on-cash return',
        list([
          `Annual cash flow: ${formatMoney(req.input.monthlyCashFlow)} × 12 = ${formatMoney(r.annualCashFlow)}`,
          `Cash-on-cash = ${formatMoney(r.annualCashFlow)} ÷ ${formatMoney(req.input.cashInvested)} = **${formatPercent(r.cashOnCash)}**`,
        ]),
        'Cash-on-cash measures the yearly cash return on the cash you put in; it leaves out appreciation, loan paydown and tax benefits.',
      ];
    }
  }
}

export function renderDealRoute(route: DealRoute): string {
  if (route.kind === 'deal-missing')
    return join([
      `### I need a bit more for the ${DEAL_TITLES[route.calc]}`,
      route.readAs.length > 0 && `**What I have so far**\n\n${list(route.readAs)}`,
      `**Please add**\n\n${list(route.need)}`,
      `**Example question**\n\n- \`${DEAL_EXAMPLES[route.calc]}\``,
    ]);
  const [title, ...rest] = body(route.request);
  return join([title, readAsBlock(route.readAs), ...rest, DISCLAIMER]);
}
