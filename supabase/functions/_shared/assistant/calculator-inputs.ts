// Turns the quantities parsed from a question into the input of one calculator: places numbers that no
// keyword claimed according to what that calculator needs, applies documented defaults, and reports the
// inputs that are still missing.

import { LAND_OF_PRICE } from './amount-roles.ts';
import {
  DEFAULTS,
  type AffordabilityInput,
  type ClosingCostInput,
  type MortgageInput,
  type RefinanceInput,
  type RentVsBuyInput,
  type RentalInput,
} from './calculators.ts';
import { formatMoney, formatPercent } from './format.ts';
import { itemizesExpenses, monthlyPayment } from './calculators.ts';
import type { NumberToken, ParsedQuestion, Quantities, QuantityKey } from './parse-numbers.ts';
import { isPaymentBudget } from './budget-math.ts';

export const CALCULATOR_IDS = [
  'mortgage',
  'affordability',
  'rent-vs-buy',
  'rental',
  'refinance',
  'closing-costs',
] as const;
export type CalculatorId = (typeof CALCULATOR_IDS)[number];

export interface MissingInput {
  key: QuantityKey;
  label: string;
  example: string;
}

export type CalculatorRequest =
  | {
      calculator: 'mortgage';
      input: MortgageInput;
      notes: string[];
      /** The rent paid now, when the question compares owning's monthly cost with it. */
      compareRent?: number;
      /** Upkeep the owner budgets, a share of the price a year ("1% of the price a year for maintenance"). */
      maintenanceRate?: number;
    }
  | { calculator: 'affordability'; input: AffordabilityInput; notes: string[]; targetPrice?: number }
  | { calculator: 'rent-vs-buy'; input: RentVsBuyInput; notes: string[] }
  | {
      calculator: 'rental';
      input: RentalInput;
      notes: string[];
      /** A cap rate the user values the property at ("what's it worth at a 7 cap"), beside its own. */
      targetCapRate?: number;
    }
  | {
      calculator: 'rental-value';
      input: { noi: number; capRate: number; newCapRate?: number };
      notes: string[];
    }
  | { calculator: 'dscr'; input: { noi: number; annualDebtService: number }; notes: string[] }
  | { calculator: 'refinance'; input: RefinanceInput; notes: string[] }
  | { calculator: 'closing-costs'; input: ClosingCostInput; notes: string[] };

export type BuildResult =
  { ok: true; request: CalculatorRequest } | { ok: false; calculator: CalculatorId; missing: MissingInput[] };

/** `{ key: value }`, or nothing when the value is absent. */
const opt = <K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } =>
  (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };

/** The expenses a question states, in the rental calculator's terms. */
function rentalExpenses(q: Quantities): Partial<RentalInput> {
  return {
    ...opt('annualPropertyTax', q.annualPropertyTax),
    ...opt('propertyTaxRate', q.propertyTaxRate),
    ...opt('annualInsurance', q.annualInsurance),
    ...opt('insuranceRate', q.insuranceRate),
    ...opt('managementRate', q.managementRate),
    ...opt('annualMaintenance', q.annualMaintenance),
    ...opt('annualOtherExpenses', q.annualOtherExpenses),
    ...opt('maintenanceRate', q.maintenanceRate),
    ...opt('capexRate', q.capexRate),
    ...opt('monthlyHoa', q.monthlyHoa),
  };
}

/** An example question per calculator, shown when inputs are missing and in the help answer. */
export const EXAMPLE_QUESTIONS: Record<CalculatorId, string> = {
  mortgage: 'What is the monthly payment on a $450k home with 20% down at 6.5% for 30 years?',
  affordability: 'How much house can I afford with $120,000 a year income and $500/month in debts at 6.5%?',
  'rent-vs-buy': 'Should I rent at $2,400/month or buy a $450k home with 20% down at 6.5% if I stay 7 years?',
  rental: 'A duplex costs $500k and rents for $4,200/month. What are the cap rate and cash-on-cash return?',
  refinance: 'Refinance my $300k loan from 7% to 6% with $4,000 closing costs: when do I break even?',
  'closing-costs': 'Estimate closing costs on a $400k home with 10% down.',
};

const INPUT_HINTS: Record<string, { label: string; example: string }> = {
  price: { label: 'Home price (or loan amount)', example: '$450k home' },
  loanAmount: { label: 'Current loan balance', example: '$300k loan' },
  rate: { label: 'Interest rate', example: 'at 6.5%' },
  annualIncome: { label: 'Gross household income', example: '$120,000 a year' },
  monthlyRent: { label: 'Monthly rent', example: 'rent $2,400/month' },
  currentRate: { label: 'Current interest rate', example: 'from 7%' },
  newRate: { label: 'New interest rate', example: 'to 6%' },
  noi: { label: 'Net operating income or the rent', example: 'NOI of $24,000' },
  purchasePrice: { label: 'Purchase price', example: '$400k home' },
  propertyPrice: { label: 'Property price', example: '$500k duplex' },
  rentOrNoi: { label: 'Monthly rent (or NOI)', example: 'rents for $4,200/month' },
};

function hint(key: QuantityKey, hintKey: string = key): MissingInput {
  const h = INPUT_HINTS[hintKey] ?? { label: key, example: '' };
  return { key, label: h.label, example: h.example };
}

const isMonthly = (t: NumberToken) => t.period === 'monthly';
const isYearly = (t: NumberToken) => t.period === 'yearly';

/** What the question's wording says about how to build a request, beyond its quantities. */
export interface RequestOptions {
  /** The purchase is paid in cash. */
  allCash?: boolean;
  /** Management is a share of the rent as scheduled, not as collected ("all as a % of the rent"). */
  managementOfGrossRent?: boolean;
  /** "P&I only, ignore taxes, insurance and PMI": the payment is principal and interest alone (rule 118). */
  principalAndInterestOnly?: boolean;
}

const PRINCIPAL_AND_INTEREST_ONLY =
  /\b(?:p&i|p & i|p and i|principal (?:and|&) interest)\s*(?:payment\s+)?only\b|\bonly (?:the )?(?:p&i|principal (?:and|&) interest)\b/;

/**
 * "8% management … all as a % of the rent", "PM at 10% of gross rents", "a 10% mgmt fee, both taken on
 * gross rent": management on the rent as
 * scheduled. Managers usually charge on rent collected, which stays the reading when nothing says so.
 */
const MANAGEMENT_OF_GROSS =
  /\b(?:all|each|everything|both|those|these)\b[^.;]{0,24}\b(?:(?:as )?(?:a )?(?:%|percent(?:age)?s?|shares?) of|(?:taken|charged|calculated|computed|based|figured|applied|paid) (?:on|off|from|against)) (?:the )?(?:gross |scheduled |total |full )?rents?\b|\b(?:manage(?:ment|r)|mgmt|mgt|pm)\b[^.;,]{0,30}\b(?:of|on|off|from|against) (?:the )?(?:gross|scheduled|total|full)(?: rents?| income)?\b/;

export function requestOptions(text: string): RequestOptions {
  return {
    ...(mentionsAllCash(text) ? { allCash: true } : {}),
    ...(MANAGEMENT_OF_GROSS.test(text) ? { managementOfGrossRent: true } : {}),
    ...(PRINCIPAL_AND_INTEREST_ONLY.test(text) ? { principalAndInterestOnly: true } : {}),
  };
}

/** True when the text says the purchase is paid in cash. */
export function mentionsAllCash(text: string): boolean {
  // "closing costs 9k and rehab 15k paid in cash" beside "25% down": those costs are paid in cash, the
  // house is financed (rule 74).
  const costsPaidInCash =
    /\b(?:closing|rehab|repairs?|renovations?|reno|costs?|fees?|work)\b[^.;]{0,40}\bpaid (?:with|in|for) cash\b/i.test(
      text,
    ) && /\b\d+(?:\.\d+)?\s?(?:%|percent|pct)\s*down\b|\bdown payment\b/i.test(text);
  // "buying a dry cleaner for $180k cash", "offering 410k all cash": the price paid in cash (rule 79);
  // "80k cash for the down payment", "30k cash flow" are not.
  const priceInCash =
    /\b(?:buy(?:ing)?|bought|purchas\w*|pay(?:ing)?|paid|offer(?:ing|ed)?|acquir\w*)\b[^.;]{0,40}?\d[\d,.]*\s*(?:k|m|mm|mil|million)?\s+(?:all\s+)?cash\b(?!\s*(?:flow|on|back|out|reserves?|to close|at clos\w*|left|for|toward|towards|down))/i.test(
      text,
    );
  return (
    !costsPaidInCash &&
    (priceInCash ||
      /\b(?:all[- ]cash|pay(?:ing)? (?:all )?cash|paid (?:all )?cash\b(?! for (?:the )?(?:closing|rehab|repairs|reno))|(?:paid|bought|buy(?:ing)?) (?:it )?(?:with|in|for) cash|cash (?:purchase|buyer|offer)|no (?:loan|mortgage|financing)|(?:a |the |my |our |her |his )?paid[- ]off (?:house|home|condo|property|place|rental|duplex)|(?:owned |own it |owns it )?free and clear)\b/i.test(
        text,
      ))
  );
}

/**
 * Places numbers no keyword claimed according to the calculator's needs. `context` holds quantities
 * known from earlier turns (used to decide whether "$500k" is a price or a loan in a follow-up).
 */
/** Labels of quantities that intent-based placement must not take a number away from. */
const FOREIGN_LABEL =
  /\b(?:dti|debt[- ]to[- ]income|ratio|commissions?|fees?|points?|pts|vacanc\w*|occupan\w*|tax(?:es)?|insurance|hoa|apprecia\w*|growth|inflation|returns?|cap|closing|credit|ltv|equity|margin|raises?|increases?|discounts?|score|other|misc\w*|extra)\b[^\d$]{0,12}$/;

function hasForeignLabel(text: string, token: NumberToken): boolean {
  const before = text.slice(Math.max(0, token.start - 28), token.start);
  const after = text.slice(token.end, token.end + 24);
  const label = FOREIGN_LABEL.exec(before);
  // "monthly payment including taxes and insurance: $510,000, 6.75%, … tax $14k a year": a colon after
  // the request introduces the figures; the label names an amount given later, not this one.
  const heading =
    label !== null &&
    /:\s*\$?$/.test(before) &&
    text.slice(token.end).includes(label[0].replace(/[^a-z-]+.*$/s, ''));
  return (
    (label !== null && !heading) ||
    /^\s*(?:dti|debt[- ]to[- ]income|ratio|commissions?|fees?|points?|vacancy|tax(?:es)?|insurance|hoa|apprecia\w*|growth|return|closing|credit|other (?:costs?|fees?|expenses?))\b/.test(
      after,
    ) ||
    // "if 1.2M of the price is land": the land inside a price, never the price itself.
    LAND_OF_PRICE.test(text.slice(token.end, token.end + 50)) ||
    // "premium is 4% of the mortgage": a share of the loan (a premium or fee), never its rate or the
    // share down (rule 73).
    (token.kind === 'percent' &&
      /^\s*(?:of|on) (?:the |my |our |your |a |its )?(?:base |total |original )?(?:mortgage|loan)\b/.test(
        after,
      ))
  );
}

export function resolveQuantities(
  id: CalculatorId,
  parsed: ParsedQuestion,
  context: Quantities = {},
): Quantities {
  const q: Quantities = { ...parsed.quantities };
  // Slots are filled from this message only: in a follow-up, "what about 7%?" replaces the old rate.
  // `context` is consulted explicitly where it disambiguates (a price vs. a loan amount).
  const has = (k: QuantityKey) => q[k] !== undefined;
  const hasDown = () => has('downPaymentPercent') || has('downPaymentAmount');
  // "a mortgage on $400k with 20% down": a down payment belongs to a price, not to a loan amount.
  if (
    has('loanAmount') &&
    !has('price') &&
    hasDown() &&
    !/\b(?:loan(?: amount)?|borrow\w*|balance|owe|owing|principal|financ\w*)\b/.test(parsed.text)
  ) {
    q.price = q.loanAmount;
    delete q.loanAmount;
  }

  // "at 6.5 instead", "now at 7%": a rate read as a refinance's new or current rate is the rate of any
  // other calculation.
  if (id !== 'refinance' && q.rate === undefined) {
    const rate = q.newRate ?? q.currentRate;
    if (rate !== undefined) q.rate = rate;
    delete q.newRate;
    delete q.currentRate;
  }
  // "P&I is 2,023.85 a month" with no building's income is the loan's payment now, not debt service.
  if (
    id === 'refinance' &&
    q.annualDebtService !== undefined &&
    q.currentPayment === undefined &&
    q.noi === undefined
  ) {
    q.currentPayment = q.annualDebtService / 12;
    delete q.annualDebtService;
  }
  // A refinance buys nothing: "costs $19,300" next to an $810,000 balance is what the new loan costs.
  if (id === 'refinance' && q.price !== undefined && q.closingCosts === undefined) {
    const balance = q.loanAmount ?? context.loanAmount;
    if (balance !== undefined && q.price < balance * 0.15) {
      q.closingCosts = q.price;
      delete q.price;
    }
  }
  if (id === 'refinance' && q.rate !== undefined) {
    if (q.currentRate !== undefined && q.newRate === undefined) q.newRate = q.rate;
    else if (q.newRate !== undefined && q.currentRate === undefined) q.currentRate = q.rate;
    else if (q.currentRate === undefined && q.newRate === undefined) {
      // Two rates, neither named: the loan held now is told first ("312k at 7.25% … 6.125% 30 year
      // fixed"), so an unnamed rate written before the one read as "rate" is the current one.
      const rateToken = parsed.tokens.find((t) => t.kind === 'percent' && t.value === q.rate);
      const earlier = parsed.unassigned.find(
        (t) =>
          t.kind === 'percent' && rateToken !== undefined && t.start < rateToken.start && t.value <= 0.15,
      );
      if (context.currentRate !== undefined) q.newRate = q.rate;
      else if (earlier) {
        q.currentRate = earlier.value;
        q.newRate = q.rate;
      } else q.currentRate = q.rate;
    }
    delete q.rate;
  }

  // A refinance with two terms nobody labelled ("250k left at 6.9 on 28 years, thinking 5.99 for 30
  // yrs"): each term is the one written nearest its loan's rate.
  const terms = parsed.tokens.filter((t) => t.kind === 'years' || t.kind === 'months');
  const rateAt = (v: number | undefined) =>
    parsed.tokens.find(
      (t) => (t.kind === 'percent' || t.kind === 'plain') && v !== undefined && t.value === v,
    );
  const [currentAt, newAt] = [rateAt(q.currentRate), rateAt(q.newRate)];
  if (id === 'refinance' && terms.length === 2 && !has('remainingYears') && currentAt && newAt) {
    const distance = (a: { start: number }, b: { start: number }) => Math.abs(a.start - b.start);
    const [first, second] = terms as [NumberToken, NumberToken];
    const firstIsCurrent =
      distance(first, currentAt) + distance(second, newAt) <=
      distance(first, newAt) + distance(second, currentAt);
    const [left, fresh] = firstIsCurrent ? [first, second] : [second, first];
    q.remainingYears = left.kind === 'months' ? left.value / 12 : left.value;
    q.termYears = fresh.kind === 'months' ? fresh.value / 12 : fresh.value;
  }

  // "we owe 240k at 6.5% with 26 years left, what should the P&I be": a payment on what is owed now
  // runs over the years left on it.
  if (id === 'mortgage' && q.termYears === undefined && q.remainingYears !== undefined) {
    q.termYears = q.remainingYears;
    delete q.remainingYears;
  }

  for (const t of parsed.unassigned) {
    // A number labelled as something this calculator does not take ("max DTI 36%", "5% commission")
    // is never placed by intent: the answer then asks about it (reading-check.ts).
    if (hasForeignLabel(parsed.text, t)) continue;
    const v = t.value;
    if (t.kind === 'percent') {
      if (id === 'refinance') {
        if (q.currentRate === undefined && context.currentRate === undefined) q.currentRate = v;
        else if (q.newRate === undefined) q.newRate = v;
      } else if (id === 'rental' && q.rate !== undefined && !hasDown() && v >= 0.05) {
        q.downPaymentPercent = v;
      } else if (
        !has('rate') &&
        v > 0 &&
        v <= 0.15 &&
        !/^\s*(?:down|dp)\b/.test(parsed.text.slice(t.end, t.end + 8)) &&
        !isGrowthPercent(parsed.text, t)
      )
        // "a second-home loan at 10% down": a share said down is never the rate.
        q.rate = v;
      // An unlabelled percentage is read as the down payment only in the usual range (3–30%); a bare
      // "45%" could as well be a debt-to-income limit or a tax rate, and is asked about instead.
      else if (!hasDown() && v >= 0.03 && v <= 0.3 && id !== 'rental') q.downPaymentPercent = v;
      continue;
    }
    if (t.kind === 'years' || t.kind === 'months') {
      const years = t.kind === 'months' ? v / 12 : v;
      if (id === 'rent-vs-buy') {
        if (!has('horizonYears')) q.horizonYears = years;
        else if (!has('termYears')) q.termYears = years;
      } else if (id === 'refinance' && q.termYears !== undefined && !has('remainingYears')) {
        q.remainingYears = years;
      } else if (q.termYears === undefined && years >= 5 && years <= 50) q.termYears = years;
      // "$2,650 a month for 12 months", "stay 3 years": under five years is a lease or a stay, never a
      // loan's term by default (a term said as one, "a 3-year note", is labelled before this).
      continue;
    }
    if (t.kind !== 'money' || v < 0) continue;
    switch (id) {
      case 'mortgage':
      case 'closing-costs': {
        if (isMonthly(t)) break;
        if (q.price === undefined && q.loanAmount === undefined) {
          const priceLike =
            id === 'closing-costs' ||
            context.price !== undefined ||
            hasDown() ||
            context.loanAmount === undefined;
          if (id === 'mortgage' && !hasDown() && context.price === undefined) q.loanAmount = v;
          else if (priceLike) q.price = v;
          else q.loanAmount = v;
        } else if (!hasDown() && q.price !== undefined && v < q.price) q.downPaymentAmount = v;
        break;
      }
      case 'affordability': {
        if (isMonthly(t)) {
          // A monthly amount is income only when nothing says it is the payment hoped for.
          if (isPaymentBudget(parsed.text, t)) break;
          if (!has('annualIncome') && v >= 2000) q.annualIncome = v * 12;
          else q.monthlyDebts = (q.monthlyDebts ?? 0) + v;
        } else if (!has('annualIncome') && (isYearly(t) || v >= 15000)) q.annualIncome = v;
        else if (!hasDown()) q.downPaymentAmount = v;
        break;
      }
      case 'rent-vs-buy':
      case 'rental': {
        if (isMonthly(t)) {
          if (!has('monthlyRent')) q.monthlyRent = v;
        } else if (isYearly(t)) {
          if (id === 'rental' && !has('noi') && !has('monthlyRent')) q.monthlyRent = v / 12;
        } else if (v >= 20000) {
          if (!has('price')) q.price = v;
          else if (!hasDown() && q.price !== undefined && v < q.price) q.downPaymentAmount = v;
        } else if (!has('monthlyRent')) q.monthlyRent = v;
        break;
      }
      case 'refinance': {
        if (isMonthly(t)) {
          if (!has('currentPayment')) q.currentPayment = v;
        } else if (!has('loanAmount') && v >= 10000) q.loanAmount = v;
        else if (!has('closingCosts')) q.closingCosts = v;
        break;
      }
    }
  }
  return q;
}

/** Builds the calculator request from resolved quantities, or lists what is missing. */
export function buildRequest(id: CalculatorId, q: Quantities, options: RequestOptions = {}): BuildResult {
  const notes: string[] = [];
  const missing: MissingInput[] = [];
  switch (id) {
    case 'mortgage': {
      if (q.price === undefined && q.loanAmount === undefined) missing.push(hint('price'));
      if (q.rate === undefined) missing.push(hint('rate'));
      // A reading that cannot be a purchase (a down payment at or above the price, a loan above it) is
      // a misread: its amounts are asked for again, never computed.
      if (
        q.price !== undefined &&
        ((q.downPaymentAmount !== undefined && (q.downPaymentAmount >= q.price || q.downPaymentAmount < 0)) ||
          (q.loanAmount !== undefined && q.loanAmount > q.price))
      )
        missing.push(hint('price'));
      if (missing.length) return { ok: false, calculator: id, missing };
      let loanAmount = q.loanAmount;
      const price = q.price;
      if (loanAmount === undefined && price !== undefined) {
        if (q.downPaymentAmount !== undefined) loanAmount = price - q.downPaymentAmount;
        else if (q.downPaymentPercent !== undefined) loanAmount = price * (1 - q.downPaymentPercent);
        else {
          loanAmount = price * (1 - DEFAULTS.downPaymentPercent);
          notes.push(
            `Down payment: ${formatPercent(DEFAULTS.downPaymentPercent, 0)} of the price (assumed).`,
          );
        }
      }
      return {
        ok: true,
        request: {
          calculator: id,
          notes,
          input: {
            loanAmount: Math.max(0, loanAmount as number),
            annualRate: q.rate as number,
            ...opt('termYears', q.termYears),
            ...opt('homePrice', price),
            ...opt('propertyTaxRate', q.propertyTaxRate),
            ...opt('annualPropertyTax', q.annualPropertyTax),
            ...opt('insuranceRate', q.insuranceRate),
            ...opt('annualInsurance', q.annualInsurance),
            ...opt('monthlyHoa', q.monthlyHoa),
            ...opt('pmiRate', q.pmiRate),
            ...opt('monthlyPmiAmount', q.monthlyPmi),
            // "P&I only": no tax, insurance or PMI assumed into the payment or its rent comparison.
            ...(options.principalAndInterestOnly &&
            [q.propertyTaxRate, q.annualPropertyTax, q.insuranceRate, q.annualInsurance, q.monthlyPmi].every(
              (v) => v === undefined,
            )
              ? { includeEscrow: false, pmiRate: 0 }
              : {}),
          },
          ...opt('compareRent', q.monthlyRent),
          ...(price !== undefined ? opt('maintenanceRate', q.maintenanceRate) : {}),
        },
      };
    }
    case 'affordability': {
      if (q.annualIncome === undefined) missing.push(hint('annualIncome'));
      if (missing.length) return { ok: false, calculator: id, missing };
      return {
        ok: true,
        request: {
          calculator: id,
          notes,
          ...opt('targetPrice', q.price),
          input: {
            annualIncome: q.annualIncome as number,
            ...opt('monthlyDebts', q.monthlyDebts),
            ...opt('annualRate', q.rate),
            ...opt('termYears', q.termYears),
            ...opt('downPaymentPercent', q.downPaymentPercent),
            ...opt('downPaymentAmount', q.downPaymentAmount),
            ...opt('propertyTaxRate', q.propertyTaxRate),
            ...opt('insuranceRate', q.insuranceRate),
            ...opt('monthlyHoa', q.monthlyHoa),
          },
        },
      };
    }
    case 'rent-vs-buy': {
      const shareOfPrice = (amount: number | undefined, price: number | undefined) =>
        amount !== undefined && price ? amount / price : undefined;
      if (q.price === undefined) missing.push(hint('price', 'purchasePrice'));
      if (q.monthlyRent === undefined) missing.push(hint('monthlyRent'));
      if (missing.length) return { ok: false, calculator: id, missing };
      return {
        ok: true,
        request: {
          calculator: id,
          notes,
          input: {
            homePrice: q.price as number,
            monthlyRent: q.monthlyRent as number,
            ...opt('horizonYears', q.horizonYears),
            ...opt('annualRate', q.rate),
            ...opt('termYears', q.termYears),
            ...opt('downPaymentPercent', q.downPaymentPercent),
            ...opt('downPaymentAmount', q.downPaymentAmount),
            // Dollar amounts given a year are the same rates of this price ("taxes 5,400/yr").
            ...opt('propertyTaxRate', q.propertyTaxRate ?? shareOfPrice(q.annualPropertyTax, q.price)),
            ...opt('insuranceRate', q.insuranceRate ?? shareOfPrice(q.annualInsurance, q.price)),
            ...opt('maintenanceRate', q.maintenanceRate),
            ...opt('monthlyHoa', q.monthlyHoa),
            ...opt('appreciationRate', q.appreciationRate),
            ...opt('rentGrowthRate', q.rentGrowthRate),
            ...opt('investmentReturn', q.investmentReturn),
          },
        },
      };
    }
    case 'rental': {
      if (q.price === undefined && q.noi !== undefined && q.capRate !== undefined)
        return {
          ok: true,
          request: {
            calculator: 'rental-value',
            notes,
            input: {
              noi: q.noi,
              capRate: q.capRate,
              ...(q.newCapRate !== undefined ? { newCapRate: q.newCapRate } : {}),
            },
          },
        };
      // NOI and the loan's terms without a price: the coverage of that loan ("NOI 318k, loan 2.9M at
      // 6.85% over 25 years: DSCR?"); the debt service is the loan's principal and interest.
      if (
        q.price === undefined &&
        q.noi !== undefined &&
        q.annualDebtService === undefined &&
        q.loanAmount !== undefined &&
        q.rate !== undefined
      ) {
        const years = q.termYears ?? 30;
        const debtService = monthlyPayment(q.loanAmount, q.rate, years) * 12;
        return {
          ok: true,
          request: {
            calculator: 'dscr',
            notes: [
              ...notes,
              `Debt service: ${formatMoney(debtService)}/year, the principal and interest on a ${formatMoney(q.loanAmount)} loan at ${formatPercent(q.rate, 3)} over ${years} years${q.termYears === undefined ? ' (30 years assumed)' : ''}.`,
            ],
            input: { noi: q.noi, annualDebtService: debtService },
          },
        };
      }
      if (q.price === undefined && q.noi !== undefined && q.annualDebtService !== undefined)
        return {
          ok: true,
          request: {
            calculator: 'dscr',
            notes,
            input: { noi: q.noi, annualDebtService: q.annualDebtService },
          },
        };
      // "1.2M building trading at a 6.5 cap, what's the NOI": a price and its cap rate imply the NOI.
      const impliedNoi =
        q.noi === undefined && q.monthlyRent === undefined && q.price !== undefined && q.capRate !== undefined
          ? q.price * q.capRate
          : undefined;
      if (impliedNoi !== undefined)
        notes.push(
          `NOI: ${formatMoney(impliedNoi)}/year, what the ${formatMoney(q.price as number)} price at a ${formatPercent(q.capRate as number)} cap implies (price × cap rate).`,
        );
      if (q.price === undefined) missing.push(hint('price', 'propertyPrice'));
      if (q.monthlyRent === undefined && q.noi === undefined && impliedNoi === undefined)
        missing.push(hint('monthlyRent', 'rentOrNoi'));
      if (missing.length) return { ok: false, calculator: id, missing };
      return {
        ok: true,
        request: {
          calculator: id,
          notes,
          input: {
            price: q.price as number,
            ...opt('monthlyRent', q.monthlyRent),
            ...opt('noi', q.noi ?? impliedNoi),
            ...opt('annualExpenses', q.annualExpenses),
            ...opt('expenseRatio', q.expenseRatio),
            ...opt('grossExpenseRatio', q.grossExpenseRatio),
            ...opt('vacancyRate', q.vacancyRate),
            ...(options.managementOfGrossRent
              ? opt('grossManagementRate', q.managementRate)
              : opt('managementRate', q.managementRate)),
            ...opt('maintenanceRate', q.maintenanceRate),
            ...opt('capexRate', q.capexRate),
            ...opt('propertyTaxRate', q.propertyTaxRate),
            ...opt('annualPropertyTax', q.annualPropertyTax),
            ...opt('insuranceRate', q.insuranceRate),
            ...opt('annualInsurance', q.annualInsurance),
            ...opt('annualMaintenance', q.annualMaintenance),
            ...opt('annualOtherExpenses', q.annualOtherExpenses),
            ...opt('monthlyHoa', q.monthlyHoa),
            ...opt('downPaymentPercent', q.downPaymentPercent),
            ...opt('downPaymentAmount', q.downPaymentAmount),
            ...opt('annualRate', q.rate),
            ...opt('termYears', q.termYears),
            ...opt('cashInvested', q.cashInvested),
            ...opt('closingCosts', q.closingCosts),
            ...opt('closingCostRate', q.closingCostPercent),
            ...opt('rehabCost', q.rehabCost),
            ...(options.allCash ? { allCash: true } : {}),
            ...(itemizesExpenses(q.noi === undefined ? rentalExpenses(q) : {})
              ? { listedExpensesOnly: true }
              : {}),
          },
          ...opt('targetCapRate', impliedNoi === undefined ? q.capRate : undefined),
        },
      };
    }
    case 'refinance': {
      if (q.loanAmount === undefined) missing.push(hint('loanAmount'));
      if (q.currentRate === undefined) missing.push(hint('currentRate'));
      if (q.newRate === undefined) missing.push(hint('newRate'));
      if (missing.length) return { ok: false, calculator: id, missing };
      // "$375,000 loan … we owe $367,818 … refi that balance": what is owed now is refinanced.
      const balance = q.currentBalance ?? (q.loanAmount as number);
      if (q.currentBalance !== undefined)
        notes.push(
          `Original loan: ${formatMoney(q.loanAmount as number)}; what is refinanced is the ${formatMoney(balance)} owed now.`,
        );
      let closingCosts = q.closingCosts;
      if (closingCosts === undefined && q.closingCostPercent !== undefined)
        closingCosts = balance * q.closingCostPercent;
      return {
        ok: true,
        request: {
          calculator: id,
          notes,
          input: {
            balance,
            currentRate: q.currentRate as number,
            newRate: q.newRate as number,
            ...opt('remainingYears', q.remainingYears),
            ...opt('currentMonthlyPayment', q.currentPayment),
            ...opt('newTermYears', q.termYears),
            ...opt('closingCosts', closingCosts),
          },
        },
      };
    }
    case 'closing-costs': {
      if (q.price === undefined) missing.push(hint('price', 'purchasePrice'));
      if (missing.length) return { ok: false, calculator: id, missing };
      const price = q.price as number;
      let loanAmount = q.loanAmount;
      if (loanAmount === undefined && q.downPaymentAmount !== undefined)
        loanAmount = price - q.downPaymentAmount;
      return {
        ok: true,
        request: {
          calculator: id,
          notes,
          input: {
            price,
            ...opt('loanAmount', loanAmount),
            ...opt('downPaymentPercent', q.downPaymentPercent),
            ...opt('annualRate', q.rate),
            ...opt('propertyTaxRate', q.propertyTaxRate),
            ...opt('insuranceRate', q.insuranceRate),
            ...(options.allCash ? { allCash: true } : {}),
          },
        },
      };
    }
  }
}

/**
 * "say prices go up 4% over that year", "rents grow 3%": a percent of growth or a fall, which an
 * unlabelled percent read as a loan's rate would misplace.
 */
function isGrowthPercent(text: string, t: NumberToken): boolean {
  const before = text.slice(Math.max(0, t.start - 30), t.start);
  return /\b(?:go(?:es)? up|went up|gone up|rises?|rose|rising|grows?|grew|growing|apprecia\w*|increases?|inflation|drops?|dropped|falls?|fell|declines?|declined|jumps?|jumped|climbs?|climbed)\b[^,.;:]*$/.test(
    before,
  );
}
