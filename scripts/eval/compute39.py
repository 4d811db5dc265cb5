#!/usr/bin/env python3
"""Expected figures for scripts/eval/blind-questions-39.ts (held-out set 39).

Written by a helper session that read only the product spec and scripts/eval/score.ts.
Standard library only. Prints one labelled line per question (Q01..Q106); non-figure
questions print their kind and "no figures".

Conventions (every question states the inputs it needs; these are how the script computes):
- Monthly principal-and-interest payment: standard amortization, r = annual rate / 12,
  n = years * 12, payment = P * r / (1 - (1 + r) ** -n).
- Remaining balance after k payments: P * (1+r)^k - payment * ((1+r)^k - 1) / r, using the
  unrounded payment.
- Money is rounded to the cent at the end (round half up); percentages to two decimals.
- Points are percent of the loan amount (1 point = 1% of the loan).
- Day counts for prorations are stated in each question (inclusive day ranges, 365-day year
  for per-diem interest and annual taxes, actual days of the quarter or a 30-day month where
  the question says so).
- Break-even month counts are rounded up (or down) as each question asks.
"""
from decimal import Decimal, ROUND_HALF_UP
import math


def money(x):
    return float(Decimal(repr(x)).quantize(Decimal('0.01'), rounding=ROUND_HALF_UP))


def pct(x):
    return float(Decimal(repr(x)).quantize(Decimal('0.01'), rounding=ROUND_HALF_UP))


def pmt(principal, annual_pct, years):
    r = annual_pct / 100 / 12
    n = years * 12
    if r == 0:
        return principal / n
    return principal * r / (1 - (1 + r) ** -n)


def balance(principal, annual_pct, years, k):
    r = annual_pct / 100 / 12
    p = pmt(principal, annual_pct, years)
    return principal * (1 + r) ** k - p * ((1 + r) ** k - 1) / r


def pv(payment, annual_pct, years):
    r = annual_pct / 100 / 12
    n = years * 12
    return payment * (1 - (1 + r) ** -n) / r


out = {}


def put(q, *items):
    out[q] = items


# Q01 repair credit vs price cut: 465,000, 20% down, 6.5%, 30 yr
a = pmt(465000 * 0.8, 6.5, 30)
b = pmt((465000 - 12000) * 0.8, 6.5, 30)
put('Q01', ('P&I with credit, loan 372,000', money(a), '$'), ('P&I with price cut, loan 362,400', money(b), '$'),
    ('monthly difference', money(a - b), '$'))
# Q02 follow-up at 6.875%
a = pmt(372000, 6.875, 30)
b = pmt(362400, 6.875, 30)
put('Q02', ('P&I loan 372,000 @6.875', money(a), '$'), ('P&I loan 362,400 @6.875', money(b), '$'))
# Q03 lock extension points
put('Q03', ('0.25 pt on 418,000', money(418000 * 0.0025), '$'), ('0.375 pt on 418,000', money(418000 * 0.00375), '$'))
# Q04 0.02%/day x 12 days on 527,250
put('Q04', ('extension cost', money(527250 * 0.0002 * 12), '$'))
# Q05 escrow shortage
esc = (6480 + 2196) / 12
put('Q05', ('new monthly escrow incl. shortage', money(esc + 1164 / 12), '$'),
    ('new total payment', money(1987.43 + esc + 1164 / 12), '$'))
# Q06 follow-up: pay shortage in a lump
put('Q06', ('monthly escrow', money(esc), '$'), ('total payment', money(1987.43 + esc), '$'))
# Q07 tax proration Jan 1 - Apr 21 2025 inclusive
days = 31 + 28 + 31 + 21
put('Q07', ('days', days, 'n'), ('seller credit', money(7300 / 365 * days), '$'))
# Q08 HOA quarterly 570 for Jul-Sep (92 days); buyer owns Aug 14 - Sep 30
bd = (31 - 14 + 1) + 30
put('Q08', ('buyer reimburses seller', money(570 * bd / 92), '$'))
# Q09 transfer tax: state $1 per $500, county 0.55%, split 50/50, price 648,000
st = 648000 / 500 * 1
co = 648000 * 0.0055
put('Q09', ('total transfer tax', money(st + co), '$'), ('buyer half', money((st + co) / 2), '$'))
# Q10 tiered title premium on 525,000 + settlement 895 + endorsements 150
prem = 100 * 5.75 + 400 * 4.50 + 25 * 3.25
put('Q10', ('title premium', money(prem), '$'), ('total title charges', money(prem + 895 + 150), '$'))
# Q11 bridge loan 160k @9.25% IO 5 months + 1.5 pts
i = 160000 * 0.0925 / 12 * 5
put('Q11', ('interest', money(i), '$'), ('origination', money(160000 * 0.015), '$'), ('total', money(i + 2400), '$'))
# Q12 carrying two houses
put('Q12', ('monthly both', money(2140 + 3385 + 210), '$'), ('old house over 4 months', money((2140 + 210) * 4), '$'))
# Q13 follow-up 7 months
put('Q13', ('old house over 7 months', money((2140 + 210) * 7), '$'))
# Q14 net from sale
net14 = 525000 - 525000 * 0.055 - 212400 - 6000 - 3200
put('Q14', ('commission', money(525000 * 0.055), '$'), ('net proceeds', money(net14), '$'))
# Q15 follow-up: all down on 640k
put('Q15', ('loan', money(640000 - net14), '$'), ('down %', pct(net14 / 640000 * 100), '%'))
# Q16 follow-up: 5k more credits
net16 = net14 - 5000
put('Q16', ('new net', money(net16), '$'), ('new loan', money(640000 - net16), '$'))
# Q17 per diem 336,000 @6.875 / 365, June 20-30 inclusive = 11 days
d = 336000 * 0.06875 / 365
put('Q17', ('per day', money(d), '$'), ('prepaid interest 11 days', money(d * 11), '$'))
# Q18 follow-up: June 27-30 = 4 days
put('Q18', ('prepaid interest 4 days', money(d * 4), '$'))
# Q19 400k @ 6 7/8 30 yr
put('Q19', ('P&I', money(pmt(400000, 6.875, 30)), '$'))
# Q20 follow-up: 15 yr @6.25
p15 = pmt(400000, 6.25, 15)
put('Q20', ('P&I 15 yr', money(p15), '$'), ('difference vs 30 yr', money(p15 - pmt(400000, 6.875, 30)), '$'))
# Q21 2 points on 350k, 7.0 -> 6.5
s = pmt(350000, 7.0, 30) - pmt(350000, 6.5, 30)
put('Q21', ('cost of points', money(7000), '$'), ('monthly savings', money(s), '$'),
    ('break-even months (round up)', math.ceil(7000 / s), 'n'))
# Q22 2-1 buydown on 400k at 7%
p7, p5, p6 = pmt(400000, 7, 30), pmt(400000, 5, 30), pmt(400000, 6, 30)
put('Q22', ('year-1 payment', money(p5), '$'), ('year-2 payment', money(p6), '$'),
    ('buydown cost', money(12 * (p7 - p5) + 12 * (p7 - p6)), '$'))
# Q23 PMI
put('Q23', ('monthly PMI', money(370500 * 0.0058 / 12), '$'))
# Q24 concession cap
put('Q24', ('max seller credit', money(432000 * 0.03), '$'), ('buyer still pays', money(14250 - 12960), '$'))
# Q25 appraisal gap
put('Q25', ('loan', money(490000 * 0.8), '$'), ('cash for price', money(505000 - 392000), '$'))
# Q26 follow-up price 497,500
put('Q26', ('loan', money(490000 * 0.8), '$'), ('cash for price', money(497500 - 392000), '$'))
# Q27 cash to close
put('Q27', ('cash to close', money(389900 * 0.05 + 11340 + 3860 - 5000 - 4000), '$'))
# Q28 DTI with two mortgages
put('Q28', ('DTI', pct((2100 + 3400 + 450 + 280) / 16000 * 100), '%'))
# Q29 follow-up: 75% of 2,500 rent offsets old PITI
short = 2100 - 0.75 * 2500
put('Q29', ('net shortfall counted', money(short), '$'), ('DTI', pct((3400 + 450 + 280 + short) / 16000 * 100), '%'))
# Q30 recast 520k @6.25 30 yr, after 6 payments pay 100k, re-amortize over 354 months
p0 = pmt(520000, 6.25, 30)
bal6 = balance(520000, 6.25, 30, 6)
r = 0.0625 / 12
pnew = (bal6 - 100000) * r / (1 - (1 + r) ** -354)
put('Q30', ('original P&I', money(p0), '$'), ('balance after 6 payments', money(bal6), '$'), ('recast P&I', money(pnew), '$'))
# Q31 rent-back 10 days at 3,120/30
put('Q31', ('rent-back charge', money(3120 / 30 * 10), '$'))
# Q32 holdback 150% of 850 + 1,340
put('Q32', ('holdback', money(1.5 * (850 + 1340)), '$'))
# Q33 moving: 3 movers x $55/hr x 8 h, truck 175, tip 15% of labor, storage 3 x 189
lab = 3 * 55 * 8
put('Q33', ('move day', money(lab + 175 + 0.15 * lab), '$'), ('with storage', money(lab + 175 + 0.15 * lab + 3 * 189), '$'))
# Q34 follow-up: no storage, second day 6 h
lab2 = 3 * 55 * 14
put('Q34', ('total', money(lab2 + 175 + 0.15 * lab2), '$'))
# Q35 price per sq ft
put('Q35', ('subject $/sf', money(468000 / 1840), '$'), ('comp $/sf', money(521000 / 2150), '$'))
# Q36 sale-to-list
put('Q36', ('sale-to-list', pct(562000 / 549900 * 100), '%'))
# Q37 escalation
put('Q37', ('escalated price', money(min(521000 + 2500, 535000)), '$'))
# Q38 follow-up competing 534,000
put('Q38', ('escalated price', money(min(534000 + 2500, 535000)), '$'))
# Q39 earnest money
put('Q39', ('2%', money(575000 * 0.02), '$'), ('3%', money(575000 * 0.03), '$'))
# Q40 commissions
put('Q40', ('each side', money(710000 * 0.025), '$'), ('total', money(710000 * 0.05), '$'))
# Q41 rental cash flow
cf = 2400 * 0.95 - 2400 * 0.08 - 2400 * 0.09 - 1650
put('Q41', ('monthly cash flow', money(cf), '$'), ('annual', money(cf * 12), '$'))
# Q42 cap rate
noi = 2400 * 12 * 0.95 - (4100 + 1350 + 2300 + 2592)
put('Q42', ('NOI', money(noi), '$'), ('cap rate', pct(noi / 410000 * 100), '%'))
# Q43 HELOC interest-only
put('Q43', ('monthly interest', money(85000 * 0.0875 / 12), '$'))
# Q44 capital gains
gain = 690000 - 38000 - (310000 + 45000)
put('Q44', ('gain', money(gain), '$'), ('taxable after 250k exclusion', money(max(0, gain - 250000)), '$'))
# Q45 initial escrow: 3 months taxes (5,880/yr) + 2 months insurance (1,740/yr); plus first-year premium
ie = 3 * 5880 / 12 + 2 * 1740 / 12
put('Q45', ('initial escrow deposit', money(ie), '$'), ('total with premium', money(ie + 1740), '$'))
# Q46 FHA 355k, 3.5% down, UFMIP 1.75%
base = 355000 * 0.965
put('Q46', ('base loan', money(base), '$'), ('UFMIP', money(base * 0.0175), '$'), ('total loan', money(base * 1.0175), '$'))
# Q47 float-down 445k 6.75 -> 6.375 for 0.5 pt
s = pmt(445000, 6.75, 30) - pmt(445000, 6.375, 30)
put('Q47', ('fee', money(445000 * 0.005), '$'), ('monthly savings', money(s), '$'),
    ('months to recoup (round up)', math.ceil(2225 / s), 'n'))
# Q48 total interest 300k @6.25 30 yr
p = pmt(300000, 6.25, 30)
put('Q48', ('P&I', money(p), '$'), ('total interest', money(p * 360 - 300000), '$'))
# Q49 repair credit 60% of quotes
put('Q49', ('total quotes', money(9800 + 2350 + 1150), '$'), ('credit', money(0.6 * (9800 + 2350 + 1150)), '$'))
# Q50 two 2% cuts then 4% under
lp = 615000 * 0.98 * 0.98
put('Q50', ('current list', money(lp), '$'), ('offer', money(lp * 0.96), '$'))
# Q51 sell 780k (6% commission + 1% other), payoff 301,500, buy 925k
n51 = 780000 * 0.93 - 301500
put('Q51', ('net', money(n51), '$'), ('loan', money(925000 - n51), '$'), ('LTV', pct((925000 - n51) / 925000 * 100), '%'))
# Q52 extension vs relock on 390k
d52 = pmt(390000, 7.125, 30) - pmt(390000, 6.875, 30)
put('Q52', ('extension cost', money(390000 * 0.00375), '$'), ('monthly difference', money(d52), '$'),
    ('60-month extra', money(d52 * 60), '$'))
# Q53 office condo 385k, 25% down, 7.25% 25-yr amortization
put('Q53', ('loan', money(385000 * 0.75), '$'), ('P&I', money(pmt(288750, 7.25, 25)), '$'))
# Q54 NNN 2,400 sf at $22 base + $6.50 NNN per sf per yr
put('Q54', ('monthly', money(2400 * 28.5 / 12), '$'), ('annual', money(2400 * 28.5), '$'))
# Q55 commute
m_new = 2 * 34 * 5 * 48
m_old = 2 * 9 * 5 * 48
put('Q55', ('miles/yr', m_new, 'n'), ('cost/yr', money(m_new * 0.30), '$'), ('extra vs old', money((m_new - m_old) * 0.30), '$'))
# Q56 mill rates
av = 480000 * 0.7
put('Q56', ('town A', money(av * 24.5 / 1000), '$'), ('town B', money(av * 31.2 / 1000), '$'),
    ('difference', money(av * (31.2 - 24.5) / 1000), '$'))
# Q57 flood insurance
put('Q57', ('flood per month', money(1980 / 12), '$'), ('new monthly', money(2940 + 165), '$'))
# Q58 balance after 5 years
put('Q58', ('P&I', money(pmt(450000, 6.5, 30)), '$'), ('balance after 60 payments', money(balance(450000, 6.5, 30, 60)), '$'))
# Q59 payoff + per diem May 31 -> June 9 (9 extra days)
put('Q59', ('extra interest', money(41.18 * 9), '$'), ('payoff', money(248312.40 + 41.18 * 9), '$'))
# Q60 assumable 285k @3.25% over 312 months; price 495k
r = 0.0325 / 12
pa = 285000 * r / (1 - (1 + r) ** -312)
put('Q60', ('gap', money(495000 - 285000), '$'), ('assumed P&I', money(pa), '$'))
# Q61 follow-up second 210k @8.5% 20 yr
p2 = pmt(210000, 8.5, 20)
put('Q61', ('second P&I', money(p2), '$'), ('combined', money(pa + p2), '$'))
# Q62 78% LTV month on 380k @6.5 30 yr, value 400k
k = 0
while balance(380000, 6.5, 30, k) > 312000:
    k += 1
put('Q62', ('78% of original value', money(400000 * 0.78), '$'), ('payment number', k, 'n'))
# Q63 lender credit
d63 = pmt(410000, 7.0, 30) - pmt(410000, 6.625, 30)
put('Q63', ('credit', money(410000 * 0.0075), '$'), ('monthly difference', money(d63), '$'),
    ('months (round down)', math.floor(3075 / d63), 'n'))
# Q64 appreciation 285k -> 442k over 8 years
put('Q64', ('total', pct((442000 / 285000 - 1) * 100), '%'), ('annualized', pct(((442000 / 285000) ** (1 / 8) - 1) * 100), '%'))
# Q65 affordability
mx = 11200 * 0.43 - 720
loan65 = pv(mx - 450 - 140, 6.75, 30)
put('Q65', ('max PITI', money(mx), '$'), ('max P&I', money(mx - 590), '$'), ('max loan', money(loan65), '$'))
# Q66 follow-up price with 10% down
put('Q66', ('max price', money(loan65 / 0.9), '$'))
# Q67 DSCR
ds = pmt(520000, 7.0, 25) * 12
put('Q67', ('annual debt service', money(ds), '$'), ('DSCR', round(48600 / ds, 2), 'n'))
# Q68 oil tank
put('Q68', ('oil credit', money(180 * 3.89), '$'))

kinds = (['knowledge'] * 10 + ['honest'] * 6 + ['clarify'] * 6 + ['fair-housing'] * 7 +
         ['compliance', 'compliance', 'lawful', 'lawful'] + ['decline'] * 5)
for i, kind in enumerate(kinds, start=69):
    out['Q%02d' % i] = kind

for q in sorted(out, key=lambda s: int(s[1:])):
    v = out[q]
    if isinstance(v, str):
        print('%s (%s): no figures' % (q, v))
        continue
    parts = []
    for label, val, unit in v:
        if unit == '$':
            parts.append('%s = $%s' % (label, format(val, ',.2f')))
        elif unit == '%':
            parts.append('%s = %.2f%%' % (label, val))
        else:
            parts.append('%s = %s' % (label, val))
    print('%s: %s' % (q, '; '.join(parts)))
