#!/usr/bin/env python3
"""Expected figures for scripts/eval/blind-questions-22.ts (blind set 22).

Written by a helper session (an AI model) that read only the product spec and scripts/eval/score.ts.
Every figure in blind-questions-22.ts is copied from this script's output; run it with
`python3 scripts/eval/compute22.py`.

Conventions:
- Monthly payments use the standard amortization formula P = L * r / (1 - (1 + r) ** -n), with
  r = annual rate / 12 and n = months. Balances after k payments use the closed form
  B_k = L * (1 + r) ** k - P * ((1 + r) ** k - 1) / r with the unrounded payment.
- Total interest is (monthly payment rounded to the cent) * months - loan amount.
- Money is rounded to the cent; percentages to two decimals; ratios and month counts as stated
  beside each figure.
- Interest-only amounts are simple monthly interest: balance * annual rate / 12.
- Percentages of a price (commission, closing costs, points, taxes) apply to the stated base.
"""

import math


def money(x: float) -> float:
    return round(x + 0.0, 2)


def pct(x: float) -> float:
    return round(x * 100, 2)


def payment(loan: float, annual_rate: float, years: float = 30, months: int | None = None) -> float:
    n = months if months is not None else int(round(years * 12))
    r = annual_rate / 12
    if r == 0:
        return loan / n
    return loan * r / (1 - (1 + r) ** -n)


def balance(loan: float, annual_rate: float, k: int, years: float = 30) -> float:
    r = annual_rate / 12
    p = payment(loan, annual_rate, years)
    return loan * (1 + r) ** k - p * ((1 + r) ** k - 1) / r


def loan_from_payment(pmt: float, annual_rate: float, years: float = 30) -> float:
    r = annual_rate / 12
    n = int(round(years * 12))
    return pmt * (1 - (1 + r) ** -n) / r


def total_interest(loan: float, annual_rate: float, years: float = 30) -> float:
    return money(payment(loan, annual_rate, years)) * int(round(years * 12)) - loan


def show(qid: str, **figures: float) -> None:
    parts = []
    for name, value in figures.items():
        parts.append(f"{name}={value}")
    print(f"{qid}: " + ", ".join(parts))


# R01: renter at $2,400 looking at a $450,000 condo, 10% down, 6.75% 30-year, taxes $5,400/yr,
# insurance $900/yr, HOA $385, PMI $157/mo.
price = 450_000
loan = price * 0.90
pi = payment(loan, 0.0675)
total = money(pi) + 5400 / 12 + 900 / 12 + 385 + 157
show("R01", loan=loan, pi=money(pi), total=money(total), vs_rent=money(total - 2400))

# R02: same, 20% down, no PMI.
loan = price * 0.80
pi = payment(loan, 0.0675)
total = money(pi) + 5400 / 12 + 900 / 12 + 385
show("R02", loan=loan, pi=money(pi), total=money(total), vs_rent=money(total - 2400))

# R03: P&I on $312,500 at 6.5%, 30 years.
show("R03", pi=money(payment(312_500, 0.065)))

# R04: $96,000 salary, car payment $410, 28/36.
gross_m = 96_000 / 12
front = gross_m * 0.28
back = gross_m * 0.36 - 410
show("R04", front=money(front), back=money(back))

# R05: follow-up: $2,240 all-in, $450 taxes+insurance, 6.875% 30-year: loan supported.
pi_budget = front - 450
show("R05", pi_budget=money(pi_budget), loan=money(loan_from_payment(pi_budget, 0.06875)))

# R06: sell at $415,000, 6% commission, 1.5% other seller costs, payoff $238,400.
sale = 415_000
net = sale - sale * 0.06 - sale * 0.015 - 238_400
show("R06", commission=money(sale * 0.06), other=money(sale * 0.015), net=money(net))

# R07: bridge loan $120,000 at 9.5% interest-only, 4 months, 2% origination.
monthly_int = 120_000 * 0.095 / 12
show("R07", monthly_interest=money(monthly_int), total=money(monthly_int * 4 + 120_000 * 0.02))

# R08: retirees, MFJ. Bought $185,000, $40,000 improvements, sell $820,000, selling costs $49,200,
# exclusion $500,000, 15% long-term rate on the rest.
gain = 820_000 - 49_200 - (185_000 + 40_000)
taxable = max(0, gain - 500_000)
show("R08", gain=gain, taxable=taxable, tax=money(taxable * 0.15))

# R09: retirees: condo $395,000, 20% down, 6.25% 15-year.
loan = 395_000 * 0.80
show("R09", loan=loan, pi=money(payment(loan, 0.0625, 15)), interest=money(total_interest(loan, 0.0625, 15)))

# R10: divorce: appraised $540,000, owe $286,000, 50/50, refinance balance + buyout at 6.625% 30y.
equity = 540_000 - 286_000
buyout = equity / 2
new_loan = 286_000 + buyout
show("R10", buyout=buyout, new_loan=new_loan, pi=money(payment(new_loan, 0.06625)))

# R11: follow-up: deduct a notional 6% selling cost from the appraisal first.
equity = 540_000 * 0.94 - 286_000
show("R11", equity=money(equity), buyout=money(equity / 2))

# R12: inherited: value at death $610,000 (stepped-up basis), sold $655,000, 5.5% commission,
# $4,000 other costs; compare with mom's $92,000 basis.
realized = 655_000 - 655_000 * 0.055 - 4_000
show("R12", realized=money(realized), gain=money(realized - 610_000), gain_no_stepup=money(realized - 92_000))

# R13: inherited house as a rental: rent $2,150, vacancy 5%, management 10%, maintenance 8% (all of
# gross scheduled rent), tax $4,300/yr, insurance $1,500/yr, value $380,000.
gross = 2_150 * 12
noi = gross - gross * (0.05 + 0.10 + 0.08) - 4_300 - 1_500
show("R13", gross=gross, noi=money(noi), cap_rate=pct(noi / 380_000))

# R14: gig worker: 2023 $52,300, 2024 $61,900 averaged; 43% DTI, student loan $350.
income_m = (52_300 + 61_900) / 2 / 12
show("R14", monthly_income=money(income_m), max_housing=money(income_m * 0.43 - 350))

# R15: 1099 income 2023 $74,000, 2024 $58,000; lender uses the lower year; 36% back-end, no debts.
income_m = 58_000 / 12
show("R15", monthly_income=money(income_m), max_housing=money(income_m * 0.36))

# R16: grad student, FHA: $340,000, 3.5% down, 1.75% upfront MIP financed, 6.25% 30y.
base = 340_000 * 0.965
ufmip = base * 0.0175
loan17 = base + ufmip
pi17 = payment(loan17, 0.0625)
show("R16", base=money(base), ufmip=money(ufmip), loan=money(loan17), pi=money(pi17))

# R17: follow-up: taxes $340, insurance $110, monthly MIP $150, two roommates at $850 each.
housing = money(pi17) + 340 + 110 + 150
show("R17", housing=money(housing), net=money(housing - 2 * 850))

# R18: compare houses: A $389,000 tax 1.1%/yr no HOA; B $375,000 tax 2.3%/yr HOA $95.
# Both 20% down, 6.5% 30y, insurance $1,400/yr.
def house(price: float, tax_rate: float, hoa: float) -> tuple[float, float]:
    p = money(payment(price * 0.8, 0.065))
    return p, money(p + price * tax_rate / 12 + 1_400 / 12 + hoa)


a_pi, a_total = house(389_000, 0.011, 0)
b_pi, b_total = house(375_000, 0.023, 95)
show("R18", a_pi=a_pi, a_total=a_total, b_pi=b_pi, b_total=b_total, diff=money(b_total - a_total))

# R19: follow-up commute: A 22 mi each way, B 8 mi each way, 21 workdays, $0.70/mile.
a_c = 22 * 2 * 21 * 0.70
b_c = 8 * 2 * 21 * 0.70
show("R19", a=money(a_c), b=money(b_c), diff=money(a_c - b_c))

# R20: points: $420,000 loan 30y, 6.875% no points vs 6.5% with 1.5 points.
p0 = money(payment(420_000, 0.06875))
p1 = money(payment(420_000, 0.065))
cost = 420_000 * 0.015
show("R20", no_points=p0, with_points=p1, cost=cost, saving=money(p0 - p1), months=round(cost / (p0 - p1), 1))

# R21: $500,000, 30y fixed 6.75% vs 7/1 ARM 5.875% (30y amortization); savings over 84 months.
fx = money(payment(500_000, 0.0675))
arm = money(payment(500_000, 0.05875))
show("R21", fixed=fx, arm=arm, monthly_diff=money(fx - arm), saved_84=money((fx - arm) * 84))

# R22: follow-up: ARM balance after 84 payments; reset to 7.875% over remaining 276 months.
b84 = balance(500_000, 0.05875, 84)
show("R22", balance=money(b84), reset_pi=money(payment(b84, 0.07875, months=276)))

# R23: refinance: original $375,000 at 7.5% 30y, 24 payments made; refi balance into new 30y at
# 6.25%, $7,800 closing paid in cash.
old_pi = money(payment(375_000, 0.075))
bal24 = balance(375_000, 0.075, 24)
bal24_q = round(bal24)  # the question states the balance to the dollar
new_pi = money(payment(bal24_q, 0.0625))
show(
    "R23",
    old_pi=old_pi,
    balance=money(bal24),
    stated_balance=bal24_q,
    new_pi=new_pi,
    saving=money(old_pi - new_pi),
    breakeven_months=round(7_800 / (old_pi - new_pi), 1),
)

# R24: $280,000 at 6.5% 30y plus $200/month extra from the first payment.
def payoff(loan: float, rate: float, pmt: float) -> tuple[int, float]:
    r = rate / 12
    bal = loan
    months = 0
    interest = 0.0
    while bal > 0.005:
        i = bal * r
        interest += i
        bal = bal + i - pmt
        months += 1
        if bal < 0:
            bal = 0
    return months, interest


base_pmt = payment(280_000, 0.065)
m_base, i_base = payoff(280_000, 0.065, base_pmt)
m_extra, i_extra = payoff(280_000, 0.065, base_pmt + 200)
show(
    "R24",
    pi=money(base_pmt),
    months_base=m_base,
    months_extra=m_extra,
    exact_months=round(math.log(1 / (1 - 280_000 * 0.065 / 12 / (base_pmt + 200))) / math.log(1 + 0.065 / 12), 2),
    interest_base=money(i_base),
    interest_extra=money(i_extra),
    saved=money(i_base - i_extra),
)

# R25: $225,000: 30y at 7.125% vs 15y at 6.5%, total interest.
show(
    "R25",
    pi30=money(payment(225_000, 0.07125)),
    int30=money(total_interest(225_000, 0.07125)),
    pi15=money(payment(225_000, 0.065, 15)),
    int15=money(total_interest(225_000, 0.065, 15)),
)

# R26: $400,000 at 3.25% 30y: balance after 60 payments.
show("R26", pi=money(payment(400_000, 0.0325)), balance=money(balance(400_000, 0.0325, 60)))

# R27: $450,000, 10% down, 6.5% 30y; 3%/yr appreciation for 7 years.
value = 450_000 * 1.03**7
b = balance(405_000, 0.065, 84)
show("R27", value=money(value), balance=money(b), equity=money(value - b))

# R28: rent $2,400 rising 3% each year, total over 5 years.
show("R28", total=money(sum(2_400 * 12 * 1.03**y for y in range(5))))

# R29: market value $310,000, assessed at 70%, mill rate 32.5.
assessed = 310_000 * 0.70
tax = assessed * 32.5 / 1000
show("R29", assessed=assessed, tax=money(tax), monthly=money(tax / 12))

# R30: price per square foot.
show("R30", a=money(389_000 / 1_850), b=money(412_500 / 2_240))

# R31: $365,000, 5% down, 3% closing costs, $2,500 lender credit, $5,000 earnest money already paid.
down = 365_000 * 0.05
cc = 365_000 * 0.03
show("R31", down=down, closing=cc, at_closing=money(down + cc - 2_500 - 5_000), total_cash=money(down + cc - 2_500))

# R32: $300,000, 95% LTV, PMI 0.62%/yr of loan, 6.75% 30y; month the scheduled balance first
# reaches 78% of the original value.
loan = 300_000 * 0.95
k = 0
while balance(loan, 0.0675, k) > 300_000 * 0.78:
    k += 1
show("R32", loan=loan, pmi=money(loan * 0.0062 / 12), month_78=k, years=round(k / 12, 2))

# R33: couple earning $145,000, debts $620/mo, 43% back-end, taxes+insurance+HOA $700, 6.5% 30y, 20% down.
housing = 145_000 / 12 * 0.43 - 620
pi_b = housing - 700
loan = loan_from_payment(pi_b, 0.065)
show("R33", housing=money(housing), pi=money(pi_b), loan=money(loan), price=money(loan / 0.8))

# R34: $4,500 P&I at 7% 30y.
show("R34", loan=money(loan_from_payment(4_500, 0.07)))

# R35: $375,000: 20% down plus 3% closing; $41,000 saved, $1,800/mo.
need = 375_000 * 0.20 + 375_000 * 0.03
show("R35", need=need, short=need - 41_000, months=math.ceil((need - 41_000) / 1_800))

# R36: duplex $520,000, 3.5% down, 6.375% 30y (MIP ignored), taxes $6,240/yr, insurance $2,100/yr,
# other unit rents $2,100.
loan = 520_000 * 0.965
pi = money(payment(loan, 0.06375))
piti = pi + 6_240 / 12 + 2_100 / 12
show("R36", loan=loan, pi=pi, piti=money(piti), net=money(piti - 2_100))

# R37: rental $285,000, 25% down, $6,000 closing, rent $2,300, expenses $720/mo, 7.25% 30y.
loan = 285_000 * 0.75
pi = money(payment(loan, 0.0725))
cf = 2_300 - 720 - pi
cash = 285_000 * 0.25 + 6_000
show("R37", loan=loan, pi=pi, cash_flow=money(cf), annual=money(cf * 12), cash_in=cash, coc=pct(cf * 12 / cash))

# R38: fourplex $1,100,000, rents 1,650 + 1,650 + 1,725 + 1,800.
annual = (1_650 + 1_650 + 1_725 + 1_800) * 12
show("R38", annual=annual, grm=round(1_100_000 / annual, 2))

# R39: NOI $186,000 at 7.25% cap; debt service $148,800/yr.
show("R39", price=money(186_000 / 0.0725), dscr=round(186_000 / 148_800, 2))

# R40: NNN: 3,200 sf at $24/sf/yr base + $7.50/sf/yr NNN.
show("R40", base_annual=3_200 * 24, nnn_annual=3_200 * 7.5, monthly=money(3_200 * (24 + 7.5) / 12))

# R41: bought $265,000 (2016), sold $430,000 (2024), 8 years.
show("R41", total=pct(430_000 / 265_000 - 1), annual=pct((430_000 / 265_000) ** (1 / 8) - 1))

# R42: median $318,000 -> $341,500 in a year; 3 more years at that rate.
g = 341_500 / 318_000 - 1
show("R42", change=pct(g), in3=money(341_500 * (1 + g) ** 3))

# R43: 34 mi each way, 27 mpg, $3.59/gal, 22 workdays.
gas_far = 34 * 2 * 22 / 27 * 3.59
show("R43", miles=34 * 2 * 22, gas=money(gas_far))

# R44: follow-up: rent $300 more, 6 mi each way.
gas_near = 6 * 2 * 22 / 27 * 3.59
show("R44", gas_near=money(gas_near), gas_saved=money(gas_far - gas_near), net_extra=money(300 - (gas_far - gas_near)))

# R45: train pass $189 vs driving 18 mi each way at $0.67/mile + $12/day parking, 20 days.
drive = 18 * 2 * 20 * 0.67 + 12 * 20
show("R45", drive=money(drive), diff=money(drive - 189))

# R46: relocation: movers $7,850, car $1,240, 2 nights at $149 + 13.5% tax, 30 nights at $95,
# $8,000 stipend.
hotel = 2 * 149 * 1.135
tot = 7_850 + 1_240 + hotel + 30 * 95
show("R46", hotel=money(hotel), total=money(tot), out_of_pocket=money(tot - 8_000))

# R47: rent $1,950; condo $289,900, 5% down, 7.125% 30y, HOA $410, taxes $3,480/yr, HO-6 $650/yr,
# PMI 0.5%/yr of loan.
loan = 289_900 * 0.95
pi = money(payment(loan, 0.07125))
pmi = money(loan * 0.005 / 12)
tot = pi + 410 + 3_480 / 12 + 650 / 12 + pmi
show("R47", loan=loan, pi=pi, pmi=pmi, total=money(tot), vs_rent=money(tot - 1_950))

# R48: 3% seller concession on $410,000; closing costs $13,900.
show("R48", credit=410_000 * 0.03, left=13_900 - 410_000 * 0.03)

# R49: sell $735,000, 5% commission, $3,200 other, no mortgage; condo $410,000 cash + 2% closing.
net = 735_000 * 0.95 - 3_200
condo = 410_000 * 1.02
show("R49", net=money(net), condo=money(condo), left=money(net - condo))

# R50: widow filing single, jointly owned (non-community-property state): bought $140,000; value at
# husband's death $520,000 (his half stepped up); sells $650,000 with $39,000 costs; $250,000 exclusion.
basis = 140_000 / 2 + 520_000 / 2
gain = 650_000 - 39_000 - basis
show("R50", basis=basis, gain=gain, taxable=gain - 250_000)

# R51: three siblings: sale $480,000, 6% commission, $5,500 repairs, $2,300 other closing.
net = 480_000 * 0.94 - 5_500 - 2_300
show("R51", net=money(net), each=money(net / 3))

# R52: follow-up: keep it, buy out two siblings at 1/3 each of $480,000.
show("R52", each=money(480_000 / 3), total=money(480_000 * 2 / 3))

# R53: HOA $340 + special assessment $9,600 over 24 months.
show("R53", assessment_monthly=9_600 / 24, effective=340 + 9_600 / 24)

# R54: VA $400,000, no down, 2.15% funding fee financed, 6.125% 30y.
loan = 400_000 * 1.0215
show("R54", fee=400_000 * 0.0215, loan=money(loan), pi=money(payment(loan, 0.06125)))

# R55: recast: balance $310,000 at 5.5%, 300 months left, $50,000 lump sum.
show(
    "R55",
    old=money(payment(310_000, 0.055, months=300)),
    new=money(payment(260_000, 0.055, months=300)),
    diff=money(payment(310_000, 0.055, months=300) - payment(260_000, 0.055, months=300)),
)

# R56: 2-1 buydown on $380,000 at 6.75% note: 4.75% year 1, 5.75% year 2.
note = money(payment(380_000, 0.0675))
y1 = money(payment(380_000, 0.0475))
y2 = money(payment(380_000, 0.0575))
show("R56", note=note, y1=y1, y2=y2, subsidy=money(12 * (note - y1) + 12 * (note - y2)))

# R57: 1% rule: $210,000 house, rent $1,750.
show("R57", ratio=pct(1_750 / 210_000), rent_needed=2_100)

# R58: depreciation: $330,000 with $80,000 land, 27.5 years.
show("R58", basis=250_000, annual=money(250_000 / 27.5), monthly=money(250_000 / 27.5 / 12))

# R59: 142 active, 38 sales last month; listed $425,000 sold $436,900.
show("R59", months_supply=round(142 / 38, 2), sale_to_list=pct(436_900 / 425_000))

# R60: price-to-rent: $450,000 vs rent $2,400/mo.
show("R60", annual_rent=2_400 * 12, ratio=round(450_000 / (2_400 * 12), 2))

# R61: district A $465,000 vs B $410,000; 20% down at 6.5% 30y.
prem = 465_000 / 410_000 - 1
pa = money(payment(465_000 * 0.8, 0.065))
pb = money(payment(410_000 * 0.8, 0.065))
show("R61", premium=pct(prem), pi_a=pa, pi_b=pb, diff=money(pa - pb))

# R62: assessed $295,000, $50,000 homestead exemption, 1.85%.
show("R62", taxable=245_000, tax=money(245_000 * 0.0185), monthly=money(245_000 * 0.0185 / 12))

# R63: 2,800 sf at $31/sf year 1, 3% yearly escalations, 5 years.
y1 = 2_800 * 31
show("R63", y1=y1, y5=money(y1 * 1.03**4), total=money(sum(y1 * 1.03**k for k in range(5))))

# R64: assume $268,000 at 3.125% with 25 years (300 months) left; price $420,000.
show("R64", pi=money(payment(268_000, 0.03125, months=300)), gap=420_000 - 268_000)
