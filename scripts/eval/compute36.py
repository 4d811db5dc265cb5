#!/usr/bin/env python3
"""Expected figures for scripts/eval/blind-questions-36.ts (standard library only).

Run:  python3 scripts/eval/compute36.py

Conventions (every question states its own inputs; nothing here is a default the user did not give):
- Fixed-rate loans use standard amortization: r = annual rate / 12, n = years * 12,
  payment = P * r / (1 - (1 + r) ** -n). Payments are principal and interest only unless the
  question lists taxes, insurance or HOA to add.
- A balance after k payments is the exact remaining principal of that schedule; interest paid is
  k * payment - principal repaid. Extra-payment payoffs are simulated month by month, the last
  payment being only what is still owed.
- Maximum loan from a payment is the present value of that payment over n months at r.
- Decimal commas in the questions ('6,5%', '1.250.000') are read as 6.5 and 1250000.
- Areas: 1 m2 = 10.764 sq ft, 1 acre = 4046.86 m2, 1 mile = 1.609 km, exactly as the questions give.
  Currency conversions use the rate the question states.
- Money is rounded to the cent, percentages to two decimals, other numbers (ratios, months,
  miles, sq ft) to two decimals. Unit '$' means a money amount (in the currency of the question),
  '%' a percentage, 'n' a plain number.
- Questions Q68 onwards are not figure questions; the script lists their kind for the numbering.
"""


def pmt(principal, annual_pct, years):
    r = annual_pct / 100 / 12
    n = years * 12
    return principal * r / (1 - (1 + r) ** -n)


def pv(payment, annual_pct, years):
    r = annual_pct / 100 / 12
    n = years * 12
    return payment * (1 - (1 + r) ** -n) / r


def balance(principal, annual_pct, years, k):
    r = annual_pct / 100 / 12
    p = pmt(principal, annual_pct, years)
    return principal * (1 + r) ** k - p * ((1 + r) ** k - 1) / r


def payoff_with_extra(principal, annual_pct, years, extra):
    r = annual_pct / 100 / 12
    p = pmt(principal, annual_pct, years) + extra
    bal, months, interest = principal, 0, 0.0
    while bal > 1e-9:
        i = bal * r
        interest += i
        pay = min(p, bal + i)
        bal = bal + i - pay
        months += 1
    return months, interest


def money(x):
    return f"{x:.2f} $"


def pct(x):
    return f"{x:.2f} %"


def num(x):
    return f"{x:.2f} n"


out = []


def q(label, *items):
    out.append(f"{label}  " + "  |  ".join(f"{name} = {val}" for name, val in items))


# Q01 house 385.000, 20% deposit, 30 y at 6,5%
loan1 = 385000 * 0.80
q("Q01", ("loan", money(loan1)), ("P&I", money(pmt(loan1, 6.5, 30))))
# Q02 follow-up: 15 years
q("Q02", ("P&I 15y", money(pmt(loan1, 6.5, 15))))
# Q03 420k at 6 7/8 % 30 y
p3 = pmt(420000, 6.875, 30)
q("Q03", ("P&I", money(p3)), ("total interest", money(p3 * 360 - 420000)))
# Q04 DTI: income 9.400, housing 2.650, car 450, student 320
q("Q04", ("front", pct(2650 / 9400 * 100)), ("back", pct((2650 + 450 + 320) / 9400 * 100)))
# Q05 follow-up: car paid off
q("Q05", ("back", pct((2650 + 320) / 9400 * 100)))
# Q06 flat 310.000 EUR at 1,09 -> USD; deposit share of 850.000 USD house
usd6 = 310000 * 1.09
q("Q06", ("USD", money(usd6)), ("deposit %", pct(usd6 / 850000 * 100)))
# Q07 92 m2 at 598,000
sqft7 = 92 * 10.764
q("Q07", ("sq ft", num(sqft7)), ("$/sq ft", money(598000 / sqft7)))
# Q08 A 78 sqm 455,000 ; B 910 sq ft 470,000
q("Q08", ("A $/sq ft", money(455000 / (78 * 10.764))), ("B $/sq ft", money(470000 / 910)))
# Q09 4 units x 1.350, vacancy 5%, opex 14.200, price 725.000
egi9 = 4 * 1350 * 12 * 0.95
noi9 = egi9 - 14200
q("Q09", ("NOI", money(noi9)), ("cap", pct(noi9 / 725000 * 100)))
# Q10 follow-up: price 680k
q("Q10", ("cap", pct(noi9 / 680000 * 100)))
# Q11 cash on cash: 260,000, 25% down, closing 7,800, cash flow 4,150
q("Q11", ("cash invested", money(260000 * 0.25 + 7800)), ("CoC", pct(4150 / (260000 * 0.25 + 7800) * 100)))
# Q12 GRM duplex 540k, 2 x 2,100/mo
q("Q12", ("GRM", num(540000 / (2 * 2100 * 12))))
# Q13 DSCR NOI 186,000 / DS 148,500 ; max DS at 1.30
q("Q13", ("DSCR", num(186000 / 148500)), ("max DS", money(186000 / 1.30)))
# Q14 transfer tax 1.1% + 0.4% of 615.000
q("Q14", ("transfer tax", money(615000 * 0.015)))
# Q15 2 points on 400.000, 7,0% -> 6,5%, 30 y
save15 = pmt(400000, 7.0, 30) - pmt(400000, 6.5, 30)
q("Q15", ("points cost", money(400000 * 0.02)), ("monthly saving", money(save15)),
  ("break-even months", num(400000 * 0.02 / save15)))
# Q16 PITI: 275k 6.25% 30y, tax 4,800/yr, ins 1,500/yr, HOA 120
p16 = pmt(275000, 6.25, 30)
q("Q16", ("P&I", money(p16)), ("total", money(p16 + 4800 / 12 + 1500 / 12 + 120)))
# Q17 follow-up: HOA 185
q("Q17", ("total", money(p16 + 4800 / 12 + 1500 / 12 + 185)))
# Q18 300000 at 7% 30y, balance after 60 payments
b18 = balance(300000, 7, 30, 60)
q("Q18", ("balance", money(b18)))
# Q19 follow-up: interest paid in the 60 payments
q("Q19", ("interest paid", money(60 * pmt(300000, 7, 30) - (300000 - b18))))
# Q20 250,000 at 6% 30y, +200/month
m20, i20 = payoff_with_extra(250000, 6, 30, 200)
base20 = pmt(250000, 6, 30) * 360 - 250000
q("Q20", ("months", num(m20)), ("interest saved", money(base20 - i20)))
# Q21 185,000 (2012) -> 342,000 (2024), 12 years compounded
q("Q21", ("annual appreciation", pct(((342000 / 185000) ** (1 / 12) - 1) * 100)))
# Q22 450k growing 3,5% a year for 7 years
q("Q22", ("value", money(450000 * 1.035 ** 7)))
# Q23 rent 2.300/month, +4% each year, 5 years
q("Q23", ("total rent", money(sum(2300 * 12 * 1.04 ** k for k in range(5)))))
# Q24 worth 520,000, mortgage 311,400, HELOC 40,000
q("Q24", ("equity", money(520000 - 311400 - 40000)), ("CLTV", pct((311400 + 40000) / 520000 * 100)))
# Q25 cash-out to 80% of 475.000, balance 236.000
q("Q25", ("max cash out", money(475000 * 0.80 - 236000)))
# Q26 50% rule: rent 2,400, P&I 1,050
q("Q26", ("cash flow", money(2400 * 0.5 - 1050)))
# Q27 office 3,200 sf, $28 base + $7.50 NNN per sf per year
q("Q27", ("monthly", money((28 + 7.5) * 3200 / 12)))
# Q28 follow-up: 3 months free base rent in year one, NNN paid all 12 months
q("Q28", ("year-one cost", money(28 * 3200 * 9 / 12 + 7.5 * 3200)))
# Q29 shop 240 m2 at $34/sf/yr
q("Q29", ("monthly", money(240 * 10.764 * 34 / 12)))
# Q30 break-even occupancy: GPR 1.2M, opex 480k, DS 560k
q("Q30", ("break-even occupancy", pct((480000 + 560000) / 1200000 * 100)))
# Q31 commission 5.5% of 612,500, half to listing side, agent 70% of that
q("Q31", ("agent", money(612500 * 0.055 / 2 * 0.70)))
# Q32 sale 1.250.000, commission 5%, closing 1,2%, payoff 612.000
q("Q32", ("net", money(1250000 * (1 - 0.05 - 0.012) - 612000)))
# Q33 follow-up: commission 4%
q("Q33", ("net", money(1250000 * (1 - 0.04 - 0.012) - 612000)))
# Q34 gain: bought 280k, improvements 45k, sold 515k, selling costs 31k
q("Q34", ("gain", money(515000 - 31000 - 280000 - 45000)))
# Q35 residential depreciation: 400,000, land 25%, 27.5 y
q("Q35", ("annual depreciation", money(400000 * 0.75 / 27.5)))
# Q36 max loan for P&I 2.800 at 6,75% 30 y
l36 = pv(2800, 6.75, 30)
q("Q36", ("max loan", money(l36)))
# Q37 follow-up: plus 90.000 deposit
q("Q37", ("price", money(l36 + 90000)))
# Q38 income 7.500/mo, 28%, taxes+ins 450, 6.25% 30y
q("Q38", ("P&I budget", money(7500 * 0.28 - 450)), ("max loan", money(pv(7500 * 0.28 - 450, 6.25, 30))))
# Q39 Lisbon 285.000 EUR, rent 1.150/month
q("Q39", ("gross yield", pct(1150 * 12 / 285000 * 100)))
# Q40 follow-up: condo 720, IMI 410, insurance 180, one month vacancy
noi40 = 1150 * 11 - 720 - 410 - 180
q("Q40", ("net income", money(noi40)), ("net yield", pct(noi40 / 285000 * 100)))
# Q41 5/1 ARM 350k, 30 y, 5.75% then 7.25% for 25 y
p41 = pmt(350000, 5.75, 30)
b41 = balance(350000, 5.75, 30, 60)
q("Q41", ("first P&I", money(p41)), ("balance after 60", money(b41)), ("new P&I", money(pmt(b41, 7.25, 25))))
# Q42 4.800 EUR/m2 at 1 EUR = 1.08 USD -> USD/sq ft
q("Q42", ("USD/sq ft", money(4800 * 1.08 / 10.764)))
# Q43 lot 0.35 acre at 210k -> $/m2
q("Q43", ("m2", num(0.35 * 4046.86)), ("$/m2", money(210000 / (0.35 * 4046.86))))
# Q44 tax 6,570/yr, seller Jan 1 - Mar 14 2025 (73 days of 365)
days44 = 31 + 28 + 14
q("Q44", ("days", num(days44)), ("seller share", money(6570 * days44 / 365)))
# Q45 rents 1.100+1.250+980, vacancy 8%, expenses 35% of EGI, mortgage 1.640/mo
egi45 = (1100 + 1250 + 980) * 12 * 0.92
noi45 = egi45 * 0.65
q("Q45", ("NOI", money(noi45)), ("annual cash flow", money(noi45 - 1640 * 12)))
# Q46 land 350k + hard 1.1M + soft 180k, 75% LTC
cost46 = 350000 + 1100000 + 180000
q("Q46", ("loan", money(cost46 * 0.75)), ("equity", money(cost46 * 0.25)))
# Q47 NOI 312,000 at 7.25% cap
v47 = 312000 / 0.0725
q("Q47", ("value", money(v47)))
# Q48 follow-up: cap 8%
q("Q48", ("value", money(312000 / 0.08)), ("loss", money(v47 - 312000 / 0.08)))
# Q49 4-plex 880,000, 25% down, closing 2%, 7% 30 y, NOI 61,000
ds49 = pmt(880000 * 0.75, 7, 30) * 12
inv49 = 880000 * 0.25 + 880000 * 0.02
q("Q49", ("annual debt service", money(ds49)), ("cash flow", money(61000 - ds49)),
  ("CoC", pct((61000 - ds49) / inv49 * 100)))
# Q50 bond R1.450.000 at 11,75% over 20 y
q("Q50", ("repayment", money(pmt(1450000, 11.75, 20))))
# Q51 flip: 215k + rehab 48k + holding 6,200; sell 329k less 6%
cost51 = 215000 + 48000 + 6200
net51 = 329000 * 0.94
q("Q51", ("profit", money(net51 - cost51)), ("ROI", pct((net51 - cost51) / cost51 * 100)))
# Q52 70% rule ARV 340,000, repairs 55,000
q("Q52", ("max offer", money(340000 * 0.70 - 55000)))
# Q53 follow-up: repairs 70,000
q("Q53", ("max offer", money(340000 * 0.70 - 70000)))
# Q54 186 active listings, 62 sales last month
q("Q54", ("months of supply", num(186 / 62)), ("absorption", pct(62 / 186 * 100)))
# Q55 comps 412k 398k 455k 430k 401k 447k
c55 = sorted([412000, 398000, 455000, 430000, 401000, 447000])
q("Q55", ("median", money((c55[2] + c55[3]) / 2)), ("average", money(sum(c55) / 6)))
# Q56 follow-up: one more comp at 469k
c56 = sorted(c55 + [469000])
q("Q56", ("median", money(c56[3])), ("average", money(sum(c56) / 7)))
# Q57 comps per sq ft, subject 1,940 sq ft
pp57 = [462500 / 1850, 514500 / 2100, 438600 / 1720]
avg57 = sum(pp57) / 3
q("Q57", ("avg $/sq ft", money(avg57)), ("value", money(avg57 * 1940)))
# Q58 34 mi each way, 5 d/wk, 48 wk, 28 mpg, 3.60/gal
g58 = 34 * 2 * 5 * 48 / 28 * 3.60
q("Q58", ("yearly gas", money(g58)))
# Q59 follow-up: 12 mi each way
g59 = 12 * 2 * 5 * 48 / 28 * 3.60
q("Q59", ("yearly gas", money(g59)), ("saving", money(g58 - g59)))
# Q60 1,8 km to miles
q("Q60", ("miles", num(1.8 / 1.609)))
# Q61 offer 505,000, appraisal 488,000, 90% of lower
q("Q61", ("loan", money(488000 * 0.90)), ("cash down", money(505000 - 488000 * 0.90)))
# Q62 FHA 330,000, 3.5% down, UFMIP 1.75% financed
base62 = 330000 * 0.965
q("Q62", ("base loan", money(base62)), ("total loan", money(base62 * 1.0175)))
# Q63 warehouse 18,000 sf at 9.50 NNN, 5% vacancy, 22,000 unrecoverable
q("Q63", ("NOI", money(18000 * 9.5 * 0.95 - 22000)))
# Q64 first payment split 500,000 at 6.5% 30 y
p64 = pmt(500000, 6.5, 30)
q("Q64", ("interest", money(500000 * 0.065 / 12)), ("principal", money(p64 - 500000 * 0.065 / 12)))
# Q65 refi 318.000: 7,4% over remaining 27 y vs 6,1% 30 y, closing 6.500
old65 = pmt(318000, 7.4, 27)
new65 = pmt(318000, 6.1, 30)
q("Q65", ("old P&I", money(old65)), ("new P&I", money(new65)), ("break-even months", num(6500 / (old65 - new65))))
# Q66 recast 280k at 5.5%, 22 y left, lump sum 50k
old66 = pmt(280000, 5.5, 22)
new66 = pmt(230000, 5.5, 22)
q("Q66", ("new P&I", money(new66)), ("reduction", money(old66 - new66)))
# Q67 5.200 GBP at 1.27, payment $3,150
usd67 = 5200 * 1.27
q("Q67", ("income USD", money(usd67)), ("share", pct(3150 / usd67 * 100)))

kinds = (["knowledge"] * 10 + ["honest"] * 6 + ["clarify"] * 6 + ["fair-housing"] * 7
         + ["compliance", "compliance", "lawful", "lawful"] + ["decline"] * 5)
for i, k in enumerate(kinds, start=68):
    out.append(f"Q{i:02d}  ({k}, no figures)")

print("\n".join(out))
