#!/usr/bin/env python3
"""Expected figures for scripts/eval/blind-questions-29.ts (one labelled line per question).

Written by a helper session (an AI model) that read only the product spec and scripts/eval/score.ts.
Standard library only. Conventions:
- Fixed-rate loans use standard amortization: r = annual rate / 12, n = years * 12,
  payment = P * r / (1 - (1 + r) ** -n). Remaining balance after k payments is the
  future value of the loan minus the future value of the payments made.
- Money is printed to the cent; percentages to two decimals; counts/ratios/years to two decimals.
- Nothing is assumed beyond what each question states (commissions, costs, splits, rates are all
  given in the question text). Compounding is monthly only where the question says so.
- Percent figures are computed as part / whole * 100.
- Only 'figure' questions (Q01-Q67) appear here; the other kinds (knowledge, honest, clarify,
  fair-housing, compliance, lawful, decline) are Q68-Q105 and have no expected figures.
"""

from decimal import Decimal, ROUND_HALF_UP


def money(x):
    return str(Decimal(repr(x)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


def two(x):
    return str(Decimal(repr(x)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


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


def line(label, *parts):
    print(label + ": " + "; ".join(parts))


# Q01 divorce buyout: half of equity, new loan = old balance + buyout
equity = 520000 - 310000
buyout = equity / 2
line("Q01", "buyout $" + money(buyout), "new loan $" + money(310000 + buyout))

# Q02 follow-up: P&I on 415,000 at 6.75% 30 yr
line("Q02", "P&I $" + money(pmt(415000, 6.75, 30)))

# Q03 stepped-up basis gain vs original basis
net = 460000 - 460000 * 0.05 - 2800
line("Q03", "gain stepped-up $" + money(net - 415000), "gain original basis $" + money(net - 92000))

# Q04 three siblings split net proceeds
net = 385000 - 385000 * 0.06 - 4200 - 61500
line("Q04", "net $" + money(net), "each $" + money(net / 3))

# Q05 sibling buyout at value less 6% commission saved, half
line("Q05", "buyout $" + money(600000 * 0.94 / 2))

# Q06 follow-up: P&I on 282,000 at 7.125% 30 yr
line("Q06", "P&I $" + money(pmt(282000, 7.125, 30)))

# Q07 inherited house as rental: NOI and cap rate
def rental_noi(rent):
    gross = rent * 12
    return gross - gross * 0.05 - gross * 0.08 - 4800 - 1650

noi = rental_noi(2100)
line("Q07", "NOI $" + money(noi), "cap rate " + two(noi / 330000 * 100) + "%")

# Q08 follow-up: rent 2,400
noi = rental_noi(2400)
line("Q08", "NOI $" + money(noi), "cap rate " + two(noi / 330000 * 100) + "%")

# Q09 reverse mortgage balance growth, 7.2%/yr compounded monthly, 5 yrs; equity at 410k
b5 = 145000 * (1 + 0.072 / 12) ** 60
line("Q09", "balance $" + money(b5), "equity $" + money(410000 - b5))

# Q10 follow-up: 10 years
b10 = 145000 * (1 + 0.072 / 12) ** 120
line("Q10", "balance $" + money(b10), "equity $" + money(410000 - b10))

# Q11 gift for down payment + closing costs
down = 365000 * 0.20
line("Q11", "down $" + money(down), "gift $" + money(down + 9800 - 41000))

# Q12 annual exclusion: 2 givers x 2 recipients x 19,000
line("Q12", "total $" + money(2 * 2 * 19000))

# Q13 DTI alone and with co-signer
debts = 1950 + 380 + 290
line("Q13", "alone " + two(debts / 5400 * 100) + "%",
     "with mom " + two((debts + 150) / (5400 + 3100) * 100) + "%")

# Q14 garage conversion payback years
line("Q14", "years " + two(68000 / (900 * 12)))

# Q15 parent's home sale funds care
net = 525000 * (1 - 0.055 - 0.015)
line("Q15", "net $" + money(net), "months " + two(net / 7400))

# Q16 follow-up: care at 8,150/mo
line("Q16", "months " + two(net / 8150))

# Q17 Section 121: gain and taxable gain after 250k exclusion
gain = 690000 - 38000 - (210000 + 45000)
line("Q17", "gain $" + money(gain), "taxable $" + money(gain - 250000))

# Q18 follow-up: 15% of taxable gain
line("Q18", "tax $" + money((gain - 250000) * 0.15))

# Q19 divorce sale split 60/40
net = 712000 - 712000 * 0.05 - 6100 - 402300
line("Q19", "net $" + money(net), "60% $" + money(net * 0.6), "40% $" + money(net * 0.4))

# Q20 max P&I at 43% DTI and max loan at 6.5% 30 yr
max_pi = 7200 * 0.43 - 410 - 520
line("Q20", "max P&I $" + money(max_pi), "max loan $" + money(pv(max_pi, 6.5, 30)))

# Q21 follow-up: 7.25%
line("Q21", "max loan $" + money(pv(max_pi, 7.25, 30)))

# Q22 blended family: combined net from two sales
his = 410000 * 0.94 - 150000
hers = 355000 * 0.94 - 198000
line("Q22", "his $" + money(his), "hers $" + money(hers), "combined $" + money(his + hers))

# Q23 follow-up: loan amount and LTV on 780k
loan = 780000 - (his + hers)
line("Q23", "loan $" + money(loan), "LTV " + two(loan / 780000 * 100) + "%")

# Q24 follow-up: P&I on that loan at 6.25% 30 yr
line("Q24", "P&I $" + money(pmt(loan, 6.25, 30)))

# Q25 estate sale company 35% commission
line("Q25", "commission $" + money(18400 * 0.35), "net $" + money(18400 * 0.65))

# Q26 tax proration Jan 1 - Apr 15 inclusive, 365-day year (2025)
days = 31 + 28 + 31 + 15
line("Q26", "days " + str(days), "seller share $" + money(6240 * days / 365))

# Q27 agent commission split
line("Q27", "agent $" + money(615000 * 0.05 * 0.5 * 0.7))

# Q28 in-kind distribution equalizing payment
share = 1500000 * 0.40
line("Q28", "share $" + money(share), "owes $" + money(840000 - share))

# Q29 HECM principal limit and net available
pl = 450000 * 0.52
line("Q29", "principal limit $" + money(pl), "net $" + money(pl - 95000 - 450000 * 0.02 - 6500))

# Q30 remaining balance after 84 payments, 380k 4.25% 30 yr
line("Q30", "balance $" + money(balance(380000, 4.25, 30, 84)))

# Q31 points breakeven: 350k, 7.0% vs 6.5% with 2 points
p1 = pmt(350000, 7.0, 30)
p2 = pmt(350000, 6.5, 30)
line("Q31", "savings/mo $" + money(p1 - p2), "points $" + money(350000 * 0.02),
     "breakeven months " + two(350000 * 0.02 / (p1 - p2)))

# Q32 PMI monthly
line("Q32", "PMI/mo $" + money(320000 * 0.0055 / 12))

# Q33 CAGR 1979 -> 2024 (45 years)
line("Q33", "CAGR " + two(((465000 / 38500) ** (1 / 45) - 1) * 100) + "%",
     "total " + two((465000 / 38500 - 1) * 100) + "%")

# Q34 comps average $/sq ft (average of the three per-sq-ft prices), estimate for 2,150 sq ft
pps = [468000 / 1980, 529000 / 2300, 492000 / 2050]
avg = sum(pps) / 3
line("Q34", "avg $/sqft $" + money(avg), "estimate $" + money(avg * 2150))

# Q35 reassessment tax change
new_tax = 480000 * 0.011
line("Q35", "new tax $" + money(new_tax), "increase $" + money(new_tax - 1940))

# Q36 blended family TIC shares and sale split
net = 950000 - 950000 * 0.05 - 400000
line("Q36", "his share " + two(180 / 300 * 100) + "%", "net $" + money(net),
     "his $" + money(net * 0.6), "hers $" + money(net * 0.4))

# Q37 HELOC interest-only
line("Q37", "interest/mo $" + money(85000 * 0.085 / 12))

# Q38 max HELOC at 85% CLTV
line("Q38", "max HELOC $" + money(640000 * 0.85 - 280000))

# Q39 sibling buys out two others
eq = 495000 - 120000
line("Q39", "each $" + money(eq / 3), "new loan $" + money(120000 + 2 * eq / 3))

# Q40 follow-up: LTV
line("Q40", "LTV " + two(370000 / 495000 * 100) + "%")

# Q41 commercial value from NOI and cap rate
line("Q41", "value $" + money(84000 / 0.0725))

# Q42 NNN annual and monthly rent
line("Q42", "annual $" + money(18.50 * 4200), "monthly $" + money(18.50 * 4200 / 12))

# Q43 DSCR
line("Q43", "DSCR " + two(96000 / 74400))

# Q44 CAM pro rata share
line("Q44", "share " + two(2400 / 9600 * 100) + "%", "CAM $" + money(41200 * 2400 / 9600))

# Q45 break-even occupancy
line("Q45", "break-even " + two((61000 + 88800) / 198000 * 100) + "%")

# Q46 GRM
line("Q46", "GRM " + two(410000 / (2900 * 12)))

# Q47 cash-on-cash
line("Q47", "CoC " + two(4380 / 60000 * 100) + "%")

# Q48 follow-up: cash flow 3,150
line("Q48", "CoC " + two(3150 / 60000 * 100) + "%")

# Q49 depreciation: building 75% of 360k over 27.5 yrs
line("Q49", "building $" + money(360000 * 0.75), "annual $" + money(360000 * 0.75 / 27.5))

# Q50 follow-up: land 30%
line("Q50", "building $" + money(360000 * 0.70), "annual $" + money(360000 * 0.70 / 27.5))

# Q51 appraisal increase
line("Q51", "increase " + two((428000 - 315000) / 315000 * 100) + "%")

# Q52 months of inventory
line("Q52", "months " + two(186 / 62))

# Q53 sale-to-list
line("Q53", "ratio " + two(532000 / 549900 * 100) + "%")

# Q54 two price reductions
p = 489000 * 0.96 * 0.975
line("Q54", "price $" + money(p), "total cut " + two((1 - p / 489000) * 100) + "%")

# Q55 property tax comparison
line("Q55", "county A $" + money(400000 * 0.0185), "county B $" + money(400000 * 0.0112),
     "difference $" + money(400000 * (0.0185 - 0.0112)))

# Q56 commute: 14 miles at 35 mph, round trip minutes per week for 3 visits
one_way = 14 / 35 * 60
line("Q56", "one way min " + two(one_way), "weekly min " + two(one_way * 2 * 3))

# Q57 in-law suite sq ft
line("Q57", "sq ft " + two(22 * 16.5 + 8 * 9))

# Q58 acres to sq ft
line("Q58", "sq ft " + two(0.37 * 43560))

# Q59 seller financing to daughter: 300k, 10% down, 5% 20 yr
line("Q59", "loan $" + money(270000), "P&I $" + money(pmt(270000, 5.0, 20)))

# Q60 15-yr at 6.0% and 30-yr at 6.5% on 250k
line("Q60", "15yr $" + money(pmt(250000, 6.0, 15)), "30yr $" + money(pmt(250000, 6.5, 30)))

# Q61 assumption: 212,400 at 3.25%, 22 years left
line("Q61", "P&I $" + money(pmt(212400, 3.25, 22)))

# Q62 cash-out refi at 80% LTV
line("Q62", "max loan $" + money(560000 * 0.8), "cash $" + money(560000 * 0.8 - 140000 - 7200))

# Q63 duplex with mom: monthly net
line("Q63", "net/mo $" + money(1100 + 1650 - 2480), "net/yr $" + money((1100 + 1650 - 2480) * 12))

# Q64 transfer tax $0.70 per $100
line("Q64", "tax $" + money(415000 / 100 * 0.70))

# Q65 pre-sale fix-up: extra price less extra 5% commission less cost; ROI on cost
extra = 431000 - 402000
gain = extra - extra * 0.05 - 14500
line("Q65", "net gain $" + money(gain), "ROI " + two(gain / 14500 * 100) + "%")

# Q66 life estate remainder: 600k x 0.71, split three ways
rem = 600000 * 0.71
line("Q66", "remainder $" + money(rem), "each $" + money(rem / 3), "life estate $" + money(600000 - rem))

# Q67 HECM heir payoff: lesser of balance or 95% of appraised value
line("Q67", "payoff $" + money(min(318000, 290000 * 0.95)))
