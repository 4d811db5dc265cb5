#!/usr/bin/env python3
"""Expected figures for scripts/eval/blind-questions-25.ts (short-term rental hosts and
vacation / second-home buyers).

Written by a helper session (an AI model) that read only the product spec and
scripts/eval/score.ts. Standard library only.

Conventions: standard amortization formula for monthly payments (rate / 12, years * 12
payments); money rounded to the cent, half up; percentages to two decimals; counts to two
decimals. Totals of payments use the rounded monthly payment. Each question states any
convention that matters.

Run: python3 scripts/eval/compute25.py
"""

from decimal import Decimal, ROUND_HALF_UP


def r2(x):
    """Round to two decimals, half up (on the decimal string, not the binary float)."""
    return float(Decimal(repr(x)).quantize(Decimal('0.01'), rounding=ROUND_HALF_UP))


def pmt(principal, annual_rate_pct, years):
    r = annual_rate_pct / 100 / 12
    n = years * 12
    return r2(principal * r / (1 - (1 + r) ** -n))


def pv(payment, annual_rate_pct, years):
    r = annual_rate_pct / 100 / 12
    n = years * 12
    return r2(payment * (1 - (1 + r) ** -n) / r)


def pct(x):
    return r2(x * 100)


OUT = []


def show(qid, *figs):
    """figs: (label, value, unit) with unit '$', '%' or 'n'."""
    OUT.append((qid, figs))
    parts = [f'{label} = {value} {unit}' for label, value, unit in figs]
    print(f'{qid}: ' + '; '.join(parts))


# ---------------------------------------------------------------- figure questions

# Q01 cabin $385k, 10% down, 30-yr at 6.875%
down = 385_000 * 0.10
show('Q01', ('down payment', r2(down), '$'), ('monthly P&I', pmt(385_000 - down, 6.875, 30), '$'))

# Q02 $225/night, 62% of 365 nights, 3% host fee
q02_gross = 225 * 365 * 0.62
show('Q02', ('gross', r2(q02_gross), '$'), ('after 3% fee', r2(q02_gross * 0.97), '$'))

# Q03 200 booked nights, 4-night average stay, $150 fee in, $110 cleaner out
turns = 200 / 4
show('Q03', ('turnovers', r2(turns), 'n'), ('net cleaning', r2(turns * (150 - 110)), '$'))

# Q04 break-even nights / occupancy, manager 20%, $250/night
q04_fixed = (1_900 + 380 + 310) * 12 + 2_160
q04_nights = q04_fixed / (250 * 0.80)
show('Q04', ('break-even nights', r2(q04_nights), 'n'), ('occupancy', pct(q04_nights / 365), '%'))

# Q05 4 nights x $180 + $125 cleaning, 11.25% lodging tax on both
q05_base = 4 * 180 + 125
q05_tax = r2(q05_base * 0.1125)
show('Q05', ('tax', q05_tax, '$'), ('guest total', r2(q05_base + q05_tax), '$'))

# Q06 $640k, 25% down + $18k closing, four ways
show('Q06', ('each brings', r2((640_000 * 0.25 + 18_000) / 4), '$'))

# Q07 52 weeks, 30 rented, rest split by 3 families
show('Q07', ('weeks per family', r2((52 - 30) / 3), 'n'))

# Q08 long-term vs short-term
q08_ltr = 2_100 * 12 * 0.95
q08_str = 195 * 365 * 0.60 * 0.75 - 300 * 12
show(
    'Q08',
    ('long-term net', r2(q08_ltr), '$'),
    ('short-term net', r2(q08_str), '$'),
    ('difference', r2(q08_str - q08_ltr), '$'),
)

# Q09 permit $1,250 + $85 x 3 bedrooms; per booked night at 150 nights
q09 = 1_250 + 85 * 3
show('Q09', ('permit', r2(q09), '$'), ('per booked night', r2(q09 / 150), '$'))

# Q10 $28k furnishing / $1,750 a month
show('Q10', ('months', r2(28_000 / 1_750), 'n'))

# Q11 ski cabin season
q11_months = [(24, 410), (26, 395), (25, 420), (22, 380), (61, 185)]
q11_rev = sum(n * r for n, r in q11_months)
q11_nights = sum(n for n, _ in q11_months)
show(
    'Q11',
    ('revenue', r2(q11_rev), '$'),
    ('average nightly rate', r2(q11_rev / q11_nights), '$'),
    ('occupancy', pct(q11_nights / 365), '%'),
)

# Q12 ADR and RevPAR
show('Q12', ('ADR', r2(61_204 / 214), '$'), ('RevPAR', r2(61_204 / 365), '$'))

# Q13 $200 after five 4% raises
show('Q13', ('rate after 5 raises', r2(200 * 1.04**5), '$'))

# Q14 $420k at 3.5% for 10 years
show('Q14', ('value after 10 years', r2(420_000 * 1.035**10), '$'))

# Q15 $540k / 12.5 acres
show('Q15', ('per acre', r2(540_000 / 12.5), '$'))

# Q16 4 cottages at $1.8M, 9,600 sq ft
show('Q16', ('per cottage', r2(1_800_000 / 4), '$'), ('per sq ft', r2(1_800_000 / 9_600), '$'))

# Q17 cash flow and cash-on-cash
q17_cash = 500_000 * 0.25 + 12_000 + 30_000
q17_flow = 34_000 - 24_300
show('Q17', ('cash flow', r2(q17_flow), '$'), ('cash-on-cash', pct(q17_flow / q17_cash), '%'))

# Q18 follow-up: cap rate
show('Q18', ('cap rate', pct(34_000 / 500_000), '%'))

# Q19 VRBO 5% + 3% on $42,000
show('Q19', ('fees', r2(42_000 * 0.08), '$'))

# Q20 two managers
q20_a = 58_000 * 0.25
q20_b = 58_000 * 0.18 + 95 * 62
show('Q20', ('A', r2(q20_a), '$'), ('B', r2(q20_b), '$'), ('difference', r2(q20_b - q20_a), '$'))

# Q21 12 rentals x $2,100
show('Q21', ('max gross', r2(12 * 2_100), '$'))

# Q22 insurance $1,850 -> $3,400
show('Q22', ('increase', r2(3_400 - 1_850), '$'), ('percent', pct((3_400 - 1_850) / 1_850), '%'))

# Q23 43% DTI on $14,500 less $3,900
show('Q23', ('max payment', r2(14_500 * 0.43 - 3_900), '$'))

# Q24 10% vs 25% down on $460k
show('Q24', ('difference', r2(460_000 * (0.25 - 0.10)), '$'))

# Q25 $312k at 7.125% 30 yr
q25 = pmt(312_000, 7.125, 30)
show('Q25', ('monthly P&I', q25, '$'), ('total interest', r2(q25 * 360 - 312_000), '$'))

# Q26 follow-up: 6.5%
show('Q26', ('monthly P&I', pmt(312_000, 6.5, 30), '$'))

# Q27 15 yr 6.25% vs 30 yr 6.875% on $280k
q27_15 = pmt(280_000, 6.25, 15)
q27_30 = pmt(280_000, 6.875, 30)
show('Q27', ('15-year', q27_15, '$'), ('30-year', q27_30, '$'), ('difference', r2(q27_15 - q27_30), '$'))

# Q28 2 points on $350k, 7.25% -> 6.75%
q28_cost = 350_000 * 0.02
q28_save = r2(pmt(350_000, 7.25, 30) - pmt(350_000, 6.75, 30))
show(
    'Q28',
    ('points cost', r2(q28_cost), '$'),
    ('monthly saving', q28_save, '$'),
    ('break-even months', r2(q28_cost / q28_save), 'n'),
)

# Q29 greater of 14 days or 10% of 210 rented days
show('Q29', ('personal days', r2(max(14, 210 * 0.10)), 'n'))

# Q30 150 rental / 30 personal days, $18,000
show('Q30', ('rental share', pct(150 / 180), '%'), ('rental portion', r2(18_000 * 150 / 180), '$'))

# Q31 19 of 30 nights
show('Q31', ('occupancy', pct(19 / 30), '%'))

# Q32 $24,000 split 6/4/2 weeks
show(
    'Q32',
    ('me (6 wk)', r2(24_000 * 6 / 12), '$'),
    ('brother (4 wk)', r2(24_000 * 4 / 12), '$'),
    ('sister (2 wk)', r2(24_000 * 2 / 12), '$'),
)

# Q33 3 nights x $200 + $175 cleaning
show('Q33', ('effective per night', r2((3 * 200 + 175) / 3), '$'))

# Q34 budget $3,000 total, $450 taxes+insurance, $150 HOA, 7% 30 yr, 10% down
q34_loan = pv(3_000 - 450 - 150, 7, 30)
show('Q34', ('max loan', q34_loan, '$'), ('max price', r2(q34_loan / 0.90), '$'))

# Q35 $325,000, 20% down, 7% 30 yr
show('Q35', ('monthly P&I', pmt(325_000 * 0.80, 7, 30), '$'))

# Q36 $1.2M, 3 co-owners, 30% down, 6.75% 30 yr
q36_pay = pmt(1_200_000 * 0.70, 6.75, 30)
show('Q36', ('down each', r2(1_200_000 * 0.30 / 3), '$'), ('P&I each', r2(q36_pay / 3), '$'))

# Q37 12.75% of $21,480
show('Q37', ('lodging tax', r2(21_480 * 0.1275), '$'))

# Q38 nights for short-term to match long-term net
q38_ltr = 2_400 * 12 * 0.92
q38_nights = (q38_ltr + 450 * 12) / (210 * 0.77)
show('Q38', ('nights', r2(q38_nights), 'n'), ('occupancy', pct(q38_nights / 365), '%'))

# Q39 monthly net, 18 nights at $265
q39_rev = 18 * 265
show('Q39', ('monthly net', r2(q39_rev * 0.97 - (2_050 + 540 + 260)), '$'))

# Q40 follow-up: 14 nights
show('Q40', ('monthly net', r2(14 * 265 * 0.97 - (2_050 + 540 + 260)), '$'))

# Q41 $9,600 for 5 weeks
show('Q41', ('per week', r2(9_600 / 5), '$'), ('per night', r2(9_600 / 35), '$'))

# Q42 $489,000 / 1,150 sq ft
show('Q42', ('per sq ft', r2(489_000 / 1_150), '$'))

# Q43 $1.44M / 96 units, over 24 months
show('Q43', ('per unit', r2(1_440_000 / 96), '$'), ('per month', r2(1_440_000 / 96 / 24), '$'))

# Q44 $615k, $82,000 gross
show('Q44', ('multiple', r2(615_000 / 82_000), 'n'), ('gross yield', pct(82_000 / 615_000), '%'))

# Q45 $48,600 of $67,500
show('Q45', ('summer share', pct(48_600 / 67_500), '%'))

# Q46 104 weekend nights at $349, 90 weekday at $219
q46_rev = 104 * 349 + 90 * 219
show('Q46', ('revenue', r2(q46_rev), '$'), ('average rate', r2(q46_rev / 194), '$'))

# Q47 depreciation
q47_b = 360_000 / 39
q47_f = 24_000 / 5
show('Q47', ('building', r2(q47_b), '$'), ('furnishings', r2(q47_f), '$'), ('combined', r2(q47_b + q47_f), '$'))

# Q48 $3,500 + 4 renewals of $400
show('Q48', ('five-year total', r2(3_500 + 4 * 400), '$'))

# Q49 21 nights x $425 x 90%
show('Q49', ('income given up', r2(21 * 425 * 0.90), '$'))

# Q50 10% on $150,000 plus $38,000 expenses; nights at $230
q50_need = 150_000 * 0.10 + 38_000
show('Q50', ('revenue needed', r2(q50_need), '$'), ('nights', r2(q50_need / 230), 'n'))

# Q51 DSCR
show('Q51', ('DSCR', r2(41_800 / 33_600), 'n'))

# Q52 follow-up: max debt service at 1.25
show('Q52', ('annual', r2(41_800 / 1.25), '$'), ('monthly', r2(41_800 / 1.25 / 12), '$'))

# Q53 $52k at 6% for 3 years
show('Q53', ('in 3 years', r2(52_000 * 1.06**3), '$'))

# Q54 $275k -> $410k
show('Q54', ('gain', pct((410_000 - 275_000) / 275_000), '%'))

# Q55 (HOA + insurance + tax) / 12
show('Q55', ('per month', r2((5_940 + 2_820 + 4_380) / 12), '$'))

# Q56 ($38,000 - $26,500) / 35 nights
show('Q56', ('net cost per night', r2((38_000 - 26_500) / 35), '$'))

# Q57 seasonal occupancy
q57_nights = 120 * 0.85 + 120 * 0.55 + 125 * 0.25
show('Q57', ('booked nights', r2(q57_nights), 'n'), ('occupancy', pct(q57_nights / 365), '%'))

# Q58 5 nights x $300, host-only 15% vs split 3%
show('Q58', ('host-only payout', r2(1_500 * 0.85), '$'), ('split-fee payout', r2(1_500 * 0.97), '$'))

# Q59 $520k, 10% down + 3% closing
show('Q59', ('cash to close', r2(520_000 * 0.13), '$'))

# Q60 cabin resort
q60_rev = 8 * 165 * 365 * 0.61
q60_noi = q60_rev * 0.45
show('Q60', ('gross', r2(q60_rev), '$'), ('NOI', r2(q60_noi), '$'), ('cap rate', pct(q60_noi / 1_900_000), '%'))

# Q61 12 units, $3.6M, NOI $252,000
show('Q61', ('cap rate', pct(252_000 / 3_600_000), '%'), ('per unit', r2(3_600_000 / 12), '$'))

# Q62 180 miles each way, 14 trips, $0.67/mile
show('Q62', ('travel cost', r2(180 * 2 * 14 * 0.67), '$'))

# Q63 follow-up to Q08: self-managed (no 25% fee)
q63_str = 195 * 365 * 0.60 - 300 * 12
show('Q63', ('short-term net', r2(q63_str), '$'), ('difference', r2(q63_str - q08_ltr), '$'))

# Q64 follow-up to Q02: 68% occupancy
q64_gross = 225 * 365 * 0.68
show('Q64', ('gross', r2(q64_gross), '$'), ('after 3% fee', r2(q64_gross * 0.97), '$'))

# Q65 follow-up to Q36: 40% down
q65_pay = pmt(1_200_000 * 0.60, 6.75, 30)
show('Q65', ('down each', r2(1_200_000 * 0.40 / 3), '$'), ('P&I each', r2(q65_pay / 3), '$'))

# Q66 follow-up to Q04: self-managed
q66_nights = q04_fixed / 250
show('Q66', ('break-even nights', r2(q66_nights), 'n'), ('occupancy', pct(q66_nights / 365), '%'))

# Q67 follow-up to Q60: price for an 8% cap
show('Q67', ('price at 8% cap', r2(r2(q60_noi) / 0.08), '$'))

n_fig = sum(len(f) for _, f in OUT)
print(f'\n{len(OUT)} figure questions, {n_fig} figures')
