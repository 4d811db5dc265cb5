// The standard textbook formulas the expected figures are computed with. Written here, independently of
// the assistant, so a figure the assistant shows can be checked against arithmetic it did not do.

/** Monthly principal & interest: M = P·r / (1 − (1 + r)^−n), r = annual rate / 12, n = months. */
export function monthlyPayment(principal: number, annualPct: number, years: number): number {
  const r = annualPct / 100 / 12;
  const n = years * 12;
  return r === 0 ? principal / n : (principal * r) / (1 - (1 + r) ** -n);
}

/** The loan a monthly payment supports (the present value of the payments). */
export function loanForPayment(payment: number, annualPct: number, years: number): number {
  const r = annualPct / 100 / 12;
  const n = years * 12;
  return r === 0 ? payment * n : (payment * (1 - (1 + r) ** -n)) / r;
}

/** The balance left after `paidYears` of scheduled payments. */
export function balanceAfter(principal: number, annualPct: number, years: number, paidYears: number): number {
  const r = annualPct / 100 / 12;
  const k = paidYears * 12;
  const m = monthlyPayment(principal, annualPct, years);
  return principal * (1 + r) ** k - (m * ((1 + r) ** k - 1)) / r;
}

/** Months to pay a loan off with `extra` on top of every payment: n = −ln(1 − r·P / (M + E)) / ln(1 + r). */
export function monthsWithExtra(principal: number, annualPct: number, years: number, extra: number): number {
  const r = annualPct / 100 / 12;
  const pay = monthlyPayment(principal, annualPct, years) + extra;
  return Math.ceil(-Math.log(1 - (r * principal) / pay) / Math.log(1 + r) - 1e-9);
}

/** Net operating income: gross rent less vacancy less operating expenses (all annual). */
export function noi(grossAnnual: number, vacancyPct: number, expensesAnnual: number): number {
  return grossAnnual * (1 - vacancyPct / 100) - expensesAnnual;
}

/** A ratio as a percentage. */
export const pct = (part: number, whole: number): number => (part / whole) * 100;
