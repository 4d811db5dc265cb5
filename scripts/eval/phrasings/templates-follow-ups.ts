// Follow-up scenarios: a computed answer, then a change to it ("and if i put 5% more down", "what if the
// rate goes up half a point", "price goes up 15k, what then"). Each base message is phrased with the
// frames of a single-message template; see follow-up-kit.ts for the changes.

import { loanForPayment, monthlyPayment, pct } from './formulas.ts';
import { annual, clean, money, monthly, percent, pick, step, type Rand } from './formats.ts';
import {
  addCost,
  defineFollowUp,
  downDollars,
  downMoveAmount,
  downMovePct,
  downSetAmount,
  downSetPct,
  framesOf,
  templateOf,
  moneyMove,
  moneySet,
  rateMove,
  rateSet,
  termSet,
  vacancyMove,
  vacancySet,
  type FollowUpTemplate,
  type Numeric,
  type WithDown,
} from './follow-up-kit.ts';
import { FINANCING } from './templates-financing.ts';
import { INVESTMENT } from './templates-investment.ts';
import {
  homePrice,
  investorRate,
  loanAmount,
  loanSlots,
  loanYears,
  mortgageRate,
  noOtherCosts,
  pc,
  roundTo,
  usd,
} from './template-kit.ts';

const PRICE = {
  set: [
    'they take {m}',
    'the price is {m}',
    'we get it for {m}',
    'it goes for {m}',
    'the seller takes {m}',
    'the price is {m} instead',
    { text: 'make the price {m}', command: true },
  ],
  raise: [
    'the price goes up {m}',
    'price goes up {m}',
    'it costs {m} more',
    'we pay {m} over asking',
    'the price is {m} higher',
    'it goes {m} over list',
  ],
  lower: [
    'it is {m} cheaper',
    'the house is {m} cheaper',
    'price drops {m}',
    'they come down {m} on price',
    'we get {m} off the price',
    'the price is {m} lower',
    { text: 'knock {m} off the price', command: true },
  ],
  raisePct: ['we pay {m} over asking', 'it goes {m} over asking', 'the price is {m} higher'],
  lowerPct: [
    '{m} under asking',
    'we get it {m} under asking',
    'the price drops {m}',
    'they knock {m} off the price',
  ],
};
const PRICE_PCTS = [2, 3, 5, 10];
const priceStep = (r: Rand) => step(r, 5_000, 50_000, 5_000);

const LOAN = {
  set: [
    'i borrow {m}',
    'the loan is {m}',
    'a {m} loan instead',
    'i only need {m}',
    { text: 'make the loan {m}', command: true },
  ],
  raise: ['i borrow {m} more', 'the loan is {m} bigger', 'the loan goes up {m}', '{m} more on the loan'],
  lower: ['i borrow {m} less', 'the loan is {m} smaller', '{m} less on the loan', 'the loan comes down {m}'],
};
const loanStep = (r: Rand) => step(r, 10_000, 100_000, 5_000);

const RENT = {
  set: [
    'rent is {m}',
    'it rents for {m}',
    'i get {m} in rent',
    'rents come in at {m}',
    { text: 'use {m} for rent', command: true },
  ],
  raise: [
    'rent goes up {m}',
    'i raise the rent by {m}',
    'i get {m} more in rent',
    'rents are {m} higher',
    { text: 'raise rent {m}', command: true },
  ],
  lower: ['rent drops {m}', 'rent is {m} less', 'i have to lower rent by {m}', 'rents come in {m} lower'],
  raisePct: ['i raise rent {m}', 'rent goes up {m}', 'rents are {m} higher'],
  lowerPct: ['rents drop {m}', 'rent is {m} lower', 'i cut the rent {m}'],
};
const RENT_PCTS = [3, 5, 10];
const rentStep = (r: Rand, v: { rent: number }) =>
  Math.max(25, roundTo(v.rent * step(r, 0.02, 0.1, 0.01), 25));
const rentSet = <V extends { rent: number }>() =>
  moneySet<V>('rent' as Numeric<V>, RENT, (r, v) => roundTo(v.rent * step(r, 0.8, 1.2, 0.01), 25), {
    kind: 'rent set',
    render: monthly,
  });
const rentMove = <V extends { rent: number }>() =>
  moneyMove<V>('rent' as Numeric<V>, RENT, rentStep, { kind: 'rent moved', pcts: RENT_PCTS });

/** A down payment stated as a percent ("20% down") or in dollars ("$90k down"), as drawn. */
function downSlot(r: Rand, v: { price: number; downPct: number | null; down: number }): string {
  if (v.downPct === null) {
    const m = money(r, v.down);
    return pick(r, [`${m} down`, `putting ${m} down`, `a ${m} down payment`]);
  }
  const p = v.downPct;
  return pick(r, [
    `${percent(r, p)} down`,
    `putting ${percent(r, p)} down`,
    `a ${p}% down payment`,
    `down payment of ${p}%`,
    ...([10, 20, 25].includes(p) ? [`putting ${p} down`] : []),
  ]);
}

interface LoanV {
  loan: number;
  rate: number;
  years: number;
}
interface PaymentV extends LoanV {
  /** Monthly costs a follow-up added (taxes, insurance, HOA). */
  extras: number;
}
interface PriceDownV extends WithDown {
  rate: number;
  years: number;
  extras: number;
}
interface BudgetV {
  budget: number;
  rate: number;
  years: number;
}
interface RefiV {
  balance: number;
  oldRate: number;
  newRate: number;
  cost: number;
}
interface CashFlowV extends LoanV {
  rent: number;
  expenses: number;
  vac: number;
}
interface CapFromGrossV {
  price: number;
  rent: number;
  vac: number;
  opex: number;
}
interface CapV {
  price: number;
  noi: number;
}

export const FOLLOW_UPS: FollowUpTemplate[] = [
  defineFollowUp<PaymentV>({
    id: 'fu-payment',
    area: 'financing',
    base: {
      id: 'fin-payment',
      area: 'financing',
      draw: (r) => ({ loan: loanAmount(r), rate: mortgageRate(r), years: loanYears(r), extras: 0 }),
      expect: (v) => [usd(monthlyPayment(v.loan, v.rate, v.years) + v.extras)],
      slots: loanSlots,
      frames: framesOf(FINANCING, 'fin-payment'),
    },
    changes: [
      rateSet('rate', (r) => mortgageRate(r)),
      rateMove('rate'),
      termSet('years'),
      moneySet('loan', LOAN, (r) => loanAmount(r), { kind: 'loan set' }),
      moneyMove('loan', LOAN, loanStep, { kind: 'loan moved', ok: (x) => x >= 50_000 }),
      addCost(),
    ],
  }),
  defineFollowUp<PriceDownV>({
    id: 'fu-payment-price-down',
    area: 'financing',
    base: {
      id: 'fin-payment-price-down',
      area: 'financing',
      draw: (r) => {
        const price = homePrice(r);
        const p = pick(r, [3.5, 5, 10, 15, 20, 20, 25]);
        const inDollars = r() < 0.35;
        return {
          price,
          downPct: inDollars ? null : p,
          down: (price * p) / 100,
          rate: mortgageRate(r),
          years: loanYears(r),
          extras: 0,
        };
      },
      expect: (v) => [usd(monthlyPayment(v.price - downDollars(v), v.rate, v.years) + v.extras)],
      slots: (v, r) => ({
        price: money(r, v.price),
        down: downSlot(r, v),
        ...loanSlots({ loan: 0, ...v }, r),
      }),
      frames: framesOf(FINANCING, 'fin-payment-price-down'),
    },
    changes: [
      rateSet('rate', (r) => mortgageRate(r)),
      rateMove('rate'),
      termSet('years'),
      moneySet('price', PRICE, (r, v) => clean(v.price + (r() < 0.7 ? -1 : 1) * priceStep(r)), {
        kind: 'price set',
      }),
      moneyMove('price', PRICE, priceStep, {
        kind: 'price moved',
        pcts: PRICE_PCTS,
        ok: (x, v) => x - downDollars({ ...v, price: x }) >= 50_000,
      }),
      downSetPct(),
      downSetAmount(),
      downMovePct(),
      downMoveAmount(),
      addCost(),
    ],
  }),
  defineFollowUp<LoanV>({
    id: 'fu-total-interest',
    area: 'financing',
    base: {
      id: 'fin-total-interest',
      area: 'financing',
      draw: (r) => ({ loan: loanAmount(r), rate: mortgageRate(r), years: loanYears(r) }),
      expect: (v) => [usd(monthlyPayment(v.loan, v.rate, v.years) * v.years * 12 - v.loan)],
      slots: loanSlots,
      frames: framesOf(FINANCING, 'fin-total-interest'),
    },
    changes: [
      rateSet('rate', (r) => mortgageRate(r)),
      rateMove('rate'),
      termSet('years'),
      moneyMove('loan', LOAN, loanStep, { kind: 'loan moved', ok: (x) => x >= 50_000 }),
    ],
  }),
  defineFollowUp<BudgetV>({
    id: 'fu-max-loan',
    area: 'financing',
    base: {
      id: 'fin-max-loan',
      area: 'financing',
      draw: (r) => ({ budget: step(r, 1_200, 6_000, 50), rate: mortgageRate(r), years: loanYears(r) }),
      expect: (v) => [usd(loanForPayment(v.budget, v.rate, v.years))],
      slots: (v, r) => ({ budget: monthly(r, v.budget), ...loanSlots({ loan: 0, ...v }, r) }),
      frames: framesOf(FINANCING, 'fin-max-loan'),
    },
    changes: [
      rateSet('rate', (r) => mortgageRate(r)),
      rateMove('rate'),
      termSet('years'),
      moneySet(
        'budget',
        {
          set: [
            'i can do {m}',
            'my budget is {m}',
            'the payment can be {m}',
            'i can afford {m}',
            { text: 'use {m} for the payment', command: true },
          ],
          raise: [],
          lower: [],
        },
        (r) => step(r, 1_200, 6_000, 50),
        { kind: 'budget set', render: monthly },
      ),
      moneyMove(
        'budget',
        {
          set: [],
          raise: ['i can do {m} more a month', 'i can afford {m}/mo more', 'the budget goes up {m} a month'],
          lower: [
            'i can only do {m} less a month',
            'the budget is {m}/mo lower',
            'the payment has to be {m} a month less',
          ],
        },
        (r) => step(r, 100, 800, 50),
        { kind: 'budget moved', ok: (x) => x >= 500 },
      ),
    ],
  }),
  defineFollowUp<RefiV>({
    id: 'fu-refi-rates',
    area: 'financing',
    base: templateOf<RefiV>(FINANCING, 'fin-refi-rates'),
    // The answer rounds a break-even to a tenth of a month: under a year that misses the 1% tolerance.
    valid: (v) =>
      v.cost / (monthlyPayment(v.balance, v.oldRate, 30) - monthlyPayment(v.balance, v.newRate, 30)) >= 12,
    changes: [
      rateSet('newRate', (r, v) => clean(v.oldRate - step(r, 0.375, 2, 0.125)), 'the new rate'),
      rateMove('newRate', { what: 'the new rate', max: (v) => v.oldRate - 0.25 }),
      moneySet(
        'cost',
        {
          set: ['closing costs are {m}', 'closing costs come to {m}', 'it costs {m} to close'],
          raise: [],
          lower: [],
        },
        (r) => step(r, 2_000, 15_000, 250),
        { kind: 'closing costs set' },
      ),
      moneyMove(
        'cost',
        {
          set: [],
          raise: ['closing costs are {m} more', 'closing is {m} higher', 'costs go up {m}'],
          lower: ['closing costs are {m} less', 'closing is {m} cheaper', 'they cut closing costs by {m}'],
        },
        (r) => step(r, 500, 3_000, 250),
        { kind: 'closing costs moved', ok: (x) => x >= 500 },
      ),
      moneyMove(
        'balance',
        {
          set: [],
          raise: ['i owe {m} more', 'the balance is {m} higher'],
          lower: ['i owe {m} less', 'the balance is {m} lower', 'the balance is {m} less'],
        },
        loanStep,
        { kind: 'balance moved', ok: (x) => x >= 50_000 },
      ),
    ],
  }),
  defineFollowUp<CashFlowV>({
    id: 'fu-cash-flow',
    area: 'investment',
    base: {
      id: 'inv-cash-flow',
      area: 'investment',
      draw: (r) => {
        const loan = step(r, 100_000, 700_000, 5_000);
        const rent = roundTo(loan * step(r, 0.008, 0.014, 0.0005), 25);
        return {
          loan,
          rent,
          rate: investorRate(r),
          years: 30,
          expenses: roundTo(rent * step(r, 0.2, 0.35, 0.01), 5),
          vac: 0,
        };
      },
      expect: (v) => [usd(v.rent * (1 - v.vac / 100) - v.expenses - monthlyPayment(v.loan, v.rate, v.years))],
      slots: (v, r) => ({
        ...loanSlots(v, r),
        rent: monthly(r, v.rent),
        expenses: monthly(r, v.expenses),
        facts: noOtherCosts(r),
      }),
      frames: framesOf(INVESTMENT, 'inv-cash-flow'),
    },
    changes: [
      rentSet(),
      rentMove(),
      vacancySet(),
      rateSet('rate', (r) => investorRate(r)),
      rateMove('rate'),
      moneyMove('loan', LOAN, loanStep, { kind: 'loan moved', ok: (x) => x >= 50_000 }),
      moneyMove(
        'expenses',
        {
          set: [],
          raise: ['expenses go up {m} a month', 'expenses are {m}/mo higher'],
          lower: ['expenses drop {m} a month', 'expenses are {m} a month lower'],
        },
        (r) => step(r, 25, 300, 25),
        { kind: 'expenses moved', ok: (x) => x >= 50 },
      ),
    ],
  }),
  defineFollowUp<CapFromGrossV>({
    id: 'fu-cap-from-gross',
    area: 'investment',
    base: templateOf<CapFromGrossV>(INVESTMENT, 'inv-cap-from-gross'),
    changes: [
      rentSet(),
      rentMove(),
      vacancySet(),
      vacancyMove(),
      moneySet('price', PRICE, (r, v) => roundTo(v.price * step(r, 0.85, 1.1, 0.01), 5_000), {
        kind: 'price set',
      }),
      moneyMove('price', PRICE, (r, v) => roundTo(v.price * step(r, 0.02, 0.12, 0.01), 5_000) || 5_000, {
        kind: 'price moved',
        pcts: PRICE_PCTS,
      }),
      moneyMove(
        'opex',
        {
          set: [],
          raise: ['expenses go up {m} a year', 'expenses are {m}/yr higher', 'opex rises {m} a year'],
          lower: ['expenses drop {m} a year', 'opex is {m} a year lower'],
        },
        (r, v) => Math.max(100, roundTo(v.opex * step(r, 0.05, 0.2, 0.01), 100)),
        { kind: 'expenses moved' },
      ),
    ],
  }),
  defineFollowUp<CapV>({
    id: 'fu-cap-rate',
    area: 'investment',
    base: {
      id: 'inv-cap-rate',
      area: 'investment',
      draw: (r) => {
        const price = step(r, 150_000, 3_000_000, 5_000);
        return { price, noi: roundTo(price * step(r, 0.04, 0.1, 0.001), 100) };
      },
      expect: (v) => [pc(pct(v.noi, v.price))],
      slots: (v, r) => ({ price: money(r, v.price), noi: annual(r, v.noi) }),
      frames: framesOf(INVESTMENT, 'inv-cap-rate'),
    },
    changes: [
      moneySet('price', PRICE, (r, v) => roundTo(v.price * step(r, 0.85, 1.1, 0.01), 5_000), {
        kind: 'price set',
      }),
      moneyMove('price', PRICE, (r, v) => roundTo(v.price * step(r, 0.02, 0.12, 0.01), 5_000) || 5_000, {
        kind: 'price moved',
        pcts: PRICE_PCTS,
      }),
      moneySet(
        'noi',
        { set: ['NOI is {m}', 'net operating income is {m}', 'it nets {m}'], raise: [], lower: [] },
        (r, v) => roundTo(v.noi * step(r, 0.8, 1.2, 0.01), 100),
        { kind: 'NOI set', render: annual },
      ),
      moneyMove(
        'noi',
        {
          set: [],
          raise: ['NOI is {m} a year higher', 'noi goes up {m} a year'],
          lower: ['NOI drops {m} a year', 'NOI is {m}/yr lower'],
          raisePct: ['NOI is {m} higher', 'noi goes up {m}'],
          lowerPct: ['NOI drops {m}', 'NOI comes in {m} lower'],
        },
        (r, v) => Math.max(500, roundTo(v.noi * step(r, 0.05, 0.2, 0.01), 500)),
        { kind: 'NOI moved', pcts: [5, 10] },
      ),
    ],
  }),
];
