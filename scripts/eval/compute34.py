#!/usr/bin/env python3
"""Expected figures for scripts/eval/blind-questions-34.ts (standard library only).

Written by a helper session (an AI model) that read only the product spec and
scripts/eval/score.ts. Prints one labelled line per question (Q01, Q02, ...);
the figure questions list the values copied into the .ts file, the other kinds
say which kind they are and that no figure is expected.

Conventions (every question states whatever else it needs):
- Standard amortization: r = annual rate / 12, n = years * 12,
  payment = P * r / (1 - (1 + r) ** -n). Remaining balance after k payments is the
  present value of the remaining n - k payments.
- Annual debt service = 12 * monthly payment. Loan constant = annual debt service / loan.
- Interest-only payment = loan * annual rate / 12.
- Max loan from a DSCR test = present value (same r, n) of the monthly payment
  NOI / DSCR / 12. The loan offered is the lesser of the LTV, DSCR (and, when
  stated, debt-yield) limits.
- Debt yield = NOI / loan. Cap rate = NOI / price. Value = NOI / cap rate.
- Break-even occupancy = (operating expenses + debt service) / gross potential rent.
- Equity multiple = total distributions / equity; simple average annual return =
  (multiple - 1) / years (not an IRR). CAGR = (end / start) ** (1 / years) - 1.
- Preferred returns are simple (non-compounding) unless a question says otherwise.
- Pro-rata share = tenant square feet / building square feet.
- Load factor = rentable / usable; add-on factor = load factor - 1.
- Effective rent (undiscounted) = face rent * paid months / lease months.
- Straight-line depreciation, no mid-month convention.
- Money is rounded to the cent, percentages to two decimals, ratios and
  multiples to two decimals (load factor to four). Rounding happens only at print.
"""


def pmt(principal, annual_rate, years):
    r = annual_rate / 12
    n = years * 12
    return principal * r / (1 - (1 + r) ** -n)


def pv(payment, annual_rate, years):
    r = annual_rate / 12
    n = years * 12
    return payment * (1 - (1 + r) ** -n) / r


def balance(principal, annual_rate, years, k):
    """Balance after k monthly payments of a loan amortizing over `years`."""
    r = annual_rate / 12
    n = years * 12
    p = pmt(principal, annual_rate, years)
    return p * (1 - (1 + r) ** -(n - k)) / r


def money(x):
    return f"${x:,.2f}"


def pct(x):
    return f"{x * 100:.2f}%"


def num(x, d=2):
    return f"{x:,.{d}f}"


lines = []


def out(label, *parts):
    lines.append(f"{label}: " + "; ".join(parts))


# Q01 max loan, lesser of LTV and DSCR: price 4.2M, 75% LTV, NOI 285k, 1.25x, 6.5% 30yr
ltv_loan = 4_200_000 * 0.75
dscr_loan = pv(285_000 / 1.25 / 12, 0.065, 30)
out("Q01", f"LTV loan {money(ltv_loan)}", f"DSCR loan {money(dscr_loan)}",
    f"max loan {money(min(ltv_loan, dscr_loan))}")

# Q02 follow-up: DSCR 1.20x
dscr_loan2 = pv(285_000 / 1.20 / 12, 0.065, 30)
out("Q02", f"DSCR loan at 1.20x {money(dscr_loan2)}", f"max loan {money(min(ltv_loan, dscr_loan2))}")

# Q03 debt yield: loan 6.5M, NOI 598k; max loan at 10% DY
out("Q03", f"debt yield {pct(598_000 / 6_500_000)}", f"max loan at 10% DY {money(598_000 / 0.10)}")

# Q04 loan constant 25yr am at 7.25%
out("Q04", f"loan constant {pct(12 * pmt(1, 0.0725, 25))}")

# Q05 IO then amortizing: 2.8M at 6.1%, 3 yrs IO then 30-yr am
io5 = 2_800_000 * 0.061 / 12
am5 = pmt(2_800_000, 0.061, 30)
out("Q05", f"IO payment {money(io5)}", f"amortizing payment {money(am5)}")

# Q06 follow-up: balance at end of year 5 (2 years = 24 payments into the 30-yr am)
out("Q06", f"balance after 24 amortizing payments {money(balance(2_800_000, 0.061, 30, 24))}")

# Q07 break-even occupancy
out("Q07", f"break-even occupancy {pct((412_000 + 318_000) / 1_050_000)}")

# Q08 expense ratio and NOI per unit: 48 units, EGI 912,000, opex 401,280
noi8 = 912_000 - 401_280
out("Q08", f"expense ratio {pct(401_280 / 912_000)}", f"NOI {money(noi8)}", f"NOI per unit {money(noi8 / 48)}")

# Q09 value-add: $125/mo on 64 units at 5.75 cap
inc9 = 125 * 12 * 64
out("Q09", f"added NOI {money(inc9)}", f"value created {money(inc9 / 0.0575)}")

# Q10 cap rate expansion on exit: NOI 540k at 6.0 cap; yr5 NOI 620k at 6.5 cap
p10 = 540_000 / 0.06
e10 = 620_000 / 0.065
out("Q10", f"purchase price {money(p10)}", f"exit value {money(e10)}", f"gain {money(e10 - p10)}")

# Q11 follow-up: exit at 5.75 cap
e11 = 620_000 / 0.0575
out("Q11", f"exit value {money(e11)}", f"gain {money(e11 - p10)}")

# Q12 equity multiple / simple annual return: 1.2M in, 2.22M out, 5 yrs
em12 = 2_220_000 / 1_200_000
out("Q12", f"equity multiple {num(em12)}x", f"simple annual return {pct((em12 - 1) / 5)}")

# Q13 syndication: 2M LP, 8% simple pref, 3 yrs, profit 1.1M, 70/30
pref13 = 2_000_000 * 0.08 * 3
rest13 = 1_100_000 - pref13
out("Q13", f"pref {money(pref13)}", f"LP total {money(pref13 + rest13 * 0.7)}", f"GP {money(rest13 * 0.3)}")

# Q14 follow-up: 80/20
out("Q14", f"LP total {money(pref13 + rest13 * 0.8)}", f"GP {money(rest13 * 0.2)}")

# Q15 CAM reconciliation: 4,200 of 56,000 sf; CAM 318,640; paid 2,000/mo
sh15 = 4_200 / 56_000
owed15 = sh15 * 318_640
out("Q15", f"pro-rata share {pct(sh15)}", f"share of CAM {money(owed15)}",
    f"credit due to tenant {money(24_000 - owed15)}")

# Q16 percentage rent, natural breakpoint: base 96k, 6%, sales 1.9M
bp16 = 96_000 / 0.06
out("Q16", f"natural breakpoint {money(bp16)}", f"percentage rent {money((1_900_000 - bp16) * 0.06)}")

# Q17 follow-up: sales 2.3M
out("Q17", f"percentage rent {money((2_300_000 - bp16) * 0.06)}")

# Q18 artificial breakpoint: 5% above 2.5M, sales 3.14M
out("Q18", f"percentage rent {money((3_140_000 - 2_500_000) * 0.05)}")

# Q19 TI amortized: 270,000 over 10 yrs at 8%, 6,000 sf
m19 = pmt(270_000, 0.08, 10)
out("Q19", f"monthly {money(m19)}", f"per sf per year {money(m19 * 12 / 6_000)}")

# Q20 effective rent: 5 yrs, 10,000 sf at $32 NNN, 6 months free
out("Q20", f"effective rent {money(32 * 54 / 60)}/sf", f"total rent {money(32 * 10_000 * 54 / 12)}")

# Q21 follow-up: 3 months free at $31
out("Q21", f"effective rent {money(31 * 57 / 60)}/sf", f"total rent {money(31 * 10_000 * 57 / 12)}")

# Q22 lease vs buy (year 1): lease 12,000 sf at $24 NNN; buy 3.6M, 75% loan 6.75% 25yr
loan22 = 3_600_000 * 0.75
ds22 = 12 * pmt(loan22, 0.0675, 25)
prin22 = loan22 - balance(loan22, 0.0675, 25, 12)
out("Q22", f"lease year 1 {money(12_000 * 24)}", f"annual debt service {money(ds22)}",
    f"year-1 principal {money(prin22)}")

# Q23 rentable vs usable: 8,500 usf, load 1.18, $38/rsf
rsf23 = 8_500 * 1.18
out("Q23", f"RSF {num(rsf23)}", f"annual rent {money(rsf23 * 38)}", f"per usable sf {money(rsf23 * 38 / 8_500)}")

# Q24 follow-up: load factor 1.12
rsf24 = 8_500 * 1.12
out("Q24", f"RSF {num(rsf24)}", f"annual rent {money(rsf24 * 38)}", f"per usable sf {money(rsf24 * 38 / 8_500)}")

# Q25 load factor from 22,000 rentable / 18,700 usable
lf25 = 22_000 / 18_700
out("Q25", f"load factor {num(lf25, 4)}", f"add-on {pct(lf25 - 1)}")

# Q26 DSCR: NOI 742,500, DS 594,000
out("Q26", f"DSCR {num(742_500 / 594_000)}")

# Q27 cap rate: 11.5M, NOI 667k
out("Q27", f"cap rate {pct(667_000 / 11_500_000)}")

# Q28 value: NOI 1.38M at 6.25 cap
out("Q28", f"value {money(1_380_000 / 0.0625)}")

# Q29 GRM: 16 units avg 1,450/mo, price 2.9M
out("Q29", f"GRM {num(2_900_000 / (16 * 1_450 * 12))}")

# Q30 price per door & per sf: 36 units, 5.4M, 28,800 sf
out("Q30", f"per door {money(5_400_000 / 36)}", f"per sf {money(5_400_000 / 28_800)}")

# Q31 cash-on-cash: 2.4M, 30% down + 48k closing, NOI 168k, DS 118,400
eq31 = 2_400_000 * 0.30 + 48_000
out("Q31", f"equity {money(eq31)}", f"cash flow {money(168_000 - 118_400)}",
    f"cash-on-cash {pct((168_000 - 118_400) / eq31)}")

# Q32 follow-up: DS 104k
out("Q32", f"cash flow {money(168_000 - 104_000)}", f"cash-on-cash {pct((168_000 - 104_000) / eq31)}")

# Q33 payment: 1.85M at 7 1/8% 30yr
out("Q33", f"monthly {money(pmt(1_850_000, 0.07125, 30))}")

# Q34 balloon: 4M at 6.25% 30yr am, 10-yr term
out("Q34", f"monthly {money(pmt(4_000_000, 0.0625, 30))}",
    f"balloon {money(balance(4_000_000, 0.0625, 30, 120))}")

# Q35 follow-up: 25-yr am
out("Q35", f"monthly {money(pmt(4_000_000, 0.0625, 25))}",
    f"balloon {money(balance(4_000_000, 0.0625, 25, 120))}")

# Q36 points: 2.5 pts on 3.2M
out("Q36", f"points {money(3_200_000 * 0.025)}")

# Q37 cash-out refi: value 6.8M, 70% LTV, payoff 3.1M, costs 2% of new loan
nl37 = 6_800_000 * 0.70
out("Q37", f"new loan {money(nl37)}", f"net cash out {money(nl37 - 3_100_000 - nl37 * 0.02)}")

# Q38 return on reno: 180k on 30 units, +95/mo
inc38 = 30 * 95 * 12
out("Q38", f"added income {money(inc38)}", f"return on cost {pct(inc38 / 180_000)}")

# Q39 follow-up: value created at 6 cap, net of cost
out("Q39", f"value created {money(inc38 / 0.06)}", f"net of cost {money(inc38 / 0.06 - 180_000)}")

# Q40 EGI: GPR 1,236,000, vacancy 6%, credit loss 1%, other income 38,400
out("Q40", f"EGI {money(1_236_000 * (1 - 0.06 - 0.01) + 38_400)}")

# Q41 NOI from rent roll: 24 units at 1,275, 5% vacancy, expenses 41% of EGI
gpr41 = 24 * 1_275 * 12
egi41 = gpr41 * 0.95
out("Q41", f"GPR {money(gpr41)}", f"EGI {money(egi41)}", f"NOI {money(egi41 * 0.59)}")

# Q42 rent escalations: 28/sf, 3%/yr, year 5; 5,000 sf total over 5 yrs
y5 = 28 * 1.03 ** 4
tot42 = sum(28 * 1.03 ** k for k in range(5)) * 5_000
out("Q42", f"year-5 rent {money(y5)}/sf", f"5-yr total {money(tot42)}")

# Q43 base-year pass-through: base 11.50, current 13.25, 7,800 rsf
out("Q43", f"pass-through {money((13.25 - 11.50) * 7_800)}")

# Q44 depreciation: 3.3M commercial 39 yrs; 2.2M residential 27.5 yrs
out("Q44", f"commercial {money(3_300_000 / 39)}", f"residential {money(2_200_000 / 27.5)}")

# Q45 appreciation: 3.1M -> 4.65M over 7 yrs
out("Q45", f"total appreciation {pct(4_650_000 / 3_100_000 - 1)}",
    f"CAGR {pct((4_650_000 / 3_100_000) ** (1 / 7) - 1)}")

# Q46 opex per unit: 120 units, 684k
out("Q46", f"per unit per year {money(684_000 / 120)}", f"per unit per month {money(684_000 / 120 / 12)}")

# Q47 insurance jump: 86k -> 131k at 5.5 cap
out("Q47", f"NOI drop {money(131_000 - 86_000)}", f"value drop {money((131_000 - 86_000) / 0.055)}")

# Q48 tax reassessment: 8.4M at 2.15%, seller taxes 96k
t48 = 8_400_000 * 0.0215
out("Q48", f"new taxes {money(t48)}", f"increase {money(t48 - 96_000)}")

# Q49 DSCR IO vs amortizing: NOI 410k, 5M at 6.75%
ds49io = 5_000_000 * 0.0675
ds49am = 12 * pmt(5_000_000, 0.0675, 30)
out("Q49", f"IO debt service {money(ds49io)}", f"IO DSCR {num(410_000 / ds49io)}",
    f"amortizing DSCR {num(410_000 / ds49am)}")

# Q50 break-even rent: 20 units, opex 168k, DS 144k; at 100% and 92%
be50 = (168_000 + 144_000) / 20 / 12
out("Q50", f"at 100% {money(be50)}", f"at 92% {money(be50 / 0.92)}")

# Q51 follow-up: DS drops to 126k
be51 = (168_000 + 126_000) / 20 / 12
out("Q51", f"at 100% {money(be51)}", f"at 92% {money(be51 / 0.92)}")

# Q52 triple test: value 14M, NOI 840k, 65% LTV, 1.30x at 6.4% 30yr, 8.5% DY
l52 = 14_000_000 * 0.65
d52 = pv(840_000 / 1.30 / 12, 0.064, 30)
y52 = 840_000 / 0.085
out("Q52", f"LTV {money(l52)}", f"DSCR {money(d52)}", f"DY {money(y52)}", f"max {money(min(l52, d52, y52))}")

# Q53 occupancy cost ratio: sales 1.2M on 3,000 sf, rent 90k + CAM 21k
out("Q53", f"sales per sf {money(1_200_000 / 3_000)}", f"occupancy cost {pct(111_000 / 1_200_000)}")

# Q54 industrial NNN monthly: 50,000 sf, 9.75 + 2.40
out("Q54", f"monthly {money((9.75 + 2.40) * 50_000 / 12)}")

# Q55 net effective rent: 10 yrs, 20,000 sf at $35, 8 mo free, TI $60/sf, LC 6% of gross base
gross55 = 35 * 20_000 * 10
free55 = 35 * 20_000 * 8 / 12
net55 = gross55 - free55 - 60 * 20_000 - 0.06 * gross55
out("Q55", f"net to landlord {money(net55)}", f"net effective {money(net55 / 20_000 / 10)}/sf/yr")

# Q56 NNN pro-rata: 12,500 of 80,000; taxes 240k, ins 56k, CAM 104k
sh56 = 12_500 / 80_000
out("Q56", f"share {pct(sh56)}", f"annual NNN {money(sh56 * 400_000)}", f"per sf {money(sh56 * 400_000 / 12_500)}")

# Q57 gross-up: 800k variable at 80% occupancy to 95%
out("Q57", f"grossed-up {money(800_000 / 0.80 * 0.95)}")

# Q58 equity needed: 7.25M, 70% LTV, closing 2.5%, reserves 150k, 1 pt
def equity(price, ltv):
    loan = price * ltv
    return price - loan + price * 0.025 + 150_000 + loan * 0.01, loan
e58, l58 = equity(7_250_000, 0.70)
out("Q58", f"loan {money(l58)}", f"total equity {money(e58)}")

# Q59 follow-up: 65% LTV
e59, l59 = equity(7_250_000, 0.65)
out("Q59", f"loan {money(l59)}", f"total equity {money(e59)}")

# Q60 pref shortfall: 3.5M at 7%, paid 180k and 210k
p60 = 3_500_000 * 0.07
out("Q60", f"annual pref {money(p60)}", f"accrued shortfall {money(2 * p60 - 180_000 - 210_000)}")

# Q61 required NOI: 5M at 6.9% 30yr, 1.25x
ds61 = 12 * pmt(5_000_000, 0.069, 30)
out("Q61", f"annual debt service {money(ds61)}", f"required NOI {money(ds61 * 1.25)}")

# Q62 follow-up: value needed for 5M at 65% LTV
out("Q62", f"value needed {money(5_000_000 / 0.65)}")

# Q63 bridge loan: 8.4M at 9.55% IO for 18 months; 1 pt in, 0.5 pt out
i63 = 8_400_000 * 0.0955 * 1.5
out("Q63", f"interest {money(i63)}", f"fees {money(8_400_000 * 0.015)}", f"total {money(i63 + 8_400_000 * 0.015)}")

# Q64 spread: cap 6.10 vs 10-yr 4.35
out("Q64", f"spread {round((0.0610 - 0.0435) * 10_000)} bps")

# Q65 price for target cap: ask 9.8M, NOI 529,200, 6% cap
out("Q65", f"price at 6% {money(529_200 / 0.06)}", f"reduction {money(9_800_000 - 529_200 / 0.06)}")

# Q66 max loan from constant: 8.2%, NOI 500k, 1.25x
out("Q66", f"max loan {money(500_000 / 1.25 / 0.082)}")

# Q67 self-storage NOI: 520 units at 145, 88% occupancy, opex 38% of EGI
egi67 = 520 * 145 * 12 * 0.88
out("Q67", f"EGI {money(egi67)}", f"NOI {money(egi67 * 0.62)}")

# Q68 follow-up: occupancy to 93%
egi68 = 520 * 145 * 12 * 0.93
out("Q68", f"EGI {money(egi68)}", f"NOI {money(egi68 * 0.62)}")

others = (
    ["knowledge"] * 10
    + ["honest"] * 6
    + ["clarify"] * 6
    + ["fair-housing"] * 7
    + ["compliance"] * 2
    + ["lawful"] * 2
    + ["decline"] * 5
)
for i, kind in enumerate(others, start=69):
    out(f"Q{i:02d}", f"{kind}, no figure")

print("\n".join(lines))
