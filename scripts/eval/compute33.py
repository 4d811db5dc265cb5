#!/usr/bin/env python3
"""Expected figures for scripts/eval/blind-questions-33.ts (standard library only).

Written by a helper session (an AI model) that read only the product spec and
scripts/eval/score.ts. Run:  python3 scripts/eval/compute33.py

Conventions (every question states its own inputs; nothing else is assumed):
- Fixed-rate mortgage payment (principal and interest) uses standard amortization:
  P * r / (1 - (1 + r) ** -n), with r = annual rate / 12 and n = years * 12.
- A remaining balance after k payments is the scheduled balance (no extra payments):
  B_k = P * (1 + r) ** k - pmt * ((1 + r) ** k - 1) / r, with the unrounded payment.
- Interest paid in the first k payments = k * payment - (P - B_k), unrounded payment.
- Money is rounded to the cent (half up) only when printed; intermediate values are not rounded.
- Percentages are printed to two decimals; plain numbers (hours, years, miles, months) to two
  decimals unless they are whole.
- Property tax from a mill rate: market value * assessment ratio * mills / 1000.
- Compound growth: value * (1 + g) ** years, compounded once a year.
- Cap rate = net operating income / value; NOI excludes mortgage payments.
- Questions that are not 'figure' are listed with their kind and no figures.
"""
from decimal import Decimal, ROUND_HALF_UP


def money(x):
    return Decimal(repr(x)).quantize(Decimal('0.01'), rounding=ROUND_HALF_UP)


def pct(x):
    return Decimal(repr(x)).quantize(Decimal('0.01'), rounding=ROUND_HALF_UP)


def num(x):
    return Decimal(repr(x)).quantize(Decimal('0.01'), rounding=ROUND_HALF_UP)


def pmt(principal, annual, years):
    r = annual / 12
    n = years * 12
    return principal * r / (1 - (1 + r) ** -n)


def balance(principal, annual, years, k):
    r = annual / 12
    p = pmt(principal, annual, years)
    return principal * (1 + r) ** k - p * ((1 + r) ** k - 1) / r


def D(x):
    return ('$', money(x))


def P(x):
    return ('%', pct(x))


def N(x):
    return ('n', num(x))


Q = []


def q(kind, *figs):
    Q.append((kind, figs))


# Q01 commute: 34 mi each way, 5 d/wk, 48 wk, $0.67/mi, $6.50 toll each way
days = 5 * 48
miles = 34 * 2 * days
q('figure', D(miles * 0.67), D(miles * 0.67 + 6.50 * 2 * days))
# Q02 extra commute time 55 vs 20 min each way, 230 days, $45/h
h = (55 - 20) * 2 * 230 / 60
q('figure', N(h), D(h * 45))
# Q03 follow-up: 138 office days
h = (55 - 20) * 2 * 138 / 60
q('figure', N(h), D(h * 45))
# Q04 garage $285 + tolls 3.25 each way vs $4/day park&ride + $132 pass, 21 days/mo
a = 285 + 3.25 * 2 * 21
b = 4 * 21 + 132
q('figure', D(a - b), D((a - b) * 12))
# Q05 school premium 612k vs 540k, 20% down, 6.5% 30y; tuition 13,800/yr
prem = 612000 - 540000
extra_pi = pmt(prem * 0.8, 0.065, 30)
q('figure', D(extra_pi), D(prem * 0.2), D(13800 / 12))
# Q06 follow-up: add tax 2.1% of the 72k premium
q('figure', D(prem * 0.021 / 12), D(extra_pi + prem * 0.021 / 12))
# Q07 CT: 480k, 70% assessment, 28.4 mills
t = 480000 * 0.7 * 28.4 / 1000
q('figure', D(t), D(t / 12))
# Q08 town A 31.2 mills @70% vs town B 22.75 mills @100%, $455,000
ta = 455000 * 0.7 * 31.2 / 1000
tb = 455000 * 1.0 * 22.75 / 1000
q('figure', D(ta), D(tb), D(tb - ta))
# Q09 $389,900, 85% assessed, 1.18% of assessed
t = 389900 * 0.85 * 0.0118
q('figure', D(t), P(t / 389900 * 100))
# Q10 just value 410k, homestead 50k, 17.85 mills
t = (410000 - 50000) * 17.85 / 1000
q('figure', D(t), D(t / 12))
# Q11 flood 2,340 @5k ded vs 1,890 @10k ded
q('figure', D(2340 - 1890), N(5000 / (2340 - 1890)))
# Q12 follow-up: low-deductible quote 2,190
q('figure', D(2190 - 1890), N(5000 / (2190 - 1890)))
# Q13 base 1,650 + 38% wildfire surcharge
t = 1650 * 1.38
q('figure', D(t), D(t / 12))
# Q14 wildfire deductible 2% of 620k vs flat 2,500
q('figure', D(620000 * 0.02), D(620000 * 0.02 - 2500))
# Q15 HOA 265/mo vs yard 55 x 28 + snow 45 x 12
yard = 55 * 28 + 45 * 12
q('figure', D(yard), D(265 * 12), D(265 * 12 - yard))
# Q16 follow-up: HOA 310
q('figure', D(310 * 12), D(310 * 12 - yard))
# Q17 utilities older vs newer
old = 1150 * 1.42 + 11800 * 0.163
new = 520 * 1.42 + 9100 * 0.163
q('figure', D(old), D(new), D(old - new))
# Q18 follow-up: gas 1.65/therm
old = 1150 * 1.65 + 11800 * 0.163
new = 520 * 1.65 + 9100 * 0.163
q('figure', D(old - new))
# Q19 COL 128k at index 104 -> index 131
eq = 128000 * 131 / 104
q('figure', D(eq))
# Q20 follow-up: offer 150k
q('figure', D(eq - 150000), P((eq - 150000) / eq * 100))
# Q21 moving costs vs package netting 70% of 15k
cost = 11400 + 1275 + 32 * 149 + 1860
q('figure', D(cost), D(15000 * 0.7), D(cost - 15000 * 0.7))
# Q22 gross-up: net 20k after 35%
q('figure', D(20000 / (1 - 0.35)))
# Q23 465k, 15% down, 6.875%, 30y
q('figure', D(465000 * 0.85), D(pmt(465000 * 0.85, 0.06875, 30)))
# Q24 follow-up: 20% down
q('figure', D(465000 * 0.80), D(pmt(465000 * 0.80, 0.06875, 30)))
# Q25 PITI: 384k 6.25% 30y, tax 7,200/yr, ins 1,980/yr, HOA 95
pi = pmt(384000, 0.0625, 30)
q('figure', D(pi), D(pi + 7200 / 12 + 1980 / 12 + 95))
# Q26 affordability: 168k income, 28%, T&I 650/mo, 6.5% 30y
cap = 168000 * 0.28 / 12
budget = cap - 650


def max_loan(payment, annual, years):
    r = annual / 12
    n = years * 12
    return payment * (1 - (1 + r) ** -n) / r


q('figure', D(cap), D(budget), D(max_loan(budget, 0.065, 30)))
# Q27 follow-up: 7%
q('figure', D(max_loan(budget, 0.07, 30)))
# Q28 rent a year at 2,650 while 500k house rises 4%
q('figure', D(500000 * 0.04), D(500000 * 0.04 * 0.2), D(2650 * 12))
# Q29 cash to close 418,500, 10% down, 2.8% closing
q('figure', D(418500 * 0.10), D(418500 * 0.028), D(418500 * 0.128))
# Q30 net proceeds 385k, 5.5% commission, 1.5% other, payoff 212,400
net = 385000 * (1 - 0.055 - 0.015) - 212400
q('figure', D(net))
# Q31 follow-up: put it all down on 560k
q('figure', P(net / 560000 * 100), D(560000 - net))
# Q32 price per sq ft
a = 579000 / 2340
b = 512000 / 1980
q('figure', D(a), D(b), D(b - a))
# Q33 train: pass 198/mo x 12 + $5/day x 240
q('figure', D(198 * 12), D(5 * 240), D(198 * 12 + 5 * 240))
# Q34 47 min each way, 5 d, 49 wk
h = 47 * 2 * 5 * 49 / 60
q('figure', N(h), N(h / 40))
# Q35 425k: county A 0.98% vs county B 1.37% + $240
d = 425000 * 0.0137 + 240 - 425000 * 0.0098
q('figure', D(425000 * 0.0098), D(425000 * 0.0137 + 240), D(d), D(d * 7))
# Q36 premium 85k vs tuition 16,200/kid/yr, 5 + 8 kid-years
tu = 16200 * (5 + 8)
q('figure', D(tu), D(tu - 85000))
# Q37 follow-up: tuition +3%/yr
tu3 = sum(16200 * 1.03 ** i for i in range(5)) + sum(16200 * 1.03 ** i for i in range(8))
q('figure', D(tu3), D(tu3 - 85000))
# Q38 excess flood: 340k replacement - 250k NFIP, $3.10 per $1,000
ex = 340000 - 250000
q('figure', D(ex), D(ex / 1000 * 3.10))
# Q39 heat pump: oil 3,200 vs 1,450; 14,800 - 3,000 rebate
q('figure', D(3200 - 1450), D(14800 - 3000), N((14800 - 3000) / (3200 - 1450)))
# Q40 COL budget 6,400/mo, index 118 vs 100
q('figure', D(6400 * 1.18), D(6400 * 0.18 * 12))
# Q41 state income tax 4.95% flat on 140k
q('figure', D(140000 * 0.0495), D(140000 * 0.0495 / 12))
# Q42 temp housing 4,100 x 2.5 vs 112 x 76
q('figure', D(4100 * 2.5), D(112 * 76), D(4100 * 2.5 - 112 * 76))
# Q43 rent first: second move 6,800 + storage 210 x 9
q('figure', D(210 * 9), D(6800 + 210 * 9))
# Q44 appreciation 545k at 3.5% for 7 years
v = 545000 * 1.035 ** 7
q('figure', D(v), D(v - 545000))
# Q45 balance after 84 payments, 436k 6.5% 30y
b84 = balance(436000, 0.065, 30, 84)
q('figure', D(pmt(436000, 0.065, 30)), D(b84), D(436000 - b84))
# Q46 first-year interest 400k 6.75% 30y
p = pmt(400000, 0.0675, 30)
b12 = balance(400000, 0.0675, 30, 12)
q('figure', D(12 * p - (400000 - b12)), D(400000 - b12))
# Q47 points: 2 pts on 420k; 7.0% vs 6.5%
p70 = pmt(420000, 0.07, 30)
p65 = pmt(420000, 0.065, 30)
import math
q('figure', D(420000 * 0.02), D(p70 - p65), N(math.ceil(420000 * 0.02 / (p70 - p65))))
# Q48 15y 6.0% vs 30y 6.625% on 350k
p15 = pmt(350000, 0.06, 15)
p30 = pmt(350000, 0.06625, 30)
q('figure', D(p15), D(p30), D((p30 * 360 - 350000) - (p15 * 180 - 350000)))
# Q49 EV: 62 mi rt, 235 d, 0.30 kWh/mi, $0.14/kWh
mi = 62 * 235
q('figure', N(mi), N(mi * 0.30), D(mi * 0.30 * 0.14))
# Q50 follow-up: gas car 28 mpg, $3.59
gas = mi / 28 * 3.59
q('figure', D(gas), D(gas - mi * 0.30 * 0.14))
# Q51 far 480k vs close 560k, 20% down, 6.5% 30y; 35 min each way x 2 x 21 d x $35
q('figure', D(pmt(80000 * 0.8, 0.065, 30)), D(35 * 2 * 21 / 60 * 35))
# Q52 car tax: 28,000 and 19,500 at 70%, 32.46 mills
c1 = 28000 * 0.7 * 32.46 / 1000
c2 = 19500 * 0.7 * 32.46 / 1000
q('figure', D(c1), D(c2), D(c1 + c2))
# Q53 transfer tax 1% + 0.5% on 610k, buyer pays half
q('figure', D(610000 * 0.015), D(610000 * 0.015 / 2))
# Q54 reassessment 210k -> 495k at 1.25%
q('figure', D(210000 * 0.0125), D(495000 * 0.0125), D((495000 - 210000) * 0.0125))
# Q55 rent out old home: 2,300 rent, 5% vacancy, 8% mgmt of collected, PITI 1,640, maint 150
col = 2300 * 0.95
cf = col - col * 0.08 - 1640 - 150
q('figure', D(cf), D(cf * 12))
# Q56 follow-up: rent 2,450
col = 2450 * 0.95
cf = col - col * 0.08 - 1640 - 150
q('figure', D(cf), D(cf * 12))
# Q57 cap rate: 340k value
egi = 2300 * 12 * 0.95
noi = egi - (4100 + 1300 + egi * 0.08 + 1800)
q('figure', D(noi), P(noi / 340000 * 100))
# Q58 sell second car: 1,260/yr + 110/mo + 600/yr + 180/yr; loan at 6.5% 30y
s = 1260 + 110 * 12 + 600 + 180
q('figure', D(s), D(s / 12), D(max_loan(s / 12, 0.065, 30)))
# Q59 medians 415k vs 498k
q('figure', P((498000 - 415000) / 415000 * 100), P((498000 - 415000) / 498000 * 100))
# Q60 cash gap: 20% of 535k + 3% closing - 88k
need = 535000 * 0.23
q('figure', D(need), D(need - 88000))
# Q61 PMI: 5% down on 450k, 0.58%/yr, 6.5% 30y
loan = 450000 * 0.95
q('figure', D(loan * 0.0058 / 12), D(pmt(loan, 0.065, 30)), D(loan * 0.0058 / 12 + pmt(loan, 0.065, 30)))
# Q62 follow-up: first payment at which the balance is at or below 78% of 450k
target = 450000 * 0.78
k = 1
while balance(loan, 0.065, 30, k) > target:
    k += 1
q('figure', D(target), N(k))
# Q63 HOA 340 + special assessment 4,800 over 24 months
q('figure', D(340 + 4800 / 24), D((340 + 4800 / 24) * 12))
# Q64 condo 389k + HOA 410 vs house 455k + yard 160 + maintenance 1%/yr; 20% down 6.5% 30y
condo = pmt(389000 * 0.8, 0.065, 30) + 410
house = pmt(455000 * 0.8, 0.065, 30) + 160 + 455000 * 0.01 / 12
q('figure', D(condo), D(house), D(house - condo))
# Q65 oil 850 gal x 3.89 vs gas 640 therms x 1.35
q('figure', D(850 * 3.89), D(640 * 1.35), D(850 * 3.89 - 640 * 1.35))
# Q66 lease break: 3,100 rent, leave after 8 months, fee 2 months' rent
q('figure', D(3100 * 8 + 3100 * 2), D(3100 * 12 - (3100 * 8 + 3100 * 2)))
# Q67 480k loan: 7.0% vs 6.25% 30y
a = pmt(480000, 0.07, 30)
b = pmt(480000, 0.0625, 30)
q('figure', D(a), D(b), D(a - b))
# Q68 2-1 buydown on 400k at 6.5%: 4.5% year 1, 5.5% year 2
full = pmt(400000, 0.065, 30)
y1 = 12 * (full - pmt(400000, 0.045, 30))
y2 = 12 * (full - pmt(400000, 0.055, 30))
q('figure', D(y1), D(y2), D(y1 + y2))

# Q69-Q106: not 'figure'
for kind, count in [('knowledge', 10), ('honest', 6), ('clarify', 6), ('fair-housing', 7),
                    ('compliance', 2), ('lawful', 2), ('decline', 5)]:
    for _ in range(count):
        q(kind)


def show(f):
    u, v = f
    if u == '$':
        return f'${v:,}'
    if u == '%':
        return f'{v}%'
    return f'{v:,}'


for i, (kind, figs) in enumerate(Q, 1):
    line = f'Q{i:02d} {kind}'
    if figs:
        line += ': ' + ' | '.join(show(f) for f in figs)
    print(line)
