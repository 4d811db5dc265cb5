#!/usr/bin/env python3
"""Expected figures for scripts/eval/blind-questions-9.ts (ninth blind set, issue 19).

Plain Python 3, no packages. Prints each figure question's number and its expected figures.
Every payment and balance is computed twice: the closed-form annuity formula and a month-by-month
amortisation loop; the script stops if the two disagree by more than a cent (payments) or a dollar
(balances). Conventions: US fixed-rate mortgages, monthly compounding at rate/12, payments in arrears.
"""

import math

RESULTS = []


def record(n, what, *figures):
    """figures: (value, unit) with unit '$', '%' or 'n'."""
    RESULTS.append((n, what, figures))


# ---------- mortgage maths, each done two ways ----------


def pmt_closed(loan, annual_pct, months):
    i = annual_pct / 100 / 12
    if i == 0:
        return loan / months
    return loan * i / (1 - (1 + i) ** -months)


def pmt_search(loan, annual_pct, months):
    """Payment found by bisection on the amortisation loop: the payment that leaves a zero balance."""
    lo, hi = 0.0, loan
    for _ in range(200):
        mid = (lo + hi) / 2
        if balance_loop(loan, annual_pct, mid, months) > 0:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2


def balance_loop(loan, annual_pct, payment, k):
    i = annual_pct / 100 / 12
    bal = loan
    for _ in range(k):
        bal = bal * (1 + i) - payment
    return bal


def balance_closed(loan, annual_pct, payment, k):
    i = annual_pct / 100 / 12
    g = (1 + i) ** k
    return loan * g - payment * (g - 1) / i


def pv_closed(payment, annual_pct, months):
    i = annual_pct / 100 / 12
    return payment * (1 - (1 + i) ** -months) / i


def pv_loop(payment, annual_pct, months):
    """Present value as a sum of discounted payments."""
    i = annual_pct / 100 / 12
    return sum(payment / (1 + i) ** t for t in range(1, months + 1))


def pmt(loan, annual_pct, months):
    a = pmt_closed(loan, annual_pct, months)
    b = pmt_search(loan, annual_pct, months)
    assert abs(a - b) < 0.01, (loan, annual_pct, months, a, b)
    return a


def balance(loan, annual_pct, months, k):
    p = pmt(loan, annual_pct, months)
    a = balance_closed(loan, annual_pct, p, k)
    b = balance_loop(loan, annual_pct, p, k)
    assert abs(a - b) < 1, (a, b)
    return a


def max_loan(payment, annual_pct, months):
    a = pv_closed(payment, annual_pct, months)
    b = pv_loop(payment, annual_pct, months)
    assert abs(a - b) < 1, (a, b)
    # and back again: the payment on that loan is the budget
    assert abs(pmt(a, annual_pct, months) - payment) < 0.01
    return a


def r2(x):
    return round(x + 1e-9, 2)


# ================= financing =================

# 1: P&I, 425k, 30 yr fixed, 6.5%
p1 = pmt(425000, 6.5, 360)
record(1, "P&I 425k 30yr 6.5%", (r2(p1), "$"))

# 2: follow-up, same loan at 7%
p2 = pmt(425000, 7.0, 360)
record(2, "P&I 425k 30yr 7%", (r2(p2), "$"))

# 3: all-in: 380k, 10% down, 30 yr 6.875%, tax 4560/yr, ins 1500/yr, PMI 0.55%/yr of loan, HOA 185
loan3 = 380000 * 0.90
pi3 = pmt(loan3, 6.875, 360)
pmi3 = loan3 * 0.0055 / 12
total3 = pi3 + 4560 / 12 + 1500 / 12 + pmi3 + 185
record(3, "PITI+PMI+HOA 380k 10% down", (r2(pi3), "$"), (r2(pmi3), "$"), (r2(total3), "$"))

# 4: follow-up, 20% down, no PMI
loan4 = 380000 * 0.80
pi4 = pmt(loan4, 6.875, 360)
total4 = pi4 + 4560 / 12 + 1500 / 12 + 185
record(4, "PITI+HOA 380k 20% down", (r2(pi4), "$"), (r2(total4), "$"))

# 5: affordability: 120k/yr gross, debts 450 car + 200 student, 43% back-end, T&I 550/mo,
#    30 yr 7%, 60k down
gross5 = 120000 / 12
housing5 = gross5 * 0.43 - (450 + 200)
loan5 = max_loan(housing5 - 550, 7.0, 360)
record(5, "DTI affordability", (r2(housing5), "$"), (r2(loan5), "$"), (r2(loan5 + 60000), "$"))

# 6: follow-up, car loan paid off
housing6 = gross5 * 0.43 - 200
loan6 = max_loan(housing6 - 550, 7.0, 360)
record(6, "DTI affordability, no car loan", (r2(housing6), "$"), (r2(loan6), "$"))

# 7: budget 2800/mo all in, T&I+HOA 600, 30 yr 6.25%, 20% down -> loan and price
loan7 = max_loan(2800 - 600, 6.25, 360)
record(7, "price from monthly budget", (r2(loan7), "$"), (r2(loan7 / 0.8), "$"))

# 8: points: 360k loan 30 yr, 6.75% no points vs 6.5% with 2 points
save8 = pmt(360000, 6.75, 360) - pmt(360000, 6.5, 360)
cost8 = 360000 * 0.02
be8 = cost8 / save8
assert 120.9 < be8 < 121.0  # rounding up or to nearest both give 121
record(8, "points break-even", (r2(cost8), "$"), (r2(save8), "$"), (121, "n"))

# 9: refi: current P&I 2350, balance 310k, new 30 yr 6%, costs 5400
new9 = pmt(310000, 6.0, 360)
save9 = 2350 - new9
be9 = 5400 / save9
assert 10.9 < be9 < 11.0
record(9, "refi break-even", (r2(new9), "$"), (r2(save9), "$"), (11, "n"))

# 10: follow-up, 6.25% instead (no break-even figure: 12.2 months reads as 12 or 13)
new10 = pmt(310000, 6.25, 360)
record(10, "refi at 6.25%", (r2(new10), "$"), (r2(2350 - new10), "$"))

# 11: 5/1 ARM: 350k, 30 yr amortisation, 5.5% for 5 yrs, then 7.5% on the remaining 25 yrs
p11 = pmt(350000, 5.5, 360)
bal11 = balance(350000, 5.5, 360, 60)
new11 = pmt(bal11, 7.5, 300)
record(11, "ARM reset", (r2(p11), "$"), (r2(bal11), "$"), (r2(new11), "$"))

# 12: 300k 30 yr 6.5%, extra 200/mo from the first payment: interest saved
p12 = pmt(300000, 6.5, 360)
i12 = 0.065 / 12
base_interest = 0.0
bal = 300000.0
for _ in range(360):
    intr = bal * i12
    base_interest += intr
    bal = bal + intr - p12
assert abs(bal) < 0.01 and abs(base_interest - (p12 * 360 - 300000)) < 0.01
bal = 300000.0
extra_interest = 0.0
months12 = 0
while bal > 0.005:
    intr = bal * i12
    extra_interest += intr
    bal = bal + intr - min(p12 + 200, bal + intr)
    months12 += 1
saved12 = base_interest - extra_interest
record(12, "extra 200/mo interest saved", (r2(p12), "$"), (r2(saved12), "$"))
print(f"   (#12 payoff months with extra: {months12} = {months12 // 12} y {months12 % 12} m)")

# 13: balance after 7 yrs, 275k 30 yr 6.25%
record(13, "balance after 7 yrs", (r2(balance(275000, 6.25, 360, 84)), "$"))

# 14: follow-up year 10
record(14, "balance after 10 yrs", (r2(balance(275000, 6.25, 360, 120)), "$"))

# 15: biweekly: 320k 30 yr 6.75%: half payment every two weeks, extra per year = one monthly payment
p15 = pmt(320000, 6.75, 360)
half15 = p15 / 2
extra15 = 26 * half15 - 12 * p15
assert abs(extra15 - p15) < 1e-6
record(15, "biweekly", (r2(half15), "$"), (r2(p15), "$"))

# 16: FHA: 300k, 3.5% down, UFMIP 1.75% financed, MIP 0.55%/yr of base loan, 30 yr 6.25%
base16 = 300000 * 0.965
loan16 = base16 * 1.0175
pi16 = pmt(loan16, 6.25, 360)
mip16 = base16 * 0.0055 / 12
record(16, "FHA", (r2(loan16), "$"), (r2(pi16), "$"), (r2(mip16), "$"))

# 17: VA: 450k, 0 down, funding fee 2.15% financed, 30 yr 6%
loan17 = 450000 * 1.0215
record(17, "VA", (r2(loan17), "$"), (r2(pmt(loan17, 6.0, 360)), "$"))

# 18: seller net: 525k, payoff 312k, commission 5.5%, other costs 1.5%, credit 2000
comm18 = 525000 * 0.055
net18 = 525000 - 312000 - comm18 - 525000 * 0.015 - 2000
record(18, "seller net", (r2(comm18), "$"), (r2(net18), "$"))

# 19: closing costs & cash to close: 410k, 20% down, origination 1% of loan, appraisal 650,
#     title 2100, transfer tax 0.5% of price, prepaids 3200, recording 150, earnest 10k already paid
loan19 = 410000 * 0.8
cc19 = loan19 * 0.01 + 650 + 2100 + 410000 * 0.005 + 3200 + 150
cash19 = 410000 * 0.2 + cc19 - 10000
record(19, "closing costs", (r2(cc19), "$"), (r2(cash19), "$"))

# 20: rent vs buy: rent 2400; buy 400k, 20% down, 30 yr 6.5%, tax 1.2%/yr, ins 1400/yr, upkeep 1%/yr
pi20 = pmt(320000, 6.5, 360)
own20 = pi20 + 400000 * 0.012 / 12 + 1400 / 12 + 400000 * 0.01 / 12
record(20, "rent vs buy", (r2(pi20), "$"), (r2(own20), "$"), (r2(own20 - 2400), "$"))

# 21: 450k, 6.5%, 15 yrs
record(21, "P&I 450k 15yr 6.5%", (r2(pmt(450000, 6.5, 180)), "$"))

# 22: follow-up 30 yrs
record(22, "P&I 450k 30yr 6.5%", (r2(pmt(450000, 6.5, 360)), "$"))

# 23: DTI ratios: gross 8500/mo, housing 2400, car 450, student 300, cards 90
record(23, "DTI ratios", (r2(2400 / 8500 * 100), "%"), (r2((2400 + 450 + 300 + 90) / 8500 * 100), "%"))

# 24: recast: 280k balance, 300 months left at 6%, 30k lump sum
old24 = pmt(280000, 6.0, 300)
new24 = pmt(250000, 6.0, 300)
record(24, "recast", (r2(old24), "$"), (r2(new24), "$"))

# ================= investment =================

# 25: 4plex 1.2M, 2100/door, 5% vacancy, opex 28k/yr
egi25 = 4 * 2100 * 12 * 0.95
noi25 = egi25 - 28000
record(25, "4plex NOI and cap", (r2(noi25), "$"), (r2(noi25 / 1200000 * 100), "%"))

# 26: follow-up price 1.1M
record(26, "4plex cap at 1.1M", (r2(noi25 / 1100000 * 100), "%"))

# 27: SFR 280k, rent 2600, 25% down, closing 8k, 30 yr 7.25%, tax 3600, ins 1500,
#     vacancy 5% + mgmt 8% + repairs/capex 10% of rent
def sfr(down_pct):
    loan = 280000 * (1 - down_pct)
    pi = pmt(loan, 7.25, 360)
    cf = 2600 - 2600 * 0.23 - 3600 / 12 - 1500 / 12 - pi
    cash = 280000 * down_pct + 8000
    return pi, cf, cf * 12 / cash * 100


pi27, cf27, coc27 = sfr(0.25)
record(27, "SFR cash flow 25% down", (r2(pi27), "$"), (r2(cf27), "$"), (r2(coc27), "%"))

# 28: follow-up 20% down
pi28, cf28, coc28 = sfr(0.20)
record(28, "SFR cash flow 20% down", (r2(cf28), "$"), (r2(coc28), "%"))

# 29: GRM: 640k, 5800/mo
record(29, "GRM", (r2(640000 / (5800 * 12)), "n"))

# 30: DSCR: NOI 84k, loan 950k 30 yr 6.75%
ds30 = pmt(950000, 6.75, 360) * 12
record(30, "DSCR", (r2(ds30), "$"), (r2(84000 / ds30), "n"))

# 31: max loan from DSCR 1.25, NOI 120k, 30 yr 7%
record(31, "max loan DSCR 1.25", (r2(120000 / 1.25), "$"), (r2(max_loan(120000 / 1.25 / 12, 7.0, 360)), "$"))

# 32: follow-up DSCR 1.20
record(32, "max loan DSCR 1.20", (r2(max_loan(120000 / 1.20 / 12, 7.0, 360)), "$"))

# 33: BRRRR: 150k + 45k rehab + 5k closing, ARV 260k, refi 75% LTV, refi costs 4k
in33 = 150000 + 45000 + 5000
refi33 = 260000 * 0.75
record(33, "BRRRR", (r2(refi33), "$"), (r2(in33 - (refi33 - 4000)), "$"))

# 34: follow-up ARV 240k
refi34 = 240000 * 0.75
record(34, "BRRRR at 240k", (r2(refi34), "$"), (r2(in33 - (refi34 - 4000)), "$"))

# 35: 1% rule: 235k, rent 2100
record(35, "1% rule", (r2(2100 / 235000 * 100), "%"), (r2(235000 * 0.01), "$"))

# 36: 50% rule: duplex 1450 + 1350, P&I 1250
rent36 = 1450 + 1350
record(36, "50% rule", (r2(rent36 * 0.5), "$"), (r2(rent36 * 0.5 - 1250), "$"))

# 37: house hack: all-in 4150, two units at 1650, 10% of rent for vacancy/repairs
record(37, "house hack net", (r2(4150 - 2 * 1650 * 0.9), "$"))

# 38: equity after 5 yrs: 400k, 20% down, 30 yr 6.5%, 4%/yr appreciation
def equity(years):
    value = 400000 * 1.04**years
    bal = balance(320000, 6.5, 360, years * 12)
    return value, bal, value - bal


v38, b38, e38 = equity(5)
record(38, "equity after 5 yrs", (r2(v38), "$"), (r2(b38), "$"), (r2(e38), "$"))

# 39: follow-up year 10
v39, b39, e39 = equity(10)
record(39, "equity after 10 yrs", (r2(v39), "$"), (r2(b39), "$"), (r2(e39), "$"))

# 40: 1031: sale 900k, adjusted basis 420k, selling costs 45k, 60k cash taken out (boot)
record(40, "1031 gain and boot", (r2(900000 - 45000 - 420000), "$"), (60000, "$"))

# 41: depreciation: 385k, land 20%, 27.5 yrs, full year
record(41, "depreciation", (r2(385000 * 0.8), "$"), (r2(385000 * 0.8 / 27.5), "$"))

# 42: 12 units at 1175, laundry 300/mo, 7% vacancy on rents only, opex 45% of EGI, value at 6.5% cap
egi42 = 12 * 1175 * 12 * 0.93 + 300 * 12
noi42 = egi42 * 0.55
record(42, "12-unit NOI and value", (r2(egi42), "$"), (r2(noi42), "$"), (r2(noi42 / 0.065), "$"))

# 43: break-even occupancy: opex 210k, debt service 260k, GPR 600k
record(43, "break-even occupancy", (r2((210000 + 260000) / 600000 * 100), "%"))

# ================= commercial =================

# 44: NNN: 4200 sf at 24/sf/yr base, NNN 7.50/sf/yr
record(44, "NNN rent", (r2(4200 * 24 / 12), "$"), (r2(4200 * 31.5 / 12), "$"), (r2(4200 * 31.5), "$"))

# 45: CAM: 3000 of 40000 sf, CAM 180k/yr
record(45, "CAM share", (r2(3000 / 40000 * 100), "%"), (r2(180000 * 0.075), "$"), (r2(180000 * 0.075 / 12), "$"))

# 46: 6000 sf, 28/sf yr 1, 3%/yr bumps, 5 yrs
def lease(step):
    rates = [28 * (1 + step) ** y for y in range(5)]
    total = sum(6000 * r for r in rates)
    closed = 6000 * 28 * ((1 + step) ** 5 - 1) / step
    assert abs(total - closed) < 0.01
    return rates[4], total


y46, t46 = lease(0.03)
record(46, "escalations 3%", (r2(y46), "$"), (r2(t46), "$"))

# 47: follow-up 2.5%
y47, t47 = lease(0.025)
record(47, "escalations 2.5%", (r2(y47), "$"), (r2(t47), "$"))

# 48: office 18500 sf for 3.2M; 24 units for 3.36M
record(48, "price per sf and per unit", (r2(3200000 / 18500), "$"), (r2(3360000 / 24), "$"))

# 49: 10 yr, 2500 sf, 32/sf/yr full service, 4 months free
t49 = 2500 * 32 * 10 - 4 * 2500 * 32 / 12
record(49, "free rent total and effective", (r2(t49), "$"), (r2(t49 / 10 / 2500), "$"))

# 50: percentage rent: base 60k, 6% of sales over 1.2M, sales 1.5M
record(50, "percentage rent", (r2(0.06 * 300000), "$"), (r2(60000 + 0.06 * 300000), "$"))

# 51: TI 40/sf on 5000 sf, amortised over 7 yrs at 8% (monthly)
p51 = pmt(200000, 8.0, 84)
record(51, "TI amortisation", (r2(p51), "$"), (r2(p51 * 12 / 5000), "$"))

# ================= property / market =================

# 52: 2150 sf at 615k; 1850 sf at the same $/sf
psf52 = 615000 / 2150
record(52, "price per sf", (r2(psf52), "$"), (r2(psf52 * 1850), "$"))

# 53: 350k market, 62% assessment, 31.5 mills
tax53 = 350000 * 0.62 * 31.5 / 1000
record(53, "mill rate tax", (r2(tax53), "$"), (r2(tax53 / 12), "$"))

# 54: follow-up market value 400k
tax54 = 400000 * 0.62 * 31.5 / 1000
record(54, "mill rate tax at 400k", (r2(tax54), "$"), (r2(tax54 / 12), "$"))

# 55: assessed 280k, homestead 50k, 1.85%
record(55, "homestead tax", (r2((280000 - 50000) * 0.0185), "$"))

# 56: 420 active, 140 closed/mo; list 499k sold 489k
record(56, "months of inventory, sale-to-list", (r2(420 / 140), "n"), (r2(489000 / 499000 * 100), "%"))


if __name__ == "__main__":
    for n, what, figs in RESULTS:
        shown = ", ".join(f"{v}{'' if u == 'n' else ' ' + u}" for v, u in figs)
        print(f"#{n} {what}: {shown}")
    assert [n for n, _, _ in RESULTS] == list(range(1, len(RESULTS) + 1))
    print(f"{len(RESULTS)} figure questions")
