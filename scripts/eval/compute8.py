#!/usr/bin/env python3
"""Expected figures for blind-questions-8.ts, computed independently of the assistant.

Conventions (every question states any number these would otherwise leave open):
- Monthly payment = P*r/(1-(1+r)^-n), r = annual rate / 12, n = years * 12.
- Remaining balance after k payments = P(1+r)^k - pmt*((1+r)^k - 1)/r, with the unrounded payment.
- Total interest = payment * n - principal.
- Extra-payment payoff: month-by-month schedule, last payment partial; months counted as whole payments.
- Cap rate = NOI / price. Value = NOI / cap rate. GRM = price / gross annual rent.
- Cash-on-cash = annual pre-tax cash flow / total cash invested.
- DSCR = NOI / annual debt service (12 * monthly payment). Max loan at a DSCR = the loan whose
  annual debt service equals NOI / DSCR, same rate and amortisation.
- Effective gross income = gross potential rent * (1 - vacancy) + other income (as the question says).
- Points: 1 point = 1% of the loan amount. Break-even months = upfront cost / monthly saving.
- Seller net = price - payoff - commission - other closing costs - credits.
- Percent change = (new - old) / old. Months of inventory = active listings / monthly sales.
- Mill rate: tax = assessed value * mills / 1000.
- Money is rounded to cents only for display.
"""
import math


def pmt(principal, annual_pct, years):
    r = annual_pct / 100 / 12
    n = years * 12
    return principal * r / (1 - (1 + r) ** -n)


def loan_from_pmt(payment, annual_pct, years):
    r = annual_pct / 100 / 12
    n = years * 12
    return payment * (1 - (1 + r) ** -n) / r


def balance(principal, annual_pct, years, k):
    r = annual_pct / 100 / 12
    p = pmt(principal, annual_pct, years)
    return principal * (1 + r) ** k - p * ((1 + r) ** k - 1) / r


def payoff_with_extra(principal, annual_pct, years, extra):
    """Months to pay off and total interest, paying the scheduled payment plus `extra` each month."""
    r = annual_pct / 100 / 12
    pay = pmt(principal, annual_pct, years) + extra
    bal, months, interest = principal, 0, 0.0
    while bal > 1e-9:
        i = bal * r
        interest += i
        bal = bal + i - min(pay, bal + i)
        months += 1
    return months, interest


out = []


def show(num, label, value):
    out.append((num, label, value))
    print(f"#{num:<3} {label:<62} {value:,.4f}")


# ---------------------------------------------------------------- financing
# 1: P&I on a 412k loan at 6 1/8 %, 30 yr
p1 = pmt(412_000, 6.125, 30)
show(1, "P&I 412k 6.125% 30y", p1)

# 2: follow-up, same loan over 15 years
show(2, "P&I 412k 6.125% 15y", pmt(412_000, 6.125, 15))

# 3: condo 289,900, 15% down, 6 7/8 % 30y, tax 3,480/yr, ins 1,140/yr, HOA 325/mo,
#    PMI 0.48%/yr of the loan
loan3 = 289_900 * 0.85
pi3 = pmt(loan3, 6.875, 30)
pmi3 = loan3 * 0.0048 / 12
total3 = pi3 + 3_480 / 12 + 1_140 / 12 + 325 + pmi3
show(3, "loan amount", loan3)
show(3, "P&I", pi3)
show(3, "PMI monthly", pmi3)
show(3, "total monthly (PITI + PMI + HOA)", total3)

# 4: gross 9,400/mo, debts 780/mo, 45% back-end cap, T&I+HOA 610/mo, 6.6% 30y: max loan
max_housing4 = 0.45 * 9_400 - 780
show(4, "max total housing payment", max_housing4)
show(4, "max P&I", max_housing4 - 610)
show(4, "max loan", loan_from_pmt(max_housing4 - 610, 6.6, 30))

# 5: 3,500/mo all in, T&I 550/mo, 20% down, 6.25% 30y: max price
loan5 = loan_from_pmt(3_500 - 550, 6.25, 30)
show(5, "max loan", loan5)
show(5, "max price (loan / 0.8)", loan5 / 0.8)

# 6: 380k loan 30y: 6.5% no points vs 6.125% with 1 point
cost6 = 380_000 * 0.01
save6 = pmt(380_000, 6.5, 30) - pmt(380_000, 6.125, 30)
show(6, "points cost", cost6)
show(6, "monthly saving", save6)
show(6, "break-even months", cost6 / save6)

# 7: refi 298k balance, current P&I 2,140, new 6.1% 30y, closing 7,000
new7 = pmt(298_000, 6.1, 30)
show(7, "new P&I", new7)
show(7, "monthly saving", 2_140 - new7)
show(7, "break-even months", 7_000 / (2_140 - new7))

# 8: 355k at 3.75% 30y, balance after 72 payments
show(8, "balance after 72 payments", balance(355_000, 3.75, 30, 72))

# 9: 250k at 7 1/4 % 30y: payment and total interest
p9 = pmt(250_000, 7.25, 30)
show(9, "P&I", p9)
show(9, "total interest over 30y", p9 * 360 - 250_000)

# 10: 320k 6.75% 30y, extra 300/mo from the first payment
base10 = pmt(320_000, 6.75, 30) * 360 - 320_000
m10, int10 = payoff_with_extra(320_000, 6.75, 30, 300)
show(10, "scheduled P&I", pmt(320_000, 6.75, 30))
show(10, "payoff months with extra", m10)
show(10, "months sooner", 360 - m10)
show(10, "interest saved", base10 - int10)

# 11: cash to close: 465k, 10% down, closing 2.75% of loan, seller credit 6k, EMD 7.5k paid
loan11 = 465_000 * 0.9
cc11 = loan11 * 0.0275
show(11, "closing costs", cc11)
show(11, "cash due at closing", 46_500 + cc11 - 6_000 - 7_500)

# 12: HELOC 85k interest-only at 8.9%
show(12, "interest-only monthly", 85_000 * 0.089 / 12)

# 13: CLTV: appraised 540k, first 318k, new HELOC 90k
show(13, "CLTV %", (318_000 + 90_000) / 540_000 * 100)

# 14: DTI: 112k/yr, PITI 2,950, car 450, cards 120
inc14 = 112_000 / 12
show(14, "front-end %", 2_950 / inc14 * 100)
show(14, "back-end %", (2_950 + 450 + 120) / inc14 * 100)

# 15: first payment split, 500k at 6% 30y
p15 = pmt(500_000, 6, 30)
show(15, "payment", p15)
show(15, "interest in payment 1", 500_000 * 0.06 / 12)
show(15, "principal in payment 1", p15 - 2_500)

# 16: rent 2,650/mo rising 4% once a year: total over 5 years
show(16, "total rent 5 yrs", sum(2_650 * 12 * 1.04**k for k in range(5)))

# 17: rent 2,400 vs buy 380k, 10% down, 6.75% 30y, tax 4,600/yr, ins 1,500/yr, PMI 0.5%/yr
loan17 = 380_000 * 0.9
own17 = pmt(loan17, 6.75, 30) + 4_600 / 12 + 1_500 / 12 + loan17 * 0.005 / 12
show(17, "P&I", pmt(loan17, 6.75, 30))
show(17, "monthly cost of owning", own17)
show(17, "owning minus renting", own17 - 2_400)

# ---------------------------------------------------------------- property
# 18: seller net: 735k, payoff 412,300, 5% commission, 1.2% other, 8k credits
show(18, "commission", 735_000 * 0.05)
show(18, "net", 735_000 - 412_300 - 735_000 * 0.05 - 735_000 * 0.012 - 8_000)

# 19: follow-up, commission 4.5%
show(19, "net at 4.5%", 735_000 - 412_300 - 735_000 * 0.045 - 735_000 * 0.012 - 8_000)

# 20: market 385k, assessed at 70%, 28.6 mills
tax20 = 385_000 * 0.70 * 28.6 / 1000
show(20, "assessed value", 385_000 * 0.70)
show(20, "annual tax", tax20)
show(20, "monthly tax", tax20 / 12)

# 21: 1,880 sf listed 574k, comps 289 psf
show(21, "list price psf", 574_000 / 1_880)
show(21, "value at 289 psf", 1_880 * 289)

# 22: HOA 520 vs 180 at 6.5% 30y: loan reduction that keeps the same payment
show(22, "HOA difference", 520 - 180)
show(22, "loan reduction", loan_from_pmt(340, 6.5, 30))

# 23: tax 1.18% of 612k price
show(23, "annual tax", 612_000 * 0.0118)
show(23, "monthly escrow", 612_000 * 0.0118 / 12)

# 24: bought 310k, loan 248k 6.5% 30y, 3.5%/yr growth, 7 years
v24 = 310_000 * 1.035**7
b24 = balance(248_000, 6.5, 30, 84)
show(24, "value after 7y", v24)
show(24, "loan balance after 84 payments", b24)
show(24, "equity", v24 - b24)

# ---------------------------------------------------------------- investment
# 25: 4-plex 849k, 1,675/door, 5% vacancy, opex 38% of EGI
gpi25 = 1_675 * 4 * 12
egi25 = gpi25 * 0.95
noi25 = egi25 * 0.62
show(25, "GPI", gpi25)
show(25, "EGI", egi25)
show(25, "NOI", noi25)
show(25, "cap rate %", noi25 / 849_000 * 100)

# 26: follow-up: price for a 7 cap
show(26, "price at 7% cap", noi25 / 0.07)

# 27: SFR rent 2,300, PITI 1,720, vacancy 8% + maintenance 7% of rent, self managed
cf27 = 2_300 - 1_720 - 2_300 * 0.08 - 2_300 * 0.07
show(27, "monthly cash flow", cf27)
show(27, "annual cash flow", cf27 * 12)

# 28: follow-up: 68k cash in
show(28, "cash-on-cash %", cf27 * 12 / 68_000 * 100)

# 29: triplex 615k, rents 5,400/mo
show(29, "GRM", 615_000 / (5_400 * 12))

# 30: 189k house renting 1,650
show(30, "rent / price %", 1_650 / 189_000 * 100)
show(30, "rent needed for 1%", 189_000 * 0.01)

# 31: BRRRR: 142k purchase + 48k rehab cash, ARV 265k, refi 75% LTV, no closing costs
loan31 = 265_000 * 0.75
show(31, "refi loan", loan31)
show(31, "all-in", 142_000 + 48_000)
show(31, "cash back beyond all-in", loan31 - 190_000)

# 32: 12 units avg 1,185, 7% vacancy+credit loss, laundry 350/mo not subject to vacancy
gpr32 = 12 * 1_185 * 12
show(32, "gross potential rent", gpr32)
show(32, "EGI incl laundry", gpr32 * 0.93 + 350 * 12)

# 33: NOI 28,400, 6.25 cap
show(33, "value", 28_400 / 0.0625)

# 34: 420k, 25% down, closing 9k, 7% 30y, NOI 31,200
loan34 = 420_000 * 0.75
ads34 = pmt(loan34, 7, 30) * 12
show(34, "annual debt service", ads34)
show(34, "annual cash flow", 31_200 - ads34)
show(34, "cash-on-cash %", (31_200 - ads34) / (105_000 + 9_000) * 100)

# 35: 20 units 2.9M, 16,400 sf
show(35, "price per unit", 2_900_000 / 20)
show(35, "price psf", 2_900_000 / 16_400)

# 36: opex 96k, debt service 118k, GPI 265k
show(36, "break-even occupancy %", (96_000 + 118_000) / 265_000 * 100)

# ---------------------------------------------------------------- commercial
# 37: strip center NOI 312k, loan 3.4M at 7.1% 25y amortisation
ads37 = pmt(3_400_000, 7.1, 25) * 12
show(37, "annual debt service", ads37)
show(37, "DSCR", 312_000 / ads37)

# 38: follow-up: max loan at 1.25x
show(38, "max annual debt service", 312_000 / 1.25)
show(38, "max loan", loan_from_pmt(312_000 / 1.25 / 12, 7.1, 25))

# 39: retail 2,850 sf, 31.50 psf/yr NNN + 9.25 psf/yr NNN charges
show(39, "base rent annual", 2_850 * 31.5)
show(39, "NNN charges annual", 2_850 * 9.25)
show(39, "total monthly", 2_850 * (31.5 + 9.25) / 12)

# 40: follow-up: 3%/yr bumps on base, year 4 (three bumps)
show(40, "year-4 base psf", 31.5 * 1.03**3)
show(40, "year-4 base annual", 2_850 * 31.5 * 1.03**3)

# 41: 4,200 sf of 56,000 sf, CAM 238k
show(41, "pro-rata share %", 4_200 / 56_000 * 100)
show(41, "annual CAM", 238_000 * 4_200 / 56_000)
show(41, "monthly CAM", 238_000 * 4_200 / 56_000 / 12)

# 42: 5,000 sf: full service 38 psf vs NNN 27 + 10.50 opex
show(42, "full service annual", 5_000 * 38)
show(42, "NNN all-in annual", 5_000 * (27 + 10.5))
show(42, "difference", 5_000 * 38 - 5_000 * 37.5)

# 43: warehouse 2.2M, 30% down, 6.95% 20y
show(43, "loan", 2_200_000 * 0.7)
show(43, "monthly payment", pmt(2_200_000 * 0.7, 6.95, 20))

# 44: base 6k/mo + 6% of sales over 1.2M breakpoint, sales 1.55M
show(44, "percentage rent", (1_550_000 - 1_200_000) * 0.06)
show(44, "total annual rent", 72_000 + (1_550_000 - 1_200_000) * 0.06)

# ---------------------------------------------------------------- market
# 45: 214 active, 83 closed last month
show(45, "months of inventory", 214 / 83)

# 46: median 412k -> 446,500
show(46, "YoY change %", (446_500 - 412_000) / 412_000 * 100)

# 47: listed 625k sold 641,250
show(47, "sale-to-list %", 641_250 / 625_000 * 100)
show(47, "over asking $", 641_250 - 625_000)

# 48: 96 sales in 6 months, 140 active
show(48, "sales per month", 96 / 6)
show(48, "months of supply", 140 / (96 / 6))

# ---------------------------------------------------------------- location
# 49: neighborhood A 525k / 2,100 sf vs B 448k / 1,600 sf
show(49, "A psf", 525_000 / 2_100)
show(49, "B psf", 448_000 / 1_600)

# 50: commute 46 miles round trip, 22 days/mo, 29 mpg, gas 3.49
show(50, "monthly gas", 46 * 22 / 29 * 3.49)


# ---------------------------------------------------------------- stated facts overriding defaults
# 51: duplex "clears 2k a month after everything" (after the mortgage too), 96k cash in
show(51, "annual cash flow", 2_000 * 12)
show(51, "cash-on-cash %", 2_000 * 12 / 96_000 * 100)

# 52: single-tenant NNN, national tenant, no vacancy: rent 186k/yr, landlord pays only a 4,500
#     reserve; asking 3.1M
show(52, "NOI", 186_000 - 4_500)
show(52, "cap rate %", (186_000 - 4_500) / 3_100_000 * 100)

# ---------------------------------------------------------------- second check
# Every payment, balance and payoff above recomputed a different way: by running the schedule month
# by month (payments found by bisection so the balance reaches zero), and the closed forms compared.


def pmt_by_schedule(principal, annual_pct, years):
    r = annual_pct / 100 / 12
    lo, hi = 0.0, principal
    for _ in range(200):
        mid = (lo + hi) / 2
        bal = principal
        for _ in range(years * 12):
            bal = bal * (1 + r) - mid
        lo, hi = (mid, hi) if bal > 0 else (lo, mid)
    return (lo + hi) / 2


def balance_by_schedule(principal, annual_pct, years, k):
    r = annual_pct / 100 / 12
    p = pmt_by_schedule(principal, annual_pct, years)
    bal = principal
    for _ in range(k):
        bal = bal * (1 + r) - p
    return bal


CHECKS = [
    (pmt(412_000, 6.125, 30), pmt_by_schedule(412_000, 6.125, 30)),
    (pmt(412_000, 6.125, 15), pmt_by_schedule(412_000, 6.125, 15)),
    (pmt(289_900 * 0.85, 6.875, 30), pmt_by_schedule(289_900 * 0.85, 6.875, 30)),
    (pmt(loan_from_pmt(2_840, 6.6, 30), 6.6, 30), 2_840),
    (pmt_by_schedule(loan_from_pmt(2_950, 6.25, 30), 6.25, 30), 2_950),
    (pmt(380_000, 6.5, 30) - pmt(380_000, 6.125, 30),
     pmt_by_schedule(380_000, 6.5, 30) - pmt_by_schedule(380_000, 6.125, 30)),
    (pmt(298_000, 6.1, 30), pmt_by_schedule(298_000, 6.1, 30)),
    (balance(355_000, 3.75, 30, 72), balance_by_schedule(355_000, 3.75, 30, 72)),
    (pmt(250_000, 7.25, 30), pmt_by_schedule(250_000, 7.25, 30)),
    (pmt(342_000, 6.75, 30), pmt_by_schedule(342_000, 6.75, 30)),
    (pmt_by_schedule(loan_from_pmt(340, 6.5, 30), 6.5, 30), 340),
    (balance(248_000, 6.5, 30, 84), balance_by_schedule(248_000, 6.5, 30, 84)),
    (pmt(315_000, 7, 30), pmt_by_schedule(315_000, 7, 30)),
    (pmt(3_400_000, 7.1, 25), pmt_by_schedule(3_400_000, 7.1, 25)),
    (pmt_by_schedule(loan_from_pmt(20_800, 7.1, 25), 7.1, 25), 20_800),
    (pmt(1_540_000, 6.95, 20), pmt_by_schedule(1_540_000, 6.95, 20)),
]
for a, b in CHECKS:
    assert abs(a - b) < 0.01, (a, b)
# Extra payments: total interest without extra equals the closed form (schedule vs formula).
m, i = payoff_with_extra(320_000, 6.75, 30, 0)
assert m == 360 and abs(i - (pmt(320_000, 6.75, 30) * 360 - 320_000)) < 0.01, (m, i)
print(f"second check: {len(CHECKS) + 1} payments, balances and schedules agree")
