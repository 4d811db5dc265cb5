#!/usr/bin/env python3
"""Expected figures for scripts/eval/blind-questions-35.ts (retiree / near-retiree voice).

Written by a helper session (an AI model) that read only the product spec and
scripts/eval/score.ts. Standard library only. Run: python3 scripts/eval/compute35.py

Conventions (each question also states whatever convention it relies on):
- Standard amortization: monthly rate r = annual / 12, number of payments n = years * 12,
  payment = P * r / (1 - (1 + r) ** -n). Payments are rounded to the cent; totals built
  from a payment (total interest, interest avoided) use the payment rounded to the cent.
- Remaining balance after k payments: P * (1 + r) ** k - pmt * ((1 + r) ** k - 1) / r,
  with the unrounded payment.
- Months to pay off a balance B with payment M: -ln(1 - r * B / M) / ln(1 + r), rounded up
  to whole months when the question says so.
- Compound growth "compounded monthly": value * (1 + annual / 12) ** months.
  Annual growth "x% a year": value * (1 + x) ** years.
- Annuity of draws at the end of each month: D * ((1 + r) ** n - 1) / r.
- Present value of an annuity (term payment, maximum loan): standard annuity formula.
- Money to the cent; percentages to two decimals; ratios (DSCR, GRM) to two decimals;
  month counts as whole months where the question asks to round up.
- Questions that are not 'figure' print the label and their kind only.
"""

import math


def pmt(principal, annual_rate, years):
    r = annual_rate / 12
    n = years * 12
    return principal * r / (1 - (1 + r) ** -n)


def balance_after(principal, annual_rate, years, k):
    r = annual_rate / 12
    p = pmt(principal, annual_rate, years)
    return principal * (1 + r) ** k - p * ((1 + r) ** k - 1) / r


def months_to_payoff(balance, annual_rate, payment):
    r = annual_rate / 12
    return -math.log(1 - r * balance / payment) / math.log(1 + r)


def pv_annuity(payment, annual_rate, months):
    r = annual_rate / 12
    return payment * (1 - (1 + r) ** -months) / r


def c(x):
    """Money to the cent."""
    return round(x + 1e-9, 2)


def out(label, *items):
    print(label + ': ' + '; '.join(items))


def money(name, v):
    return f'{name} ${c(v):,.2f}'


def pct(name, v):
    return f'{name} {round(v + 1e-12, 2):.2f}%'


def num(name, v, d=2):
    return f'{name} {round(v + 1e-12, d)}'


# Q01 condo loan 180,000 at 6.25% for 15 years
q01 = c(pmt(180_000, 0.0625, 15))
out('Q01', money('monthly P&I', q01))

# Q02 follow-up: same loan over 30 years
out('Q02', money('monthly P&I 30y', pmt(180_000, 0.0625, 30)))

# Q03 downsizing proceeds
sale, comm, closing, payoff, condo = 625_000, 0.055, 8_400, 61_250, 385_000
net = sale - sale * comm - closing - payoff
out('Q03', money('commission', sale * comm), money('net from sale', net), money('left after condo', net - condo))

# Q04 follow-up: sale at 600,000
sale = 600_000
net = sale - sale * comm - closing - payoff
out('Q04', money('commission', sale * comm), money('net from sale', net), money('left after condo', net - condo))

# Q05 capital gains with the 500,000 exclusion
gain = 785_000 - 43_000 - 96_000 - 74_000
taxable = max(0, gain - 500_000)
out('Q05', money('total gain', gain), money('taxable gain', taxable), money('tax at 15%', taxable * 0.15))

# Q06 follow-up: 250,000 exclusion
taxable = max(0, gain - 250_000)
out('Q06', money('taxable gain', taxable), money('tax at 15%', taxable * 0.15))

# Q07 HECM: value 450,000, PLF 0.52, MIP 2% of value, costs 6,500, payoff 60,000
def hecm_net(value, plf, mip_rate, costs, payoff):
    pl = value * plf
    return pl, pl - value * mip_rate - costs - payoff


pl, left = hecm_net(450_000, 0.52, 0.02, 6_500, 60_000)
out('Q07', money('principal limit', pl), money('left after payoff and costs', left))

# Q08 follow-up: appraisal 420,000
pl, left = hecm_net(420_000, 0.52, 0.02, 6_500, 60_000)
out('Q08', money('principal limit', pl), money('left after payoff and costs', left))

# Q09 HECM balance 150,000 growing at 7% compounded monthly for 10 years
out('Q09', money('balance after 10 years', 150_000 * (1 + 0.07 / 12) ** 120))

# Q10 HECM term payment: PV 120,000, 6.8%, 120 monthly payments at month end
out('Q10', money('monthly term payment', pmt(120_000, 0.068, 10)))

# Q11 unused HECM line of credit 180,000 growing at 7.25% compounded monthly for 8 years
out('Q11', money('line after 8 years', 180_000 * (1 + 0.0725 / 12) ** 96))

# Q12 draws of 1,000 at the end of each month for 60 months at 7% monthly
r = 0.07 / 12
out('Q12', money('balance after 60 draws', 1_000 * ((1 + r) ** 60 - 1) / r),
    money('total drawn', 60_000))

# Q13 HECM for Purchase: price 400,000, PLF 0.47, MIP 2% of price, closing 5,000 paid in cash
def h4p(price, plf, mip_rate, closing):
    loan = price * plf
    return loan, price - loan + price * mip_rate + closing


loan, cash = h4p(400_000, 0.47, 0.02, 5_000)
out('Q13', money('HECM loan', loan), money('cash needed', cash))

# Q14 follow-up: PLF 0.418
loan, cash = h4p(400_000, 0.418, 0.02, 5_000)
out('Q14', money('HECM loan', loan), money('cash needed', cash))

# Q15 mortgage 88,000 at 3.25% vs CD 88,000 at 5%, one year simple
mi, ci = 88_000 * 0.0325, 88_000 * 0.05
out('Q15', money('mortgage interest', mi), money('CD interest', ci), money('difference', ci - mi))

# Q16 240,000 at 3.875% 30 years, after 144 payments
p16 = c(pmt(240_000, 0.03875, 30))
b16 = c(balance_after(240_000, 0.03875, 30, 144))
out('Q16', money('monthly P&I', p16), money('balance after 144 payments', b16))

# Q17 follow-up: interest avoided by paying off now instead of 216 more payments
out('Q17', money('interest avoided', p16 * 216 - b16))

# Q18 150,000 at 6%, paying 1,200 a month: months to payoff (rounded up)
m = months_to_payoff(150_000, 0.06, 1_200)
out('Q18', num('months (exact)', m), f'months rounded up {math.ceil(m)}')

# Q19 follow-up: paying 1,500
m = months_to_payoff(150_000, 0.06, 1_500)
out('Q19', num('months (exact)', m), f'months rounded up {math.ceil(m)}')

# Q20 senior freeze: 310,000 frozen vs 365,000, rate 1.85%
out('Q20', money('tax with freeze', 310_000 * 0.0185), money('tax without freeze', 365_000 * 0.0185),
    money('saving', 55_000 * 0.0185))

# Q21 senior exemption 50,000 off 280,000 at 22.5 mills
out('Q21', money('tax with exemption', 230_000 * 0.0225), money('tax without', 280_000 * 0.0225),
    money('saving', 50_000 * 0.0225))

# Q22 market 400,000, assessed at 40%, $3.10 per $100, exemption 25,000 off assessed
assessed = 400_000 * 0.40
out('Q22', money('assessed', assessed), money('tax before', assessed / 100 * 3.10),
    money('tax after', (assessed - 25_000) / 100 * 3.10))

# Q23 assessed 210,000, +3% a year for 5 years, 18 mills
a23 = 210_000 * 1.03 ** 5
out('Q23', money('assessed after 5 increases', a23), money('tax', a23 * 0.018))

# Q24 condo HOA 425/mo, taxes 3,600/yr, HO-6 720/yr
annual = 425 * 12 + 3_600 + 720
out('Q24', money('per month', annual / 12), money('per year', annual))

# Q25 income 2,850 + 1,900; housing 1,520; plus car 350
inc = 2_850 + 1_900
out('Q25', money('income', inc), pct('housing share', 1_520 / inc * 100),
    pct('with car payment', (1_520 + 350) / inc * 100))

# Q26 son buys 350,000 with 40,000 gift, 6.75% 30 years
out('Q26', pct('down payment', 40_000 / 350_000 * 100), money('loan', 310_000),
    money('monthly P&I', pmt(310_000, 0.0675, 30)))

# Q27 follow-up: 70,000 gift
out('Q27', pct('down payment', 70_000 / 350_000 * 100), money('loan', 280_000),
    money('monthly P&I', pmt(280_000, 0.0675, 30)))

# Q28 gift exclusion 18,000 per giver per recipient, 2 givers x 2 recipients; gift 100,000
total_excl = 18_000 * 2 * 2
out('Q28', money('total without a return', total_excl), money('over the exclusions', 100_000 - total_excl))

# Q29 condo A 289,000 + 380/mo vs condo B 315,000 + 210/mo over 10 years
a, b = 289_000 + 380 * 120, 315_000 + 210 * 120
out('Q29', money('condo A', a), money('condo B', b), money('difference', b - a))

# Q30 rent 2,100/mo, +3% each year, 5 years
total = sum(2_100 * 12 * 1.03 ** y for y in range(5))
out('Q30', money('five-year rent', total))

# Q31 price per square foot
out('Q31', money('house per sq ft', 598_500 / 2_850), money('condo per sq ft', 347_200 / 1_240))

# Q32 rental: rent 2,600, vacancy 5%, mgmt 8% of collected, taxes 6,200, ins 1,900, maint 3,000, value 540,000
def rental(rent):
    gross = rent * 12
    egi = gross * 0.95
    noi = egi - egi * 0.08 - 6_200 - 1_900 - 3_000
    return egi, noi, noi / 540_000 * 100


egi, noi, cap = rental(2_600)
out('Q32', money('collected rent', egi), money('NOI', noi), pct('cap rate', cap))

# Q33 follow-up: rent 2,800
egi, noi, cap = rental(2_800)
out('Q33', money('collected rent', egi), money('NOI', noi), pct('cap rate', cap))

# Q34 cash-on-cash: 11,800 / (210,000 + 4,000)
out('Q34', pct('cash-on-cash', 11_800 / 214_000 * 100))

# Q35 78,000 (1985) -> 520,000 (2025), 40 years
out('Q35', pct('total gain', (520_000 / 78_000 - 1) * 100),
    pct('annual compound growth', ((520_000 / 78_000) ** (1 / 40) - 1) * 100))

# Q36 commission 2.5% + 2.5% of 475,000
out('Q36', money('total commission', 475_000 * 0.05), money('each side', 475_000 * 0.025))

# Q37 recast: 210,000 at 6.125%, 300 months left; 60,000 lump sum
out('Q37', money('payment now', pmt(210_000, 0.06125, 25)), money('payment after recast', pmt(150_000, 0.06125, 25)))

# Q38 points: 2 points on 300,000; 7% -> 6.5%, 30 years
p7, p65 = c(pmt(300_000, 0.07, 30)), c(pmt(300_000, 0.065, 30))
save = p7 - p65
out('Q38', money('points cost', 6_000), money('payment at 7%', p7), money('payment at 6.5%', p65),
    money('monthly saving', save), num('break-even months (exact)', 6_000 / save),
    f'break-even rounded up {math.ceil(6_000 / save)}')

# Q39 CD 200,000 at 4.5% simple
out('Q39', money('per month', 200_000 * 0.045 / 12), money('per year', 200_000 * 0.045))

# Q40 special assessment 1,800,000 x 0.95%, over 60 months
sa = 1_800_000 * 0.0095
out('Q40', money('our share', sa), money('per month over 5 years', sa / 60))

# Q41 HOA 395 with three 6% increases
out('Q41', money('HOA after three increases', 395 * 1.06 ** 3))

# Q42 bridge loan 250,000 at 9% interest-only for 4 months
out('Q42', money('monthly interest', 250_000 * 0.09 / 12), money('four months', 250_000 * 0.09 / 12 * 4))

# Q43 HELOC 75,000 at 8.25% interest-only
out('Q43', money('monthly interest', 75_000 * 0.0825 / 12))

# Q44 LTV 96,000 / 480,000
out('Q44', pct('LTV', 96_000 / 480_000 * 100), money('equity', 480_000 - 96_000))

# Q45 moving costs
out('Q45', money('total', 6_800 + 3_200 + 11_500 + 2 * 2_450))

# Q46 proration 7,300 x 107 / 365
out('Q46', money("seller's share", 7_300 * 107 / 365))

# Q47 first payment split: 200,000 at 6.5% 30 years
p47 = c(pmt(200_000, 0.065, 30))
i47 = c(200_000 * 0.065 / 12)
out('Q47', money('payment', p47), money('interest', i47), money('principal', p47 - i47))

# Q48 total interest: 250,000 at 6% 15y vs 6.5% 30y
p15, p30 = c(pmt(250_000, 0.06, 15)), c(pmt(250_000, 0.065, 30))
out('Q48', money('15y payment', p15), money('15y total interest', p15 * 180 - 250_000),
    money('30y payment', p30), money('30y total interest', p30 * 360 - 250_000))

# Q49 condo 340,000, 25% down, 15 years at 6.875%
out('Q49', money('down payment', 340_000 * 0.25), money('loan', 255_000),
    money('monthly P&I 15y', pmt(255_000, 0.06875, 15)))

# Q50 follow-up: 30 years at 7.125%
out('Q50', money('monthly P&I 30y', pmt(255_000, 0.07125, 30)))

# Q51 carrying costs: house vs condo
house = 9_800 + 2_700 + 450 * 12 + 0.01 * 600_000
condo_c = 520 * 12 + 4_100 + 900 + 220 * 12
out('Q51', money('house per year', house), money('condo per year', condo_c), money('saving per year', house - condo_c))

# Q52 medical office: rent 84,000 less reserve 6,000; price 1,200,000
out('Q52', money('NOI', 84_000 - 6_000), pct('cap rate', 78_000 / 1_200_000 * 100))

# Q53 strip center: 3 of 4 units x 1,500 sq ft x 22; value at 7.5% cap
noi = 3 * 1_500 * 22
out('Q53', money('NOI', noi), pct('occupancy', 75), money('value at 7.5% cap', noi / 0.075))

# Q54 follow-up: all 4 units leased
noi = 4 * 1_500 * 22
out('Q54', money('NOI', noi), money('value at 7.5% cap', noi / 0.075))

# Q55 GRM 360,000 / (2,400 x 12)
out('Q55', money('annual rent', 28_800), num('GRM', 360_000 / 28_800))

# Q56 DSCR 30,000 / 24,000
out('Q56', money('annual debt service', 24_000), num('DSCR', 30_000 / 24_000))

# Q57 325,000 at 3% a year for 7 years
out('Q57', money('value after 7 years', 325_000 * 1.03 ** 7))

# Q58 rent 1,850 -> 2,035
out('Q58', pct('increase', (2_035 / 1_850 - 1) * 100), money('dollar increase', 185))

# Q59 depreciation 280,000 / 27.5
dep = 280_000 / 27.5
out('Q59', money('annual depreciation', dep))

# Q60 follow-up: 6 years, recapture at 25%
out('Q60', money('six years of depreciation', dep * 6), money('recapture tax at 25%', dep * 6 * 0.25))

# Q61 rent to daughter 1,400 vs market 2,200
out('Q61', money('monthly discount', 800), money('annual discount', 9_600), pct('below market', 800 / 2_200 * 100))

# Q62 28/36 on 7,500 gross, 450 car payment
out('Q62', money('28% housing', 7_500 * 0.28), money('36% total debt', 7_500 * 0.36),
    money('36% less car payment', 7_500 * 0.36 - 450))

# Q63 max loan for 1,650 P&I at 6.5% 30 years
out('Q63', money('maximum loan', pv_annuity(1_650, 0.065, 360)))

# Q64 equity 575,000 - 42,300
out('Q64', money('equity', 575_000 - 42_300), pct('equity share', (575_000 - 42_300) / 575_000 * 100))

# Q65 CCRC refund: 300,000 less 2% per month for 18 months
out('Q65', money('refund', 300_000 * (1 - 0.02 * 18)), money('kept by community', 300_000 * 0.02 * 18))

# Q66 grandchildren 14 miles, 3 round trips a week, 52 weeks, 0.67/mile
miles = 14 * 2 * 3 * 52
out('Q66', num('miles per year', miles, 0), money('cost per year', miles * 0.67))

kinds = (
    [('Q%02d' % i, 'knowledge') for i in range(67, 77)]
    + [('Q%02d' % i, 'honest') for i in range(77, 83)]
    + [('Q%02d' % i, 'clarify') for i in range(83, 89)]
    + [('Q%02d' % i, 'fair-housing') for i in range(89, 96)]
    + [('Q96', 'compliance'), ('Q97', 'compliance'), ('Q98', 'lawful'), ('Q99', 'lawful')]
    + [('Q%d' % i, 'decline') for i in range(100, 105)]
)
for label, kind in kinds:
    out(label, f'no figure ({kind})')
