// Everyday real-estate arithmetic that needs no calculator of its own (issue 19: answer what can be
// computed instead of asking for inputs already given). This file is the ordered registry of every
// reader: the readers live by subject in the *-math.ts files beside it (helpers in
// quick-math-reading.ts), and READERS below lists them in the order they are tried.
//
// Order is behaviour: READERS are tried in turn and the first that answers wins, so where two readers
// could both fire on a question, the one listed first decides it (the two-homes reader of
// location-math.ts, for one, comes before the price per measure). Moving a reader can change answers:
// run every eval set and the phrasing generator when you do.
//
// Each reader fires only when every number its formula needs is stated with its unit, and its answer
// lists every input it used, so the reading check (reading-check.ts) still asks about any amount the
// question gives that the formula did not use.
import { ASSUMABLE_LOAN_READERS } from './assumable-loan-math.ts';
import { FIRST_TIME_USER_READERS } from './first-time-user-readers.ts';
import { NON_US_BUYER_READERS } from './non-us-buyer-readers.ts';
import { pricePerDoorAndFoot } from './commercial-underwriting-readers.ts';
import { MARKET_WATCH_READERS } from './market-watch-readers.ts';
import { changeAndAnnualRate, realChange } from './market-watch-change-math.ts';
import { percentEachWay } from './percent-each-way-math.ts';
import { tenantLeaseBreak } from './tenant-lease-break-math.ts';
import { millRateOnEachValue } from './mill-rate-each-value-math.ts';
import { UNIT_COST_OPTION_READERS } from './unit-cost-options-math.ts';
import { DOWN_PAYMENT_OPTION_READERS } from './down-payment-options-math.ts';
import { FINANCED_PREMIUM_READERS } from './financed-premium-math.ts';
import { areaConversion } from './area-conversion-math.ts';
import { LOT_COVERAGE_READERS } from './lot-coverage-math.ts';
import { cashOutRefinance, cashOutValueNeeded } from './cash-out-math.ts';
import { ARM_READERS } from './arm-math.ts';
import { COMMERCIAL_DEAL_READERS } from './commercial-deal-readers.ts';
import { BUDGET_READERS } from './budget-math.ts';
import { BUYDOWN_READERS } from './buydown-math.ts';
import { CLOSING_COST_READERS } from './closing-costs-math.ts';
import { EQUITY_READERS, equity } from './equity-math.ts';
import { GRM_READERS } from './grm-math.ts';
import { INVESTMENT_RETURN_READERS } from './investment-returns-math.ts';
import { HOUSE_HACK_READERS } from './house-hack-math.ts';
import { INCOME_READERS } from './income-math.ts';
import { selfEmployedQualifying } from './self-employed-income-math.ts';
import { operatingExpenseRatio } from './expense-ratio-math.ts';
import { salaryForCostOfLiving } from './cost-of-living-math.ts';
import { spendingByCostOfLiving } from './cost-of-living-spending-math.ts';
import { mostHouseFromHousingRatio } from './housing-ratio-math.ts';
import { INTEREST_ONLY_READERS } from './interest-only-math.ts';
import { LOAN_PROGRAM_READERS } from './loan-programs-math.ts';
import {
  fifteenVersusThirty,
  REFINANCE_READERS,
  refinanceFromPayments,
  refinanceFromSaving,
} from './refinance-math.ts';
import { COMMERCIAL_READERS } from './commercial-math.ts';
import { LEASE_READERS } from './lease-math.ts';
import { leaseCommission } from './lease-commission-math.ts';
import { SPACE_READERS } from './space-math.ts';
import { adjustedComp } from './comp-adjustment-math.ts';
import { loanByLimits } from './loan-sizing-math.ts';
import { PER_MEASURE_READERS } from './price-per-measure.ts';
import { LOCATION_READERS } from './location-math.ts';
import { FINANCED_EXTRA_READERS } from './financed-extra-math.ts';
import {
  fullPaymentOfTwoHomes,
  paymentAndTaxOfTwoHomes,
  paymentGapOfTwoHomes,
} from './two-homes-payment-math.ts';
import { OWN_VERSUS_RENT_READERS } from './own-vs-rent-math.ts';
import { PAYOFF_READERS } from './payoff-math.ts';
import { simplePayback } from './payback-math.ts';
import { PROPERTY_TAX_READERS } from './property-tax-math.ts';
import { carryingCosts, duesWithAssessment } from './carrying-costs-math.ts';
import { seriesGrowth } from './series-growth-math.ts';
import { commissionChain } from './commission-chain-math.ts';
import { prefWaterfall } from './waterfall-math.ts';
import { TAX_PRORATION_READERS } from './tax-proration-math.ts';
import { DAYS_SHARE_READERS } from './days-share-math.ts';
import { RECURRING_COSTS_TOTAL_READERS } from './recurring-costs-total-math.ts';
import { REPEATED_INCREASE_READERS } from './repeated-increase-math.ts';
import { SIMPLE_INTEREST_READERS } from './simple-interest-math.ts';
import { SPLIT_COMMISSION_READERS } from './split-commission-math.ts';
import { HECM_READERS } from './hecm-math.ts';
import { COMPOUND_MONTHLY_READERS } from './compound-monthly-math.ts';
import { STRAIGHT_LINE_DEPRECIATION_READERS } from './straight-line-depreciation-math.ts';
import { BELOW_MARKET_RENT_READERS } from './below-market-rent-math.ts';
import { DAY_COUNT_READERS } from './day-count-math.ts';
import { ROOM_AREA_READERS } from './room-area-math.ts';
import { MATERIALS_READERS } from './materials-and-labour-math.ts';
import { ASSESSMENT_SHARE_READERS } from './assessment-share-math.ts';
import { shareOfAmount } from './share-of-amount-math.ts';
import { savingGoal } from './saving-goal-math.ts';
import { SALE_TAX_READERS } from './sale-tax-math.ts';
import { appreciationRate, countGrowthRate, futureValue, futureValueRange } from './appreciation-math.ts';
import {
  changeCarriedForward,
  changeSharedByPayers,
  growthOverSpan,
  percentChange,
  percentRaise,
} from './change-math.ts';
import { exchangeBoot, exchangeGain, exchangeWithFinancing } from './exchange-1031-math.ts';
import { flipProfit, seventyPercentRule } from './flip-math.ts';
import {
  balanceAfter,
  cashToClose,
  downAmount,
  helocRoom,
  loanToValue,
  pmiAndRemoval,
  pmiCost,
  pointsCost,
} from './loan-figures-math.ts';
import {
  breakEvenOccupancy,
  cashFlowFromPayment,
  cashFlowOfFinancedRental,
  cashFlowWithLoan,
  coverageOfLoan,
  fiftyPercentRule,
  grossFromUnits,
  noiFromGross,
  vacancyLoss,
} from './operating-income-math.ts';
import {
  debtToIncome,
  housingShareOfIncome,
  maxHousingPayment,
  maxLoanFromDscr,
  maxLoanFromIncome,
} from './qualifying-math.ts';
import {
  commissionAmount,
  escalation,
  perArea,
  percentageRent,
  perDoor,
  priceRatio,
  saleToListOfSeveral,
  rentOverYears,
} from './rents-and-prices-math.ts';
import { normalizeText, tokenizeNumbers } from './parse-numbers.ts';
import { memoizeDataByText } from './text-memo.ts';
import { vacancyExpenseRatioAndBreakEven } from './occupancy-figures-math.ts';
import { vacancyInUnitMonths } from './vacancy-months-math.ts';
import { rentalYear } from './rental-year-math.ts';
import { itemizedTotal } from './itemized-total-math.ts';
import { lossToLease } from './loss-to-lease-math.ts';
import { exitValue, noiInYear } from './exit-value-math.ts';
import { commuteHours } from './commute-hours-math.ts';
import { valueAtCapRates } from './value-at-caps-math.ts';
import { agentTakeHome, sideCommissionNet } from './agent-take-home-math.ts';
import { CONSTRUCTION_BUDGET_READERS } from './construction-budget-math.ts';
import { BUILD_COST_READERS } from './build-cost-math.ts';
import { USDA_FEE_READERS } from './usda-fee-math.ts';
import { RUNNING_COSTS_PAYMENT_READERS } from './running-costs-payment-math.ts';
import { ABSORPTION_PACE_READERS } from './absorption-pace-math.ts';
import { COST_GAP_READERS } from './cost-gap-math.ts';
import { COMPS_AVERAGE_READERS } from './comps-average-math.ts';
import { LIST_STATISTICS_READERS } from './list-statistics-math.ts';
import { DEPRECIATION_READERS } from './depreciation-basis-math.ts';
import { SHORT_TERM_RENTAL_READERS } from './short-term-rental-math.ts';
import { HOUSE_ON_LAND_READERS, LAND_READERS } from './land-math.ts';
import { LAND_MEASURE_READERS } from './land-measure-math.ts';
import { LAND_DEAL_READERS } from './land-deal-math.ts';
import { LAND_LOAN_READERS } from './land-loan-math.ts';
import { CONSTRUCTION_LOAN_READERS } from './construction-loan-math.ts';
import { PAYMENTS_AGAINST_INCOME_READERS } from './payments-against-income-math.ts';
import { PRICE_TO_RENT_READERS } from './price-to-rent-math.ts';
import { FIVE_PERCENT_RULE_READERS } from './five-percent-rule-math.ts';
import { LOAN_CONSTANT_READERS } from './loan-constant-math.ts';
import { VALUE_ADD_READERS } from './value-add-math.ts';
import { RENT_FOR_CASH_FLOW_READERS } from './rent-for-cash-flow-math.ts';
import { noiFromIncomeParts } from './noi-from-parts-math.ts';
import { MARKET_RATIO_READERS } from './market-ratios-math.ts';
import { sba504Split } from './sba-504-math.ts';
import { stepDownPrepayment } from './prepayment-penalty-math.ts';
import { RESERVE_READERS } from './reserve-math.ts';
import { COUNT_RATE_READERS } from './count-rates-math.ts';
import { repairOrReplace } from './repair-or-replace-math.ts';
import { COST_SHARE_READERS } from './cost-share-math.ts';
import { ALLOCATED_SHARE_READERS } from './allocated-share-math.ts';
import { ASSOCIATION_LOAN_READERS } from './association-loan-math.ts';
import { ESTATE_SPLIT_READERS } from './estate-split-math.ts';
import { FAMILY_TRANSITION_READERS } from './family-transition-readers.ts';
import { INHERITED_BASIS_READERS } from './inherited-basis-math.ts';
import { SELL_THEN_BUY_READERS } from './sell-then-buy-math.ts';
import { RENT_ROLL_READERS } from './rent-roll-math.ts';
import { MANAGEMENT_FEE_READERS } from './management-fee-math.ts';
import { TURNOVER_READERS } from './turnover-math.ts';
import { TENANT_CHARGE_READERS } from './tenant-charges-math.ts';
import { FARM_READERS } from './farm-income-math.ts';
import { STR_REVENUE_READERS } from './str-revenue-math.ts';
import { VACATION_HOME_READERS } from './vacation-home-math.ts';
import { HOME_PROJECT_READERS } from './home-projects-math.ts';
import { HOME_OWNER_READERS } from './home-owner-math.ts';
import { HOME_LOAN_READERS, paymentForTargetPayoff } from './home-loan-math.ts';
import { HOME_LOAN_PAYMENT_READERS } from './home-loan-payment-math.ts';
import { CITY_BUY_READERS, CITY_BUY_TAX_READERS } from './city-buy-math.ts';
import { CITY_RENTER_READERS } from './city-renter-readers.ts';
import {
  RETURNS_AND_INVESTOR_TAX_READERS,
  SELF_EMPLOYED_INVESTOR_READERS,
} from './self-employed-investor-readers.ts';
import { FAMILY_READERS } from './family-readers.ts';
import { OFFER_TERMS_READERS } from './offer-terms-readers.ts';
import { OFFER_CLAUSE_READERS } from './offer-clause-readers.ts';
import { MARKET_UPDATE_READERS } from './market-update-math.ts';
import { grossYieldByTheFoot } from './building-gross-yield-math.ts';
import { INCOME_NEEDED_READERS } from './income-needed-math.ts';
import { MARKET_VALUE_CHANGE_READERS, monthOverMonthAnnualized } from './market-value-change-math.ts';
import type { QuickAnswer, Reader } from './quick-math-reading.ts';
import { withoutRamblingStoryNumbers } from './rambling-story-numbers.ts';
import { grossForNet } from './gross-up-math.ts';
import { SMALL_LANDLORD_READERS } from './small-landlord-readers.ts';
import { LANDLORD_HORIZON_READERS } from './landlord-horizon-math.ts';
import { STR_CLEANER_READERS } from './str-cleaner-math.ts';
import { managerFeesYear } from './manager-fees-year.ts';
import { rentalCashFlowLines } from './rental-cash-flow-lines.ts';
import { hoaVersusServices } from './hoa-versus-services-math.ts';
import { deductiblePremiumTradeoff } from './deductible-premium-tradeoff-math.ts';

export type { QuickAnswer } from './quick-math-reading.ts';

/** A landlord's operations (rules 90–91): rent rolls, fees, turnovers, deposits and lease charges. */
const LANDLORD_READERS: readonly Reader[] = [
  ...RENT_ROLL_READERS,
  ...MANAGEMENT_FEE_READERS,
  ...TURNOVER_READERS,
  ...TENANT_CHARGE_READERS,
];

/**
 * Whether a landlord reader (rules 90–91) answers the question as written: "in-place $1,520, market
 * $1,640" is then a renewal against market, not a pro forma rent beside an actual one (rent-basis.ts).
 */
export function readsAsLandlordMath(input: string): boolean {
  const text = normalizeText(input);
  const reading = { text, tokens: tokenizeNumbers(text) };
  // A rent charged below market (rule 120) names both rents for what they are, as a landlord reader does.
  return [...LANDLORD_READERS, ...BELOW_MARKET_RENT_READERS].some((read) => read(reading) !== null);
}

const READERS: readonly Reader[] = [
  // First-time users' two-part questions: P&I against rents, a capped rent, cuts in a row (rule 122).
  ...FIRST_TIME_USER_READERS,
  // A rent charged below the market's (rule 120): both rents named, nothing else given.
  ...BELOW_MARKET_RENT_READERS,
  // A building's stated depreciable basis over its recovery years, with years held and recapture (rule 120).
  ...STRAIGHT_LINE_DEPRECIATION_READERS,
  // A balance, monthly draws or a term payment at a rate said to compound monthly (rule 120).
  ...COMPOUND_MONTHLY_READERS,
  // A reverse mortgage sized by its principal limit factor, on a home owned or for a purchase (rule 120).
  ...HECM_READERS,
  // Simple interest on a CD or a bridge loan, with no payment asked (rule 120).
  ...SIMPLE_INTEREST_READERS,
  // Buyers writing from elsewhere (rule 121): a loan from the largest payment, a DSCR against a minimum.
  ...NON_US_BUYER_READERS,
  // People who follow market numbers (rule 114): P&I against income, price-to-rent, inventory, changes.
  ...MARKET_WATCH_READERS,
  // A gross that leaves a wanted net after tax (rule 115): net ÷ (1 − rate), never a percent added.
  grossForNet,
  // Two quotes, each a premium with its own deductible (rule 115): the extra premium and its years.
  deductiblePremiumTradeoff,
  // An HOA's dues against buying the services they cover (rule 115): each service a year, the difference.
  hoaVersusServices,
  // Multifamily and commercial deals (rule 117): percentage rent, load factor, a price at a cap, IO then
  // amortizing, a pref then a split, break-even rent a unit; each places every number it reads.
  ...COMMERCIAL_DEAL_READERS,
  // An offer's terms (rule 110): escalation, appraisal gap, earnest money, over list, price cuts; each
  // needs its own words and gives every number its role, so it goes before readers that read a part.
  ...OFFER_CLAUSE_READERS,
  // Self-employed borrowers and tax-minded investors (rule 108): DSCR points, reserves and IO, a
  // home office, add-backs; each names every number, so it goes before the readers that read a part.
  ...SELF_EMPLOYED_INVESTOR_READERS,
  // First: two years of self-employed or gig income with their years (rule 81) read as no other reader
  // can (the qualifying readers would take one year as the income and the other as a price).
  selfEmployedQualifying,
  // Returns, bank statements, asset depletion, DSCR and investors' taxes (rule 107): each names every number.
  ...RETURNS_AND_INVESTOR_TAX_READERS,
  // City co-op and condo buyers and owners (rule 103): board rules, maintenance, transfer and mansion
  // taxes, assessments by shares, sublets; each names every money amount and percent it reads.
  ...CITY_BUY_READERS,
  // Offers weighed and written (rule 111): nets of named offers, concessions, cash to close, a waived
  // inspection; each needs its own words and places every number.
  ...OFFER_TERMS_READERS,
  // A vacation home's owners (rule 98): personal-use days, expenses by days rented, costs split by
  // weeks used, a share per week, the net cost of own use, assets on different lives. Before the
  // cost-share, depreciation and day-count readers, which would read one part of them; each places
  // every number itself.
  ...VACATION_HOME_READERS,
  // A homeowner's loan after closing (rule 101): escrow, lump sums and recasts, a payoff target, PMI,
  // equity and LTV, HELOC and interest-only payments, a loan against the bill it cuts. Each needs its
  // own words (escrow, recast, draw period, HELOC) and places every number, so it goes before the
  // rental and running-cost readers that would read a HELOC's rent or a solar saving as their own.
  ...HOME_LOAN_READERS,
  ...HOME_LOAN_PAYMENT_READERS,
  // Farm, timber, grazing and hunting income (rule 95): yields and prices by the ton, bushel or MBF,
  // rent by the acre or the pair, which the landlord, cost-share and rental readers would misread.
  ...FARM_READERS,
  // City renters and small city owners (rule 104): a renewal's increase, a broker fee, a roommate split,
  // a car against transit, a parking spot bought or rented. Before the landlord readers, which would
  // read one tenant's renewal as a rent roll; each places every number itself.
  // A tenant's early break of a lease against the full lease (rule 116): before the broker fee and
  // the rent over a term, which would read the break fee or the lease alone.
  tenantLeaseBreak,
  // Small landlords (rule 124): vacancy days at a daily rate, a lease break settled against the deposit.
  ...SMALL_LANDLORD_READERS,
  // A capex reserve, raises over renewals, renew or turn over 12 months, a turnover's break-even, a
  // short-term rental with its own cleaner per turnover, a manager's year on a few doors,
  // a rental's cash flow told line by line (rule 126).
  ...LANDLORD_HORIZON_READERS,
  ...STR_CLEANER_READERS,
  managerFeesYear,
  rentalCashFlowLines,
  ...CITY_RENTER_READERS,
  // A landlord's operations (rules 90–91), first: unit groups at rents, fees, turnovers and deposits
  // that the item and deal readers would read as costs or prices. Each places every number itself.
  ...LANDLORD_READERS,
  // A short-term rental's bookings, fees, nets and break-even (rule 97): nights, rates and percents of
  // bookings that the cost, price and loan readers below would read as prices or loan rates.
  ...STR_REVENUE_READERS,
  // A homeowner's projects (rule 100): items with a contingency, credits and rebates off a cost, a
  // saving's payback, a budget split, an ADU's return, a deductible's break-even. Each places every
  // number, before the cost, payback and percent readers that would read a part of it alone.
  ...HOME_PROJECT_READERS,
  // A homeowner's insurance deductible and a seller's net (rule 102): every number named or not read.
  ...HOME_OWNER_READERS,
  // A home built or placed item by item (rule 96): a driveway by the foot, a house by the square foot,
  // the lot, a bid's contingency, a cost per heated foot, the land's share. Before the lot and cost
  // readers, which would read the acres or a per-foot run as their own; each places every number.
  ...BUILD_COST_READERS,
  // A loan's payment with propane, utilities or upkeep a month beside the taxes and insurance (rule
  // 96), which the mortgage calculator would ask about; only when such a running cost is named.
  ...RUNNING_COSTS_PAYMENT_READERS,
  // Before the lot, cost-share and price readers: acres at a price an acre, or a ranch or land-home
  // package, with the lender's share down (rule 93) is a down payment and a loan, not a price per acre.
  ...LAND_LOAN_READERS,
  // A land or farm loan's P&I against a lease, a farm's net or boarding (rule 93), before the unit and
  // DSCR readers, which would ask how many units rent at $550 or read the net as a price.
  ...PAYMENTS_AGAINST_INCOME_READERS,
  // A construction loan's draws by month or by stage and its interest reserve (rule 93), before the
  // interest-only and payment readers, which would read the build's months as the loan's term.
  ...CONSTRUCTION_LOAN_READERS,
  // Before the area converter and the room readers: a lot's sides, or acres with a footprint (rule 75).
  ...LOT_COVERAGE_READERS,
  // Land by the foot, yard and acre (rule 94): a fence around a field, a run by the linear foot, gravel
  // by the yard, acres priced a square foot. Before the area converter, which reads the acres alone.
  ...LAND_MEASURE_READERS,
  // Land deals by the acre (rule 94): parcels per acre, land less improvements, part of a tract sold,
  // an easement's value, an ag valuation's tax, a land cost that grew. Each places every number.
  ...LAND_DEAL_READERS,
  // Only an area and the unit it is asked in: no other reader takes such a question.
  areaConversion,
  // A value grown at each end of a range of rates (rule 75): two rates no other reader pairs.
  futureValueRange,
  adjustedComp,
  // A submarket's vacancy from its square feet, a cap rate's spread over Treasuries, a radius's
  // population density (rule 79): words and units no other reader reads.
  ...MARKET_RATIO_READERS,
  // A market report's counts and figures (rule 118): counts never read as dollars.
  ...MARKET_UPDATE_READERS,
  monthOverMonthAnnualized,
  grossYieldByTheFoot,
  // After the vacancy of "12 of our 150 units": other shares of a count, turnover and economic
  // occupancy (rule 89), before the gross rent of units reads "$35/mo pet rent … 60 units" as rent.
  ...COUNT_RATE_READERS,
  // A repair's cost over the years it buys against a replacement's over its life (rule 89): two
  // costs, each with its own years, that the payback and per-measure readers would pair otherwise.
  repairOrReplace,
  // An SBA 504's three pieces and a step-down prepayment penalty (rule 79): a program's split and a
  // schedule by loan year, which the loan readers would read as rates.
  sba504Split,
  stepDownPrepayment,
  // An association's reserves (rule 88): a fully funded balance, a component's future cost with the
  // yearly set-aside, the reserves' share of a budget, which the saving and growth readers would
  // read as a goal or an appreciation.
  ...RESERVE_READERS,
  // Before every price and land reader: a cost, a budget or a bill split per unit, door or acre is
  // no price per door or per acre (rule 86).
  ...COST_SHARE_READERS,
  // A bill or assessment by square feet or occupants (RUBS), a roof by the square, a deductible of
  // insured value, each split per unit (rule 86): areas and percentages the space readers would take.
  ...ALLOCATED_SHARE_READERS,
  // An association's loan or payment plan split per unit (rule 87), before the loan readers that
  // would price it as one owner's mortgage.
  ...ASSOCIATION_LOAN_READERS,
  // Families at transitions (rule 105): a sale's net split by shares or over months of care, a reverse
  // mortgage's balance, a gift, a co-signer's DTI. Each places every number itself.
  ...FAMILY_TRANSITION_READERS,
  // A home's equity shared among its owners (rule 82): a co-owner's or the other heirs' buyout, and
  // heirs splitting a sale. Before the equity, refinance and net-sheet readers, which would read the
  // appraisal and the balance as one owner's.
  ...ESTATE_SPLIT_READERS,
  // An inherited home's gain on its stepped-up basis (rule 82), before the home-sale readers, which
  // would take the value at death for a second purchase price.
  ...INHERITED_BASIS_READERS,
  // A paid-off sale's net, then what is left after paying cash for the next home (rule 82).
  ...SELL_THEN_BUY_READERS,
  // Family transitions (rule 106): several percent cuts in turn, rents against a payment, a drive's
  // minutes, the lesser of two payoffs; each places every number it reads.
  ...FAMILY_READERS,
  // Before the space readers: rent by the foot beside rent by the unit, or a gross rent with the
  // tenants' reimbursements, is income in parts for an NOI (rule 79), not a rent per foot alone.
  noiFromIncomeParts,
  ...SPACE_READERS,
  ...COMMERCIAL_READERS,
  ...LEASE_READERS,
  // After the lease readers, which leave a commission's rate unplaced: the lease read without it.
  leaseCommission,
  ...ARM_READERS,
  // Before the commute readers: "financing that extra $45k" is the loan, with the commute it saves.
  ...FINANCED_EXTRA_READERS,
  ...LOCATION_READERS,
  fullPaymentOfTwoHomes,
  paymentAndTaxOfTwoHomes,
  paymentGapOfTwoHomes,
  // Before every cash-flow reader: a rent asked for a target cash flow is solved for, not given (rule 74).
  ...RENT_FOR_CASH_FLOW_READERS,
  // A purchase, its down payment, closing costs and loan with a rent and one lump of costs (rule 84).
  cashFlowOfFinancedRental,
  // Before the price per measure: "900 sq ft of tile at 4.10/sqft, 12% waste, labour 6/sqft" is a
  // material and its labour, not two prices to compare.
  ...MATERIALS_READERS,
  // Before the price per measure: "build 2,000 sf at 250/sf plus a 150k lot" is a budget, not a value.
  ...CONSTRUCTION_BUDGET_READERS,
  // Before the price per measure: a house on acreage asked per foot of house and of land (rule 69).
  ...HOUSE_ON_LAND_READERS,
  // After the two-homes reader of location-math.ts, which also gives the gap per foot.
  ...PER_MEASURE_READERS,
  // Before rent against buying: a price and a rent asked as a ratio or a yield are neither's costs.
  ...PRICE_TO_RENT_READERS,
  ...OWN_VERSUS_RENT_READERS,
  ...PAYOFF_READERS,
  // After them: a payoff target with the years left said twice ("27 yrs left (324 payments)") (rule 101).
  paymentForTargetPayoff,
  ...BUDGET_READERS,
  ...INTEREST_ONLY_READERS,
  ...ASSUMABLE_LOAN_READERS,
  ...DOWN_PAYMENT_OPTION_READERS,
  ...LOAN_PROGRAM_READERS,
  // After the FHA/VA program reader, which prices those programs by their own rules first (rule 73).
  ...FINANCED_PREMIUM_READERS,
  // After it: a USDA loan's fees asked with no fee rate stated, at the program's own rates (rule 96).
  ...USDA_FEE_READERS,
  // Before the vacancy loss from a rate: months empty unit by unit give the rate (rule 68).
  vacancyInUnitMonths,
  // Before the ratio alone: vacancy loss, OER and break-even occupancy asked together (rule 57).
  vacancyExpenseRatioAndBreakEven,
  valueAtCapRates,
  prefWaterfall,
  // Before the simpler commission readers: fees off the top and the asker's side among both.
  commissionChain,
  sideCommissionNet,
  agentTakeHome,
  // Before the EGI reader: "expenses 30k, rents 8k/mo, 5% vacancy, OER?" asks the ratio, not the EGI.
  operatingExpenseRatio,
  salaryForCostOfLiving,
  spendingByCostOfLiving,
  ...INCOME_READERS,
  // Before the equity and LTV readers: a value, a balance and an LTV that ask for cash out.
  cashOutRefinance,
  // The appraisal a cash-out needs (rule 101): the cash wanted, the payoff and the LTV, no value given.
  cashOutValueNeeded,
  ...EQUITY_READERS,
  ...CLOSING_COST_READERS,
  // After them: transfer, mansion and recording taxes and selling costs on one price (rule 103).
  ...CITY_BUY_TAX_READERS,
  ...GRM_READERS,
  ...INVESTMENT_RETURN_READERS,
  ...BUYDOWN_READERS,
  ...HOUSE_HACK_READERS,
  // Before the refinance readers, which it leaves every question about a loan to.
  simplePayback,
  ...REFINANCE_READERS,
  // Before the property tax: "assessment of 950k, our share 1.2%" is a unit's part, not a tax rate.
  ...ASSESSMENT_SHARE_READERS,
  carryingCosts,
  duesWithAssessment,
  // One mill rate and ratio on two or more values (rule 116), before the single value's tax.
  millRateOnEachValue,
  ...PROPERTY_TAX_READERS,
  // A yearly bill for a stated count of days on a stated year (rule 120).
  ...DAYS_SHARE_READERS,
  ...TAX_PRORATION_READERS,
  ...DAY_COUNT_READERS,
  ...ROOM_AREA_READERS,
  shareOfAmount,
  savingGoal,
  ...SALE_TAX_READERS,
  vacancyLoss,
  breakEvenOccupancy,
  // The income a home's payment needs under a housing ratio (rule 118), before the most house it buys.
  ...INCOME_NEEDED_READERS,
  // Before the loan alone: a housing ratio with a share down or a price asked gets all three figures.
  mostHouseFromHousingRatio,
  maxLoanFromIncome,
  percentageRent,
  rentOverYears,
  commissionAmount,
  seventyPercentRule,
  escalation,
  // Before the series and the appreciation rate: a year's change carried on for more years (rule 84)
  // would read the years ahead as the change's span.
  changeCarriedForward,
  // Before the appreciation rate: three or more dated values are a series, not one span.
  seriesGrowth,
  // Before the appreciation rate: a count of people or homes is no price.
  countGrowthRate,
  appreciationRate,
  // A figure per foot over two years, total and compound rate (rule 114), after the appreciation rate.
  changeAndAnnualRate,
  // Before the percent change alone: a change split among the units or owners named (rule 88).
  changeSharedByPayers,
  // Two figures compared each way (rule 116): both percents asked, each of its own base.
  percentEachWay,
  // After the yearly rate, which also gives the total change over a span of years.
  percentChange,
  // After the appreciation rate and the percent change: a figure of any unit (a rent per foot, a rent
  // a month) from one amount to another over a span of years (rule 79).
  growthOverSpan,
  saleToListOfSeveral,
  priceRatio,
  flipProfit,
  grossFromUnits,
  helocRoom,
  maxHousingPayment,
  // Before the DSCR alone: a question that also states an LTV or a debt yield is sized by each.
  loanByLimits,
  housingShareOfIncome,
  maxLoanFromDscr,
  exchangeGain,
  exchangeBoot,
  exchangeWithFinancing,
  cashToClose,
  pmiAndRemoval,
  pmiCost,
  noiFromGross,
  coverageOfLoan,
  debtToIncome,
  cashFlowWithLoan,
  // Before the month's cash flow: a year with months empty is counted by the months let.
  rentalYear,
  itemizedTotal,
  lossToLease,
  exitValue,
  noiInYear,
  commuteHours,
  cashFlowFromPayment,
  fiftyPercentRule,
  balanceAfter,
  perArea,
  // Price per door and per foot where the reader above reads no area ("net rentable sf") (rule 117).
  pricePerDoorAndFoot,
  perDoor,
  pointsCost,
  downAmount,
  loanToValue,
  equity,
  futureValue,
  refinanceFromPayments,
  refinanceFromSaving,
  fifteenVersusThirty,
  // Rule 64's classes, last: each reads words no reader above takes, and places every number itself.
  ...DEPRECIATION_READERS,
  ...FIVE_PERCENT_RULE_READERS,
  ...VALUE_ADD_READERS,
  ...LOAN_CONSTANT_READERS,
  ...LAND_READERS,
  ...ABSORPTION_PACE_READERS,
  ...COST_GAP_READERS,
  ...SHORT_TERM_RENTAL_READERS,
  ...COMPS_AVERAGE_READERS,
  ...LIST_STATISTICS_READERS,
  // A market figure that moved (rule 118), after every named reader: medians, rents, indexes, CPI.
  ...MARKET_VALUE_CHANGE_READERS,
  // Nominal and real change (rule 114), after rule 118's reading of a figure in today's dollars.
  realChange,
  // Two options, each a price per unit × a count (rule 116): late, so any reader of a named cost goes first.
  ...UNIT_COST_OPTION_READERS,
  // A commission to both sides, an amount after N increases, recurring costs added up (rule 120):
  // late, so a reader of a named calculation goes first.
  ...SPLIT_COMMISSION_READERS,
  ...REPEATED_INCREASE_READERS,
  ...RECURRING_COSTS_TOTAL_READERS,
  // Last: one figure changed by a percent once or N times (rule 88), which any reader above that
  // reads the figure's own calculation (a rent escalation, a value appreciating) answers first.
  percentRaise,
];

/** The arithmetic a question asks for, when every number it needs is stated; otherwise null. */
/**
 * "(so year 1 is $2,300)", "(i.e. 2,300 a month)": a bracket that only says again amounts the question
 * already gave, read once. Only when every amount in it is one given outside it, and its other numbers
 * only count years or units ("year 1").
 */
function withoutRestatements(text: string): string {
  return restatedAmountsNamed(withoutRestatedBrackets(text));
}

/** "(prime + 1)", "(sofr plus 2.5)": how a stated rate is built, when the rate itself is given. */
const RATE_BUILT = /\s*\(\s*(?:prime|sofr|libor|the index|index)\s*(?:\+|plus)\s*\d+(?:\.\d+)?\s*%?\s*\)/g;

/**
 * "with the full 45k still owed", "the same $2,300 again": an amount said again as the one before,
 * named for what it is so no reader counts it twice.
 */
function restatedAmountsNamed(text: string): string {
  const tokens = tokenizeNumbers(text);
  let out = text;
  for (const t of [...tokens].reverse()) {
    if (t.kind !== 'money' && t.kind !== 'percent') continue;
    const earlier = tokens.some(
      (o) => o.end <= t.start && o.kind === t.kind && o.value === t.value && o.period === t.period,
    );
    const before = text.slice(Math.max(0, t.start - 16), t.start);
    // "just use 4.89% divided by 12", "take 0.55% of the base loan": a rate given, then how to use it.
    const cued =
      /\b(?:the full|the same|the whole|all|that same|that|use|using|take|taking|i\.?e\.?|that is)\s*\$?$/.test(
        before,
      ) ||
      /^\s*(?:still owed|still outstanding|still due|again|as before)\b/.test(text.slice(t.end, t.end + 20));
    if (earlier && cued)
      out = `${out.slice(0, t.start)}${t.kind === 'money' ? 'that amount' : 'that rate'}${out.slice(t.end)}`;
  }
  // "divided by 12", "÷ 12": a yearly rate's month, how any yearly rate is used.
  return out.replace(
    /\s*(?:divided by|divide (?:it |that )?by|÷)\s*12\b(?! (?:months|payments|years))/g,
    ' monthly',
  );
}

function withoutRestatedBrackets(text: string): string {
  const rateGiven = tokenizeNumbers(text.replace(RATE_BUILT, ' ')).some((t) => t.kind === 'percent');
  return (rateGiven ? text.replace(RATE_BUILT, '') : text).replace(
    /\s*\(([^()]*)\)/g,
    (whole: string, inner: string, at: number) => {
      // "two months' rent ($1,480/mo)": the bracket says what a month's rent is (rule 124).
      if (/\bmonths?'?s?\s+(?:of\s+)?rent\s*$/.test(text.slice(0, at))) return whole;
      const inside = tokenizeNumbers(inner);
      const amounts = inside.filter((t) => t.kind === 'money' || t.kind === 'percent');
      if (amounts.length === 0) return whole;
      const outside = tokenizeNumbers(text.replace(whole, ' '));
      const restated = amounts.every((a) =>
        outside.some((o) => o.kind === a.kind && Math.abs(o.value - a.value) < 1e-9),
      );
      const counts = inside
        .filter((t) => !amounts.includes(t))
        .every((t) => t.kind === 'plain' && /\b(?:year|yr|month|unit|day)\s*$/.test(inner.slice(0, t.start)));
      return restated && counts ? ' ' : whole;
    },
  );
}

/**
 * The first reader's worked answer to a question, or null. Remembered per text: composing one reply
 * reads the question and the conversation's earlier turns several times over (follow-ups, parts).
 */
export const readQuickMath = memoizeDataByText(readQuickMathUncached);

function readQuickMathUncached(input: string): QuickAnswer | null {
  const text = withoutRestatements(withoutRamblingStoryNumbers(normalizeText(input)));
  const reading = { text, tokens: tokenizeNumbers(text) };
  for (const read of READERS) {
    const answer = read(reading);
    if (answer) return answer;
  }
  return null;
}
