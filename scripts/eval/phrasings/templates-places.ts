// Market, property and location scenarios that still turn on a number: months of inventory, absorption,
// appreciation, price per square foot, property tax, equity, and comparisons between towns.

import { pct } from './formulas.ts';
import { area, clean, money, percent, pick, step } from './formats.ts';
import { define, usd, pc, num, homePrice, roundTo, TOWNS, type Template } from './template-kit.ts';

export const MARKET: Template[] = [
  define({
    id: 'place-two-homes-per-foot',
    area: 'location',
    draw: (r) => ({
      price1: homePrice(r),
      sf1: step(r, 900, 3600, 50),
      price2: homePrice(r),
      sf2: step(r, 900, 3600, 50),
    }),
    expect: (v) => [usd(Math.abs(v.price1 / v.sf1 - v.price2 / v.sf2))],
    slots: (v, r) => ({
      price1: money(r, v.price1),
      area1: area(r, v.sf1),
      price2: money(r, v.price2),
      area2: area(r, v.sf2),
      town1: pick(r, TOWNS),
      town2: pick(r, TOWNS),
    }),
    frames: [
      '{hi}in {town1} a {area1} house is listed at {price1}, in {town2} a {area2} one is {price2}. which is cheaper per square foot and by how much?',
      '{hi}comparing two homes: {price1} for {area1} vs {area2} for {price2}. difference per sq ft?',
      '{hi}house A {price1}, {area1}; house B {price2}, {area2}. which is the better value per foot',
    ],
  }),
  define({
    id: 'mkt-months-inventory',
    area: 'market',
    draw: (r) => {
      const sales = step(r, 20, 900, 1);
      return { sales, listings: Math.round(sales * step(r, 1, 10, 0.1)) };
    },
    expect: (v) => [num(v.listings / v.sales)],
    slots: (v, r) => ({
      listings: String(v.listings),
      sales: pick(r, [
        `${v.sales} sales a month`,
        `${v.sales} homes selling per month`,
        `${v.sales * 12} sales over the last 12 months`,
        `${v.sales} closings monthly`,
      ]),
    }),
    frames: [
      '{hi}there are {listings} active listings and {sales}. how many months of inventory is that?',
      '{hi}months of supply: {listings} homes for sale, {sales}',
      "{hi}{listings} active, {sales} - what's the months of inventory",
    ],
  }),
  define({
    id: 'mkt-absorption',
    area: 'market',
    draw: (r) => {
      const sales = step(r, 20, 900, 1);
      return { sales, listings: Math.round(sales * step(r, 1, 10, 0.1)) };
    },
    expect: (v) => [pc(pct(v.sales, v.listings))],
    slots: (v) => ({ listings: String(v.listings), sales: String(v.sales) }),
    frames: [
      '{hi}absorption rate if {sales} homes sold last month and there are {listings} on the market?',
      '{hi}{listings} active listings, {sales} sold in the past month. absorption rate?',
      '{hi}monthly absorption rate with {sales} sales a month against {listings} listings',
    ],
  }),
  define({
    id: 'mkt-future-value',
    area: 'market',
    draw: (r) => ({ value: homePrice(r), growth: step(r, 2, 7, 0.5), years: pick(r, [3, 5, 7, 10, 15]) }),
    expect: (v) => [usd(v.value * (1 + v.growth / 100) ** v.years)],
    slots: (v, r) => ({ value: money(r, v.value), growth: percent(r, v.growth), years: String(v.years) }),
    frames: [
      '{hi}if my {value} home appreciates {growth} a year, what will it be worth in {years} years?',
      '{hi}{value} today at {growth} annual appreciation - value after {years} years?',
      '{hi}what will a house worth {value} be in {years} yrs if prices go up {growth} per year',
    ],
  }),
  define({
    id: 'mkt-appreciation-rate',
    area: 'market',
    draw: (r) => {
      const bought = step(r, 120_000, 900_000, 5_000);
      const years = step(r, 3, 20, 1);
      return { bought, years, now: roundTo(bought * (1 + step(r, 0.01, 0.08, 0.001)) ** years, 5_000) };
    },
    expect: (v) => [pc(((v.now / v.bought) ** (1 / v.years) - 1) * 100)],
    slots: (v, r) => ({ bought: money(r, v.bought), now: money(r, v.now), years: String(v.years) }),
    frames: [
      '{hi}bought for {bought} {years} years ago, now worth {now}. what is the annual appreciation rate?',
      '{hi}average yearly appreciation (compounded) from {bought} to {now} over {years} years?',
      '{hi}my place went from {bought} to {now} in {years} years - how much did it appreciate per year',
    ],
  }),
  define({
    id: 'mkt-list-to-sale',
    area: 'market',
    draw: (r) => {
      const list = homePrice(r);
      return { list, sale: roundTo(list * step(r, 0.9, 1.1, 0.005), 1_000) };
    },
    expect: (v) => [pc(pct(v.sale, v.list))],
    slots: (v, r) => ({ list: money(r, v.list), sale: money(r, v.sale) }),
    frames: [
      '{hi}listed at {list}, sold for {sale}. sale-to-list ratio?',
      '{hi}what percent of asking did it go for: asking {list}, sold {sale}',
      '{hi}sale to list price ratio on a {list} listing that closed at {sale}',
    ],
  }),
  define({
    id: 'mkt-ppsf-value',
    area: 'market',
    draw: (r) => ({ ppsf: step(r, 120, 900, 5), sf: step(r, 800, 4_500, 10) }),
    expect: (v) => [usd(v.ppsf * v.sf)],
    slots: (v, r) => ({
      ppsf: money(r, v.ppsf) + pick(r, ['/sqft', ' per square foot', ' a sq ft', ' psf', '/sf']),
      sf: area(r, v.sf),
    }),
    frames: [
      '{hi}homes around here sell for {ppsf}. what is a {sf} house worth at that price?',
      '{hi}comps are going for {ppsf}. estimate the value of my {sf} home',
      '{hi}at {ppsf}, what would {sf} be worth',
    ],
  }),
];

export const PROPERTY: Template[] = [
  define({
    id: 'prop-tax',
    area: 'property',
    draw: (r) => ({ assessed: step(r, 100_000, 1_500_000, 1_000), rate: step(r, 0.5, 2.8, 0.05) }),
    expect: (v) => [usd((v.assessed * v.rate) / 100)],
    slots: (v, r) => ({ assessed: money(r, v.assessed), rate: percent(r, v.rate) }),
    frames: [
      '{hi}property tax on a home assessed at {assessed} with a {rate} tax rate?',
      '{hi}assessed value {assessed}, tax rate {rate}. annual property tax?',
      '{hi}how much are yearly taxes if the assessment is {assessed} and the rate is {rate}',
    ],
  }),
  define({
    id: 'prop-tax-monthly',
    area: 'property',
    draw: (r) => ({ assessed: step(r, 100_000, 1_500_000, 1_000), rate: step(r, 0.5, 2.8, 0.05) }),
    expect: (v) => [usd((v.assessed * v.rate) / 100 / 12)],
    slots: (v, r) => ({ assessed: money(r, v.assessed), rate: percent(r, v.rate) }),
    frames: [
      '{hi}how much do I need to escrow each month for property taxes on {assessed} assessed at a {rate} annual rate?',
      '{hi}monthly property tax: assessed {assessed}, rate {rate} a year',
      '{hi}{assessed} assessed value, {rate} yearly tax rate - what is that per month',
    ],
  }),
  define({
    id: 'prop-ppsf',
    area: 'property',
    draw: (r) => ({ price: homePrice(r), sf: step(r, 700, 5_000, 10) }),
    expect: (v) => [usd(v.price / v.sf)],
    slots: (v, r) => ({ price: money(r, v.price), sf: area(r, v.sf) }),
    frames: [
      '{hi}{price} for {sf}. what is the price per square foot?',
      '{hi}price per sq ft on a {sf} house listed at {price}?',
      '{hi}is {price} for {sf} a lot? what is that per foot',
    ],
  }),
  define({
    id: 'prop-equity',
    area: 'property',
    draw: (r) => {
      const value = homePrice(r);
      return { value, owed: roundTo(value * step(r, 0.1, 0.9, 0.01), 100) };
    },
    expect: (v) => [usd(v.value - v.owed)],
    slots: (v, r) => ({ value: money(r, v.value), owed: money(r, v.owed) }),
    frames: [
      '{hi}house is worth {value} and I owe {owed}. how much equity do I have?',
      '{hi}home equity: value {value}, mortgage balance {owed}',
      '{hi}how much equity in a {value} home with {owed} left on the mortgage',
    ],
  }),
  define({
    id: 'prop-heloc',
    area: 'property',
    draw: (r) => {
      const value = homePrice(r);
      return { value, owed: roundTo(value * step(r, 0.1, 0.6, 0.01), 100), limit: pick(r, [80, 85, 90]) };
    },
    expect: (v) => [usd((v.value * v.limit) / 100 - v.owed)],
    slots: (v, r) => ({ value: money(r, v.value), owed: money(r, v.owed), limit: percent(r, v.limit) }),
    frames: [
      '{hi}how big a HELOC can I get? home worth {value}, I owe {owed}, bank lends up to {limit} combined LTV',
      '{hi}bank allows {limit} CLTV. value {value}, mortgage balance {owed}. max HELOC?',
      '{hi}{value} house, {owed} first mortgage, lender caps at {limit} of value - how much can I borrow on a line of credit',
    ],
  }),
];

export const LOCATION: Template[] = [
  define({
    id: 'loc-tax-compare',
    area: 'location',
    draw: (r) => {
      const a = step(r, 0.6, 2.4, 0.05);
      const towns = [pick(r, TOWNS.slice(0, 4)), pick(r, TOWNS.slice(4))];
      return {
        value: homePrice(r),
        a,
        b: clean(a + step(r, 0.2, 1, 0.05)),
        townA: towns[0]!,
        townB: towns[1]!,
      };
    },
    expect: (v) => [usd((v.value * (v.b - v.a)) / 100)],
    slots: (v, r) => ({
      value: money(r, v.value),
      a: percent(r, v.a),
      b: percent(r, v.b),
      townA: v.townA,
      townB: v.townB,
    }),
    frames: [
      '{hi}same {value} house in {townA} at a {a} tax rate vs {townB} at {b}. how much more per year in taxes in {townB}?',
      '{hi}annual property tax difference on a {value} home: {townA} rate {a}, {townB} rate {b}',
      '{hi}{townB} taxes are {b}, {townA} is {a}. for a {value} place what is the yearly difference',
    ],
  }),
  define({
    id: 'loc-price-gap',
    area: 'location',
    draw: (r) => {
      const a = step(r, 180_000, 900_000, 5_000);
      const towns = [pick(r, TOWNS.slice(0, 4)), pick(r, TOWNS.slice(4))];
      return { a, b: roundTo(a * step(r, 1.05, 1.8, 0.01), 5_000), townA: towns[0]!, townB: towns[1]! };
    },
    expect: (v) => [pc(pct(v.b - v.a, v.a))],
    slots: (v, r) => ({ a: money(r, v.a), b: money(r, v.b), townA: v.townA, townB: v.townB }),
    frames: [
      '{hi}median home price is {b} in {townB} and {a} in {townA}. how much more expensive is {townB} in percent?',
      '{hi}{townA} median {a}, {townB} median {b}. what percent higher is {townB}',
      '{hi}by what percent is {townB} ({b} median) pricier than {townA} ({a})?',
    ],
  }),
  define({
    id: 'loc-ppsf-compare',
    area: 'location',
    draw: (r) => {
      const a = step(r, 150, 600, 5);
      const towns = [pick(r, TOWNS.slice(0, 4)), pick(r, TOWNS.slice(4))];
      return {
        a,
        b: a + step(r, 20, 250, 5),
        sf: step(r, 900, 4_000, 50),
        townA: towns[0]!,
        townB: towns[1]!,
      };
    },
    expect: (v) => [usd(v.sf * (v.b - v.a))],
    slots: (v, r) => ({
      a: money(r, v.a),
      b: money(r, v.b),
      sf: area(r, v.sf),
      townA: v.townA,
      townB: v.townB,
    }),
    frames: [
      '{hi}{townA} goes for {a} a square foot and {townB} for {b}. how much more would a {sf} home cost in {townB}?',
      '{hi}price difference for {sf}: {townB} at {b}/sqft vs {townA} at {a}/sqft?',
      '{hi}{townB} is {b} per sq ft, {townA} is {a} per sq ft. extra cost of a {sf} house in {townB}',
    ],
  }),
];
