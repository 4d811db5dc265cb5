// Rental-investment scenarios: cap rate, NOI, cash-on-cash, cash flow, DSCR, GRM, flips.

import { monthlyPayment, noi, pct } from './formulas.ts';
import {
  annual,
  down,
  money,
  monthly,
  percent,
  perUnit,
  pick,
  rateAt,
  step,
  term,
  termAdj,
  vacancy,
} from './formats.ts';
import {
  define,
  usd,
  pc,
  num,
  investorRate,
  roundTo,
  noOtherCosts,
  monthlyOrAnnual,
  loanSlots,
  type Template,
} from './template-kit.ts';

export const INVESTMENT: Template[] = [
  define({
    id: 'inv-cap-rate',
    area: 'investment',
    draw: (r) => {
      const price = step(r, 150_000, 3_000_000, 5_000);
      return { price, noi: roundTo(price * step(r, 0.04, 0.1, 0.001), 100) };
    },
    expect: (v) => [pc(pct(v.noi, v.price))],
    slots: (v, r) => ({ price: money(r, v.price), noi: annual(r, v.noi) }),
    frames: [
      '{hi}what is the cap rate on a {price} property with NOI of {noi}?',
      '{hi}rental listed at {price}, net operating income {noi}. cap rate?',
      '{hi}cap rate if NOI is {noi} and I pay {price}',
      '{hi}{price} purchase, {noi} NOI - what cap rate is that',
    ],
  }),
  define({
    id: 'inv-cap-from-gross',
    area: 'investment',
    draw: (r) => {
      const rent = step(r, 1_500, 25_000, 50);
      return {
        rent,
        price: roundTo(rent * 12 * step(r, 8, 16, 0.5), 5_000),
        vac: pick(r, [0, 3, 4, 5, 5, 6, 8, 10]),
        opex: roundTo(rent * 12 * step(r, 0.25, 0.45, 0.01), 100),
      };
    },
    expect: (v) => [pc(pct(noi(v.rent * 12, v.vac, v.opex), v.price))],
    slots: (v, r) => ({
      price: money(r, v.price),
      rent: monthly(r, v.rent),
      vac: vacancy(r, v.vac),
      opex: annual(r, v.opex),
    }),
    frames: [
      "{hi}{price} building, rents total {rent}, {vac}, operating expenses {opex}. that's all the expenses. cap rate?",
      '{hi}what cap rate does this work out to: price {price}, gross rent {rent}, {vac}, expenses {opex} (everything)',
      '{hi}cap rate on a rental: gross rents {rent}, {vac}, {opex} in total expenses, asking {price}?',
    ],
  }),
  define({
    id: 'inv-noi',
    area: 'investment',
    draw: (r) => {
      const rent = step(r, 1_500, 25_000, 50);
      return {
        rent,
        vac: pick(r, [0, 3, 5, 5, 7, 8, 10]),
        opex: roundTo(rent * 12 * step(r, 0.25, 0.45, 0.01), 100),
      };
    },
    expect: (v) => [usd(noi(v.rent * 12, v.vac, v.opex))],
    slots: (v, r) => ({ gross: monthlyOrAnnual(r, v.rent), vac: vacancy(r, v.vac), opex: annual(r, v.opex) }),
    frames: [
      '{hi}what is the NOI on a property with {gross} gross rent, {vac} and {opex} in operating expenses?',
      "{hi}gross rents {gross}, expenses {opex}, {vac}. that's all the expenses. net operating income?",
      '{hi}calculate NOI: {gross} gross, {vac}, opex {opex}',
    ],
  }),
  define({
    id: 'inv-noi-itemized',
    area: 'investment',
    // Expenses item by item, the manager's fee a share of the rent actually collected.
    draw: (r) => {
      const units = pick(r, [2, 3, 4]);
      return {
        units,
        rent: step(r, 900, 2_800, 25),
        vac: pick(r, [0, 0, 4, 5, 8]),
        taxes: step(r, 2_400, 14_000, 100),
        insurance: step(r, 900, 4_800, 50),
        repairs: step(r, 1_000, 8_000, 100),
        mgmt: pick(r, [6, 8, 10]),
      };
    },
    expect: (v) => {
      const collected = v.units * v.rent * 12 * (1 - v.vac / 100);
      return [usd(collected - v.taxes - v.insurance - v.repairs - collected * (v.mgmt / 100))];
    },
    slots: (v, r) => ({
      building: ['', '', 'duplex', 'triplex', 'fourplex'][v.units]!,
      rent: money(r, v.rent),
      per: perUnit(r),
      vac: vacancy(r, v.vac),
      taxes: annual(r, v.taxes),
      insurance: annual(r, v.insurance),
      repairs: annual(r, v.repairs),
      mgmt: percent(r, v.mgmt),
    }),
    frames: [
      "{hi}{building}, rents {rent} a month {per}, {vac}. taxes {taxes}, insurance {insurance}, repairs {repairs}, property manager takes {mgmt} of rent. that's all the expenses. NOI?",
      '{hi}NOI on a {building}: {rent}/mo {per}, {vac}, property taxes {taxes}, insurance {insurance}, maintenance {repairs}, management {mgmt} of collected rent',
    ],
  }),
  define({
    id: 'inv-coc-simple',
    area: 'investment',
    draw: (r) => ({ invested: step(r, 30_000, 400_000, 1_000), flow: step(r, 100, 3_000, 25) }),
    expect: (v) => [pc(pct(v.flow * 12, v.invested))],
    slots: (v, r) => ({ invested: money(r, v.invested), flow: monthlyOrAnnual(r, v.flow) }),
    frames: [
      '{hi}I put {invested} into a rental and it cash flows {flow}. what is my cash on cash return?',
      '{hi}cash-on-cash: {flow} cash flow on {invested} invested?',
      '{hi}{invested} total cash in, {flow} after all expenses and the mortgage. CoC return?',
    ],
  }),
  define({
    id: 'inv-coc-full',
    area: 'investment',
    // Redrawn until the cash flow is positive: a deal anyone would ask a return for.
    draw: (r) => {
      for (;;) {
        const price = step(r, 150_000, 900_000, 5_000);
        const rent = roundTo(price * step(r, 0.008, 0.012, 0.0005), 25);
        const v = {
          price,
          rent,
          downPct: pick(r, [20, 25, 25, 30]),
          rate: investorRate(r),
          years: 30,
          expenses: roundTo(rent * step(r, 0.2, 0.35, 0.01), 5),
          closing: roundTo(price * step(r, 0.02, 0.04, 0.005), 100),
        };
        if (cashFlow(v) > 0) return v;
      }
    },
    expect: (v) => [pc(pct(cashFlow(v) * 12, (v.price * v.downPct) / 100 + v.closing))],
    slots: (v, r) => ({
      price: money(r, v.price),
      down: down(r, v.downPct, v.price),
      rateAt: rateAt(r, v.rate),
      term: term(r, v.years),
      termAdj: termAdj(r, v.years),
      rent: monthly(r, v.rent),
      expenses: monthly(r, v.expenses),
      closing: money(r, v.closing),
      facts: noOtherCosts(r),
    }),
    frames: [
      '{hi}buying a rental for {price}, {down}, {termAdj} {rateAt}. rent is {rent}, expenses {expenses} (taxes, insurance, repairs). closing costs {closing}. {facts}. cash on cash?',
      '{hi}cash on cash return for this: {price} purchase, {down}, loan {rateAt} for {term}, closing costs {closing}, rent {rent}, {expenses} in expenses. {facts}',
      '{hi}{price} single family, rents for {rent}. {down} and {closing} closing, {term} {rateAt}. expenses {expenses} total, {facts}. what is my CoC return',
    ],
  }),
  define({
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
      };
    },
    expect: (v) => [usd(v.rent - v.expenses - monthlyPayment(v.loan, v.rate, v.years))],
    slots: (v, r) => ({
      ...loanSlots(v, r),
      rent: monthly(r, v.rent),
      expenses: monthly(r, v.expenses),
      facts: noOtherCosts(r),
    }),
    frames: [
      '{hi}rent is {rent}, expenses {expenses}, mortgage is {loan} {rateAt}, {term}. {facts}. monthly cash flow?',
      '{hi}what will this rental cash flow per month: {loan} loan, {termAdj} {rateAt}, rents {rent}, taxes+insurance+maintenance {expenses}. {facts}',
      '{hi}cash flow after the mortgage if I borrow {loan} {rateAt} for {term}, rent it for {rent} and pay {expenses} in expenses ({facts})',
    ],
  }),
  define({
    id: 'inv-dscr',
    area: 'investment',
    draw: (r) => {
      const noiValue = step(r, 20_000, 600_000, 100);
      return { noi: noiValue, debt: roundTo(noiValue / step(r, 0.9, 1.8, 0.01) / 12, 1) };
    },
    expect: (v) => [num(v.noi / (v.debt * 12))],
    slots: (v, r) => ({ noi: annual(r, v.noi), debt: monthlyOrAnnual(r, v.debt) }),
    frames: [
      '{hi}DSCR if NOI is {noi} and debt service is {debt}?',
      '{hi}NOI {noi}, mortgage payments total {debt}. debt service coverage ratio?',
      '{hi}what is the debt coverage on a property with {noi} NOI and {debt} of debt service',
    ],
  }),
  define({
    id: 'inv-dscr-loan',
    area: 'investment',
    draw: (r) => {
      const loan = step(r, 150_000, 2_000_000, 5_000);
      const years = pick(r, [25, 30]);
      const rate = investorRate(r);
      const noiValue = roundTo(monthlyPayment(loan, rate, years) * 12 * step(r, 0.9, 1.7, 0.01), 100);
      return { loan, rate, years, noi: noiValue };
    },
    expect: (v) => [num(v.noi / (monthlyPayment(v.loan, v.rate, v.years) * 12))],
    slots: (v, r) => ({ ...loanSlots(v, r), noi: annual(r, v.noi) }),
    frames: [
      '{hi}what is the DSCR on a {loan} loan {rateAt}, {term}, with NOI of {noi}?',
      '{hi}NOI {noi}. lender offering {loan} {rateAt} over {term}. DSCR?',
      '{hi}will {noi} in NOI cover a {loan} {termAdj} loan {rateAt}? what is the DSCR',
    ],
  }),
  define({
    id: 'inv-grm',
    area: 'investment',
    draw: (r) => {
      const rent = step(r, 1_200, 20_000, 25);
      return { rent, price: roundTo(rent * 12 * step(r, 7, 18, 0.1), 5_000) };
    },
    expect: (v) => [num(v.price / (v.rent * 12))],
    slots: (v, r) => ({ price: money(r, v.price), rent: monthlyOrAnnual(r, v.rent) }),
    frames: [
      '{hi}gross rent multiplier for a {price} duplex that rents for {rent}?',
      '{hi}GRM: price {price}, total rent {rent}',
      '{hi}{price} asking, rents bring in {rent}. what is the GRM',
    ],
  }),
  define({
    id: 'inv-one-percent',
    area: 'investment',
    draw: (r) => {
      const price = step(r, 90_000, 800_000, 5_000);
      return { price, rent: roundTo(price * step(r, 0.005, 0.013, 0.0005), 25) };
    },
    expect: (v) => [pc(pct(v.rent, v.price))],
    slots: (v, r) => ({ price: money(r, v.price), rent: monthly(r, v.rent) }),
    frames: [
      '{hi}does a {price} house renting for {rent} pass the 1% rule?',
      '{hi}1 percent rule check: {price} purchase, rent {rent}',
      '{hi}rent {rent} on a {price} property - what percent of the price is the monthly rent',
    ],
  }),
  define({
    id: 'inv-price-per-door',
    area: 'investment',
    draw: (r) => {
      const units = step(r, 2, 40, 1);
      return { units, price: roundTo(units * step(r, 60_000, 250_000, 1_000), 5_000) };
    },
    expect: (v) => [usd(v.price / v.units)],
    slots: (v, r) => ({ price: money(r, v.price), units: String(v.units), perUnit: perUnit(r) }),
    frames: [
      '{hi}what is the price per door on a {units}-unit building listed at {price}?',
      '{hi}{price} for {units} units. how much is that {perUnit}?',
      '{hi}{units} unit apartment building asking {price}, price {perUnit}?',
    ],
  }),
  define({
    id: 'inv-value-from-cap',
    area: 'investment',
    draw: (r) => ({ noi: step(r, 15_000, 400_000, 500), cap: step(r, 4.5, 9, 0.25) }),
    expect: (v) => [usd((v.noi / v.cap) * 100)],
    slots: (v, r) => ({ noi: annual(r, v.noi), cap: percent(r, v.cap) }),
    frames: [
      '{hi}what is a rental worth with {noi} NOI at a {cap} cap rate?',
      '{hi}NOI is {noi}. if the market cap rate is {cap}, what value does that imply',
      '{hi}value at a {cap} cap on {noi} net operating income?',
    ],
  }),
  define({
    id: 'inv-flip-profit',
    area: 'investment',
    draw: (r) => {
      const purchase = step(r, 90_000, 700_000, 5_000);
      const rehab = step(r, 15_000, 150_000, 2_500);
      return {
        purchase,
        rehab,
        arv: roundTo((purchase + rehab) * step(r, 1.15, 1.45, 0.01), 5_000),
        sell: pick(r, [6, 7, 8, 8, 9]),
        holding: step(r, 2_000, 25_000, 500),
      };
    },
    expect: (v) => [usd(v.arv - v.purchase - v.rehab - (v.sell / 100) * v.arv - v.holding)],
    slots: (v, r) => ({
      purchase: money(r, v.purchase),
      rehab: money(r, v.rehab),
      arv: money(r, v.arv),
      sell: percent(r, v.sell),
      holding: money(r, v.holding),
    }),
    frames: [
      '{hi}flip numbers: buy at {purchase}, {rehab} rehab, sell for {arv}. selling costs {sell} of the sale price and {holding} in holding costs. profit?',
      '{hi}what would I make on a flip if I buy for {purchase}, put {rehab} into it, sell at {arv}, pay {sell} in selling costs and {holding} to carry it',
      '{hi}ARV {arv}, purchase {purchase}, repairs {rehab}, holding costs {holding}, {sell} to sell. net profit?',
    ],
  }),
  define({
    id: 'inv-70-rule',
    area: 'investment',
    draw: (r) => ({ arv: step(r, 150_000, 900_000, 5_000), repairs: step(r, 10_000, 120_000, 2_500) }),
    expect: (v) => [usd(0.7 * v.arv - v.repairs)],
    slots: (v, r) => ({ arv: money(r, v.arv), repairs: money(r, v.repairs) }),
    frames: [
      '{hi}using the 70% rule what is my max offer on a house with ARV {arv} and {repairs} in repairs?',
      '{hi}ARV is {arv}, needs {repairs} of work. max offer under the 70 percent rule?',
      '{hi}70% rule: after repair value {arv}, repair costs {repairs}. what should I offer at most',
    ],
  }),
  define({
    id: 'inv-gross-rent',
    area: 'investment',
    draw: (r) => ({ units: step(r, 2, 30, 1), rent: step(r, 650, 2_800, 25) }),
    expect: (v) => [usd(v.units * v.rent * 12)],
    slots: (v, r) => ({ units: String(v.units), rent: monthly(r, v.rent), perUnit: perUnit(r) }),
    frames: [
      '{hi}{units} units at {rent} {perUnit}. what is the annual gross rent?',
      '{hi}annual gross income for a {units}-unit with rents of {rent} {perUnit}?',
      '{hi}if each of {units} units rents for {rent}, how much rent is that per year',
    ],
  }),
];

/** Monthly cash flow of a financed rental: rent − expenses − P&I. */
function cashFlow(v: {
  price: number;
  downPct: number;
  rate: number;
  years: number;
  rent: number;
  expenses: number;
}) {
  return v.rent - v.expenses - monthlyPayment(v.price * (1 - v.downPct / 100), v.rate, v.years);
}
