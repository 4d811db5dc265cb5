#!/usr/bin/env python3
"""Expected figures for scripts/eval/blind-questions-30.ts (standard library only).

Prints one labelled line per question (Q01, Q02, ...). Non-figure questions
(knowledge, honest, clarify, fair-housing, compliance, lawful, decline) get a
line that says so and carry no figures.

Conventions (every figure question states its own inputs; nothing else is assumed):
- Standard fully amortizing payment: r = annual rate / 12, n = years * 12,
  payment = L * r / (1 - (1 + r) ** -n). Interest-only payment = L * annual / 12.
- Remaining balance after k payments: B = L * (1 + r) ** k - pmt * ((1 + r) ** k - 1) / r.
- Money is rounded to the cent; percentages to two decimals; ratios (DSCR, GRM)
  to two decimals. Intermediate values are kept unrounded unless the question
  gives a rounded figure as an input.
- Self-employed income: the averaging window (12 or 24 months), add-backs and
  expense factors are exactly those the question names.
- DSCR = monthly rent / full monthly PITIA (principal, interest, taxes, insurance,
  association dues) unless the question defines it from NOI (commercial:
  NOI / annual debt service).
- Depreciation is straight line: depreciable basis / 27.5 (residential) or / 39
  (nonresidential, including a home office); the mid-month first year uses the
  number of months the question gives (basis / 27.5 * months / 12).
- Cap rate = NOI / price; cash-on-cash = annual pre-tax cash flow / cash invested;
  compound annual growth = (end / start) ** (1 / years) - 1.
- 1031 deadlines count calendar days from the closing date of the sale.
- Taxes use exactly the flat rates the question states (no brackets, NIIT or
  state tax unless stated).
"""

from datetime import date, timedelta


def pmt(loan, annual_pct, years):
    r = annual_pct / 100 / 12
    n = years * 12
    return loan * r / (1 - (1 + r) ** -n)


def balance(loan, annual_pct, years, k):
    r = annual_pct / 100 / 12
    p = pmt(loan, annual_pct, years)
    return loan * (1 + r) ** k - p * ((1 + r) ** k - 1) / r


def max_loan(payment, annual_pct, years):
    r = annual_pct / 100 / 12
    n = years * 12
    return payment * (1 - (1 + r) ** -n) / r


def money(x):
    return f"-${-x:,.2f}" if x < 0 else f"${x:,.2f}"


def pct(x):
    return f"{x:.2f}%"


def num(x):
    return f"{x:.2f}"


def d(x):
    return f"{x:%B} {x.day}"


lines = []


def out(label, *figs):
    lines.append(f"{label}: " + "; ".join(figs))


# --- figure questions -------------------------------------------------------
# Q01 two-year Schedule C average
out("Q01", money((84500 + 96300) / 24))
# Q02 follow-up: add back depreciation
out("Q02", money((84500 + 6200 + 96300 + 7400) / 24))
# Q03 declining income: lower year / 12, percent drop
out("Q03", money(94000 / 12), pct((112000 - 94000) / 112000 * 100))
# Q04 bank statement loan, 12 months, 50% expense factor
out("Q04", money(318000 * 0.50 / 12))
# Q05 follow-up: 35% expense factor
out("Q05", money(318000 * 0.65 / 12))
# Q06 front-end and back-end DTI
inc = 9850
out("Q06", pct(2760 / inc * 100), pct((2760 + 415 + 230 + 95) / inc * 100))
# Q07 max housing payment at 45% DTI
out("Q07", money(11200 * 0.45 - 640))
# Q08 DSCR from rent / PITIA
out("Q08", num(2850 / (1920 + 310 + 145)))
# Q09 DSCR loan payment and DSCR
p9 = pmt(276000, 7.875, 30)
out("Q09", money(p9), num(2600 / (p9 + 420)))
# Q10 follow-up: 7.25%
p10 = pmt(276000, 7.25, 30)
out("Q10", money(p10), num(2600 / (p10 + 420)))
# Q11 max loan for DSCR 1.25
max_pitia = 3100 / 1.25
out("Q11", money(max_pitia), money(max_loan(max_pitia - 380 - 160, 7.5, 30)))
# Q12 asset depletion / 360
out("Q12", money(1450000 / 360))
# Q13 asset depletion with haircut / 240
out("Q13", money(((900000 - 250000) + 600000 * 0.60) / 240))
# Q14 one year Schedule C with add-backs
out("Q14", money((61200 + 3800 + 4500) / 12))
# Q15 S-corp W-2 + K-1 two-year average
out("Q15", money((60000 + 38000 + 65000 + 45000) / 24))
# Q16 P&I on 485k with 15% down at 6.875%
out("Q16", money(485000 * 0.85), money(pmt(485000 * 0.85, 6.875, 30)))
# Q17 follow-up: 20% down
out("Q17", money(485000 * 0.80), money(pmt(485000 * 0.80, 6.875, 30)))
# Q18 follow-up: PITI with 20% down
out("Q18", money(pmt(388000, 6.875, 30) + 5820 / 12 + 1680 / 12))
# Q19 points break-even
p_a, p_b = pmt(350000, 7.25, 30), pmt(350000, 6.75, 30)
out("Q19", money(350000 * 0.02), money(p_a - p_b), num(350000 * 0.02 / (p_a - p_b)))
# Q20 residential depreciation, 80% building
out("Q20", money(360000 * 0.80 / 27.5))
# Q21 follow-up: closing costs added to basis
out("Q21", money((360000 + 9000) * 0.80 / 27.5))
# Q22 mid-month first year (8.5 months) on 300k purchase, 75% building
out("Q22", money(300000 * 0.75 / 27.5), money(300000 * 0.75 / 27.5 * 8.5 / 12))
# Q23 nonresidential 39-year depreciation
out("Q23", money((1250000 - 300000) / 39))
# Q24 cost segregation basics
recl = 600000 * 0.22
out("Q24", money(recl), money(recl * 0.60), money((600000 - recl) / 27.5))
# Q25 1031 deadlines
sale = date(2025, 3, 14)
out("Q25", d(sale + timedelta(days=45)), d(sale + timedelta(days=180)))
# Q26 1031 boot = net sale price - replacement price
out("Q26", money((850000 - 30000) - 780000))
# Q27 follow-up: tax on boot at 15%
out("Q27", money(40000 * 0.15))
# Q28 capital gain on rental with recapture
gain = (470000 - 28000) - (300000 - 69800)
tax28 = 69800 * 0.25 + (gain - 69800) * 0.15
out("Q28", money(gain), money(tax28))
# Q29 follow-up: add 3.8% NIIT on whole gain
out("Q29", money(gain * 0.038), money(tax28 + gain * 0.038))
# Q30 passive loss allowance, MAGI 128k
allow = max(0, 25000 - 0.5 * (128000 - 100000))
out("Q30", money(min(allow, 31000)), money(31000 - min(allow, 31000)))
# Q31 follow-up: MAGI 118k
allow = max(0, 25000 - 0.5 * (118000 - 100000))
out("Q31", money(min(allow, 31000)), money(31000 - min(allow, 31000)))
# Q32 home office share, regular method
share = 300 / 2400
out("Q32", pct(share * 100), money((14200 + 5600 + 1900 + 3600) * share))
# Q33 home office depreciation over 39 years
out("Q33", money(340000 * share), money(340000 * share / 39))
# Q34 simplified method vs regular
out("Q34", money(5 * min(340, 300)), money(2400 - 5 * min(340, 300)))
# Q35 cash-on-cash
cash = 315000 * 0.25 + 9400 + 12000
out("Q35", money(cash), pct(385 * 12 / cash * 100))
# Q36 strip center NOI and cap rate
noi36 = 186000 * (1 - 0.06) - 52400
out("Q36", money(noi36), pct(noi36 / 1650000 * 100))
# Q37 follow-up: price at an 8 cap
out("Q37", money(noi36 / 0.08))
# Q38 commercial DSCR on NOI
ds38 = pmt(1200000, 7.0, 25) * 12
out("Q38", money(ds38), num(122440 / ds38))
# Q39 gig driver Schedule C net / 12
out("Q39", money((58000 - 18400 - 3100) / 12))
# Q40 DSCR purchase down payment and points
out("Q40", money(420000 * 0.25), money(420000 * 0.75 * 0.02))
# Q41 reserves
out("Q41", money(6 * 2375), money(0.02 * (210000 + 184000)), money(6 * 2375 + 0.02 * (210000 + 184000)))
# Q42 interest-only DSCR
io = 300000 * 0.075 / 12
out("Q42", money(io), num(2700 / (io + 390)))
# Q43 follow-up: fully amortizing
p43 = pmt(300000, 7.5, 30)
out("Q43", money(p43), num(2700 / (p43 + 390)))
# Q44 prepayment penalty 3% in year 3
out("Q44", money(294500 * 0.03))
# Q45 balance after 60 payments and interest paid
b45 = balance(276000, 7.875, 30, 60)
out("Q45", money(b45), money(60 * p9 - (276000 - b45)))
# Q46 home-office depreciation taxed at 25%
out("Q46", money(6400 * 0.25))
# Q47 assessor ratio land/building split
bldg = 450000 * 285000 / (95000 + 285000)
out("Q47", money(bldg), money(bldg / 27.5))
# Q48 NNN lease cost
annual48 = 4200 * (24 + 6.50)
out("Q48", money(annual48), money(annual48 / 12))
# Q49 SBA 504 split
out("Q49", money(1400000 * 0.10), money(1400000 * 0.50), money(1400000 * 0.40))
# Q50 75% of rent minus PITIA
out("Q50", money(2400 * 0.75 - 1950))
# Q51 Schedule E rental income with add-backs
gross51 = (28800 - 24500 + 7200 + 9100 + 2600 + 1100) / 12
out("Q51", money(gross51), money(gross51 - 1860))
# Q52 price per square foot
ppsf = 612000 / 2150
out("Q52", money(ppsf), money(1880 * ppsf))
# Q53 rent-to-price and GRM
out("Q53", pct(2150 / 240000 * 100), num(240000 / (2150 * 12)))
# Q54 compound annual appreciation
out("Q54", pct(((505000 / 310000) ** (1 / 8) - 1) * 100), pct((505000 / 310000 - 1) * 100))
# Q55 max HELOC at 80% CLTV
out("Q55", money(640000 * 0.80 - 298000))
# Q56 DSCR cash-out refi
out("Q56", money(410000 * 0.75), money(410000 * 0.75 - 190000 - 8200))
# Q57 Section 121, married
out("Q57", money(890000 - 48000 - 410000))
# Q58 follow-up: single, $250k exclusion, 15%
out("Q58", money(432000 - 250000), money((432000 - 250000) * 0.15))
# Q59 24-month bank statements with excluded transfers, 40% expense factor
out("Q59", money((486000 - 22000) * 0.60 / 24))
# Q60 follow-up: 60% ownership
out("Q60", money((486000 - 22000) * 0.60 / 24 * 0.60))
# Q61 fourplex NOI and cap rate
gsi = 4 * 1375 * 12
noi61 = gsi * 0.95 * (1 - 0.38)
out("Q61", money(noi61), pct(noi61 / 725000 * 100))
# Q62 follow-up: rents to 1,450
noi62 = 4 * 1450 * 12 * 0.95 * (1 - 0.38)
out("Q62", money(noi62), pct(noi62 / 725000 * 100))
# Q63 tax saved by depreciation at 24%
out("Q63", money(10472.73 * 0.24))
# Q64 first payment interest / principal split
p64 = pmt(412250, 6.875, 30)
i64 = 412250 * 0.06875 / 12
out("Q64", money(i64), money(p64 - i64))
# Q65 income needed at 43% DTI
need = (3400 + 650) / 0.43
out("Q65", money(need), money(need * 12))
# Q66 income trend
out("Q66", pct((88000 - 81000) / 81000 * 100), money((81000 + 88000) / 24))
# Q67 warehouse price and cash to close
price67 = 185 * 6800
out("Q67", money(price67), money(price67 * 0.25 + price67 * 0.02))

# --- non-figure questions ---------------------------------------------------
kinds = (
    ["knowledge"] * 10
    + ["honest"] * 6
    + ["clarify"] * 6
    + ["fair-housing"] * 7
    + ["compliance"] * 2
    + ["lawful"] * 2
    + ["decline"] * 5
)
for i, k in enumerate(kinds, start=68):
    lines.append(f"Q{i:02d}: no figures ({k})")

print("\n".join(lines))
