#!/usr/bin/env python3
"""Expected figures for scripts/eval/blind-questions-10.ts (tenth blind set, issue 19).

Plain Python 3, no packages. Prints each figure question's number and its expected figures.
Every payment is checked a second way (a month-by-month amortization that must end at zero) and
every balance a second way (the closed-form remaining-balance formula against the same loop).
"""

from datetime import date

results = {}


def record(n, what, *figures):
    results[n] = (what, figures)


# ---- loan maths, two ways ---------------------------------------------------------------


def pmt(principal, annual_rate_pct, months):
    """Closed-form level payment."""
    r = annual_rate_pct / 100 / 12
    if r == 0:
        return principal / months
    return principal * r / (1 - (1 + r) ** -months)


def pv(payment, annual_rate_pct, months):
    """Loan a level payment buys (inverse of pmt)."""
    r = annual_rate_pct / 100 / 12
    return payment * (1 - (1 + r) ** -months) / r


def balance_formula(principal, annual_rate_pct, months, paid):
    r = annual_rate_pct / 100 / 12
    p = pmt(principal, annual_rate_pct, months)
    return principal * (1 + r) ** paid - p * ((1 + r) ** paid - 1) / r


def balance_loop(principal, annual_rate_pct, payment, paid):
    r = annual_rate_pct / 100 / 12
    b = principal
    for _ in range(paid):
        b = b + b * r - payment
    return b


def checked_pmt(principal, annual_rate_pct, months):
    p = pmt(principal, annual_rate_pct, months)
    end = balance_loop(principal, annual_rate_pct, p, months)
    assert abs(end) < 0.01, (principal, annual_rate_pct, months, end)
    # Inverse check: the payment buys back the same principal.
    assert abs(pv(p, annual_rate_pct, months) - principal) < 0.01
    return p


def checked_balance(principal, annual_rate_pct, months, paid):
    a = balance_formula(principal, annual_rate_pct, months, paid)
    b = balance_loop(principal, annual_rate_pct, pmt(principal, annual_rate_pct, months), paid)
    assert abs(a - b) < 0.01, (a, b)
    return a


def payoff_with_extra(principal, annual_rate_pct, months, extra):
    """Months to payoff and total interest with `extra` added to each payment (last one partial)."""
    r = annual_rate_pct / 100 / 12
    p = pmt(principal, annual_rate_pct, months) + extra
    b, interest, n = principal, 0.0, 0
    while b > 1e-9:
        i = b * r
        interest += i
        b = b + i - p
        n += 1
        if b < 0:
            b = 0
    return n, interest


def r2(x):
    return round(x + 0.0, 2)


# ---- financing --------------------------------------------------------------------------

p30 = checked_pmt(425_000, 6.75, 360)
record(1, "P&I 425k 6.75% 30y", r2(p30))

p15 = checked_pmt(425_000, 6.125, 180)
record(2, "same loan 15y at 6.125%", r2(p15))

int30 = p30 * 360 - 425_000
int15 = p15 * 180 - 425_000
# Second way: sum the interest month by month.
def interest_loop(principal, rate, months):
    r = rate / 100 / 12
    p = pmt(principal, rate, months)
    b, tot = principal, 0.0
    for _ in range(months):
        tot += b * r
        b = b + b * r - p
    return tot
assert abs(interest_loop(425_000, 6.75, 360) - int30) < 0.05
assert abs(interest_loop(425_000, 6.125, 180) - int15) < 0.05
record(3, "interest saved 15y vs 30y", r2(int30 - int15), r2(int30), r2(int15))

loan4 = 380_000 * 0.95
pi4 = checked_pmt(loan4, 7.125, 360)
pmi4 = loan4 * 0.0055 / 12
total4 = pi4 + 4_560 / 12 + 1_380 / 12 + pmi4 + 95
record(4, "condo PITI+PMI+HOA, 5% down", r2(pi4), r2(total4))

loan5 = 380_000 * 0.80
pi5 = checked_pmt(loan5, 7.125, 360)
total5 = pi5 + 4_560 / 12 + 1_380 / 12 + 95
record(5, "same condo 20% down, no PMI", r2(pi5), r2(total5))

pi6 = 120_000 / 12 * 0.43 - (450 + 200) - 500
loan6 = pv(pi6, 6.5, 360)
assert abs(checked_pmt(loan6, 6.5, 360) - pi6) < 0.01
record(6, "max loan/price at 43% back-end DTI", r2(pi6), r2(loan6), r2(loan6 / 0.9))

pi7 = 120_000 / 12 * 0.43 - 200 - 500
loan7 = pv(pi7, 6.5, 360)
assert abs(checked_pmt(loan7, 6.5, 360) - pi7) < 0.01
record(7, "same, car paid off", r2(pi7), r2(loan7), r2(loan7 / 0.9))

pi8 = 2_800 - 600
loan8 = pv(pi8, 7.0, 360)
assert abs(checked_pmt(loan8, 7.0, 360) - pi8) < 0.01
record(8, "max price from a 2,800 all-in budget, 10% down", r2(loan8), r2(loan8 / 0.9))

a9 = checked_pmt(350_000, 6.875, 360)
b9 = checked_pmt(350_000, 6.375, 360)
save9 = a9 - b9
record(9, "2 points on 350k: cost, monthly saving, break-even months", 7_000, r2(save9), round(7_000 / save9, 1))

record(10, "net after 4 years (48 months) of the points", r2(save9 * 48 - 7_000))

new11 = checked_pmt(300_000, 5.875, 360)
save11 = 2_450 - new11
record(11, "refi break-even", r2(new11), r2(save11), round(6_750 / save11, 1))

p12 = checked_pmt(400_000, 5.5, 360)
bal12 = checked_balance(400_000, 5.5, 360, 60)
new12 = checked_pmt(bal12, 7.25, 300)
record(12, "5/1 ARM reset to 7.25%", r2(p12), r2(bal12), r2(new12))

base13 = interest_loop(300_000, 6.5, 360)
n13, int13 = payoff_with_extra(300_000, 6.5, 360, 200)
record(13, "extra 200/mo on 300k 6.5% 30y: interest saved (payoff months for reference)", r2(base13 - int13))
print(f"   (#13 payoff month {n13} = {n13 // 12} y {n13 % 12} m; not an expected figure)")

bal14 = checked_balance(250_000, 6.0, 360, 84)
record(14, "balance after 7y on 250k 6% 30y", r2(bal14))

bal15 = checked_balance(250_000, 6.0, 360, 180)
record(15, "balance after 15y", r2(bal15))

old16 = checked_pmt(280_000, 4.25, 300)
new16 = checked_pmt(230_000, 4.25, 300)
record(16, "recast 280k->230k, 4.25%, 25y left", r2(new16), r2(old16), r2(old16 - new16))

base17 = 320_000 * 0.965
loan17 = base17 * 1.0175
pi17 = checked_pmt(loan17, 6.25, 360)
mip17 = base17 * 0.0055 / 12
record(17, "FHA total loan, P&I, P&I+MIP", r2(loan17), r2(pi17), r2(pi17 + mip17))

loan18 = 450_000 * 1.0215
pi18 = checked_pmt(loan18, 6.0, 360)
record(18, "VA 0 down, 2.15% fee financed", r2(loan18), r2(pi18))

cc19 = 500_000 * 0.025
cash19 = 500_000 * 0.20 + cc19 - 10_000 - 5_000
record(19, "cash to close", r2(cc19), r2(cash19))

comm20 = 650_000 * 0.055
net20 = 650_000 - comm20 - 312_400 - 650_000 * 0.012 - 4_000
record(20, "seller net proceeds", r2(comm20), r2(net20))

pi21 = checked_pmt(360_000, 6.75, 360)
own21 = pi21 + 400_000 * 0.011 / 12 + 1_500 / 12 + 150 + 400_000 * 0.01 / 12
record(21, "rent vs buy monthly", r2(pi21), r2(own21), r2(own21 - 2_400))

# ---- investment -------------------------------------------------------------------------

noi22 = 132_000 * 0.95 - 41_000
record(22, "cap rate", r2(noi22), r2(noi22 / 1_200_000 * 100))

gpr23 = 4 * 1_350 * 12
egi23 = gpr23 * 0.94
opex23 = 7_200 + 3_100 + 4_000 + 2_400 + 0.08 * egi23
noi23 = egi23 - opex23
record(23, "fourplex NOI and cap rate at 520k", r2(egi23), r2(noi23), r2(noi23 / 520_000 * 100))

ds24 = 12 * checked_pmt(520_000 * 0.75, 7.0, 360)
cf24 = noi23 - ds24
record(24, "fourplex annual debt service and cash flow", r2(ds24), r2(cf24))

record(25, "fourplex cash-on-cash", r2(cf24 / (520_000 * 0.25 + 15_000) * 100))

egi26 = 2 * 2_100 * 12 * 0.95
record(26, "duplex NOI with 40% expense ratio", r2(egi26), r2(egi26 * 0.60))

record(27, "annual GRM", round(540_000 / 60_000, 2))
record(28, "price at GRM 8.2", r2(8.2 * 60_000))

ds29 = 96_000 / 1.25
loan29 = pv(ds29 / 12, 7.25, 360)
assert abs(checked_pmt(loan29, 7.25, 360) * 12 - ds29) < 0.01
record(29, "max loan at DSCR 1.25", r2(ds29), r2(loan29))

ds30 = 12 * checked_pmt(900_000, 7.25, 360)
record(30, "DSCR on a 900k loan", r2(ds30), round(96_000 / ds30, 2))

inv31 = 140_000 + 45_000 + 8_000
loan31 = 260_000 * 0.75
record(31, "BRRRR refi loan, cash left in (negative = pulled out)", r2(loan31), r2(inv31 - loan31))

loan32 = 240_000 * 0.75
record(32, "BRRRR at 240k appraisal", r2(loan32), r2(inv31 - loan32))

noi33 = 1_950 * 0.5
cf33 = noi33 - checked_pmt(210_000 * 0.8, 7.0, 360)
record(33, "50% rule NOI and cash flow", r2(noi33), r2(cf33))

rent34 = 1_650 + 1_725
net34 = 4_380 - rent34 * (1 - 0.05 - 0.08)
record(34, "house hack net housing cost", r2(rent34 * 0.87), r2(net34))

val35 = 350_000 * 1.04 ** 5
v2 = 350_000
for _ in range(5):
    v2 *= 1.04
assert abs(v2 - val35) < 1e-6
bal35 = checked_balance(280_000, 6.5, 360, 60)
record(35, "value, balance, equity after 5y", r2(val35), r2(bal35), r2(val35 - bal35))

record(36, "1031 boot, gain, deferred", 80_000, 380_000, 300_000)

basis37 = 425_000 - 85_000
record(37, "depreciable basis and annual depreciation", r2(basis37), r2(basis37 / 27.5))

cash38 = 75_000 + 9_000 + 6_000
record(38, "cash-on-cash", r2(cash38), r2(525 * 12 / cash38 * 100))

# ---- commercial -------------------------------------------------------------------------

record(39, "NNN base rent and total monthly", r2(4_200 * 28), r2(4_200 * (28 + 9.5) / 12))

record(40, "gross vs NNN on 3,000 sf", r2(3_000 * 36), r2(3_000 * (27 + 8.25)), r2(3_000 * (36 - 27 - 8.25)))

share41 = 2_800 / 40_000
record(41, "CAM share", r2(share41 * 100), r2(share41 * 184_000), r2(share41 * 184_000 / 12))

rates42 = [24 * 1.03 ** k for k in range(5)]
total42 = sum(r * 5_000 for r in rates42)
assert abs(total42 - 24 * 5_000 * (1.03 ** 5 - 1) / 0.03) < 0.01
record(42, "year-5 rate, year-5 rent, total base rent", r2(rates42[4]), r2(rates42[4] * 5_000), r2(total42))

record(43, "effective rent with 4 months free", r2(6_000 * 56 / 60), r2(6_000 * 56))

ti44 = checked_pmt(50_000, 8.0, 60)
record(44, "TI amortized add-on and rent", r2(ti44), r2(6_000 + ti44))

record(45, "price per unit A, B; price per sf B", r2(4_100_000 / 36), r2(5_250_000 / 42), r2(5_250_000 / 39_900))

record(46, "debt yield", r2(1_150_000 / 12_500_000 * 100))
record(47, "max loan at 10% debt yield", r2(1_150_000 / 0.10))

record(48, "break-even occupancy", r2((410_000 + 520_000) / 1_400_000 * 100))

record(49, "base-year pass-through", r2(6_000 * (12.85 - 11.20)))

# ---- property ---------------------------------------------------------------------------

psf50 = 612_750 / 2_150
record(50, "price per sf", r2(psf50))
record(51, "comp at same $/sf", r2(psf50 * 1_890))

assessed52 = 380_000 * 0.40
record(52, "tax from mills", r2(assessed52 - 25_000), r2((assessed52 - 25_000) * 62.5 / 1000))
record(53, "tax with 50k exemption", r2((assessed52 - 50_000) * 62.5 / 1000))

days54 = (date(2025, 6, 14) - date(2025, 1, 1)).days + 1  # Jan 1 through closing day
record(54, "tax proration, seller through closing day", days54, r2(6_570 * days54 / 365))

# ---- print ------------------------------------------------------------------------------

for n in sorted(results):
    what, figs = results[n]
    print(f"#{n}: {what}: " + ", ".join(f"{f:,.2f}" for f in figs))
