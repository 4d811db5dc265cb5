#!/usr/bin/env python3
"""Expected figures for scripts/eval/blind-questions-21.ts (blind set 21).

Written by a helper session (an AI model) that read only the product spec and
scripts/eval/score.ts. Every figure in the .ts file is copied from this script's output.

Conventions:
- Monthly loan payments use the standard amortization formula
  P * r / (1 - (1 + r) ** -n), with r = annual rate / 12 and n = years * 12.
- A balloon (remaining) balance after k payments is the standard closed form
  B = P * (1 + r) ** k - pmt * ((1 + r) ** k - 1) / r.
- The maximum loan for a required DSCR is the present value of the monthly payment
  (NOI / DSCR / 12) at the loan's rate and amortization.
- Money is rounded to the cent; percentages to two decimals; ratios (DSCR, multiples,
  years) to two decimals.
- Rent escalations compound annually: rent in lease year N = year-1 rent * (1 + bump) ** (N - 1).
- Straight-line depreciation, full year (no mid-month convention): 39 years for commercial,
  27.5 years for residential rental property; land is not depreciated.
- Net effective rent is undiscounted (free rent and TI spread evenly over the term), as the
  questions state.
"""

import math


def money(x):
    return f"${x:,.2f}"


def pct(x):
    return f"{x * 100:.2f}%"


def num(x):
    return f"{x:,.2f}"


def pmt(principal, annual_rate, years):
    r = annual_rate / 12
    n = years * 12
    return principal * r / (1 - (1 + r) ** -n)


def balance(principal, annual_rate, years, paid):
    r = annual_rate / 12
    p = pmt(principal, annual_rate, years)
    return principal * (1 + r) ** paid - p * ((1 + r) ** paid - 1) / r


def pv(monthly_payment, annual_rate, years):
    r = annual_rate / 12
    n = years * 12
    return monthly_payment * (1 - (1 + r) ** -n) / r


def show(qid, **figures):
    parts = []
    for k, v in figures.items():
        parts.append(f"{k}={v}")
    print(f"{qid}: " + "; ".join(parts))


# ---------------------------------------------------------------- commercial
# C01 office, 3,200 sf at $28/sf/yr
annual = 3200 * 28
show("C01", annual=money(annual), monthly=money(round(annual / 12, 2)))

# C02 full-service gross $34/sf vs NNN $24 + CAM 4.25 + tax 3.10 + ins 1.15, 4,500 sf
gross = 4500 * 34
nnn = 4500 * (24 + 4.25 + 3.10 + 1.15)
show("C02", gross=money(gross), nnn_all_in=money(nnn), difference=money(gross - nnn))

# C03 2,400 sf at $18/sf, 5-year term, 3% annual bumps
def term_total(base_annual, bump, years):
    return sum(base_annual * (1 + bump) ** i for i in range(years))

base = 2400 * 18
show("C03", total=money(term_total(base, 0.03, 5)), year5=money(base * 1.03 ** 4))

# C04 follow-up: $22/sf
base = 2400 * 22
show("C04", total=money(term_total(base, 0.03, 5)), year5=money(base * 1.03 ** 4))

# C05 10-year, 5,000 sf, $30/sf flat, first 6 months free
full = 5000 * 30 * 10
free = 5000 * 30 / 2
show("C05", total_paid=money(full - free), effective_psf=money((full - free) / 10 / 5000))

# C06 7-yr, $26/sf NNN, 3,000 sf, 3 months free, TI $35/sf; landlord net effective, undiscounted
ner = (26 * 7 - 26 * 0.25 - 35) / 7
show("C06", net_effective_psf=money(ner), net_effective_annual=money(ner * 3000))

# C07 base $60,000, 6% over natural breakpoint, sales $1.35M
bp = 60000 / 0.06
over = (1350000 - bp) * 0.06
show("C07", breakpoint=money(bp), percentage_rent=money(over), total=money(60000 + over))

# C08 base $4,000/mo, 5% over $900,000, sales $1.1M
over = (1100000 - 900000) * 0.05
show("C08", percentage_rent=money(over), total=money(4000 * 12 + over))

# C09 usable 2,000, load factor 1.15, $32/sf/yr on rentable
rsf = 2000 * 1.15
show("C09", rentable=num(rsf), annual=money(rsf * 32), monthly=money(round(rsf * 32 / 12, 2)))

# C10 strip centre: GPR 312,000, 7% vacancy, reimbursements 54,000, opex 96,000, price 3.4M
def strip(vac):
    egi = 312000 * (1 - vac) + 54000
    noi = egi - 96000
    return noi, noi / 3400000

noi, cap = strip(0.07)
show("C10", noi=money(noi), cap=pct(cap))
# C11 follow-up: vacancy 12%
noi, cap = strip(0.12)
show("C11", noi=money(noi), cap=pct(cap))

# C12 warehouse 18,000 sf at $9.75 NNN + $2.10 NNN charges
show("C12", monthly=money(18000 * (9.75 + 2.10) / 12), annual=money(18000 * (9.75 + 2.10)))

# C13 industrial $0.95/sf/month, 12,000 sf
show("C13", psf_year=money(0.95 * 12), annual=money(0.95 * 12 * 12000))

# C14 $5,500/mo, +$250/mo each year, 5 years
show("C14", total=money(sum(12 * (5500 + 250 * i) for i in range(5))))

# C15 CAM reconciliation: 2,400 of 16,000 sf, CAM 96,000, paid 1,000/mo
share = 2400 / 16000
show("C15", share=pct(share), cam_share=money(96000 * share), owed=money(96000 * share - 12000))

# C16 medical: gross $3,100/mo vs NNN $2,400 + $650/mo, 5 years
nnn_all_in = 2400 + 650
diff = abs(nnn_all_in - 3100)
show("C16", suite2_all_in=money(nnn_all_in), monthly_diff=money(diff), five_year_diff=money(diff * 60))

# C17 restaurant 3,500 sf at $26 NNN + $7 NNN, sales $1.1M
occ = 3500 * (26 + 7)
show("C17", annual=money(occ), monthly=money(occ / 12), occupancy_cost_ratio=pct(occ / 1100000))

# C18 $60,000 extra TI amortized at 8% over 5 years
show("C18", monthly=money(pmt(60000, 0.08, 5)))

# C19 3,400 usable + 12% load, $27/sf
rsf = 3400 * 1.12
show("C19", rentable=num(rsf), annual=money(rsf * 27))

# C20 $30/RSF; A load 1.20, B load 1.12; cost per usable sf
show("C20", A_per_usable=money(30 * 1.20), B_per_usable=money(30 * 1.12))

# C21 warehouse 25,000 sf, $8.50 NNN, 4% bumps, year 3
psf = 8.50 * 1.04 ** 2
show("C21", year3_psf=money(psf), year3_annual=money(psf * 25000))

# C22 owner-user: rent $9,500/mo vs buy $1.45M, 25% down, 6.75%/25yr, tax 18k, ins 6k, maint 8k
loan = 1450000 * 0.75
p = pmt(loan, 0.0675, 25)
own = p + (18000 + 6000 + 8000) / 12
show("C22", loan=money(loan), p_and_i=money(p), monthly_own=money(own), vs_rent=money(own - 9500))

# C23 breakeven occupancy: opex 410,000 + debt service 300,000 over GPR 980,000
show("C23", breakeven=pct((410000 + 300000) / 980000))

# C24 leasing commission 5% of aggregate base rent, $4,200/mo, 5 years
agg = 4200 * 12 * 5
show("C24", aggregate=money(agg), commission=money(agg * 0.05))

# C25 CAM 80,000 + 15% admin fee; tenant 2,000 of 20,000 sf
pool = 80000 * 1.15
share = 2000 / 20000
show("C25", pool=money(pool), annual=money(pool * share), monthly=money(round(pool * share / 12, 2)))

# ----------------------------------------------------------------- financing
# C26 max loan: NOI 240,000, DSCR 1.25, 6.5%/25yr
def max_loan(noi, dscr, rate, years):
    return pv(noi / dscr / 12, rate, years)

show("C26", max_debt_service=money(240000 / 1.25), max_loan=money(max_loan(240000, 1.25, 0.065, 25)))
# C27 follow-up: DSCR 1.35
show("C27", max_debt_service=money(240000 / 1.35), max_loan=money(max_loan(240000, 1.35, 0.065, 25)))

# C28 $1.6M at 7.25%, 25-yr amortization, 10-yr balloon
show("C28", monthly=money(pmt(1600000, 0.0725, 25)), balloon=money(balance(1600000, 0.0725, 25, 120)))

# C29 debt yield: NOI 420,000 on 5.25M loan
show("C29", debt_yield=pct(420000 / 5250000))

# C30 LTV: loan 2,275,000 on 3,250,000
show("C30", ltv=pct(2275000 / 3250000))

# C31 dentist condo $875,000, 10% down, 6.9%/25yr
show("C31", down=money(875000 * 0.10), loan=money(875000 * 0.9), monthly=money(pmt(875000 * 0.9, 0.069, 25)))

# C32 interest-only $1.1M at 7.5%
show("C32", monthly=money(1100000 * 0.075 / 12))

# C33 SBA 504 50/40/10 on $2M
show("C33", bank=money(2000000 * 0.5), cdc=money(2000000 * 0.4), borrower=money(2000000 * 0.1))

# C34 seller financing 500k, 6%, 20-yr amortization, balloon after 5 years
show("C34", monthly=money(pmt(500000, 0.06, 20)), balloon=money(balance(500000, 0.06, 20, 60)))

# C35 loan constant 6.5%/25yr
show("C35", constant=pct(pmt(1, 0.065, 25) * 12))

# C36 lesser of 65% LTV on 3M and DSCR 1.30 on NOI 200,000 at 7%/25yr
ltv_loan = 3000000 * 0.65
dscr_loan = max_loan(200000, 1.30, 0.07, 25)
show("C36", ltv_loan=money(ltv_loan), dscr_loan=money(dscr_loan), max_loan=money(min(ltv_loan, dscr_loan)))

# C37 closing: 2.2M, 25% down, closing 2.5% of price
show("C37", down=money(2200000 * 0.25), closing=money(2200000 * 0.025), cash_to_close=money(2200000 * 0.275), loan=money(2200000 * 0.75))

# C38 prepayment 5-4-3-2-1 step-down, prepaid in year 3 on 1.4M
show("C38", penalty=money(1400000 * 0.03))

# C39 first-year interest on 750k, 6.25%, 20yr
p = pmt(750000, 0.0625, 20)
bal12 = balance(750000, 0.0625, 20, 12)
principal_paid = 750000 - bal12
show("C39", monthly=money(p), interest_year1=money(12 * p - principal_paid), principal_year1=money(principal_paid))

# C40 follow-up to C51: 25% down, 7%/30yr, DSCR
noi48 = 8 * 1400 * 12 * 0.95 * (1 - 0.42)
loan = 1150000 * 0.75
p = pmt(loan, 0.07, 30)
show("C40", loan=money(loan), monthly=money(p), annual_ds=money(p * 12), dscr=num(noi48 / (p * 12)))

# ---------------------------------------------------------------- investment
# C41 value from NOI 187,500 at 6.75%
show("C41", value=money(187500 / 0.0675))

# C42 expense ratio: opex 183,750 / EGI 525,000
show("C42", ratio=pct(183750 / 525000), noi=money(525000 - 183750))

# C43 cash-on-cash: 2.1M, 30% down + 45k closing, cash flow 52,800
cash = 2100000 * 0.30 + 45000
show("C43", cash_in=money(cash), coc=pct(52800 / cash))

# C44 39-year: 1.8M, land 25%
show("C44", basis=money(1800000 * 0.75), annual=money(1800000 * 0.75 / 39))

# C45 27.5-year: 960k, land 200k
show("C45", basis=money(760000), annual=money(760000 / 27.5))

# C46 mixed use: 2,200 sf @ $24 NNN + 4 apts @ 1,650/mo, 5% vacancy, expenses 38,000, 7% cap
gross = 2200 * 24 + 4 * 1650 * 12
egi = gross * 0.95
noi = egi - 38000
show("C46", gross=money(gross), egi=money(egi), noi=money(noi), value=money(noi / 0.07))

# C47 self-storage: 420 units @ $115, 88% occupancy, other income 24,000, expenses 38% of EGI, 6.25% cap
gpr = 420 * 115 * 12
egi = gpr * 0.88 + 24000
noi = egi * (1 - 0.38)
show("C47", gpr=money(gpr), egi=money(egi), noi=money(noi), value=money(noi / 0.0625))

# C48 laundromat: 325,000 all cash, 78,000/yr
show("C48", return_=pct(78000 / 325000), payback_years=num(325000 / 78000))

# C49 1031: sale 1.5M, basis 700k, replacement 1.3M, ignore costs
gain = 1500000 - 700000
boot = 1500000 - 1300000
deferred = gain - boot
show("C49", gain=money(gain), boot=money(boot), deferred=money(deferred), new_basis=money(1300000 - deferred))

# C50 all cash 900k, 5 years, 40k/yr, sold 1.2M
profit = (1200000 - 900000) + 40000 * 5
show("C50", profit=money(profit), multiple=num((900000 + profit) / 900000), avg_annual=pct(profit / 900000 / 5))

# C51 8 units @ 1,400, 5% vacancy, expenses 42% of EGI, price 1.15M
gpr = 8 * 1400 * 12
egi = gpr * 0.95
noi = egi * (1 - 0.42)
show("C51", gpr=money(gpr), egi=money(egi), noi=money(noi), cap=pct(noi / 1150000))

# C52 cap compression: NOI 300k, buy 7.5%, sell 6.5%
buy = 300000 / 0.075
sell = 300000 / 0.065
show("C52", buy=money(buy), sell=money(sell), gain=money(sell - buy))

# C53 NOI 150k growing 2%/yr, year 5 (four increases), value at 7%
n5 = 150000 * 1.02 ** 4
show("C53", noi_year5=money(n5), value=money(n5 / 0.07))

# C54 GRM 1.35M / 150,000
show("C54", grm=num(1350000 / 150000))

# ------------------------------------------------------------------ market
# C55 comps: 1.1M/7,800 and 1.45M/9,600; average of the two $/sf; subject 8,400 sf
a = 1100000 / 7800
b = 1450000 / 9600
avg = (a + b) / 2
show("C55", comp_a=money(a), comp_b=money(b), average=money(avg), subject=money(avg * 8400))

# C56 rent $18.00 -> $23.50 over 5 years
show("C56", total_change=pct(23.5 / 18 - 1), cagr=pct((23.5 / 18) ** (1 / 5) - 1))

# C57 1.2M sf vacant of 14M
show("C57", vacancy=pct(1200000 / 14000000))

# C58 cap 7.10% vs 10-yr 4.25%
show("C58", spread_bps=num((7.10 - 4.25) * 100))

# ---------------------------------------------------------------- property
# C59 $1.2M for 8,500 sf
show("C59", psf=money(1200000 / 8500))

# C60 40' x 120' at $115/sf
show("C60", sf=num(40 * 120), value=money(40 * 120 * 115))

# C61 assessed 1.4M at 24.5 mills
show("C61", tax=money(1400000 * 24.5 / 1000), monthly=money(1400000 * 24.5 / 1000 / 12))

# ---------------------------------------------------------------- location
# C62 1.5 acres, FAR 0.35
lot = 1.5 * 43560
show("C62", lot_sf=num(lot), max_building=num(lot * 0.35))

# C63 4 spaces per 1,000 sf on 12,500 sf
show("C63", spaces=num(12500 / 1000 * 4))

# C64 84,000 people within a 3-mile radius
area = math.pi * 3 ** 2
show("C64", area_sq_mi=num(area), density=num(84000 / area))
