// Financing scenarios: payments, interest, refinancing, points, DTI, LTV, PMI, seller's net.

import { balanceAfter, loanForPayment, monthlyPayment, monthsWithExtra, pct } from './formulas.ts';
import {
  chance,
  clean,
  down,
  money,
  monthly,
  percent,
  pick,
  points,
  rateAt,
  step,
  term,
  termAdj,
  words,
} from './formats.ts';
import {
  define,
  usd,
  pc,
  num,
  loanAmount,
  homePrice,
  mortgageRate,
  loanYears,
  roundTo,
  monthlyOrAnnual,
  loanSlots,
  type Template,
} from './template-kit.ts';

export const FINANCING: Template[] = [
  define({
    id: 'fin-extra-for-target-payoff',
    area: 'financing',
    draw: (r) => ({
      loan: loanAmount(r),
      rate: mortgageRate(r),
      target: pick(r, [10, 12, 15, 18, 20, 22, 25]),
    }),
    expect: (v) => [usd(monthlyPayment(v.loan, v.rate, v.target) - monthlyPayment(v.loan, v.rate, 30))],
    slots: (v, r) => ({
      loan: money(r, v.loan),
      rateAt: rateAt(r, v.rate),
      rate: percent(r, v.rate),
      term: term(r, 30),
      target: String(v.target),
    }),
    frames: [
      '{hi}I owe {loan} {rateAt} on a new {term} loan. how much extra a month to pay it off in {target} years?',
      '{hi}{loan} mortgage, {rate}, {term}. what extra payment each month pays it off in {target} years',
      '{hi}want to be mortgage free in {target} years instead: {loan} at {rate}, {term}. how much more per month?',
      '{hi}new {term} loan of {loan} {rateAt} - how much additional monthly to have it paid off in {target} years',
    ],
  }),
  define({
    id: 'fin-payment',
    area: 'financing',
    draw: (r) => ({ loan: loanAmount(r), rate: mortgageRate(r), years: loanYears(r) }),
    expect: (v) => [usd(monthlyPayment(v.loan, v.rate, v.years))],
    slots: loanSlots,
    frames: [
      '{hi}what is the monthly payment on a {loan} loan {rateAt}, {term}?',
      '{hi}{loan} mortgage {rateAt}, {term}. monthly payment?',
      '{hi}if I borrow {loan} {rateAt} for {term} what would I pay each month',
      '{hi}monthly P&I on a {termAdj} loan of {loan} {rateAt}?',
      '{hi}rate is {rate}, loan amount {loan}, {term}. how much a month?',
      '{hi}calc my mortgage payment: {loan}, {rate}, {term}',
    ],
  }),
  define({
    id: 'fin-payment-price-down',
    area: 'financing',
    draw: (r) => ({
      price: homePrice(r),
      downPct: pick(r, [3.5, 5, 10, 15, 20, 20, 25]),
      rate: mortgageRate(r),
      years: loanYears(r),
    }),
    expect: (v) => [usd(monthlyPayment(v.price * (1 - v.downPct / 100), v.rate, v.years))],
    slots: (v, r) => ({
      price: money(r, v.price),
      down: down(r, v.downPct, v.price),
      rate: percent(r, v.rate),
      rateAt: rateAt(r, v.rate),
      term: term(r, v.years),
      termAdj: termAdj(r, v.years),
    }),
    frames: [
      '{hi}buying a {price} house with {down}, rate is {rate}, {termAdj} mortgage. what will my principal and interest be?',
      '{hi}{price} home, {down}, {rateAt}, {term} - P&I payment?',
      '{hi}looking at a place listed at {price}. {down}, {term} {rateAt}. what would principal and interest be',
      "{hi}what's the monthly principal & interest on a {price} purchase {rateAt} for {term} with {down}?",
      '{hi}purchase price {price}, {down}, {termAdj} loan {rateAt}. roughly what is the P&I',
    ],
  }),
  define({
    id: 'fin-15-vs-30',
    area: 'financing',
    draw: (r) => ({ loan: loanAmount(r), rate: mortgageRate(r) }),
    expect: (v) => [usd(monthlyPayment(v.loan, v.rate, 15)), usd(monthlyPayment(v.loan, v.rate, 30))],
    slots: (v, r) => ({ loan: money(r, v.loan), rate: percent(r, v.rate), rateAt: rateAt(r, v.rate) }),
    frames: [
      '{hi}compare the monthly payment on a 15 year vs a 30 year for {loan} {rateAt}',
      '{hi}{loan} loan {rateAt}: 15-year or 30-year, what are the two monthly payments?',
      '{hi}{loan} borrowed, rate {rate} either way. show me the payment for 15 years and for 30 years',
      '{hi}15yr vs 30yr payments on {loan} {rateAt}?',
    ],
  }),
  define({
    id: 'fin-total-interest',
    area: 'financing',
    draw: (r) => ({ loan: loanAmount(r), rate: mortgageRate(r), years: loanYears(r) }),
    expect: (v) => [usd(monthlyPayment(v.loan, v.rate, v.years) * v.years * 12 - v.loan)],
    slots: loanSlots,
    frames: [
      '{hi}how much interest will I pay over the life of a {loan} loan {rateAt}, {term}?',
      '{hi}total interest on {loan} {rateAt}, {term}',
      '{hi}if I take a {termAdj} mortgage for {loan} {rateAt} and never pay extra, how much interest do I pay in total?',
      '{hi}{loan}, {rate}, {term} - what is the total interest cost?',
    ],
  }),
  define({
    id: 'fin-refi-breakeven',
    area: 'financing',
    // Savings and months are drawn first so the closing costs come out as a whole dollar amount.
    draw: (r) => {
      const save = step(r, 75, 600, 25);
      const months = step(r, 12, 60, 1);
      const old = step(r, 1_800, 5_200, 1);
      return { old, next: old - save, save, cost: save * months, months };
    },
    expect: (v) => [num(v.months)],
    slots: (v, r) => ({
      old: money(r, v.old),
      next: money(r, v.next),
      cost: money(r, v.cost),
      save: monthly(r, v.save),
    }),
    frames: [
      '{hi}refinancing would cost {cost} in closing costs and drop my payment from {old} to {next}. how long until I break even?',
      '{hi}current payment {old}, new one would be {next}, closing costs {cost}. break-even in months?',
      '{hi}is a refi worth it? it saves me {save} and costs {cost} upfront. when do I break even',
      '{hi}break even on a refi: {cost} costs, payment goes from {old} to {next}',
      '{hi}lender quoted {cost} to refinance. my payment would go down by {save}. how many months to recoup that?',
      '{hi}paying {old} a month now, the new loan would be {next} and closing costs are {cost}. months till i break even?',
    ],
  }),
  define({
    id: 'fin-refi-rates',
    area: 'financing',
    draw: (r) => {
      const balance = loanAmount(r);
      const oldRate = step(r, 6.5, 8.25, 0.125);
      const newRate = clean(oldRate - step(r, 0.5, 1.75, 0.125));
      const save = monthlyPayment(balance, oldRate, 30) - monthlyPayment(balance, newRate, 30);
      return { balance, oldRate, newRate, cost: roundTo(save * step(r, 18, 60, 1), 10) };
    },
    // The saving is worked from the inputs, not kept beside them: a follow-up that changes one stays true.
    expect: (v) => {
      const save = monthlyPayment(v.balance, v.oldRate, 30) - monthlyPayment(v.balance, v.newRate, 30);
      return [usd(save), num(v.cost / save)];
    },
    slots: (v, r) => ({
      balance: money(r, v.balance),
      oldRate: percent(r, v.oldRate),
      newRate: percent(r, v.newRate),
      cost: money(r, v.cost),
    }),
    frames: [
      '{hi}should I refinance {balance} from {oldRate} to {newRate}? both 30 year, closing costs {cost}. monthly savings and break-even?',
      '{hi}refi {balance} on a 30yr from {oldRate} down to {newRate} (new 30yr too), costs {cost}. how long to break even',
      '{hi}I owe {balance} at {oldRate} on a 30-year. a new 30-year at {newRate} costs {cost} to close. what do I save a month and when do I break even?',
    ],
  }),
  define({
    id: 'fin-points-cost',
    area: 'financing',
    draw: (r) => ({ loan: loanAmount(r), pts: pick(r, [0.5, 1, 1, 1.25, 1.5, 2, 2.5, 3]) }),
    expect: (v) => [usd((v.loan * v.pts) / 100)],
    slots: (v, r) => ({ loan: money(r, v.loan), points: points(r, v.pts) }),
    frames: [
      '{hi}how much do {points} cost on a {loan} loan?',
      '{hi}lender wants {points} on my {loan} mortgage. what is that in dollars',
      '{hi}cost of buying {points} on {loan}?',
      '{hi}{loan} loan, {points} to buy the rate down - how much cash at closing for the points?',
    ],
  }),
  define({
    id: 'fin-points-breakeven',
    area: 'financing',
    draw: (r) => {
      const pts = pick(r, [0.5, 1, 1, 1.5, 2]);
      const oldRate = mortgageRate(r);
      return { loan: loanAmount(r), pts, oldRate, newRate: clean(oldRate - pts * 0.25), years: loanYears(r) };
    },
    expect: (v) => {
      const cost = (v.loan * v.pts) / 100;
      const save = monthlyPayment(v.loan, v.oldRate, v.years) - monthlyPayment(v.loan, v.newRate, v.years);
      return [usd(cost), num(cost / save)];
    },
    slots: (v, r) => ({
      loan: money(r, v.loan),
      points: points(r, v.pts),
      oldRate: percent(r, v.oldRate),
      newRate: percent(r, v.newRate),
      term: term(r, v.years),
      termAdj: termAdj(r, v.years),
    }),
    frames: [
      '{hi}is it worth paying {points} to get {newRate} instead of {oldRate} on a {loan} {termAdj} loan?',
      '{hi}{loan} mortgage, {term}. {oldRate} with no points or {newRate} with {points}. break even?',
      '{hi}how long to break even if I buy {points} on {loan} to lower my rate from {oldRate} to {newRate}, {term}',
    ],
  }),
  define({
    id: 'fin-dti',
    area: 'financing',
    draw: (r) => ({
      income: step(r, 4_000, 20_000, 100),
      car: step(r, 250, 750, 1),
      student: chance(r, 0.3) ? 0 : step(r, 90, 600, 1),
      card: step(r, 25, 300, 5),
      housing: step(r, 1_200, 5_000, 1),
    }),
    expect: (v) => [pc(pct(v.car + v.student + v.card + v.housing, v.income))],
    slots: (v, r) => ({
      income: monthlyOrAnnual(r, v.income),
      car: monthly(r, v.car),
      card: money(r, v.card),
      housing: monthly(r, v.housing),
      student: v.student === 0 ? 'no student loans' : `student loans ${money(r, v.student)}`,
    }),
    frames: [
      '{hi}I make {income} gross. car payment {car}, {student}, credit card minimums {card}, and the new mortgage would be {housing}. what is my DTI?',
      '{hi}debt to income check: income {income}, debts are {car} car, {card} cards, {student}, plus {housing} for the house',
      '{hi}what would my back-end DTI be? gross income {income}, proposed housing payment {housing}, car {car}, cards {card}, {student}',
    ],
  }),
  define({
    id: 'fin-ltv',
    area: 'financing',
    draw: (r) => {
      const value = homePrice(r);
      return { value, loan: roundTo(value * step(r, 0.4, 0.97, 0.01), 1_000) };
    },
    expect: (v) => [pc(pct(v.loan, v.value))],
    slots: (v, r) => ({ loan: money(r, v.loan), value: money(r, v.value) }),
    frames: [
      "{hi}what's my LTV if I owe {loan} and the house is worth {value}?",
      '{hi}home appraised at {value}, mortgage balance {loan}. loan to value?',
      '{hi}{loan} loan on a {value} property - LTV',
      '{hi}LTV for a {loan} mortgage against a {value} appraisal?',
    ],
  }),
  define({
    id: 'fin-down-amount',
    area: 'financing',
    draw: (r) => ({ price: homePrice(r), downPct: pick(r, [3, 3.5, 5, 10, 15, 20, 25]) }),
    expect: (v) => [usd((v.price * v.downPct) / 100)],
    slots: (v, r) => ({ price: money(r, v.price), pct: percent(r, v.downPct) }),
    frames: [
      '{hi}how much is {pct} down on a {price} house?',
      '{hi}{price} home, I want to put {pct} down. how much cash is that',
      '{hi}down payment amount for {pct} of {price}?',
    ],
  }),
  define({
    id: 'fin-max-loan',
    area: 'financing',
    draw: (r) => ({ budget: step(r, 1_200, 6_000, 50), rate: mortgageRate(r), years: loanYears(r) }),
    expect: (v) => [usd(loanForPayment(v.budget, v.rate, v.years))],
    slots: (v, r) => ({ budget: monthly(r, v.budget), ...loanSlots({ loan: 0, ...v }, r) }),
    frames: [
      '{hi}I can afford {budget} for principal and interest. how big a loan is that {rateAt}, {term}?',
      '{hi}max loan amount if my P&I payment can be {budget} {rateAt}, {term}?',
      '{hi}what loan does a {budget} principal and interest payment get me on a {termAdj} mortgage {rateAt}',
    ],
  }),
  define({
    id: 'fin-max-loan-dti',
    area: 'financing',
    // A back-end limit covers every debt: the other debts and the escrow come off it before P&I.
    draw: (r) => {
      const income = step(r, 6_000, 20_000, 100);
      const limit = pick(r, [36, 41, 43, 45, 50]);
      const debts = step(r, 150, 900, 5);
      const escrow = step(r, 250, 900, 5);
      return { income, limit, debts, escrow, rate: mortgageRate(r), years: loanYears(r) };
    },
    expect: (v) => {
      const housing = (v.income * v.limit) / 100 - v.debts;
      return [usd(housing), usd(loanForPayment(housing - v.escrow, v.rate, v.years))];
    },
    slots: (v, r) => ({
      income: monthlyOrAnnual(r, v.income),
      limit: percent(r, v.limit),
      debts: monthly(r, v.debts),
      escrow: monthly(r, v.escrow),
      ...loanSlots({ loan: 0, ...v }, r),
    }),
    frames: [
      '{hi}we make {income} gross, the lender caps DTI at {limit}. car and student loans are {debts}, taxes and insurance about {escrow}. {rateAt}, {term}: max housing payment and biggest loan?',
      '{hi}income {income}, {limit} debt to income max, other debts {debts}, escrow {escrow}. what is the largest loan {rateAt} on a {termAdj} mortgage, and the max housing payment',
    ],
  }),
  define({
    id: 'fin-extra-monthly',
    area: 'financing',
    draw: (r) => ({
      loan: loanAmount(r),
      rate: mortgageRate(r),
      years: loanYears(r),
      extra: step(r, 50, 900, 25),
    }),
    expect: (v) => [num(monthsWithExtra(v.loan, v.rate, v.years, v.extra))],
    slots: (v, r) => ({ extra: money(r, v.extra), ...loanSlots(v, r) }),
    frames: [
      '{hi}{loan} {rateAt}, {term}. if i pay an extra {extra} every month, how many months until it is paid off?',
      '{hi}how soon is my {loan} mortgage paid off with {extra} extra each month? {rate}, {termAdj} loan',
      '{hi}adding {extra} a month on top of the payment on a {loan} loan {rateAt} for {term}: months to payoff and interest saved?',
    ],
  }),
  define({
    id: 'fin-cltv',
    area: 'financing',
    draw: (r) => {
      const value = homePrice(r);
      const first = roundTo(value * step(r, 0.4, 0.7, 0.01), 1_000);
      const second = roundTo(value * step(r, 0.05, 0.2, 0.01), 1_000);
      return { value, first, second };
    },
    expect: (v) => [pc(pct(v.first + v.second, v.value))],
    slots: (v, r) => ({ first: money(r, v.first), second: money(r, v.second), value: money(r, v.value) }),
    frames: [
      '{hi}owe {first} on my first mortgage and {second} on a heloc, the house appraised at {value}. combined LTV?',
      '{hi}CLTV if the first is {first}, the second lien {second} and the value is {value}',
      '{hi}first mortgage balance {first} plus a {second} second, home worth {value}. what is my combined loan to value',
    ],
  }),
  define({
    id: 'fin-pmi',
    area: 'financing',
    draw: (r) => ({ loan: loanAmount(r), pmi: step(r, 0.3, 1.2, 0.05) }),
    expect: (v) => [usd((v.loan * v.pmi) / 100 / 12)],
    slots: (v, r) => ({ loan: money(r, v.loan), pmi: percent(r, v.pmi) }),
    frames: [
      '{hi}PMI is {pmi} a year on a {loan} loan. how much per month?',
      '{hi}{loan} mortgage with PMI of {pmi} annually, monthly PMI cost?',
      '{hi}what would mortgage insurance run each month at {pmi} of a {loan} loan per year',
    ],
  }),
  define({
    id: 'fin-piti',
    area: 'financing',
    // Taxes are drawn per month so they can be stated either monthly or yearly.
    draw: (r) => ({
      loan: loanAmount(r),
      rate: mortgageRate(r),
      years: loanYears(r),
      tax: step(r, 200, 1_250, 5),
      ins: step(r, 75, 350, 5),
    }),
    expect: (v) => [usd(monthlyPayment(v.loan, v.rate, v.years) + v.tax + v.ins)],
    slots: (v, r) => ({ ...loanSlots(v, r), tax: monthlyOrAnnual(r, v.tax), ins: monthlyOrAnnual(r, v.ins) }),
    frames: [
      '{hi}{loan} loan {rateAt}, {term}, property taxes {tax}, insurance {ins}. total monthly payment?',
      '{hi}what will my full PITI be? borrowing {loan}, {termAdj} {rateAt}, taxes {tax}, homeowners insurance {ins}',
      '{hi}monthly payment including taxes and insurance: {loan}, {rate}, {term}, tax {tax}, insurance {ins}',
    ],
  }),
  define({
    id: 'fin-seller-net',
    area: 'financing',
    draw: (r) => {
      const price = step(r, 250_000, 1_500_000, 5_000);
      return {
        price,
        payoff: roundTo(price * step(r, 0.15, 0.8, 0.01), 100),
        comm: pick(r, [3, 4.5, 5, 5.5, 6, 6]),
        other: step(r, 1_500, 12_000, 250),
      };
    },
    expect: (v) => [usd(v.price - v.payoff - (v.comm / 100) * v.price - v.other)],
    slots: (v, r) => ({
      price: money(r, v.price),
      payoff: money(r, v.payoff),
      comm: percent(r, v.comm),
      other: money(r, v.other),
    }),
    frames: [
      '{hi}selling for {price}, I owe {payoff}, agent commission is {comm}, plus {other} in other closing costs. what do I walk away with?',
      '{hi}how much will I net? sale price {price}, mortgage payoff {payoff}, {comm} commission, {other} other costs',
      '{hi}if my house sells at {price} and I still owe {payoff} what do I net after {comm} in commissions and {other} in fees',
    ],
  }),
  define({
    id: 'fin-interest-only',
    area: 'financing',
    draw: (r) => ({ loan: step(r, 50_000, 900_000, 5_000), rate: step(r, 6, 10, 0.125) }),
    expect: (v) => [usd((v.loan * v.rate) / 1200)],
    slots: (v, r) => ({ loan: money(r, v.loan), rate: percent(r, v.rate), rateAt: rateAt(r, v.rate) }),
    frames: [
      '{hi}interest-only payment on {loan} {rateAt}?',
      '{hi}what is the monthly interest only payment for a {loan} HELOC {rateAt}',
      '{hi}{loan} interest only loan, rate {rate}. payment per month?',
    ],
  }),
  define({
    id: 'fin-balance-after',
    area: 'financing',
    draw: (r) => ({
      loan: loanAmount(r),
      rate: mortgageRate(r),
      years: pick(r, [30, 30, 15]),
      paid: pick(r, [3, 5, 7, 10]),
    }),
    expect: (v) => [usd(balanceAfter(v.loan, v.rate, v.years, v.paid))],
    slots: (v, r) => ({
      ...loanSlots(v, r),
      paid: `${chance(r, 0.3) ? words(v.paid) : v.paid} years`,
    }),
    frames: [
      '{hi}how much will I still owe after {paid} on a {loan} {termAdj} loan {rateAt}?',
      '{hi}{loan} mortgage, {rate}, {term}. what is the balance after {paid} of payments',
      '{hi}remaining balance on {loan} {rateAt}, {term} after {paid}?',
    ],
  }),
];
