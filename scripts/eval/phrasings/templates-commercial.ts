// Commercial scenarios: cap rate and value, lease rent per square foot, NNN, DSCR, debt yield, escalations.

import { loanForPayment, monthlyPayment, noi, pct } from './formulas.ts';
import { annual, area, money, monthly, percent, pick, rateAt, step, vacancy } from './formats.ts';
import { define, usd, pc, num, investorRate, roundTo, KINDS, type Template } from './template-kit.ts';

export const COMMERCIAL: Template[] = [
  define({
    id: 'com-cap-rate',
    area: 'commercial',
    draw: (r) => {
      const price = step(r, 500_000, 12_000_000, 10_000);
      return { price, noi: roundTo(price * step(r, 0.05, 0.1, 0.001), 500), kind: pick(r, KINDS) };
    },
    expect: (v) => [pc(pct(v.noi, v.price))],
    slots: (v, r) => ({ price: money(r, v.price), noi: annual(r, v.noi), kind: v.kind }),
    frames: [
      '{hi}{kind} for sale at {price} with an NOI of {noi}. what cap rate is that?',
      '{hi}cap rate on a {price} {kind}, NOI {noi}?',
      '{hi}NOI {noi} on a {kind} priced at {price} - cap?',
    ],
  }),
  define({
    id: 'com-value',
    area: 'commercial',
    draw: (r) => ({
      noi: step(r, 60_000, 1_500_000, 1_000),
      cap: step(r, 5, 9.5, 0.25),
      kind: pick(r, KINDS),
    }),
    expect: (v) => [usd((v.noi / v.cap) * 100)],
    slots: (v, r) => ({ noi: annual(r, v.noi), cap: percent(r, v.cap), kind: v.kind }),
    frames: [
      '{hi}what is the value of a {kind} with {noi} NOI at a {cap} cap?',
      '{hi}{kind}, NOI {noi}, market cap rate {cap}. what is it worth',
      '{hi}at a {cap} cap rate what would a {kind} netting {noi} sell for?',
    ],
  }),
  define({
    id: 'com-lease-annual',
    area: 'commercial',
    draw: (r) => ({ sf: step(r, 1_200, 40_000, 50), psf: step(r, 12, 60, 0.25) }),
    expect: (v) => [usd(v.sf * v.psf)],
    slots: (v, r) => ({ sf: area(r, v.sf), psf: money(r, v.psf) }),
    frames: [
      '{hi}{sf} of retail space at {psf} per square foot per year. what is the annual rent?',
      '{hi}annual rent for {sf} of office at {psf}/sf/yr?',
      '{hi}lease is {psf} a foot annually on {sf}. yearly rent?',
    ],
  }),
  define({
    id: 'com-nnn-monthly',
    area: 'commercial',
    draw: (r) => ({ sf: step(r, 1_000, 25_000, 50), base: step(r, 12, 45, 0.5), nnn: step(r, 3, 14, 0.25) }),
    expect: (v) => [usd((v.sf * (v.base + v.nnn)) / 12)],
    slots: (v, r) => ({ sf: area(r, v.sf), base: money(r, v.base), nnn: money(r, v.nnn) }),
    frames: [
      '{hi}{sf} at {base} per sf per year base rent, plus {nnn}/sf per year in triple net charges. total monthly rent?',
      '{hi}what will I pay per month for {sf}: base rent {base}/sq ft/yr and NNN of {nnn}/sq ft/yr',
      '{hi}monthly occupancy cost on a {sf} lease, {base} base plus {nnn} CAM/taxes/insurance, both per foot per year',
    ],
  }),
  define({
    id: 'com-rent-psf',
    area: 'commercial',
    draw: (r) => ({ rent: step(r, 1_500, 60_000, 50), sf: step(r, 800, 30_000, 50) }),
    expect: (v) => [usd((v.rent * 12) / v.sf)],
    slots: (v, r) => ({ rent: monthly(r, v.rent), sf: area(r, v.sf) }),
    frames: [
      '{hi}paying {rent} for {sf} of office. what is that per square foot per year?',
      '{hi}{sf} retail space, rent {rent}. annual rent per sq ft?',
      '{hi}what is {rent} on {sf} in $/sf/yr',
    ],
  }),
  define({
    id: 'com-dscr',
    area: 'commercial',
    draw: (r) => {
      const loan = step(r, 500_000, 8_000_000, 10_000);
      const rate = investorRate(r);
      const amort = pick(r, [20, 25, 25, 30]);
      const noiValue = roundTo(monthlyPayment(loan, rate, amort) * 12 * step(r, 1, 1.8, 0.01), 500);
      return { loan, rate, amort, noi: noiValue, kind: pick(r, KINDS) };
    },
    expect: (v) => [num(v.noi / (monthlyPayment(v.loan, v.rate, v.amort) * 12))],
    slots: (v, r) => ({
      loan: money(r, v.loan),
      rate: percent(r, v.rate),
      rateAt: rateAt(r, v.rate),
      amort: String(v.amort),
      noi: annual(r, v.noi),
      kind: v.kind,
    }),
    frames: [
      '{hi}{kind} with {noi} NOI. bank offers {loan} {rateAt} with a {amort}-year amortization. DSCR?',
      '{hi}DSCR on a {loan} commercial loan {rateAt}, amortized over {amort} years, NOI {noi}?',
      '{hi}does {noi} of NOI support {loan} at {rate} on a {amort} yr amortization? what is the coverage ratio',
    ],
  }),
  define({
    id: 'com-debt-yield',
    area: 'commercial',
    draw: (r) => {
      const loan = step(r, 500_000, 10_000_000, 10_000);
      return { loan, noi: roundTo(loan * step(r, 0.07, 0.14, 0.001), 500) };
    },
    expect: (v) => [pc(pct(v.noi, v.loan))],
    slots: (v, r) => ({ loan: money(r, v.loan), noi: annual(r, v.noi) }),
    frames: [
      '{hi}what is the debt yield on a {loan} loan with {noi} NOI?',
      '{hi}NOI {noi}, loan amount {loan}. debt yield?',
      '{hi}debt yield for {noi} of net operating income against a {loan} loan',
    ],
  }),
  define({
    id: 'com-escalation',
    area: 'commercial',
    draw: (r) => ({
      base: step(r, 18_000, 400_000, 500),
      esc: pick(r, [2, 2.5, 3, 3, 3.5, 4]),
      year: step(r, 3, 10, 1),
    }),
    expect: (v) => [usd(v.base * (1 + v.esc / 100) ** (v.year - 1))],
    slots: (v, r) => ({ base: annual(r, v.base), esc: percent(r, v.esc), year: String(v.year) }),
    frames: [
      '{hi}base rent is {base} in year 1 with {esc} annual escalations. what is the rent in year {year}?',
      '{hi}lease starts at {base}, goes up {esc} every year. rent in year {year}?',
      '{hi}{esc} yearly bumps on a {base} starting rent (year 1) - what will year {year} rent be',
    ],
  }),
  define({
    id: 'com-value-from-gross',
    area: 'commercial',
    draw: (r) => {
      const gross = step(r, 120_000, 3_000_000, 1_000);
      return {
        gross,
        vac: pick(r, [0, 5, 5, 7, 8, 10]),
        opex: roundTo(gross * step(r, 0.2, 0.45, 0.01), 500),
        cap: step(r, 5, 9.5, 0.25),
        kind: pick(r, KINDS),
      };
    },
    expect: (v) => [usd((noi(v.gross, v.vac, v.opex) / v.cap) * 100)],
    slots: (v, r) => ({
      gross: annual(r, v.gross),
      vac: vacancy(r, v.vac),
      opex: annual(r, v.opex),
      cap: percent(r, v.cap),
      kind: v.kind,
    }),
    frames: [
      "{hi}{kind} grosses {gross}, {vac}, expenses {opex} and that's all of them. value at a {cap} cap?",
      '{hi}what is it worth at a {cap} cap rate: gross income {gross}, {vac}, total operating expenses {opex}',
      '{hi}value this {kind}: gross rents {gross}, {vac}, opex {opex}, cap rate {cap}',
    ],
  }),
  define({
    id: 'com-max-loan-dscr',
    area: 'commercial',
    draw: (r) => ({
      noi: step(r, 80_000, 1_500_000, 1_000),
      dscr: pick(r, [1.2, 1.25, 1.25, 1.3, 1.35]),
      rate: investorRate(r),
      amort: pick(r, [20, 25, 30]),
      kind: pick(r, KINDS),
    }),
    expect: (v) => [usd(loanForPayment(v.noi / v.dscr / 12, v.rate, v.amort))],
    slots: (v, r) => ({
      noi: annual(r, v.noi),
      dscr: String(v.dscr),
      rateAt: rateAt(r, v.rate),
      amort: String(v.amort),
      kind: v.kind,
    }),
    frames: [
      '{hi}NOI is {noi}. lender needs a {dscr} DSCR, {rateAt}, {amort}-year amortization. max loan?',
      '{hi}how much can I borrow on a {kind} with {noi} NOI if the bank requires {dscr}x coverage {rateAt} over {amort} years',
      '{hi}max loan at {dscr} DSCR: {kind}, NOI {noi}, rate {rateAt}, {amort} yr amortization',
    ],
  }),
];
