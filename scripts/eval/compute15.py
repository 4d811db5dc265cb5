#!/usr/bin/env python3
"""Expected figures for scripts/eval/blind-questions-15.ts, computed independently.

Written by a blind author who never read the assistant's code, tests or other eval sets.
Standard library only. Run: python3 scripts/eval/compute15.py

Conventions (each question also states whatever it depends on):
- Mortgage payments: fixed-rate, monthly amortisation, monthly rate = annual rate / 12,
  payment = P * r / (1 - (1 + r) ** -n). P&I only unless taxes/insurance/PMI are named.
- Remaining balance after k payments: B = P * (1+r)**k - pmt * ((1+r)**k - 1) / r, using the
  unrounded payment.
- Total interest = payment * n - principal (unrounded payment).
- NOI = effective gross income - operating expenses; it excludes debt service, depreciation
  and income tax. Effective gross = gross potential rent - vacancy.
- Cap rate = NOI / price (or value). Value = NOI / cap rate.
- Cash flow = NOI - debt service (pre-tax). Cash-on-cash = annual pre-tax cash flow / total
  cash invested (down payment + closing + rehab paid in cash, as the question lists).
- DSCR = NOI / annual debt service. Debt yield = NOI / loan amount.
- GRM = price / annual gross rent.
- 1% rule: monthly rent >= 1% of price. 50% rule: operating expenses = 50% of gross rent,
  cash flow = 50% of gross rent - P&I. 70% rule: max offer = 70% x ARV - repairs.
- Break-even occupancy = (operating expenses + debt service) / gross potential income.
- CAGR = (end / start) ** (1 / years) - 1.
- Months of inventory = active listings / monthly sales. Absorption rate = sales in the
  period / listings available.
- List-to-sale ratio = sale price / list price.
- Property tax: mills are dollars per $1,000 of assessed value; "per $100" rates likewise.
- Breakeven months for points / refinance = upfront cost / monthly saving, unrounded (the .ts
  expects the unrounded value; the scorer's 1% tolerance accepts a sensible rounding).
- Payoff with extra principal: months n = -ln(1 - r*P/A) / ln(1 + r), rounded up to whole payments.
- Percentage rent natural breakpoint = base rent / percentage. Expense stop pass-through =
  (current opex psf - base-year opex psf) x leased sf. FAR floor area = lot sf x FAR.
- Home-sale gain = sale price - selling costs - (purchase price + improvements).
- Money is printed to the cent, percentages to two decimals, ratios to two or four decimals.
"""

from math import ceil, log


def pmt(principal, annual_rate_pct, months):
    r = annual_rate_pct / 100 / 12
    if r == 0:
        return principal / months
    return principal * r / (1 - (1 + r) ** -months)


def balance(principal, annual_rate_pct, months, paid):
    r = annual_rate_pct / 100 / 12
    p = pmt(principal, annual_rate_pct, months)
    g = (1 + r) ** paid
    return principal * g - p * (g - 1) / r


def pv(payment, annual_rate_pct, months):
    r = annual_rate_pct / 100 / 12
    return payment * (1 - (1 + r) ** -months) / r


def money(x):
    return f"${x:,.2f}"


def pct(x):
    return f"{x * 100:.2f}%"


def out(label, **values):
    parts = []
    for k, v in values.items():
        parts.append(f"{k}={v}")
    print(f"{label}: " + "; ".join(parts))



# ---------------------------------------------------------------- financing
# F01 PITI + PMI: price 535k, 15% down, 6 7/8 %, 30yr, tax 7200/yr, ins 1650/yr, PMI 0.55%/yr of loan
loan = 535_000 * 0.85
pi = pmt(loan, 6.875, 360)
pmi = loan * 0.0055 / 12
total = pi + 7200 / 12 + 1650 / 12 + pmi
out("F01", loan=money(loan), pi=money(pi), pmi=money(pmi), piti_pmi=money(total))

# F02 DTI: incomes 96k + 58k a year; debts 489 + 310 + 75; housing 2,840
gm = (96_000 + 58_000) / 12
out("F02", gross_monthly=money(gm), front=pct(2840 / gm), back=pct((2840 + 489 + 310 + 75) / gm))

# F03 affordability: 43% of 7,500 minus 650 debts; T/I/HOA 600; 6.5% 30yr
housing = 0.43 * 7500 - 650
loan = pv(housing - 600, 6.5, 360)
out("F03", max_housing=money(housing), pi_budget=money(housing - 600), max_loan=money(loan))

# F04 points: 380k loan, 6.75% no points vs 6.375% with 1.5 points, 30yr
cost = 380_000 * 0.015
save = pmt(380_000, 6.75, 360) - pmt(380_000, 6.375, 360)
out("F04", points_cost=money(cost), monthly_saving=money(save), months=f"{cost / save:.2f}",
    months_up=ceil(cost / save))

# F05 balance: 300k 4.5% 30yr after 60 payments
out("F05", pi=money(pmt(300_000, 4.5, 360)), balance=money(balance(300_000, 4.5, 360, 60)))

# F06 refinance: balance 287,400 at 7.25% with 324 payments left (the question states the resulting
# current P&I, 2,023.85, checked here) -> new 30yr 6.1%, costs 6,800 paid in cash
old = pmt(287_400, 7.25, 324)
new = pmt(287_400, 6.1, 360)
out("F06", old=money(old), new=money(new), saving=money(old - new), months=f"{6800 / (old - new):.2f}",
    months_up=ceil(6800 / (old - new)))

# F07 PMI: value 335k, loan 318,250, PMI 0.38%/yr; auto-cancel at 78% of original value
out("F07", pmi=money(318_250 * 0.0038 / 12), cancel_balance=money(0.78 * 335_000))

# F08 extra principal: 400k 6% 30yr + 200/mo extra, months to pay off (rounded up)
base_p = pmt(400_000, 6, 360)
a = base_p + 200
r = 0.06 / 12
n = -log(1 - r * 400_000 / a) / log(1 + r)
out("F08", pi=money(base_p), months=f"{n:.2f}", months_up=ceil(n), saved_months=360 - ceil(n))

# F09 5/1 ARM: 350k 5.25% 30yr amortisation; after 60 payments reset to 7.5% for 300 months
p1 = pmt(350_000, 5.25, 360)
b60 = balance(350_000, 5.25, 360, 60)
out("F09", initial=money(p1), bal60=money(b60), new=money(pmt(b60, 7.5, 300)))

# F10 cash to close: 449k, 10% down, closing 3% of price, seller credit 5k, EMD 10k
out("F10", cash=money(449_000 * 0.10 + 449_000 * 0.03 - 5_000 - 10_000))

# F11 per diem interest: 400k at 6.5%, 365-day year, closing March 19 through March 31 inclusive
d = 31 - 19 + 1
out("F11", per_diem=money(400_000 * 0.065 / 365), days=d, prepaid=money(400_000 * 0.065 / 365 * d))


# ---------------------------------------------------------------- investment
# F12 8 units x 1,150, vacancy 6%, opex 38% of EGI, price 1.2M
gpr = 8 * 1150 * 12
egi = gpr * 0.94
noi = egi * 0.62
out("F12", gpr=money(gpr), egi=money(egi), noi=money(noi), cap=pct(noi / 1_200_000))

# F13 duplex 360k, 25% down, closing 9k, rehab 6k; 7% 30yr; rents 1600+1550; tax 5400, ins 1800;
# maintenance 8% and management 9% of rent; full occupancy
rent = 1600 + 1550
loan = 360_000 * 0.75
debt = pmt(loan, 7, 360)
opex_m = 5400 / 12 + 1800 / 12 + 0.08 * rent + 0.09 * rent
cf = rent - opex_m - debt
cash_in = 90_000 + 9_000 + 6_000
out("F13", pi=money(debt), opex_m=money(opex_m), noi_annual=money((rent - opex_m) * 12), cf_m=money(cf),
    cf_annual=money(cf * 12), coc=pct(cf * 12 / cash_in), cash_in=money(cash_in))

# F14 DSCR: NOI 142,500; loan 1.65M 6.4% 25yr
ds = pmt(1_650_000, 6.4, 300) * 12
out("F14", monthly=money(ds / 12), annual_ds=money(ds), dscr=f"{142_500 / ds:.4f}")

# F15 GRM: 640k, rents 1250 1250 1325 1400
ar = (1250 + 1250 + 1325 + 1400) * 12
out("F15", annual_rent=money(ar), grm=f"{640_000 / ar:.4f}")

# F16 1% rule: 215k, rent 1,850
out("F16", needed=money(215_000 * 0.01), ratio=pct(1850 / 215_000), shortfall=money(2150 - 1850))

# F17 50% rule: triplex gross 4,200/mo, P&I 1,780
out("F17", cf_m=money(4200 * 0.5 - 1780), cf_y=money((4200 * 0.5 - 1780) * 12))

# F18 70% rule: ARV 285k, rehab 42k
out("F18", mao=money(0.7 * 285_000 - 42_000))

# F19 BRRRR: 140k + 38k + 7k cash; appraisal 240k; 75% LTV; refi costs 4,500 from proceeds
all_in = 140_000 + 38_000 + 7_000
new_loan = 240_000 * 0.75
net = new_loan - 4_500
out("F19", all_in=money(all_in), new_loan=money(new_loan), cash_back=money(net), left_in=money(all_in - net))

# F20 flip: buy 210k, buy closing 4k, rehab 55k, holding 6 x 1,900, sell 340k, selling costs 8%
profit = 340_000 - 0.08 * 340_000 - 210_000 - 4_000 - 55_000 - 6 * 1_900
out("F20", profit=money(profit), costs_total=money(210_000 + 4_000 + 55_000 + 11_400 + 27_200))

# F21 capital gains exclusion: basis 310k + 90k improvements, sale 905k, selling costs 48k, 250k exclusion
gain = 905_000 - 48_000 - (310_000 + 90_000)
out("F21", gain=money(gain), taxable=money(gain - 250_000))

# F22 rent proration: 1,950, move in Sept 18 (30-day month, move-in day counts)
days = 30 - 18 + 1
out("F22", days=days, prorated=money(1950 * days / 30))


# ---------------------------------------------------------------- commercial
# F23 NNN: 3,400 sf x (24 base + 7.85 NNN) psf/yr
out("F23", annual=money(3400 * (24 + 7.85)), monthly=money(3400 * (24 + 7.85) / 12),
    base_monthly=money(3400 * 24 / 12))

# F24 percentage rent: base 60k, 6% over natural breakpoint, sales 1.45M
bp = 60_000 / 0.06
out("F24", breakpoint=money(bp), overage=money(0.06 * (1_450_000 - bp)), total=money(60_000 + 0.06 * (1_450_000 - bp)))

# F25 escalations: 5,200 sf, $31.50 yr1, 3%/yr, 5 years
y5 = 31.5 * 1.03 ** 4
tot = sum(31.5 * 1.03 ** k * 5200 for k in range(5))
out("F25", y5_psf=f"{y5:.4f}", y5_annual=money(y5 * 5200), total=money(tot))

# F26 CAM: 4,200 of 36,000 sf; CAM 216k; 10% admin fee on CAM
share = 4200 / 36_000
out("F26", share=pct(share), cam=money(216_000 * share), with_admin=money(216_000 * share * 1.10),
    monthly=money(216_000 * share * 1.10 / 12))

# F27 max loan: NOI 920k, DSCR 1.25, 6.8%, 25yr amortisation; debt yield on an 11.5M loan
max_ds = 920_000 / 1.25
out("F27", max_ds=money(max_ds), max_loan=money(pv(max_ds / 12, 6.8, 300)), debt_yield=pct(920_000 / 11_500_000))

# F28 TI: $45/sf x 6,000 sf amortised 7 yrs at 8% monthly
out("F28", ti=money(45 * 6000), monthly=money(pmt(45 * 6000, 8, 84)), psf_yr=f"{pmt(45 * 6000, 8, 84) * 12 / 6000:.4f}")

# F29 value from NOI 385k at 6.75% cap; 24 units
v = 385_000 / 0.0675
out("F29", value=money(v), per_unit=money(v / 24))

# F30 expense stop: base 11.20 psf, current 12.85 psf, 7,500 sf
out("F30", passthrough=money((12.85 - 11.20) * 7500), monthly=money((12.85 - 11.20) * 7500 / 12))

# F31 FAR + parking: lot 12,500 sf, FAR 2.5; 4 spaces per 1,000 sf
out("F31", max_gfa=f"{12_500 * 2.5:.0f}", spaces=f"{12_500 * 2.5 / 1000 * 4:.0f}")


# ---------------------------------------------------------------- market
# F32 CAGR 187,500 (2011) -> 412,000 (2024), 13 years
out("F32", cagr=pct((412_000 / 187_500) ** (1 / 13) - 1), total=pct(412_000 / 187_500 - 1))

# F33 months of inventory: 342 active; 855 sold over 6 months
out("F33", monthly_sales=f"{855 / 6:.2f}", moi=f"{342 / (855 / 6):.4f}")

# F34 absorption: 46 sold of 230 listings in 30 days
out("F34", absorption=pct(46 / 230), months_supply=f"{230 / 46:.2f}")

# F35 list-to-sale
out("F35", ratio=pct(512_000 / 499_900), over=money(512_000 - 499_900))

# F36 YoY median 318,500 -> 341,200; DOM 21 -> 34
out("F36", yoy=pct(341_200 / 318_500 - 1), dom_change=pct(34 / 21 - 1))

# F37 price-to-rent: 480k vs 2,300/mo
out("F37", ptr=f"{480_000 / (2300 * 12):.4f}")

# F38 sale-to-list average over 4 sales
pairs = [(425_000, 439_900), (512_500, 499_000), (389_000, 399_000), (610_000, 600_000)]
ratios = [s / l for s, l in pairs]
out("F38", ratios=", ".join(pct(x) for x in ratios), avg=pct(sum(ratios) / 4),
    aggregate=pct(sum(s for s, _ in pairs) / sum(l for _, l in pairs)))


# ---------------------------------------------------------------- property
# F39 price per sf: mine 1,860 sf at 579k; comp 2,040 sf at 612k
out("F39", mine=money(579_000 / 1860), comp=money(612_000 / 2040), implied=money(612_000 / 2040 * 1860))

# F40 mill rate: assessed 285k, 23.7 mills
out("F40", tax=money(285_000 * 23.7 / 1000), monthly=money(285_000 * 23.7 / 1000 / 12))

# F41 assessment ratio 40%, exemption 25k, $2.15 per $100
av = 410_000 * 0.40 - 25_000
out("F41", taxable=money(av), tax=money(av * 2.15 / 100))

# F42 flooring: 14'6" x 12'3", 10% waste, $4.29 psf
area = 14.5 * 12.25
out("F42", area=f"{area:.4f}", with_waste=f"{area * 1.1:.4f}", cost=money(area * 1.1 * 4.29))

# F43 commission: 725k, 5.5% total split evenly, agent keeps 70%
side = 725_000 * 0.055 / 2
out("F43", side=money(side), agent=money(side * 0.7), broker=money(side * 0.3))

# F44 seller net: 640k, owe 402,318, 5% commission, title/escrow 1.1%, transfer $2/1000, credit 3,500
net = 640_000 - 0.05 * 640_000 - 0.011 * 640_000 - 2 * 640 - 3_500 - 402_318
out("F44", costs=money(640_000 * 0.05 + 640_000 * 0.011 + 1280 + 3500), net=money(net))

# F45 HOA special assessment 1.8M x 0.874%
out("F45", share=money(1_800_000 * 0.00874), monthly_12=money(1_800_000 * 0.00874 / 12))


# ---------------------------------------------------------------- location
# F46 commute: 23 miles each way, 21 days, $0.70/mile
out("F46", monthly=money(23 * 2 * 21 * 0.70), annual=money(23 * 2 * 21 * 0.70 * 12))

# F47 tax comparison: A 465k at 1.9%; B 490k at 1.2%
a, b = 465_000 * 0.019, 490_000 * 0.012
out("F47", a=money(a), b=money(b), diff=money(a - b), diff_m=money((a - b) / 12))

# F48 population CAGR 84,300 (2010) -> 112,900 (2020)
out("F48", cagr=pct((112_900 / 84_300) ** (1 / 10) - 1), total=pct(112_900 / 84_300 - 1))

# ---------------------------------------------------------------- follow-ups
# U01 480k price, 10% down -> 20% down, 6.6% 30yr
out("U01", pi_10=money(pmt(432_000, 6.6, 360)), pi_20=money(pmt(384_000, 6.6, 360)),
    diff=money(pmt(432_000, 6.6, 360) - pmt(384_000, 6.6, 360)))

# U02 275k 30yr 7.1% -> 6%
a, b = pmt(275_000, 7.1, 360), pmt(275_000, 6.0, 360)
out("U02", at71=money(a), at6=money(b), saving=money(a - b))

# U03 12 units x 980, 5% vacancy, expenses 48k; price 1.05M
gpr = 12 * 980 * 12
noi = gpr * 0.95 - 48_000
out("U03", gpr=money(gpr), noi=money(noi), cap=pct(noi / 1_050_000))

# U04 5,000 sf at $22 NNN, 3% bumps: year 3, year 5, total 5 years
y = [22 * 1.03 ** k * 5000 for k in range(5)]
out("U04", y3=money(y[2]), y5=money(y[4]), total=money(sum(y)))

# U05 540 listings; 180 -> 120 sales/month
out("U05", moi180=f"{540 / 180:.2f}", moi120=f"{540 / 120:.2f}")

# U06 312k x 28.4 mills -> 355k x 25.9 mills
a, b = 312_000 * 28.4 / 1000, 355_000 * 25.9 / 1000
out("U06", old=money(a), new=money(b), diff=money(b - a), diff_m=money((b - a) / 12))

# U07 CoC 72k in, 540/mo -> pull 40k out, 310/mo
out("U07", coc1=pct(540 * 12 / 72_000), coc2=pct(310 * 12 / 32_000))

# U08 2,300 P&I 30yr at 6.5% -> 5.75%; price with 5% down
l1, l2 = pv(2300, 6.5, 360), pv(2300, 5.75, 360)
out("U08", loan65=money(l1), price65=money(l1 / 0.95), loan575=money(l2), price575=money(l2 / 0.95))

# U09 A 430k 2.2%, B 455k 1.35%, 10 years
a, b = 430_000 * 0.022, 455_000 * 0.0135
out("U09", a=money(a), b=money(b), diff=money(a - b), ten=money(10 * (a - b)))
