#!/usr/bin/env python3
"""Expected figures for blind-questions-7.ts, computed independently of the assistant.

Conventions: monthly payment = P*r/(1-(1+r)^-n) with r = annual rate / 12; balances and payoff
schedules use the unrounded payment; money rounded to cents only for display.
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


out = []


def show(num, label, value):
    out.append((num, label, value))
    print(f"#{num:<3} {label:<58} {value:,.4f}")


# 1: P&I on 385k at 6 3/8, 30 yr
show(1, "P&I 385k @ 6.375% 30y", pmt(385000, 6.375, 30))
# 2: follow-up, same at 5.875
show(2, "P&I 385k @ 5.875% 30y", pmt(385000, 5.875, 30))

# 3: PITI, 525k, 10% down, 6.75% 30y, tax 6300/yr, ins 1800/yr, PMI 0.55%/yr of loan, HOA 85
loan3 = 525000 * 0.9
pi3 = pmt(loan3, 6.75, 30)
pmi3 = loan3 * 0.0055 / 12
total3 = pi3 + 6300 / 12 + 1800 / 12 + pmi3 + 85
show(3, "P&I 472.5k @ 6.75% 30y", pi3)
show(3, "PMI monthly", pmi3)
show(3, "total monthly (PITI + PMI + HOA)", total3)
# 4: follow-up, 20% down, no PMI
loan4 = 525000 * 0.8
pi4 = pmt(loan4, 6.75, 30)
show(4, "P&I 420k @ 6.75% 30y", pi4)
show(4, "total monthly, no PMI", pi4 + 6300 / 12 + 1800 / 12 + 85)

# 5: affordability: 142k gross, 43% back-end DTI, 650 other debts, 550 T&I, 6.5% 30y
max_debt5 = 142000 / 12 * 0.43
max_housing5 = max_debt5 - 650
max_pi5 = max_housing5 - 550
show(5, "max total housing payment", max_housing5)
show(5, "max P&I", max_pi5)
show(5, "max loan @ 6.5%", loan_from_pmt(max_pi5, 6.5, 30))
# 6: follow-up at 5.75%
show(6, "max loan @ 5.75%", loan_from_pmt(max_pi5, 5.75, 30))

# 7: refi break-even
show(7, "break-even months 7800/(2410-2105)", 7800 / (2410 - 2105))

# 8: remaining balance, 300k 4.25% 30y after 84 payments
show(8, "balance after 84 payments", balance(300000, 4.25, 30, 84))

# 9: extra 200/mo on 250k 7% 30y
p9 = pmt(250000, 7, 30)
r9 = 0.07 / 12
n9 = -math.log(1 - r9 * 250000 / (p9 + 200)) / math.log(1 + r9)
bal, months, interest = 250000.0, 0, 0.0
while bal > 1e-9:
    i = bal * r9
    interest += i
    pay = min(p9 + 200, bal + i)
    bal = bal + i - pay
    months += 1
show(9, "scheduled P&I", p9)
show(9, "months to payoff (fractional)", n9)
show(9, "payments made (last one partial)", months)
show(9, "interest with extra (simulated)", interest)
show(9, "interest without extra", p9 * 360 - 250000)
show(9, "interest saved", p9 * 360 - 250000 - interest)

# 10: NOI, 4 units @ 1450, no vacancy, tax 7200, ins 3100, repairs 4000, PM 8% of rent
gpi10 = 4 * 1450 * 12
noi10 = gpi10 - 7200 - 3100 - 4000 - 0.08 * gpi10
show(10, "gross rent", gpi10)
show(10, "NOI", noi10)
# 11: follow-up cap rate at 715k
show(11, "cap rate % at 715k", noi10 / 715000 * 100)

# 12: duplex cash flow: 2100 + 1950, 6% vacancy, opex 14,500, P&I 2380/mo
gpi12 = (2100 + 1950) * 12
egi12 = gpi12 * 0.94
noi12 = egi12 - 14500
cf12 = noi12 - 2380 * 12
show(12, "EGI", egi12)
show(12, "NOI", noi12)
show(12, "annual cash flow", cf12)
show(12, "monthly cash flow", cf12 / 12)
# 13: follow-up CoC on 95k
show(13, "cash on cash %", cf12 / 95000 * 100)

# 14: DSCR, 2.1M at 6.9% 25y am, NOI 186k
ds14 = pmt(2100000, 6.9, 25) * 12
show(14, "monthly P&I", ds14 / 12)
show(14, "annual debt service", ds14)
show(14, "DSCR", 186000 / ds14)
# 15: follow-up max loan at 1.25x
show(15, "max loan for DSCR 1.25", loan_from_pmt(186000 / 1.25 / 12, 6.9, 25))

# 16: GRM
show(16, "GRM 640k / (5200*12)", 640000 / (5200 * 12))

# 17: 1% rule
show(17, "rent/price %", 1950 / 229000 * 100)
show(17, "rent needed for 1%", 229000 * 0.01)

# 18: price per sf
show(18, "874,900 / 2,315", 874900 / 2315)

# 19: seller net: 610k, payoff 342.5k, 5.5% commission, 1.5% other closing, 4k credit
comm19 = 610000 * 0.055
other19 = 610000 * 0.015
show(19, "commission", comm19)
show(19, "other closing costs", other19)
show(19, "net proceeds", 610000 - 342500 - comm19 - other19 - 4000)
# 20: follow-up, commission 4.5%
show(20, "net proceeds at 4.5%", 610000 - 342500 - 610000 * 0.045 - other19 - 4000)

# 21: total rent over 5 years, 2600/mo, +3% each year
rent21 = sum(2600 * 12 * 1.03**y for y in range(5))
show(21, "total rent 5 yrs", rent21)
show(21, "monthly rent in year 5", 2600 * 1.03**4)

# 22: appreciation 415k at 4.5%/yr for 8 yrs
v22 = 415000 * 1.045**8
show(22, "value after 8 yrs", v22)
show(22, "gain", v22 - 415000)

# 23: points
show(23, "2.25 points on 468k", 468000 * 0.0225)

# 24: commission split: 725k, 5% total, 50/50 co-op, 70/30 agent split
side24 = 725000 * 0.05 / 2
show(24, "buyer-side commission", side24)
show(24, "agent's 70%", side24 * 0.7)

# 25: property tax from mill rate
show(25, "annual tax 480k * 23.4 mills", 480000 * 23.4 / 1000)
show(25, "monthly", 480000 * 23.4 / 1000 / 12)

# 26: NNN lease 3200 sf, 28 psf/yr base, NNN 7.50 psf/yr
show(26, "monthly base rent", 3200 * 28 / 12)
show(26, "monthly NNN", 3200 * 7.5 / 12)
show(26, "monthly all-in", 3200 * (28 + 7.5) / 12)
# 27: follow-up year 2 base +3%
show(27, "year-2 base psf", 28 * 1.03)
show(27, "year-2 monthly base", 3200 * 28 * 1.03 / 12)

# 28: CLTV
show(28, "CLTV %", (312000 + 45000) / 505000 * 100)

# 29: cash on cash
show(29, "CoC % 6120 / 85000", 6120 / (60000 + 9000 + 16000) * 100)

# 30: interest-only 850k at 7.25%
show(30, "IO monthly", 850000 * 0.0725 / 12)
# 31: follow-up amortizing 30y
show(31, "P&I 850k @ 7.25% 30y", pmt(850000, 7.25, 30))

# 32: 5/1 ARM 400k, 5.5% 30y, resets to 7.5% after 60 payments
p32 = pmt(400000, 5.5, 30)
b32 = balance(400000, 5.5, 30, 60)
show(32, "initial P&I", p32)
show(32, "balance after 60", b32)
show(32, "new P&I @ 7.5% over 300 mo", pmt(b32, 7.5, 25))

# 33: CAM pro rata 4500 / 30000 of 165k
share33 = 4500 / 30000
show(33, "pro rata share %", share33 * 100)
show(33, "CAM per year", 165000 * share33)
show(33, "CAM per month", 165000 * share33 / 12)

# 34: escalation 18,000 sf at 24.50, 3%/yr, year 5
psf34 = 24.5 * 1.03**4
show(34, "year-5 rate psf", psf34)
show(34, "year-5 annual rent", psf34 * 18000)

# 35: value from NOI and cap
show(35, "value 92,400 / 7.25%", 92400 / 0.0725)
# 36: follow-up NOI 88k
show(36, "value 88,000 / 7.25%", 88000 / 0.0725)

# 37: cash to close: 389k, 5% down, 3% closing, 5k seller credit, 10k earnest already paid
show(37, "down payment", 389000 * 0.05)
show(37, "closing costs", 389000 * 0.03)
show(37, "cash to close", 389000 * 0.05 + 389000 * 0.03 - 5000 - 10000)

# 38: months of inventory
show(38, "420 / 140", 420 / 140)

# 39: price per sf in two areas
show(39, "Elmwood 465k / 1900", 465000 / 1900)
show(39, "Ridgeview 389k / 1420", 389000 / 1420)
