#!/usr/bin/env python3
"""Expected figures for scripts/eval/blind-questions-27.ts (military / VA buyers and frequent movers).

Written by a helper session (an AI model) that read only the product spec and scripts/eval/score.ts.
Conventions: standard amortization formula for monthly payments, money rounded to the cent,
percentages to two decimals, counts to two decimals. Any other convention is stated in the question.
"""

import math


def r2(x):
    # round half up to two decimals (avoids binary-float surprises such as 2.675)
    return math.floor(x * 100 + 0.5 + 1e-9) / 100


def pmt(principal, annual_rate_pct, years):
    r = annual_rate_pct / 100 / 12
    n = years * 12
    if r == 0:
        return principal / n
    return principal * r / (1 - (1 + r) ** -n)


def balance(principal, annual_rate_pct, years, paid):
    """Balance after `paid` monthly payments (exact payment, not rounded)."""
    r = annual_rate_pct / 100 / 12
    a = pmt(principal, annual_rate_pct, years)
    return principal * (1 + r) ** paid - a * ((1 + r) ** paid - 1) / r


def max_loan(payment, annual_rate_pct, years):
    r = annual_rate_pct / 100 / 12
    n = years * 12
    return payment * (1 - (1 + r) ** -n) / r


out = []


def show(qid, label, value, unit='$'):
    if unit == '%':
        text = f'{r2(value):.2f}%'
    elif unit == '$':
        text = f'${r2(value):,.2f}'
    else:
        text = f'{r2(value):.2f}'
    out.append((qid, label, r2(value), unit))
    print(f'{qid}  {label}: {text}')


# Q01 P&I on a 320k VA loan, 6.25%, 30 yr, no down, fee paid in cash
show('Q01', 'monthly P&I', pmt(320000, 6.25, 30))

# Q02 first-use VA, 385,000, 0 down, 2.15% fee financed
fee2 = 385000 * 0.0215
show('Q02', 'funding fee', fee2)
show('Q02', 'total loan', 385000 + fee2)

# Q03 follow-up: P&I at 6.5%, 30 yr on the Q02 loan
show('Q03', 'monthly P&I', pmt(385000 + fee2, 6.5, 30))

# Q04 subsequent use, 450k, 5% down, 1.5% fee financed
base4 = 450000 * 0.95
fee4 = base4 * 0.015
show('Q04', 'funding fee', fee4)
show('Q04', 'total loan', base4 + fee4)

# Q05 BAH 2,340 minus P&I 1,890 + taxes 310 + ins 95
show('Q05', 'BAH left over', 2340 - (1890 + 310 + 95))

# Q07 rent 2,450, PITI 1,980, mgmt 8% of rent, repairs 150/mo
cf7 = 2450 - 0.08 * 2450 - 1980 - 150
show('Q07', 'monthly cash flow', cf7)
show('Q07', 'yearly cash flow', cf7 * 12)

# Q08 follow-up: rent 2,300
show('Q08', 'monthly cash flow (negative)', 2300 - 0.08 * 2300 - 1980 - 150)

# Q09 rent 1,750 vs buy 2,150/mo + 9,000 closing - 22,000 back, 36 months
rent9 = 1750 * 36
buy9 = 2150 * 36 + 9000 - 22000
show('Q09', 'renting total', rent9)
show('Q09', 'buying net cost', buy9)
show('Q09', 'difference (renting cheaper)', buy9 - rent9)

# Q10 follow-up: 48 months, 34,000 back
rent10 = 1750 * 48
buy10 = 2150 * 48 + 9000 - 34000
show('Q10', 'renting total', rent10)
show('Q10', 'buying net cost', buy10)
show('Q10', 'difference (buying cheaper)', rent10 - buy10)

# Q12 sell at 365k, 5.5% commission + 1.5% other, payoff 298,400
cost12 = 365000 * 0.055 + 365000 * 0.015
show('Q12', 'total selling costs', cost12)
show('Q12', 'cash walked away with', 365000 - cost12 - 298400)

# Q13 follow-up: sells for 350k
cost13 = 350000 * 0.07
show('Q13', 'total selling costs', cost13)
show('Q13', 'cash walked away with', 350000 - cost13 - 298400)

# Q14 cash to close: 8,600 costs - 4,000 seller - 2,000 earnest, 0 down
show('Q14', 'cash at closing', 8600 - 4000 - 2000)

# Q16 VA (340k, 2.15% financed, 6.25%) vs conventional (5% down, 6.5%, PMI 0.55%/yr)
va16 = r2(pmt(340000 * 1.0215, 6.25, 30))
conv_loan16 = 340000 * 0.95
conv16 = r2(pmt(conv_loan16, 6.5, 30)) + r2(conv_loan16 * 0.0055 / 12)
show('Q16', 'VA monthly P&I', va16)
show('Q16', 'conventional P&I + PMI', conv16)
show('Q16', 'difference (VA lower)', conv16 - va16)

# Q17 275,000, 10% down, 6.875%, 30 yr
show('Q17', 'monthly P&I', pmt(275000 * 0.9, 6.875, 30))

# Q18 follow-up: 6.25%
show('Q18', 'monthly P&I', pmt(275000 * 0.9, 6.25, 30))

# Q20 420k, 20% down, 7%, 30 yr
show('Q20', 'monthly P&I', pmt(420000 * 0.8, 7, 30))

# Q21 300k at 6%: total interest 30 yr vs 15 yr
p30 = r2(pmt(300000, 6, 30))
p15 = r2(pmt(300000, 6, 15))
i30 = p30 * 360 - 300000
i15 = p15 * 180 - 300000
show('Q21', 'total interest 30 yr', i30)
show('Q21', 'total interest 15 yr', i15)
show('Q21', 'interest saved with 15 yr', i30 - i15)

# Q23 360k VA at 5.75%, 30 yr, balance after 36 payments
bal23 = balance(360000, 5.75, 30, 36)
show('Q23', 'balance after 36 payments', bal23)
show('Q23', 'principal paid down', 360000 - bal23)

# Q24 23 mi each way, 5 days/wk, 48 wks, 25 mpg, $3.40/gal
miles24 = 23 * 2 * 5 * 48
show('Q24', 'commute miles per year', miles24, 'n')
show('Q24', 'yearly gas cost', miles24 / 25 * 3.40)

# Q25 Bragg BAH 1,779 rent 1,650; JBLM BAH 2,718 rent 2,550
show('Q25', 'left at Bragg', 1779 - 1650)
show('Q25', 'left at JBLM', 2718 - 2550)
show('Q25', 'JBLM leaves more by', (2718 - 2550) - (1779 - 1650))

# Q27 4,200 -> 5,040 monthly
show('Q27', 'percent increase', (5040 - 4200) / 4200 * 100, '%')
show('Q27', 'extra per year', (5040 - 4200) * 12)

# Q28 DTI: (420 + 180 + 1,900) / (3,600 + 1,950)
show('Q28', 'back-end DTI', (420 + 180 + 1900) / (3600 + 1950) * 100, '%')

# Q30 cash on cash: 2,100 / 7,500
show('Q30', 'cash-on-cash', 2100 / 7500 * 100, '%')

# Q31 duplex 310k, 2 x 1,200/mo, expenses 35% of gross
noi31 = 2 * 1200 * 12 * 0.65
show('Q31', 'NOI', noi31)
show('Q31', 'cap rate', noi31 / 310000 * 100, '%')

# Q32 follow-up: VA 0 down on 310k, 2.15% financed, 6.5% 30 yr; minus the other unit's 1,200
p32 = r2(pmt(310000 * 1.0215, 6.5, 30))
show('Q32', 'monthly P&I', p32)
show('Q32', 'left to pay after 1,200 rent', p32 - 1200)

# Q34 400k loan: 6.5% vs 6.125% with 1.5 points
cost34 = 400000 * 0.015
save34 = r2(pmt(400000, 6.5, 30)) - r2(pmt(400000, 6.125, 30))
show('Q34', 'cost of points', cost34)
show('Q34', 'monthly savings', save34)
show('Q34', 'months to break even', cost34 / save34, 'n')

# Q35 follow-up: keep the loan 48 months
show('Q35', 'net after 48 months (loss)', save34 * 48 - cost34)

# Q37 price per sq ft
show('Q37', 'house A per sq ft', 315000 / 1850)
show('Q37', 'house B per sq ft', 289000 / 1540)

# Q38 5.5 acres for 137,500
show('Q38', 'price per acre', 137500 / 5.5)

# Q39 350k at 4%/yr for 3 years
v39 = 350000 * 1.04**3
show('Q39', 'value after 3 years', v39)
show('Q39', 'gain', v39 - 350000)

# Q41 rent 1,800 rising 5%/yr, 4 years of 12 months
show('Q41', 'total rent over 4 years', sum(1800 * 1.05**y * 12 for y in range(4)))

# Q42 escrow: (3,960 + 1,440) / 12
show('Q42', 'monthly escrow', (3960 + 1440) / 12)

# Q43 VA 260k 6.75% 30 yr + tax 2,700/yr + ins 1,200/yr + HOA 45
p43 = r2(pmt(260000, 6.75, 30))
show('Q43', 'monthly P&I', p43)
show('Q43', 'total monthly', p43 + 2700 / 12 + 1200 / 12 + 45)

# Q45 BAH 2,400 - 400 taxes/ins = 2,000 P&I, 6.5% 30 yr
show('Q45', 'max loan', max_loan(2000, 6.5, 30))

# Q46 county limit 766,550; first VA loan 320,000 still active
full46 = 766550 * 0.25
used46 = 320000 * 0.25
rem46 = full46 - used46
show('Q46', 'entitlement used', used46)
show('Q46', 'remaining entitlement', rem46)
show('Q46', 'max loan with no down payment', rem46 * 4)

# Q47 follow-up: 500k price, 25% of the amount over the max
show('Q47', 'down payment needed', (500000 - rem46 * 4) * 0.25)

# Q49 closing 11,340 split 60/40
show('Q49', '60% share', 11340 * 0.6)
show('Q49', '40% share', 11340 * 0.4)

# Q50 4% of 289,000
show('Q50', 'max seller concessions', 289000 * 0.04)

# Q52 GRM: 520k / (4 x 950 x 12)
show('Q52', 'gross rent multiplier', 520000 / (4 * 950 * 12), 'n')

# Q53 1,950 / 215,000
show('Q53', 'rent as % of price', 1950 / 215000 * 100, '%')

# Q55 1,400 sf at 22 + 6.50 NNN per sf per year
show('Q55', 'monthly total', 1400 * (22 + 6.5) / 12)
show('Q55', 'yearly total', 1400 * (22 + 6.5))

# Q56 DSCR
show('Q56', 'DSCR', 86400 / 69120, 'n')

# Q58 PMI 0.7%/yr on 380k, per month and over 36 months
pmi58 = r2(380000 * 0.007 / 12)
show('Q58', 'PMI per month', pmi58)
show('Q58', 'PMI over 3 years', 380000 * 0.007 * 3)

# Q59 2.15% of 410k
show('Q59', 'funding fee saved', 410000 * 0.0215)

# Q61 rent 2,050 vs own 2,480 with 610 principal
show('Q61', 'extra out of pocket owning', 2480 - 2050)
show('Q61', 'owning cost without principal', 2480 - 610)
show('Q61', 'owning cheaper than rent by', 2050 - (2480 - 610))

# Q63 IRRRL: current 2,390; new 340k + 0.5% fee at 6.25% 30 yr; 5,200 costs
p63 = r2(pmt(340000 * 1.005, 6.25, 30))
save63 = 2390 - p63
show('Q63', 'new P&I', p63)
show('Q63', 'monthly savings', save63)
show('Q63', 'months to break even', 5200 / save63, 'n')

# Q65 stipend 525/wk x 13, rent 2,200 x 3
show('Q65', 'stipend total', 525 * 13)
show('Q65', 'kept after rent', 525 * 13 - 2200 * 3)

# Q66 buy closing 12,500; sell 6% of 330k; incentive 10,000
show('Q66', 'selling costs', 330000 * 0.06)
show('Q66', 'net transaction cost after incentive', 12500 + 330000 * 0.06 - 10000)

# Q68 first 12 months' interest on 300k at 6.5% 30 yr
show('Q68', 'first-year interest', 12 * pmt(300000, 6.5, 30) - (300000 - balance(300000, 6.5, 30, 12)))

# Q69 300k at 6.5% 30 yr with 200 extra a month: months to pay off
a69 = r2(pmt(300000, 6.5, 30)) + 200
r69 = 0.065 / 12
show('Q69', 'months to pay off', -math.log(1 - r69 * 300000 / a69) / math.log(1 + r69), 'n')

# Q71 280k VA 0 down, 2.15% financed, 6% 30 yr; sell after 48 months at 320k with 7% costs
bal71 = balance(280000 * 1.0215, 6, 30, 48)
show('Q71', 'loan balance after 4 years', bal71)
show('Q71', 'cash at sale', 320000 * 0.93 - bal71)

# Q72 42 listed / 14 sold a month
show('Q72', 'months of supply', 42 / 14, 'n')

# Q73 322,000 / 329,900
show('Q73', 'sale-to-list ratio', 322000 / 329900 * 100, '%')

# Q75 85 m2 x 10.764
show('Q75', 'square feet', 85 * 10.764, 'n')

# Q76 flooring: material 1,150 x 1.10 x 3.20, labor 1,150 x 2.10
mat76 = 1150 * 1.10 * 3.20
show('Q76', 'material cost', mat76)
show('Q76', 'total cost', mat76 + 1150 * 2.10)

# Q78 rent 1,900 x 11 months, mgmt 10% of collected, PITI 1,720 x 12, maintenance 1,200
col78 = 1900 * 11
show('Q78', 'rent collected', col78)
show('Q78', 'yearly cash flow (negative)', col78 - 0.10 * col78 - 1720 * 12 - 1200)

# Q80 (38 - 10) min x 2 x 230 days, in hours
show('Q80', 'extra hours per year', (38 - 10) * 2 * 230 / 60, 'n')

# Q81 250k at 7% 30 yr
p81 = r2(pmt(250000, 7, 30))
show('Q81', 'monthly P&I', p81)
show('Q81', 'total paid over 30 years', p81 * 360)

# Q83 3 x 1,450 x 75%
show('Q83', 'rent the lender counts', 3 * 1450 * 0.75)

# Q84 4.10 per 1,000 on 310k
show('Q84', 'yearly premium', 310000 / 1000 * 4.10)
show('Q84', 'monthly premium', 310000 / 1000 * 4.10 / 12)

# Q86 1.18% of (80% of 350k)
tax86 = 350000 * 0.80 * 0.0118
show('Q86', 'yearly tax', tax86)
show('Q86', 'monthly tax', tax86 / 12)

# Q88 rent 2,850 + utilities 330; master 40%, two others split the rest
tot88 = 2850 + 330
show('Q88', 'master bedroom share', tot88 * 0.40)
show('Q88', 'each other share', tot88 * 0.60 / 2)

# Q90 subsequent use 0 down, 3.3% on 280k financed
show('Q90', 'funding fee', 280000 * 0.033)
show('Q90', 'total loan', 280000 * 1.033)

# Q93 1.38M / 12 units
show('Q93', 'price per unit', 1380000 / 12)

# Q94 2,400 sf at 18/sf/yr, 3% bumps, year 3 and 3-year total
y94 = [2400 * 18 * 1.03**k for k in range(3)]
show('Q94', 'year 3 rent', y94[2])
show('Q94', 'total over 3 years', sum(y94))

# Q105 1% of 338,500
show('Q105', 'earnest money', 338500 * 0.01)

print()
print(f'{len(out)} figures in {len({q for q, *_ in out})} figure questions')
