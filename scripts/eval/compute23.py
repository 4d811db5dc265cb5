#!/usr/bin/env python3
"""Expected figures for blind set 23 (property managers, HOA boards and treasurers, small landlords).

Standard library only. Conventions: standard amortization formula for monthly payments, money
rounded to the cent (half up), percentages to two decimals, counts and ratios to two decimals.
Each line is labelled with the question id used in blind-questions-23.ts.
"""

from decimal import Decimal, ROUND_HALF_UP


def r2(x):
    return float(Decimal(repr(round(x, 9))).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


def pmt(principal, annual_rate, years):
    i = annual_rate / 12
    n = years * 12
    return principal * i / (1 - (1 + i) ** -n)


def balance(principal, annual_rate, years, paid):
    i = annual_rate / 12
    p = pmt(principal, annual_rate, years)
    return principal * (1 + i) ** paid - p * ((1 + i) ** paid - 1) / i


def pv(payment, annual_rate, years):
    i = annual_rate / 12
    n = years * 12
    return payment * (1 - (1 + i) ** -n) / i


OUT = []


def show(qid, label, value, unit):
    v = r2(value)
    OUT.append((qid, label, v, unit))
    print(f"{qid}  {label}: {v:,.2f}{'%' if unit == '%' else ''} ({unit})")


# Q01 rent roll: 9 units at 1,150 and 3 at 1,325; two 1,150 units vacant
gpr = 9 * 1150 + 3 * 1325
show("Q01", "gross potential rent per month", gpr, "$")
show("Q01", "rent if every occupied unit pays", gpr - 2 * 1150, "$")
show("Q01", "units vacant percent", 2 / 12 * 100, "%")

# Q02 management: 8% of 186,400 collected plus half a month's rent per new lease, 3 leases at 1,400
mgmt = 0.08 * 186400
leasing = 3 * 1400 / 2
show("Q02", "percentage fee", mgmt, "$")
show("Q02", "total management cost", mgmt + leasing, "$")

# Q03 turnover: paint 1,850, carpet 620 sf at 3.40, cleaning 275, 1.5 months vacant at 1,480
carpet = 620 * 3.40
show("Q03", "carpet", carpet, "$")
show("Q03", "total turnover cost", 1850 + carpet + 275 + 1.5 * 1480, "$")

# Q04 roof assessment 342,000: 2.35% interest vs equal over 48 units
show("Q04", "share at 2.35%", 342000 * 0.0235, "$")
show("Q04", "equal share", 342000 / 48, "$")

# Q05 assessment 96,500 by square footage; 1,180 of 64,300 sf
show("Q05", "share by sq ft", 96500 * 1180 / 64300, "$")

# Q06 roof loan 480,000 at 6.75% over 10 years; 60 units equal
p06 = pmt(480000, 0.0675, 10)
show("Q06", "monthly payment", p06, "$")
show("Q06", "per unit per month", p06 / 60, "$")

# Q07 follow-up: 15 years
p07 = pmt(480000, 0.0675, 15)
show("Q07", "monthly payment 15 yr", p07, "$")
show("Q07", "per unit per month 15 yr", p07 / 60, "$")

# Q08 reserves 287,500 vs fully funded 612,000
show("Q08", "percent funded", 287500 / 612000 * 100, "%")
show("Q08", "shortfall", 612000 - 287500, "$")

# Q09 dues 385 up 7.5%
show("Q09", "new dues", 385 * 1.075, "$")
show("Q09", "extra per year", 385 * 0.075 * 12, "$")

# Q10 budget 1.14M, 212 units; 86k shortfall recovered over 12 months
show("Q10", "dues per unit per month for budget", 1140000 / 212 / 12, "$")
show("Q10", "extra per unit per month", 86000 / 212 / 12, "$")

# Q11 follow-up: over 18 months
show("Q11", "extra per unit per month over 18", 86000 / 212 / 18, "$")

# Q12 wind deductible 5% of 18.6M, 124 units
ded = 0.05 * 18600000
show("Q12", "deductible", ded, "$")
show("Q12", "per unit", ded / 124, "$")

# Q13 RUBS: 90% of 2,940 by occupants, unit 3 has 4 of 19
show("Q13", "unit 3 share", 2940 * 0.9 * 4 / 19, "$")

# Q14 RUBS 50/50: 1,860 bill; 1,050 of 9,400 sf; 3 of 22 occupants
show("Q14", "unit 2B share", 930 * 1050 / 9400 + 930 * 3 / 22, "$")

# Q15 HVAC: repair 3,200 for 3 years vs replace 11,400 for 15 years
show("Q15", "repair per year", 3200 / 3, "$")
show("Q15", "replace per year", 11400 / 15, "$")

# Q16 capex 214,000 over 86 doors
show("Q16", "per door per year", 214000 / 86, "$")
show("Q16", "per door per month", 214000 / 86 / 12, "$")

# Q17 renewal 1,675 up 4.5%
show("Q17", "renewal rent", 1675 * 1.045, "$")
show("Q17", "extra per year", 1675 * 0.045 * 12, "$")

# Q18 renew at 1,520 vs re-let at 1,640; turnover = 2,300 + one month at 1,520
cost18 = 2300 + 1520
show("Q18", "turnover cost", cost18, "$")
show("Q18", "break-even months", cost18 / (1640 - 1520), "n")

# Q19 follow-up: market 1,700
show("Q19", "break-even months at 1,700", cost18 / (1700 - 1520), "n")

# Q20 late fee: 5% of 1,380 plus 10/day for 6 days
show("Q20", "late fees owed", 0.05 * 1380 + 10 * 6, "$")

# Q21 deposit 2,100 less 185, 2 x 240, 63.40
show("Q21", "deposit returned", 2100 - 185 - 2 * 240 - 63.40, "$")

# Q22 deposit 1,850 with 1.5% simple interest for 3 years
show("Q22", "interest", 1850 * 0.015 * 3, "$")
show("Q22", "total returned", 1850 + 1850 * 0.015 * 3, "$")

# Q23 eviction: 3 x 1,250 + 385 + 1,200 + 2,600
show("Q23", "eviction total", 3 * 1250 + 385 + 1200 + 2600, "$")

# Q24 lease break: 2 months at 1,960 vs 5 months left
show("Q24", "termination fee", 2 * 1960, "$")
show("Q24", "rent for rest of lease", 5 * 1960, "$")

# Q25 16 units at 1,095, 6% vacancy on rent, 7,200 laundry, 68,500 opex
gpr25 = 16 * 1095 * 12
egi25 = gpr25 * 0.94 + 7200
noi25 = egi25 - 68500
show("Q25", "EGI", egi25, "$")
show("Q25", "NOI", noi25, "$")

# Q26 follow-up: value at 6.5% cap
show("Q26", "value at 6.5% cap", noi25 / 0.065, "$")

# Q27 fourplex 615k, 25% down, 14k closing, 6.875% 30 yr, NOI 44,800
loan27 = 615000 * 0.75
cash27 = 615000 * 0.25 + 14000
p27 = r2(pmt(loan27, 0.06875, 30))
cf27 = 44800 - 12 * p27
show("Q27", "monthly P&I", p27, "$")
show("Q27", "annual cash flow", cf27, "$")
show("Q27", "cash-on-cash", cf27 / cash27 * 100, "%")

# Q28 follow-up: 6.25%
p28 = r2(pmt(loan27, 0.0625, 30))
cf28 = 44800 - 12 * p28
show("Q28", "annual cash flow at 6.25%", cf28, "$")
show("Q28", "cash-on-cash at 6.25%", cf28 / cash27 * 100, "%")

# Q29 DSCR 1.25 on NOI 131,000; loan at 7% over 25 years
ds29 = 131000 / 1.25
show("Q29", "max annual debt service", ds29, "$")
show("Q29", "max monthly payment", ds29 / 12, "$")
show("Q29", "max loan", pv(ds29 / 12, 0.07, 25), "$")

# Q30 roof 410,000 today, 3% a year for 12 years; equal yearly set-aside, no interest
f30 = 410000 * 1.03**12
show("Q30", "future roof cost", f30, "$")
show("Q30", "per year", f30 / 12, "$")

# Q31 follow-up: 4%
f31 = 410000 * 1.04**12
show("Q31", "future roof cost at 4%", f31, "$")
show("Q31", "per year at 4%", f31 / 12, "$")


# Q32 dues 310 after five 6% raises
show("Q32", "dues after five raises", 310 * 1.06**5, "$")

# Q33 dues 275 -> 342 over 4 years
show("Q33", "total increase", (342 / 275 - 1) * 100, "%")
show("Q33", "compound annual", ((342 / 275) ** 0.25 - 1) * 100, "%")

# Q34 potential 58,400 collected 52,100
show("Q34", "economic occupancy", 52100 / 58400 * 100, "%")
show("Q34", "lost per month", 58400 - 52100, "$")

# Q35 opex 312k over 44 units
show("Q35", "per unit per year", 312000 / 44, "$")
show("Q35", "per unit per month", 312000 / 44 / 12, "$")

# Q36 9% of 26,500 collected vs 95/door on 18 doors
a37 = 0.09 * 26500 * 12
b37 = 95 * 18 * 12
show("Q36", "option A per year", a37, "$")
show("Q36", "option B per year", b37, "$")
show("Q36", "difference per year", a37 - b37, "$")

# Q37 follow-up: collected rent where 9% equals 1,710 a month
show("Q37", "break-even collected rent per month", 95 * 18 / 0.09, "$")


# Q38 1.45M, 8 units, 142,800 gross, 7,360 sf
show("Q38", "GRM", 1450000 / 142800, "n")
show("Q38", "per door", 1450000 / 8, "$")
show("Q38", "per sq ft", 1450000 / 7360, "$")

# Q39 landscaping 41,600 a year on 2.6 acres
show("Q39", "per acre per year", 41600 / 2.6, "$")
show("Q39", "per acre per month", 41600 / 2.6 / 12, "$")

# Q40 14 move-outs of 40 units, 2,850 average
show("Q40", "turnover rate", 14 / 40 * 100, "%")
show("Q40", "turnover cost", 14 * 2850, "$")

# Q41 insurance 38,400 -> 55,900 over 24 units
show("Q41", "premium increase", (55900 / 38400 - 1) * 100, "%")
show("Q41", "per unit per month", (55900 - 38400) / 24 / 12, "$")

# Q42 reserve contribution 96k of 720k budget; 25% target
show("Q42", "reserve share of budget", 96000 / 720000 * 100, "%")
show("Q42", "more per year to hit 25%", 0.25 * 720000 - 96000, "$")

# Q43 assessment 8,500 vs 98/month for 10 years
show("Q43", "loan total per unit", 98 * 120, "$")
show("Q43", "difference", 98 * 120 - 8500, "$")

# Q44 CAM 138,000 over 24,000 sf; tenant 3,200 sf, paid 1,450 x 12
share46 = 138000 * 3200 / 24000
show("Q44", "tenant share", share46, "$")
show("Q44", "owed at reconciliation", share46 - 1450 * 12, "$")

# Q45 3,200 sf at 22 base + 6.75 NNN per sf per year
show("Q45", "monthly total", (22 + 6.75) * 3200 / 12, "$")

# Q46 5,000/mo year 1, 3% bumps, 5 years
show("Q46", "year 5 monthly", 5000 * 1.03**4, "$")
show("Q46", "total over lease", sum(60000 * 1.03**k for k in range(5)), "$")

# Q47 laundry 1,140 gross/month, 50% share, 7% cap
show("Q47", "annual laundry income", 1140 * 0.5 * 12, "$")
show("Q47", "value added at 7% cap", 1140 * 0.5 * 12 / 0.07, "$")

# Q48 pet rent 35/mo on 22 of 60 units
show("Q48", "annual pet rent", 35 * 22 * 12, "$")
show("Q48", "share of units with pets", 22 / 60 * 100, "%")

# Q49 HOA loan 300,000 at 5.5% 15 yr, 60 payments made
b51 = balance(300000, 0.055, 15, 60)
show("Q49", "balance after 60 payments", b51, "$")

# Q50 follow-up: interest paid in those 60 payments
p51 = pmt(300000, 0.055, 15)
show("Q50", "interest paid so far", 60 * p51 - (300000 - b51), "$")

# Q51 income 3x rent of 1,725
show("Q51", "min monthly income", 3 * 1725, "$")
show("Q51", "min annual income", 3 * 1725 * 12, "$")

# Q52 move-in April 19 (30-day month, 19th through 30th = 12 days), rent 1,410
show("Q52", "prorated rent", 1410 * 12 / 30, "$")

# Q53 break-even occupancy: (212,000 + 148,000) / 468,000
show("Q53", "break-even occupancy", (212000 + 148000) / 468000 * 100, "%")

# Q54 18 of 140 delinquent, 46,300 owed
show("Q54", "delinquency rate", 18 / 140 * 100, "%")
show("Q54", "average per delinquent owner", 46300 / 18, "$")

# Q55 elevator 260,000 by sq ft: 20 x 850, 24 x 1,100, 8 x 1,600
sf57 = 20 * 850 + 24 * 1100 + 8 * 1600
show("Q55", "850 sf unit", 260000 * 850 / sf57, "$")
show("Q55", "1,600 sf unit", 260000 * 1600 / sf57, "$")

# Q56 roof 38,000 sf at 640 per square, 52 units
roof58 = 38000 / 100 * 640
show("Q56", "roof total", roof58, "$")
show("Q56", "per unit", roof58 / 52, "$")

# Q57 1.2M, 10 units at 1,050, expenses 50% of gross rent
noi59 = 10 * 1050 * 12 * 0.5
show("Q57", "NOI", noi59, "$")
show("Q57", "cap rate", noi59 / 1200000 * 100, "%")


# Q58 loss to lease: 20 units, market 1,600, actual average 1,515
show("Q58", "loss to lease per month", 20 * (1600 - 1515), "$")
show("Q58", "loss to lease per year", 20 * (1600 - 1515) * 12, "$")
show("Q58", "percent of market", (1600 - 1515) / 1600 * 100, "%")

# Q59 one month free on 13-month lease at 1,800
show("Q59", "effective rent", 1800 * 12 / 13, "$")

# Q60 follow-up: half a month free on 12-month lease
show("Q60", "effective rent half month free", 1800 * 11.5 / 12, "$")

# Q61 gross rents 412k growing 3.5% a year for 3 years
show("Q61", "rents in 3 years", 412000 * 1.035**3, "$")

# Q62 insurance 91,000 a year over 42 units
show("Q62", "per unit per month", 91000 / 42 / 12, "$")

# Q63 385,000 at 6.25% 30 yr
p66 = pmt(385000, 0.0625, 30)
show("Q63", "monthly P&I", p66, "$")
show("Q63", "total interest", r2(p66) * 360 - 385000, "$")

# Q64 assessment 6,000 in 24 monthly installments at 8%
p67 = pmt(6000, 0.08, 2)
show("Q64", "monthly installment", p67, "$")
show("Q64", "interest over plan", r2(p67) * 24 - 6000, "$")

# Q65 reserve gap 250,000 over 5 years, 80 units
show("Q65", "per unit per month", 250000 / 80 / 60, "$")

qs = sorted({q for q, *_ in OUT})
print(f"\n{len(qs)} figure questions, {len(OUT)} figures")
