#!/usr/bin/env python3
"""Expected figures for the twelfth blind evaluation set (blind-questions-12.ts, issue 19).

Every figure in blind-questions-12.ts is printed here under the same number (F01, F02, ...).
Standard library only. Run: python3 scripts/eval/compute12.py

Conventions
- Monthly amortisation: r = annual rate / 12, n = years * 12,
  payment = L * r / (1 - (1 + r) ** -n). Balances by the closed form
  B_k = L * (1 + r) ** k - P * ((1 + r) ** k - 1) / r, with P unrounded.
- Total interest = payment * n - principal (payment unrounded).
- Extra principal: month-by-month simulation from the first payment; the final
  (partial) payment counts as one month. Interest saved = total interest of the
  plain schedule minus interest actually paid with the extra.
- PMI / MIP given as an annual % of the loan amount, divided by 12.
- Cap rate = NOI / price. NOI = effective gross income - operating expenses
  (debt service excluded). Vacancy is applied to scheduled rents only.
- Cash-on-cash = annual pre-tax cash flow / cash invested, where cash invested =
  down payment + closing costs + any stated rehab.
- DSCR = NOI / annual debt service. Debt yield = NOI / loan.
- GRM = price / gross annual rent.
- 1% rule: monthly rent / price. 50% rule: NOI = 50% of gross rent.
- 70% rule: max offer = 70% * ARV - repairs.
- BRRRR cash left in = all cash put in (purchase + rehab + closing on both ends)
  - new loan (ARV * refi LTV).
- DTI on gross monthly income. Front-end = housing payment / income;
  back-end = (housing + other monthly debts) / income.
- Months of inventory = active listings / sales per month; absorption rate =
  sales per month / active listings.
- Break-even months = up-front cost / monthly saving (exact value; questions were
  picked so the rounded-up month count is within display rounding).
- Percent change = (new - old) / old. Compound growth = x * (1 + g) ** years.
- Money is rounded to cents, percents to 2 decimals, plain numbers to 2 decimals.
"""

import math

out = []


def money(x):
    return round(x + 0.0, 2)


def pct(x):
    return round(x * 100, 2)


def emit(num, what, value, unit):
    out.append((num, what, value, unit))


def pmt(loan, annual, years):
    r = annual / 12
    n = years * 12
    if r == 0:
        return loan / n
    return loan * r / (1 - (1 + r) ** -n)


def pv(payment, annual, years):
    r = annual / 12
    n = years * 12
    return payment * (1 - (1 + r) ** -n) / r


def balance(loan, annual, years, k):
    r = annual / 12
    p = pmt(loan, annual, years)
    return loan * (1 + r) ** k - p * ((1 + r) ** k - 1) / r


def total_interest(loan, annual, years):
    return pmt(loan, annual, years) * years * 12 - loan


def payoff_with_extra(loan, annual, years, extra):
    r = annual / 12
    p = pmt(loan, annual, years)
    bal = loan
    months = 0
    interest = 0.0
    while bal > 1e-9:
        i = bal * r
        interest += i
        pay = p + extra
        if pay >= bal + i:
            pay = bal + i
        bal = bal + i - pay
        months += 1
    return months, interest


def check_months(num, v):
    """Warn when a whole-month answer (rounded or rounded up) would miss display rounding."""
    tol = max(0.011, abs(v) * 0.01)
    for cand in (math.ceil(v), round(v)):
        if abs(cand - v) > tol:
            print(f"  WARNING F{num:02d}: {cand} months is off {v:.3f} by more than {tol:.3f}")


# ---------------------------------------------------------------- financing

# F01 P&I: 505k price, 80k down, 6 3/8 %, 30 yr
f01 = pmt(505_000 - 80_000, 0.06375, 30)
emit(1, "P&I, 425,000 loan at 6.375% 30 yr", money(f01), "$")

# F02 follow-up: 20% down on 505k -> 404,000 loan
f02 = pmt(505_000 * 0.8, 0.06375, 30)
emit(2, "P&I, 404,000 loan at 6.375% 30 yr", money(f02), "$")

# F03 P&I: 310k loan at 7.25% 15 yr
f03 = pmt(310_000, 0.0725, 15)
emit(3, "P&I, 310,000 at 7.25% 15 yr", money(f03), "$")

# F04 follow-up: same at 30 yr
f04 = pmt(310_000, 0.0725, 30)
emit(4, "P&I, 310,000 at 7.25% 30 yr", money(f04), "$")

# F05 PITI: price 389,900, 5% down, 6.875% 30 yr, tax 5,400/yr, ins 1,680/yr,
# PMI 0.55%/yr of loan, HOA 45/mo
loan05 = 389_900 * 0.95
pi05 = pmt(loan05, 0.06875, 30)
pmi05 = loan05 * 0.0055 / 12
tot05 = pi05 + 5_400 / 12 + 1_680 / 12 + pmi05 + 45
emit(5, "P&I on 370,405 at 6.875% 30 yr", money(pi05), "$")
emit(5, "total monthly PITI + PMI + HOA", money(tot05), "$")

# F06 follow-up: 20% down, no PMI
loan06 = 389_900 * 0.80
pi06 = pmt(loan06, 0.06875, 30)
tot06 = pi06 + 5_400 / 12 + 1_680 / 12 + 45
emit(6, "P&I on 311,920 at 6.875% 30 yr", money(pi06), "$")
emit(6, "total monthly with 20% down, no PMI", money(tot06), "$")

# F07 DTI: salary 112,800/yr -> 9,400/mo; housing 2,640; car 410; student 285; card 95
inc07 = 112_800 / 12
emit(7, "front-end DTI", pct(2_640 / inc07), "%")
emit(7, "back-end DTI", pct((2_640 + 410 + 285 + 95) / inc07), "%")

# F08 follow-up: car paid off
emit(8, "back-end DTI without the car", pct((2_640 + 285 + 95) / inc07), "%")

# F09 refinance: current P&I 2,140; new 287,400 at 6.125% 30 yr; closing 5,510
pi09 = pmt(287_400, 0.06125, 30)
sav09 = 2_140 - pi09
be09 = 5_510 / sav09
emit(9, "new P&I, 287,400 at 6.125% 30 yr", money(pi09), "$")
emit(9, "monthly saving", money(sav09), "$")
emit(9, "break-even months", round(be09, 2), "n")
check_months(9, be09)

# F10 follow-up: refinance into 20 yr instead (same rate)
pi10 = pmt(287_400, 0.06125, 20)
emit(10, "new P&I, 287,400 at 6.125% 20 yr", money(pi10), "$")

# F11 total interest: 360k at 6.5% 30 yr
emit(11, "total interest, 360,000 at 6.5% 30 yr", money(total_interest(360_000, 0.065, 30)), "$")

# F12 follow-up: 15 yr at 5.875%
emit(12, "total interest, 360,000 at 5.875% 15 yr", money(total_interest(360_000, 0.05875, 15)), "$")

# F13 extra principal: 300k at 6.75% 30 yr, extra 250/mo from month one
m13, int13 = payoff_with_extra(300_000, 0.0675, 30, 250)
saved13 = total_interest(300_000, 0.0675, 30) - int13
emit(13, "months to pay off with 250 extra", m13, "n")
emit(13, "interest saved with 250 extra", money(saved13), "$")

# F14 follow-up: 500 extra
m14, int14 = payoff_with_extra(300_000, 0.0675, 30, 500)
saved14 = total_interest(300_000, 0.0675, 30) - int14
emit(14, "months to pay off with 500 extra", m14, "n")
emit(14, "interest saved with 500 extra", money(saved14), "$")

# F15 ARM: 5/1 on 400k at 5.25% 30 yr amortisation; resets to 7.75% after 60 payments
pi15 = pmt(400_000, 0.0525, 30)
bal15 = balance(400_000, 0.0525, 30, 60)
new15 = pmt(bal15, 0.0775, 25)
emit(15, "initial P&I at 5.25%", money(pi15), "$")
emit(15, "P&I after reset to 7.75% on remaining 25 yr", money(new15), "$")

# F16 points: 350k loan, 2 points, 6.875% -> 6.375% 30 yr
cost16 = 350_000 * 0.02
sav16 = pmt(350_000, 0.06875, 30) - pmt(350_000, 0.06375, 30)
be16 = cost16 / sav16
emit(16, "cost of 2 points", money(cost16), "$")
emit(16, "monthly saving", money(sav16), "$")
emit(16, "break-even months", round(be16, 2), "n")
check_months(16, be16)

# F17 FHA: price 315,000, 3.5% down, UFMIP 1.75% financed, 6.25% 30 yr
base17 = 315_000 * 0.965
ufmip17 = base17 * 0.0175
loan17 = base17 + ufmip17
emit(17, "total FHA loan with UFMIP", money(loan17), "$")
emit(17, "P&I at 6.25% 30 yr", money(pmt(loan17, 0.0625, 30)), "$")

# F18 follow-up: rate 6.5%
emit(18, "FHA P&I at 6.5% 30 yr", money(pmt(loan17, 0.065, 30)), "$")

# F19 HELOC: worth 640k, first 372k, 85% CLTV
emit(19, "current LTV", pct(372_000 / 640_000), "%")
emit(19, "max HELOC at 85% CLTV", money(640_000 * 0.85 - 372_000), "$")

# F20 follow-up: appraisal 590k
emit(20, "max HELOC at 85% CLTV on 590k", money(590_000 * 0.85 - 372_000), "$")

# F21 follow-up 2: interest-only draw of 80k at 8.75%
emit(21, "interest-only payment on 80k at 8.75%", money(80_000 * 0.0875 / 12), "$")

# F22 rent vs buy: price 420k, 10% down, 6.75% 30 yr, tax 1.1%/yr of price, ins 150, PMI 140; rent 2,450
pi22 = pmt(420_000 * 0.9, 0.0675, 30)
own22 = pi22 + 420_000 * 0.011 / 12 + 150 + 140
emit(22, "monthly cost of owning", money(own22), "$")
emit(22, "owning minus renting per month", money(own22 - 2_450), "$")

# F23 affordability: income 11,000/mo, debts 600, 43% back-end cap, tax 420, ins 130,
# 6.5% 30 yr, 60k down
pi23 = 11_000 * 0.43 - 600 - 420 - 130
loan23 = pv(pi23, 0.065, 30)
emit(23, "max P&I", money(pi23), "$")
emit(23, "max loan", money(loan23), "$")
emit(23, "max price with 60k down", money(loan23 + 60_000), "$")

# F24 balance after 7 years: 450k at 6.25% 30 yr
bal24 = balance(450_000, 0.0625, 30, 84)
emit(24, "balance after 84 payments", money(bal24), "$")

# F25 follow-up: interest paid over those 84 payments
int25 = pmt(450_000, 0.0625, 30) * 84 - (450_000 - bal24)
emit(25, "interest paid in first 84 payments", money(int25), "$")

# F26 2-1 buydown cost: 400k at 7% note, year 1 at 5%, year 2 at 6%
p7 = pmt(400_000, 0.07, 30)
cost26 = 12 * (p7 - pmt(400_000, 0.05, 30)) + 12 * (p7 - pmt(400_000, 0.06, 30))
emit(26, "year-1 payment at 5%", money(pmt(400_000, 0.05, 30)), "$")
emit(26, "2-1 buydown cost", money(cost26), "$")

# F27 cash to close: price 338k, 10% down, closing 2.5% of price, EMD 5k paid, seller credit 4k
emit(27, "cash to close", money(338_000 * 0.10 + 338_000 * 0.025 - 5_000 - 4_000), "$")

# ---------------------------------------------------------------- investment

# F28 duplex: price 465k, rents 1,950 + 1,875, vacancy 5%, tax 6,200, ins 2,100,
# maintenance 8% of gross scheduled rent, self-managed
gpr28 = (1_950 + 1_875) * 12
noi28 = gpr28 * 0.95 - 6_200 - 2_100 - gpr28 * 0.08
emit(28, "NOI", money(noi28), "$")
emit(28, "cap rate", pct(noi28 / 465_000), "%")

# F29 follow-up: rents 2,000 each
gpr29 = 4_000 * 12
noi29 = gpr29 * 0.95 - 6_200 - 2_100 - gpr29 * 0.08
emit(29, "NOI at 2k each", money(noi29), "$")
emit(29, "cap rate at 2k each", pct(noi29 / 465_000), "%")

# F30 follow-up 2: rents 2,000 each, vacancy 8%
noi30 = gpr29 * 0.92 - 6_200 - 2_100 - gpr29 * 0.08
emit(30, "NOI at 2k each, 8% vacancy", money(noi30), "$")
emit(30, "cap rate at 2k each, 8% vacancy", pct(noi30 / 465_000), "%")

# F31 SFR: price 285k, 25% down, 7.125% 30 yr, closing 3% of price, rehab 12k,
# rent 2,350, expenses 35% of rent, no vacancy
pi31 = pmt(285_000 * 0.75, 0.07125, 30)
cf31 = 2_350 * 0.65 - pi31
cash31 = 285_000 * 0.25 + 285_000 * 0.03 + 12_000
emit(31, "P&I", money(pi31), "$")
emit(31, "monthly cash flow", money(cf31), "$")
emit(31, "cash-on-cash", pct(cf31 * 12 / cash31), "%")

# F32 follow-up: 30% down
pi32 = pmt(285_000 * 0.70, 0.07125, 30)
cf32 = 2_350 * 0.65 - pi32
cash32 = 285_000 * 0.30 + 285_000 * 0.03 + 12_000
emit(32, "monthly cash flow at 30% down", money(cf32), "$")
emit(32, "cash-on-cash at 30% down", pct(cf32 * 12 / cash32), "%")

# F33 DSCR: NOI 58,400; loan 640k at 6.9% 30 yr
ds33 = pmt(640_000, 0.069, 30) * 12
emit(33, "annual debt service", money(ds33), "$")
emit(33, "DSCR", round(58_400 / ds33, 2), "n")

# F34 GRM: price 1.26M, 4 units at 2,650
emit(34, "GRM", round(1_260_000 / (4 * 2_650 * 12), 2), "n")

# F35 1% rule: price 239k, rent 1,900
emit(35, "rent / price", pct(1_900 / 239_000), "%")
emit(35, "rent needed for 1%", money(239_000 * 0.01), "$")

# F36 50% rule fourplex: 4 x 1,150; loan 380k at 7% 30 yr
pi36 = pmt(380_000, 0.07, 30)
emit(36, "P&I", money(pi36), "$")
emit(36, "monthly cash flow under 50% rule", money(4 * 1_150 * 0.5 - pi36), "$")

# F37 flip: buy 182k, rehab 64k, holding 9,500, buy closing 4,200, ARV 335k, selling 8% of ARV
cost37 = 182_000 + 64_000 + 9_500 + 4_200
profit37 = 335_000 * 0.92 - cost37
emit(37, "flip profit", money(profit37), "$")
emit(37, "ROI on cash put in", pct(profit37 / cost37), "%")

# F38 70% rule: ARV 410k, repairs 72k
emit(38, "70% rule max offer", money(0.7 * 410_000 - 72_000), "$")

# F39 follow-up: repairs 95k
emit(39, "70% rule max offer, 95k repairs", money(0.7 * 410_000 - 95_000), "$")

# F40 BRRRR: buy 140k cash, rehab 45k, closing 3,500, ARV 245k, refi 75% LTV, refi closing 4,800
in40 = 140_000 + 45_000 + 3_500 + 4_800
emit(40, "refi loan", money(245_000 * 0.75), "$")
emit(40, "cash left in", money(in40 - 245_000 * 0.75), "$")

# F41 follow-up: appraisal 230k
emit(41, "refi loan at 230k", money(230_000 * 0.75), "$")
emit(41, "cash left in at 230k", money(in40 - 230_000 * 0.75), "$")

# F42 appreciation: 318k at 4.5%/yr for 8 yr
emit(42, "value after 8 yr at 4.5%", money(318_000 * 1.045 ** 8), "$")

# F43 rent growth: 1,725 after 5 increases of 3.5%
emit(43, "rent after 5 increases of 3.5%", money(1_725 * 1.035 ** 5), "$")

# F44 12 units, avg 1,340, vacancy 6% on rents, laundry 350/mo, opex 41% of EGI; 6.5% cap
egi44 = 12 * 1_340 * 12 * 0.94 + 350 * 12
noi44 = egi44 * 0.59
emit(44, "NOI", money(noi44), "$")
emit(44, "value at 6.5% cap", money(noi44 / 0.065), "$")

# F45 rental with mgmt: price 615k, rents 5,100/mo, vacancy 5%, mgmt 9% of collected,
# tax 7,800, ins 2,900, repairs 3,000/yr, capex 150/mo
col45 = 5_100 * 12 * 0.95
noi45 = col45 - col45 * 0.09 - 7_800 - 2_900 - 3_000 - 150 * 12
emit(45, "NOI", money(noi45), "$")
emit(45, "cap rate", pct(noi45 / 615_000), "%")

# ---------------------------------------------------------------- commercial

# F46 value: NOI 412,500 at 6.75% cap
emit(46, "value at 6.75% cap", money(412_500 / 0.0675), "$")

# F47 follow-up: 7.25% cap
emit(47, "value at 7.25% cap", money(412_500 / 0.0725), "$")
emit(47, "drop in value", money(412_500 / 0.0675 - 412_500 / 0.0725), "$")

# F48 max loan: NOI 390k, DSCR 1.25, 6.75% 25 yr; value 5.6M at 65% LTV
dscr48 = pv(390_000 / 1.25 / 12, 0.0675, 25)
ltv48 = 5_600_000 * 0.65
emit(48, "DSCR-limited loan", money(dscr48), "$")
emit(48, "LTV-limited loan", money(ltv48), "$")
emit(48, "max loan (lesser)", money(min(dscr48, ltv48)), "$")

# F49 follow-up: DSCR 1.20
dscr49 = pv(390_000 / 1.20 / 12, 0.0675, 25)
emit(49, "DSCR-limited loan at 1.20", money(dscr49), "$")
emit(49, "max loan (lesser) at 1.20", money(min(dscr49, ltv48)), "$")

# F50 debt yield: NOI 1.02M, 9.5% min DY; 70% of 16M
emit(50, "debt-yield loan", money(1_020_000 / 0.095), "$")
emit(50, "LTV loan", money(16_000_000 * 0.70), "$")

# F51 price per sf: 2.35M, 14,200 sf
emit(51, "price per sf", money(2_350_000 / 14_200), "$")

# F52 NNN: 3,800 sf, base 28.50/sf/yr, NNN 7.25/sf/yr
emit(52, "monthly base rent", money(3_800 * 28.50 / 12), "$")
emit(52, "monthly base + NNN", money(3_800 * (28.50 + 7.25) / 12), "$")

# F53 follow-up: 2.40/sf/month quote
emit(53, "annual rate per sf", money(2.40 * 12), "$")
emit(53, "annual base rent on 3,800 sf", money(2.40 * 12 * 3_800), "$")

# F54 office: GPR 880k, vacancy 12%, opex 295k, price 5.2M
noi54 = 880_000 * 0.88 - 295_000
emit(54, "NOI", money(noi54), "$")
emit(54, "cap rate", pct(noi54 / 5_200_000), "%")

# F55 DSCR: NOI 540k, 6.3M at 6.4% 25 yr
ds55 = pmt(6_300_000, 0.064, 25) * 12
emit(55, "annual debt service", money(ds55), "$")
emit(55, "DSCR", round(540_000 / ds55, 2), "n")

# ---------------------------------------------------------------- market

# F56 seller net: 615k, commission 5.5%, transfer tax 1%, payoff 318,450, concessions 9k, title 2,150
def net(price):
    return price - price * 0.055 - price * 0.01 - 318_450 - 9_000 - 2_150


emit(56, "seller net at 615k", money(net(615_000)), "$")

# F57 follow-up: 599k
emit(57, "seller net at 599k", money(net(599_000)), "$")

# F58 property tax: assessed 280k, homestead 50k, 19.75 mills
tax58 = (280_000 - 50_000) * 19.75 / 1000
emit(58, "annual tax", money(tax58), "$")
emit(58, "monthly tax", money(tax58 / 12), "$")

# F59 price change: 274,900 (2019) -> 362,000 (2024), 5 yr
emit(59, "total change", pct(362_000 / 274_900 - 1), "%")
emit(59, "annualised", pct((362_000 / 274_900) ** (1 / 5) - 1), "%")

# F60 MOI: 486 active, 162 sold in 3 months
emit(60, "months of inventory", round(486 / (162 / 3), 2), "n")
emit(60, "absorption rate per month", pct((162 / 3) / 486), "%")

# F61 follow-up: 600 active, same pace
emit(61, "months of inventory at 600", round(600 / (162 / 3), 2), "n")

# F62 median change: 398,500 -> 412,000
emit(62, "year-over-year change", pct(412_000 / 398_500 - 1), "%")

# F63 comps: average of the three $/sf, applied to 2,050 sf
psf63 = (412_000 / 2_180 + 389_000 / 1_960 + 445_000 / 2_410) / 3
emit(63, "average $/sf", money(psf63), "$")
emit(63, "indicated value for 2,050 sf", money(psf63 * 2_050), "$")

# ---------------------------------------------------------------- property

# F64 price per sf: 749k, 2,315 sf
emit(64, "price per sf", money(749_000 / 2_315), "$")


if __name__ == "__main__":
    for num, what, value, unit in out:
        shown = f"{value:,.2f}" if isinstance(value, float) else f"{value}"
        print(f"F{num:02d}  {what:<48} {shown} {unit}")
