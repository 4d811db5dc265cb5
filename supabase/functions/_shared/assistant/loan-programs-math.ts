// FHA and VA payments, with every number stated ("FHA loan on a 380k house, 3.5% down, 6.25% 30yr.
// monthly?"): priced as those programs are, not as a conventional loan with PMI. FHA: an upfront
// premium of 1.75% of the base loan is financed, and a yearly premium (0.55% over 95% LTV, 0.50% at or
// under, on loans over 15 years) lasts the life of the loan under 10% down, 11 years from 10% down.
// VA: a funding fee by down payment (2.15% under 5%, 1.5% from 5%, 1.25% from 10%; first use) is
// financed, and there is no monthly mortgage insurance. Part of quick-math (READERS there).
import { DEFAULTS, monthlyPayment } from './calculators.ts';
import { formatMoney, formatPercent } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { money, percents, yearly, yearsOf, type QuickAnswer, type Reader } from './quick-math-reading.ts';

const FHA = /\bfha\b/;
const VA =
  /\bva (?:loan|mortgage|home loan|benefits?|eligib\w*|entitlement|guarant\w*|buyer|purchase)\b|\bva\b(?=[ ,:;-].{0,60}\b(?:down|funding fee|ff|fee)\b)|\bfunding fee\b/;

const ESCROW_LABEL = /\b(tax(?:es)?|insurance|hoa|dues)\b/g;
const ESCROW_LABEL_AFTER =
  /^\s*(?:a year |\/yr |a month |\/mo )?(?:in |of |for )?(tax(?:es)?|insurance|hoa|dues)\b/;

/** Nothing down, however said: "0 down", "$0 down", "no money down", "zero down payment", "100% financing". */
const ZERO_DOWN =
  /\b(?:0%?|zero|no|nothing)(?: money)? down\b|\b(?:no|zero|0%?|without an?) down payment\b|\b100% financ\w*/;

/** "MIP on the total loan", "annual premium is on the full loan amount": the yearly MIP's base said. */
const MIP_ON_TOTAL =
  /\b(?:mip|premium|mortgage insurance)\b(?:[^.?!,;]|\.(?=\d)){0,40}\b(?:on|of|against) (?:the )?(?:total|full|whole|financed|final|new) loan\b/;

/** The words of a number's own clause before it, and a few after it. */
const near = (text: string, t: NumberToken) =>
  `${
    text
      .slice(0, t.start)
      .split(/[.;,]\s/)
      .pop() ?? ''
  } ${text.slice(t.end, t.end + 25).split(/[.;,]\s/)[0]}`;

const programPayment: Reader = ({ text, tokens }) => {
  const fha = FHA.test(text);
  if (!fha && !VA.test(text)) return null;
  if (
    !/\b(?:payment|monthly|a month|per month|piti|p\s?&\s?i|principal (?:and|&) interest|cost|loan amount|total loan|mip)\b/.test(
      text,
    )
  )
    return null;
  const prices = money(tokens).filter((t) => t.value >= 20000 && !t.period);
  if (prices.length !== 1) return null;
  const price = prices[0]!.value;
  const rates = percents(tokens);
  const down =
    rates.find((t) => /\bdown\b/.test(near(text, t))) ??
    (ZERO_DOWN.test(text) ? { value: 0 } : undefined) ??
    // "with the minimum down": the program's own minimum (FHA 3.5%, VA nothing), said so in the inputs.
    (/\b(?:min(?:imum)?|lowest|least)(?: required)? down\b/.test(text)
      ? { value: fha ? 0.035 : 0 }
      : undefined);
  // On a VA loan the one fee is the funding fee: "3.3% fee rolled in", "a 2.15% fee, financed".
  // The premium's name right beside it first ("ufmip 1.75%", "1.75% upfront"), then anywhere in its
  // clause: a list with no commas ("30 years 6.25 percent ufmip 1.75%") puts a name near the rate too.
  const FEE_NAME = /\b(?:funding fee|ff|upfront|ufmip)\b/;
  const fee =
    rates.find((t) =>
      /\b(?:funding fee|ff|upfront(?: mip| premium)?|ufmip)(?:\s+(?:of|is|at|=|:))?\s*$/.test(
        text.slice(Math.max(0, t.start - 24), t.start),
      ),
    ) ??
    rates.find((t) =>
      /^\s*(?:%\s*)?(?:funding fee|ff|upfront|ufmip)\b/.test(text.slice(t.end, t.end + 16)),
    ) ??
    rates.find(
      (t) =>
        FEE_NAME.test(near(text, t)) ||
        (!fha && /^\s*(?:%\s*)?(?:va\s+)?fee\b/.test(text.slice(t.end, t.end + 12))),
    );
  // "annual MIP 0.55%": the yearly premium as the user was quoted it.
  const quotedMip = fha
    ? rates.find(
        (t) => t !== fee && t.value < 0.02 && /\b(?:mip|mortgage insurance|mi)\b/.test(near(text, t)),
      )
    : undefined;
  const others = rates.filter((t) => t !== down && t !== fee && t !== quotedMip);
  const rate = others.find((t) => t.value > 0.01 && t.value < 0.15);
  // Without a rate, a question about the loan amount and the premium is still answered (no P&I).
  const amountsOnly =
    !rate && others.length === 0 && /\b(?:loan amount|total loan|mip|funding fee|premium)\b/.test(text);
  if (!down || (!amountsOnly && (!rate || others.length !== 1))) return null;
  const terms = tokens.filter((t) => t.kind === 'years' || t.kind === 'months');
  if (terms.length > 1) return null;
  const years = terms[0] ? yearsOf(terms[0]) : 30;
  // Taxes, insurance and HOA as stated; taxes and insurance estimated from the price when not.
  // Each amount is what the nearest label before it in its clause names ("taxes of 4,200/yr and
  // insurance 1,300/yr"), or, with none before, the label right after it ("4,200 in taxes").
  const labelOf = (t: NumberToken): string | undefined => {
    const before = [
      ...(
        text
          .slice(0, t.start)
          .split(/[.;,]\s/)
          .pop() ?? ''
      ).matchAll(ESCROW_LABEL),
    ].at(-1);
    return (before ?? ESCROW_LABEL_AFTER.exec(text.slice(t.end, t.end + 20)))?.[1]
      ?.replace(/es$/, '')
      .replace(/^dues$/, 'hoa');
  };
  const amounts = money(tokens).filter((t) => t !== prices[0]);
  const tax = amounts.find((t) => labelOf(t) === 'tax');
  const insurance = amounts.find((t) => labelOf(t) === 'insurance');
  const hoa = amounts.find((t) => labelOf(t) === 'hoa');
  // Every amount placed ("$0 down" is the down payment said in dollars: nothing).
  if (
    money(tokens).some(
      (t) =>
        t !== prices[0] && t !== tax && t !== insurance && t !== hoa && !(t.value === 0 && down.value === 0),
    )
  )
    return null;
  const base = price * (1 - down.value);
  const ltv = base / price;
  const upfront = fee
    ? fee.value
    : fha
      ? 0.0175
      : down.value < 0.05
        ? 0.0215
        : down.value < 0.1
          ? 0.015
          : 0.0125;
  const loan = base * (1 + upfront);
  const annualMip = !fha
    ? 0
    : (quotedMip?.value ?? (years > 15 ? (ltv > 0.95 ? 0.0055 : 0.005) : ltv > 0.9 ? 0.004 : 0.0015));
  if (!rate)
    return amountAndPremium(fha, price, down.value, base, upfront, loan, annualMip, quotedMip !== undefined);
  const pi = monthlyPayment(loan, rate.value, years);
  // The yearly MIP is on the base loan unless the user says it is on the loan with the premium in it.
  const mipOnTotal = fha && MIP_ON_TOTAL.test(text);
  const mipBase = mipOnTotal ? loan : base;
  const mip = (mipBase * annualMip) / 12;
  const monthlyTax = tax ? yearly(tax) / 12 : (price * DEFAULTS.propertyTaxRate) / 12;
  const monthlyInsurance = insurance ? yearly(insurance) / 12 : (price * DEFAULTS.insuranceRate) / 12;
  const monthlyHoa = hoa ? (hoa.period === 'yearly' ? hoa.value / 12 : hoa.value) : 0;
  const total = pi + mip + monthlyTax + monthlyInsurance + monthlyHoa;
  const program = fha ? 'FHA' : 'VA';
  const assumed = [
    ...(tax ? [] : [`property tax ${formatPercent(DEFAULTS.propertyTaxRate)} of the price a year`]),
    ...(insurance ? [] : [`insurance ${formatPercent(DEFAULTS.insuranceRate)} of the price a year`]),
    ...(terms[0] ? [] : ['a 30-year term']),
  ];
  return {
    title: `${program} loan: monthly payment`,
    inputs: [
      `Price: ${formatMoney(price)}, ${formatPercent(down.value, 1)} down: base loan ${formatMoney(base)}`,
      `${fha ? 'Upfront mortgage insurance premium' : 'VA funding fee'}: ${formatPercent(upfront)} = ${formatMoney(base * upfront)}, financed: loan ${formatMoney(loan)}`,
      `Rate: ${formatPercent(rate.value, 3)} over ${years} years`,
      ...(assumed.length ? [`Assumed: ${assumed.join(', ')}`] : []),
    ],
    results: [
      `Principal and interest: ${formatMoney(pi)}`,
      ...(fha
        ? [
            `Mortgage insurance (MIP): ${formatMoney(mip)} a month (${formatPercent(annualMip)} of the ${mipOnTotal ? 'total' : 'base'} loan a year, ${down.value < 0.1 ? 'for the life of the loan under 10% down; refinancing is the usual way out' : 'for 11 years with 10% or more down'})`,
            `Principal and interest + MIP: **${formatMoney(pi + mip)}** a month`,
          ]
        : ['No monthly mortgage insurance on a VA loan']),
      `Property tax: ${formatMoney(monthlyTax)}; insurance: ${formatMoney(monthlyInsurance)}${monthlyHoa ? `; HOA: ${formatMoney(monthlyHoa)}` : ''}`,
      `Total monthly payment: **${formatMoney(total)}**`,
    ],
    method: `${program} pricing: the ${fha ? 'upfront premium' : 'funding fee'} is added to the loan; P&I on that loan${fha ? ` + yearly MIP on the ${mipOnTotal ? 'total' : 'base'} loan ÷ 12` : ''} + taxes, insurance and HOA. Check the current rules with your lender: ${fha ? 'premiums change' : 'the fee differs after a first use and is waived with a service-connected disability'}`,
  };
};

/** An FHA or VA loan's amount and monthly premium, for a question that gives no interest rate. */
function amountAndPremium(
  fha: boolean,
  price: number,
  down: number,
  base: number,
  upfront: number,
  loan: number,
  /** The yearly MIP (0 for VA) and whether the user quoted it. */
  annualMip: number,
  quoted: boolean,
): QuickAnswer {
  return {
    title: `${fha ? 'FHA' : 'VA'} loan: amount${fha ? ' and MIP' : ''}`,
    inputs: [
      `Price: ${formatMoney(price)}, ${formatPercent(down, 1)} down: base loan ${formatMoney(base)}`,
      `${fha ? 'Upfront mortgage insurance premium' : 'VA funding fee'}: ${formatPercent(upfront)} = ${formatMoney(base * upfront)}, financed`,
      ...(fha
        ? [`Yearly MIP: ${formatPercent(annualMip)} of the base loan${quoted ? '' : ' (the usual rate)'}`]
        : []),
    ],
    results: [
      `Total loan amount: **${formatMoney(loan)}**`,
      ...(fha
        ? [`Monthly MIP: **${formatMoney((base * annualMip) / 12)}**`]
        : ['No monthly mortgage insurance on a VA loan']),
      'Give the interest rate and I can add the principal and interest',
    ],
    method: `Base loan × (1 + the ${fha ? 'upfront premium' : 'funding fee'})${fha ? '; MIP = base loan × yearly rate ÷ 12' : ''}`,
  };
}

export const LOAN_PROGRAM_READERS: readonly Reader[] = [programPayment];
