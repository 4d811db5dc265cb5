// What every scenario template is made of, and the realistic draws and phrases several templates share.
// Each template draws true inputs, computes the decision figure with the plain textbook formula, and
// states every input its figure depends on in several sentence frames, so a correct answer never has to
// assume anything: a wrong figure then means a misread number, not a missing one.

import type { Area, ExpectedFigure } from '../score.ts';
import {
  annual,
  chance,
  monthly,
  money,
  percent,
  pick,
  rateAt,
  step,
  term,
  termAdj,
  type Rand,
} from './formats.ts';

export interface Template<V extends object = object> {
  id: string;
  area: Area;
  /** True input values, drawn from realistic ranges. */
  draw(rand: Rand): V;
  /** The decision figures any correct answer shows, from the formulas. */
  expect(v: V): ExpectedFigure[];
  /** Each slot rendered one of the ways people type it. */
  slots(v: V, rand: Rand): Record<string, string>;
  /** Sentence frames with `{slot}` placeholders; `{hi}` is an optional chat opener. */
  frames: readonly string[];
}

// Inference helper: keeps each template's value type while the list holds them all.
export const define = <V extends object>(t: Template<V>): Template => t;

export const usd = (v: number): ExpectedFigure => ({ v, u: '$' });
export const pc = (v: number): ExpectedFigure => ({ v, u: '%' });
export const num = (v: number): ExpectedFigure => ({ v, u: 'n' });

// Realistic draws shared by several templates.
export const loanAmount = (r: Rand) => step(r, 120_000, 950_000, 5_000);
export const homePrice = (r: Rand) => step(r, 180_000, 1_500_000, 5_000);
export const mortgageRate = (r: Rand) => step(r, 5.25, 8, 0.125);
export const investorRate = (r: Rand) => step(r, 6, 8.75, 0.125);
export const loanYears = (r: Rand) => pick(r, [30, 30, 30, 15, 20]);
export const roundTo = (v: number, to: number) => Math.round(v / to) * to;
export const KINDS = [
  'strip center',
  'office building',
  'warehouse',
  'retail building',
  'medical office',
  'flex building',
];
export const TOWNS = [
  'Westfield',
  'Maple Grove',
  'Cedar Park',
  'Oak Hill',
  'Riverside',
  'Lakewood',
  'Brookline',
  'Fairview',
];

/** Stated facts that close off assumptions ("no vacancy", "I self-manage"). */
export const noOtherCosts = (r: Rand) =>
  pick(r, [
    'no vacancy, I self-manage',
    "that's all the expenses and no vacancy",
    'assume fully rented and no other costs',
    'ignore vacancy, I manage it myself and that is all the expenses',
  ]);

/** A money amount either monthly or annual, whichever the person happens to know. */
export const monthlyOrAnnual = (r: Rand, perMonth: number) =>
  chance(r, 0.5) ? monthly(r, perMonth) : annual(r, perMonth * 12);

export const loanSlots = (v: { loan: number; rate: number; years: number }, r: Rand) => ({
  loan: money(r, v.loan),
  rate: percent(r, v.rate),
  rateAt: rateAt(r, v.rate),
  term: term(r, v.years),
  termAdj: termAdj(r, v.years),
});
