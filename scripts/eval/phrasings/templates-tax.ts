// Tax scenarios: property tax from a market value, an assessment ratio, an exemption and a rate quoted
// in any of the ways counties quote it; several rates on one bill paid monthly through escrow; what an
// appeal saves; a home sale against the exclusion; a rental's gain with its depreciation recaptured.
// (Outside reviewers found fully stated tax questions answered with "I couldn't tell which calculation".)

import { money, percent, pick, step } from './formats.ts';
import { define, homePrice, roundTo, usd, type Template } from './template-kit.ts';

/** A tax rate as a county might quote it, with the dollars-per-base forms written the way people do. */
function quotedRate(r: () => number, pct: number): string {
  const per100 = pct.toFixed(2);
  const per1000 = Number((pct * 10).toFixed(2));
  return pick(r, [
    percent(r, pct),
    `$${per100} per $100`,
    `$${per100} per $100 of assessed value`,
    `${per100} per hundred`,
    `$${per1000} per $1,000`,
    `${per1000} mills`,
    `a mill rate of ${per1000}`,
  ]);
}

export const TAX: Template[] = [
  define({
    id: 'tax-ratio-exemption',
    area: 'property',
    draw: (r) => ({
      value: homePrice(r),
      ratio: pick(r, [20, 33, 35, 40, 50, 60, 70, 80]),
      exemption: pick(r, [5_000, 10_000, 25_000]),
      rate: step(r, 1, 3.2, 0.05),
    }),
    expect: (v) => [usd(((v.value * v.ratio) / 100 - v.exemption) * (v.rate / 100))],
    slots: (v, r) => ({
      value: money(r, v.value),
      ratio: percent(r, v.ratio),
      exemption: money(r, v.exemption),
      rate: quotedRate(r, v.rate),
    }),
    frames: [
      '{hi}market value {value}, assessed at {ratio}, rate {rate}, {exemption} homestead exemption off the assessed value. yearly tax?',
      '{hi}house worth {value}, county assesses at {ratio} of market value, tax rate {rate}, homestead exemption {exemption}. annual property tax?',
      '{hi}property tax on a {value} home: assessment ratio {ratio}, {exemption} exemption off the assessment, levy {rate}',
    ],
  }),
  define({
    id: 'tax-combined-escrow',
    area: 'property',
    draw: (r) => ({ value: homePrice(r), base: pick(r, [1, 1.1, 1.25]), extra: step(r, 0.05, 0.6, 0.05) }),
    expect: (v) => [usd((v.value * (v.base + v.extra)) / 100 / 12)],
    slots: (v, r) => ({ value: money(r, v.value), base: percent(r, v.base), extra: percent(r, v.extra) }),
    frames: [
      '{hi}{value}, {base} base plus {extra} Mello-Roos, monthly escrow for taxes?',
      '{hi}how much a month goes into escrow for property taxes on a {value} house: general levy {base} plus voter approved bonds {extra}',
      '{hi}assessed at {value}. base tax rate {base} + {extra} special district. taxes per month?',
    ],
  }),
  define({
    id: 'tax-appeal',
    area: 'property',
    draw: (r) => {
      const assessed = homePrice(r);
      return {
        assessed,
        argued: roundTo(assessed * step(r, 0.8, 0.97, 0.01), 1000),
        rate: step(r, 0.8, 2.8, 0.05),
      };
    },
    expect: (v) => [usd((v.assessed - v.argued) * (v.rate / 100))],
    slots: (v, r) => ({
      assessed: money(r, v.assessed),
      argued: money(r, v.argued),
      rate: percent(r, v.rate),
    }),
    frames: [
      "{hi}assessed {assessed}, I think it's worth {argued}, rate {rate}: how much would a successful appeal save a year?",
      '{hi}if I appeal and get my assessment lowered from {assessed} to {argued}, at a {rate} tax rate how much do I save per year',
      '{hi}county has my place at {assessed}, comps say {argued}. tax rate {rate}. what does winning a protest save me annually',
    ],
  }),
  define({
    id: 'tax-home-sale',
    area: 'property',
    draw: (r) => {
      const bought = homePrice(r);
      return { bought, sold: roundTo(bought * step(r, 1.2, 2.6, 0.05), 5000), years: step(r, 3, 20, 1) };
    },
    // Married filing jointly: up to $500,000 of the gain excluded.
    expect: (v) => [usd(Math.max(0, v.sold - v.bought - 500_000))],
    slots: (v, r) => ({ bought: money(r, v.bought), sold: money(r, v.sold), years: `${v.years} years` }),
    frames: [
      '{hi}sold for {sold}, bought for {bought} {years} ago, married filing jointly, lived there the whole time: taxable gain?',
      '{hi}my wife and I are selling our primary home for {sold}. we paid {bought} and have lived there {years}. how much of the gain is taxable',
      '{hi}home sale exclusion: bought {bought}, sold {sold}, married filing jointly, it was our main home for {years}. taxable amount?',
    ],
  }),
  define({
    id: 'tax-rental-recapture',
    area: 'investment',
    draw: (r) => {
      const bought = homePrice(r);
      return {
        bought,
        sold: roundTo(bought * step(r, 1.1, 2, 0.05), 5000),
        improvements: roundTo(bought * step(r, 0.01, 0.2, 0.01), 1000),
        depreciation: roundTo(bought * step(r, 0.05, 0.3, 0.01), 1000),
        costs: roundTo(bought * step(r, 0.04, 0.08, 0.005), 1000),
      };
    },
    expect: (v) => [usd(v.sold - v.costs - (v.bought + v.improvements - v.depreciation))],
    slots: (v, r) => ({
      bought: money(r, v.bought),
      sold: money(r, v.sold),
      improvements: money(r, v.improvements),
      depreciation: money(r, v.depreciation),
      costs: money(r, v.costs),
    }),
    frames: [
      '{hi}sold {sold}, bought {bought}, {improvements} improvements, {depreciation} depreciation taken, {costs} selling costs: gain and recapture?',
      '{hi}rental property sold for {sold}. purchased at {bought}, put {improvements} into improvements, depreciation claimed {depreciation}, closing costs on the sale {costs}. total gain?',
      '{hi}selling my rental for {sold}: paid {bought}, capital improvements {improvements}, accumulated depreciation {depreciation}, selling costs {costs}. what is the taxable gain',
    ],
  }),
];
