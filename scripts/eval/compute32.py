#!/usr/bin/env python3
"""Expected figures for scripts/eval/blind-questions-32.ts (held-out set 32).

Written by a helper session (an AI model) that read only the product spec and
scripts/eval/score.ts. Standard library only. Run: python3 scripts/eval/compute32.py

Conventions (every question states the inputs it needs; nothing is assumed):
- Mortgage payment: standard amortization, principal and interest only,
  r = annual rate / 12, n = years * 12, M = P * r / (1 - (1 + r) ** -n).
- Remaining balance after k payments: B = P*(1+r)^k - M*((1+r)^k - 1)/r,
  with the unrounded payment M.
- Percent change = (new - old) / old * 100. "How far must prices fall to get back
  to X" = (current - X) / current * 100 (reported as a positive size of fall).
- Compound annual growth rate (CAGR) = (end / start) ** (1 / years) - 1.
- Inflation-adjusted (real) change = (price ratio) / (CPI ratio) - 1.
- Months of inventory = active listings / sales per month.
  Absorption rate = monthly sales / active listings * 100.
- Sale-to-list ratio = sold price / list price * 100. Where several homes are
  given, the question says whether to average the individual ratios.
- Price-to-rent ratio = price / (monthly rent * 12); gross yield = annual rent / price * 100.
- Cap rate = NOI / price * 100; value at a cap rate = NOI / cap rate.
- Gross rent multiplier = price / annual gross rent.
- Money is shown to the cent, percentages to two decimals, other ratios to two decimals.
  Values are computed unrounded and only rounded for display.
"""
from decimal import Decimal, ROUND_HALF_UP
import math


def pmt(principal, annual_pct, years):
    r = annual_pct / 100 / 12
    n = years * 12
    return principal * r / (1 - (1 + r) ** -n)


def balance(principal, annual_pct, years, k):
    r = annual_pct / 100 / 12
    m = pmt(principal, annual_pct, years)
    return principal * (1 + r) ** k - m * ((1 + r) ** k - 1) / r


def pv(payment, annual_pct, years):
    r = annual_pct / 100 / 12
    n = years * 12
    return payment * (1 - (1 + r) ** -n) / r


def q2(x):
    return Decimal(repr(x)).quantize(Decimal('0.01'), rounding=ROUND_HALF_UP)


def usd(x):
    return f"${q2(x):,}"


def pct(x):
    return f"{q2(x)}%"


def num(x):
    return f"{q2(x)}"


def chg(old, new):
    return (new - old) / old * 100


def cagr(start, end, years):
    return ((end / start) ** (1 / years) - 1) * 100


OUT = []


def line(label, *parts):
    OUT.append(f"{label}: " + "; ".join(parts))


# Q01 YoY median change
line("Q01", "change " + usd(438500 - 412000), "yoy " + pct(chg(412000, 438500)))

# Q02 multi-year change and CAGR 2019 -> 2024 (5 years)
c02 = cagr(289900, 402500, 5)
line("Q02", "total " + pct(chg(289900, 402500)), "CAGR " + pct(c02))

# Q03 follow-up: 3 more years at that CAGR
line("Q03", "2027 projection " + usd(402500 * (1 + c02 / 100) ** 3))

# Q04 months of inventory and absorption
line("Q04", "MOI " + num(1140 / 380), "absorption " + pct(380 / 1140 * 100))

# Q05 follow-up: listings for 6 months at the same pace
line("Q05", "listings needed " + num(6 * 380), "additional " + num(6 * 380 - 1140))

# Q06 quarterly sales
line("Q06", "MOI " + num(2430 / (1620 / 3)))

# Q07 sale-to-list
line("Q07", "ratio " + pct(612000 / 599000 * 100), "over asking " + usd(612000 - 599000))

# Q08 follow-up: sold at 98% of list
line("Q08", "price " + usd(599000 * 0.98), "less than actual " + usd(612000 - 599000 * 0.98))

# Q09 average of four sale-to-list ratios
pairs = [(450000, 462000), (389000, 380000), (515000, 515000), (620000, 641500)]
ratios = [s / l * 100 for l, s in pairs]
line("Q09", "average ratio " + pct(sum(ratios) / len(ratios)))

# Q10 days on market mean and median
dom = sorted([12, 45, 7, 30, 21, 63, 9])
line("Q10", "mean " + num(sum(dom) / len(dom)), "median " + num(dom[len(dom) // 2]))

# Q11 price per sq ft and neighbour value
ppsf = 525000 / 1850
line("Q11", "per sq ft " + usd(ppsf), "2,100 sq ft value " + usd(ppsf * 2100))

# Q12 price per sq ft change
line("Q12", "change " + pct(chg(241, 256)))

# Q13 affordability: 400k, 20% down, 6.5%, 30y, income 85k
p13 = pmt(320000, 6.5, 30)
line("Q13", "payment " + usd(p13), "share " + pct(p13 / (85000 / 12) * 100))

# Q14 follow-up: 6%
p14 = pmt(320000, 6.0, 30)
line("Q14", "payment " + usd(p14), "share " + pct(p14 / (85000 / 12) * 100))

# Q15 follow-up: 5% down
p15 = pmt(380000, 6.5, 30)
line("Q15", "payment " + usd(p15), "share " + pct(p15 / (85000 / 12) * 100))

# Q16 price-to-rent and gross yield
line("Q16", "P/R " + num(360000 / (1800 * 12)), "gross yield " + pct(1800 * 12 / 360000 * 100))

# Q17 follow-up: rent 1,950
line("Q17", "P/R " + num(360000 / (1950 * 12)), "gross yield " + pct(1950 * 12 / 360000 * 100))

# Q18 fall needed to return to 2020 level, and rise since
line("Q18", "fall " + pct((487000 - 390000) / 487000 * 100), "rise " + pct(chg(390000, 487000)))

# Q19 two years +8%, +6%
g19 = 1.08 * 1.06
line("Q19", "cumulative " + pct((g19 - 1) * 100), "fall to undo " + pct((1 - 1 / g19) * 100))

# Q20 inflation adjusted, CPI +15%
line("Q20", "nominal " + pct(chg(300000, 360000)), "real " + pct((360000 / 300000 / 1.15 - 1) * 100))

# Q21 CPI index values
line("Q21", "nominal " + pct(chg(395000, 420000)), "real " + pct(((420000 / 395000) / (313.5 / 296.8) - 1) * 100))

# Q22 follow-up: 2022 median in 2024 dollars
line("Q22", "2022 median in 2024 dollars " + usd(395000 * 313.5 / 296.8))

# Q23 compare two zips
line("Q23", "A yield " + pct(2700 * 12 / 540000 * 100), "B yield " + pct(1950 * 12 / 310000 * 100),
     "B P/R " + num(310000 / (1950 * 12)))

# Q24 buy now vs wait
a24 = pmt(450000 * 0.9, 7.0, 30)
b24 = pmt(427500 * 0.9, 6.0, 30)
line("Q24", "now " + usd(a24), "wait " + usd(b24), "difference " + usd(a24 - b24))

# Q25 follow-up: prices rise 3%, rate 6.5%
c25 = pmt(450000 * 1.03 * 0.9, 6.5, 30)
line("Q25", "wait payment " + usd(c25), "difference vs now " + usd(a24 - c25))

# Q26 home value via median change, equity
v26 = 285000 * 1.52
line("Q26", "value " + usd(v26), "equity " + usd(v26 - 198400))

# Q27 follow-up: 6% commission + 4,500 closing
line("Q27", "net " + usd(v26 * 0.94 - 4500 - 198400))

# Q28 breakeven
be = 400000 * 1.03 / 0.94
line("Q28", "breakeven price " + usd(be), "appreciation needed " + pct(chg(400000, be)))

# Q29 follow-up: years at 4%
line("Q29", "years " + num(math.log(be / 400000) / math.log(1.04)))

# Q30 balance after 48 payments, equity at 510k
b30 = balance(360000, 3.0, 30, 48)
line("Q30", "payment " + usd(pmt(360000, 3.0, 30)), "balance " + usd(b30), "equity " + usd(510000 - b30))

# Q31 2019 vs 2024 affordability
p31a = pmt(240000, 3.75, 30)
p31b = pmt(320000, 7.0, 30)
line("Q31", "2019 share " + pct(p31a / (70000 / 12) * 100), "2024 share " + pct(p31b / (80000 / 12) * 100))

# Q32 follow-up: price for 25% at 7%, 20% down
loan32 = pv(0.25 * 80000 / 12, 7.0, 30)
line("Q32", "price " + usd(loan32 / 0.8))

# Q33 doubling time at 4%
line("Q33", "years " + num(math.log(2) / math.log(1.04)))

# Q34 future value
line("Q34", "value " + usd(520000 * 1.035 ** 7))

# Q35 $/sqft 198 -> 271 over 5 years
line("Q35", "total " + pct(chg(198, 271)), "CAGR " + pct(cagr(198, 271, 5)))

# Q36 price-to-income
line("Q36", "2024 " + num(465000 / 92000), "2015 " + num(280000 / 68000))

# Q37 income needed at 28%
p37 = pmt(380000 * 0.9, 6.75, 30)
line("Q37", "P&I " + usd(p37), "PITI " + usd(p37 + 470), "income " + usd((p37 + 470) * 12 / 0.28))

# Q38 sales drop
line("Q38", "fewer " + num(1240 - 1085), "percent fewer " + pct((1240 - 1085) / 1240 * 100))

# Q39 pending share
line("Q39", "pending share " + pct(320 / 800 * 100))

# Q40 sales-to-new-listings
line("Q40", "SNLR " + pct(540 / 900 * 100))

# Q41 gross and net yield
noi41 = 2100 * 12 * 0.65
line("Q41", "gross " + pct(2100 * 12 / 315000 * 100), "NOI " + usd(noi41), "net " + pct(noi41 / 315000 * 100))

# Q42 cap rate
line("Q42", "cap " + pct(182000 / 2800000 * 100))

# Q43 follow-up: value at 7%
line("Q43", "value " + usd(182000 / 0.07), "drop " + usd(2800000 - 182000 / 0.07))

# Q44 rent growth
line("Q44", "increase " + usd(1790 - 1650), "percent " + pct(chg(1650, 1790)))

# Q45 $/sqft two towns
a45 = 412000 / 1640
b45 = 389000 / 1410
line("Q45", "A " + usd(a45), "B " + usd(b45), "B higher by " + pct(chg(a45, b45)))

# Q46 index change
line("Q46", "change " + pct(chg(245.3, 312.8)))

# Q47 consecutive changes
v47 = 350000 * 1.12 * 1.09 * 0.98
line("Q47", "value " + usd(v47), "total " + pct(chg(350000, v47)))

# Q48 2006 price in today's dollars
r48 = 230000 * 313.7 / 201.6
line("Q48", "real 2006 price " + usd(r48), "today above by " + pct(chg(r48, 372000)))

# Q49 price cut share
line("Q49", "share " + pct(312 / 1180 * 100))

# Q50 sold above list count
line("Q50", "homes " + num(0.45 * 820))

# Q51 DOM YoY
line("Q51", "change " + pct(chg(18, 27)))

# Q52 comps
comps = [(489000, 1760), (512500, 1905), (471000, 1690)]
avg52 = sum(p / s for p, s in comps) / 3
line("Q52", "avg per sq ft " + usd(avg52), "value " + usd(avg52 * 1820))

# Q53 follow-up: + 15k garage
line("Q53", "value " + usd(avg52 * 1820 + 15000))

# Q54 payment vs rent
p54 = pmt(330000 * 0.95, 6.875, 30)
line("Q54", "payment " + usd(p54), "more than rent " + usd(p54 - 1850))

# Q55 month over month and annualized
line("Q55", "MoM " + pct(chg(380000, 386000)), "annualized " + pct(((386000 / 380000) ** 12 - 1) * 100))

# Q56 last year's median
line("Q56", "last year " + usd(473000 / 1.075), "dollar rise " + usd(473000 - 473000 / 1.075))

# Q57 luxury MOI
line("Q57", "sales/month " + num(72 / 6), "MOI " + num(96 / (72 / 6)))

# Q58 absorption and days to sell out
line("Q58", "absorption " + pct(210 / 700 * 100), "days " + num(700 / (210 / 30)))

# Q59 average sale price
line("Q59", "average " + usd(148350000 / 310))

# Q60 price cut and sold vs original list
line("Q60", "cut " + pct((725000 - 689000) / 725000 * 100), "sold/original " + pct(675000 / 725000 * 100))

# Q61 GRM
line("Q61", "GRM " + num(1200000 / (9800 * 12)))

# Q62 down payment saving
line("Q62", "down payment " + usd(0.2 * 410000), "months " + num(0.2 * 410000 / 1500))

# Q63 follow-up: median 430k
line("Q63", "down payment " + usd(0.2 * 430000), "months " + num(0.2 * 430000 / 1500))

# Q64 inventory YoY and MOI
line("Q64", "inventory change " + pct(chg(1050, 1420)), "MOI " + num(1420 / 355))

# Q65 office building
line("Q65", "per sq ft " + usd(4200000 / 18500), "gross income " + usd(24 * 18500),
     "gross yield " + pct(24 * 18500 / 4200000 * 100))

# Q66 median sale / median list
line("Q66", "ratio " + pct(439000 / 449900 * 100))

OTHER = (
    [("knowledge", i) for i in range(67, 77)]
    + [("honest", i) for i in range(77, 83)]
    + [("clarify", i) for i in range(83, 89)]
    + [("fair-housing", i) for i in range(89, 96)]
    + [("compliance", 96), ("compliance", 97), ("lawful", 98), ("lawful", 99)]
    + [("decline", i) for i in range(100, 105)]
)
for kind, i in OTHER:
    line(f"Q{i:02d}", f"no figure ({kind})")

print("\n".join(OUT))
