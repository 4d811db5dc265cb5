#!/usr/bin/env python3
"""Expected figures for blind set 13 (scripts/eval/blind-questions-13.ts), computed independently.

Standard library only. Each figure is printed under the label (F01, F02, ...) that appears in a
comment above its question in the .ts file.

Conventions
- Mortgage payment (P&I): monthly amortisation, r = annual rate / 12, n = years * 12,
  P&I = L * r / (1 - (1 + r) ** -n).
- Balance after k payments: B = L * (1 + r) ** k - P&I * ((1 + r) ** k - 1) / r.
- Total interest over the life = P&I * n - L (unrounded payment).
- Extra principal: the extra amount is added to every payment from the first; the loan is simulated
  month by month (unrounded) and the final, partial payment counts as a month. Interest saved =
  scheduled total interest - simulated total interest.
- Max loan from a payment: L = P * (1 - (1 + r) ** -n) / r.
- PMI quoted as an annual % of the loan amount, paid monthly (/12).
- DTI on gross monthly income: front = housing payment / income; back = (housing + other debts) / income.
- LTV = loan / value; CLTV = all liens / value; HELOC room = CLTV cap * value - existing liens.
- Refinance: monthly savings = old P&I - new P&I; break-even months = closing costs / monthly savings.
- Points: 1 point = 1% of the loan amount.
- FHA: base loan = price * (1 - down%); UFMIP = 1.75% of the base loan, financed on top.
- Seller net = price - payoff - commission - seller closing costs - credits to buyer.
- GSI = gross scheduled rent; EGI = GSI - vacancy; NOI = EGI - operating expenses (no debt service).
- Cap rate = NOI / price. Cash flow = NOI - debt service.
- Cash-on-cash = annual pre-tax cash flow / (down payment + closing costs + rehab).
- DSCR = NOI / annual debt service. Debt yield = NOI / loan.
- Loan by DSCR: max annual debt service = NOI / DSCR, then L from the monthly payment.
- GRM = price / annual gross rent. 1% rule: monthly rent >= 1% of price. 50% rule: cash flow =
  50% of gross rent - P&I. 70% rule: max offer = pct * ARV - repairs.
- BRRRR cash left in = (purchase + rehab + closing/holding) - refinance loan (refi costs ignored).
- Break-even occupancy = (operating expenses + debt service) / gross potential rent.
- Operating expense ratio = operating expenses / EGI.
- Compounding: value_n = value_0 * (1 + g) ** n; CAGR = (end / start) ** (1 / years) - 1.
- Months of inventory = active listings / average monthly sales; absorption rate = sales in the
  month / active listings.
- NNN: monthly base rent = sf * annual $/sf / 12; occupancy cost adds the NNN charges per sf.
- Cap rate valuation: value = NOI / cap rate.
- Equity multiple = total distributions (incl. sale proceeds) / equity invested.
"""


def pmt(loan, rate_pct, years):
    r = rate_pct / 100 / 12
    n = years * 12
    return loan * r / (1 - (1 + r) ** -n)


def balance(loan, rate_pct, years, k):
    r = rate_pct / 100 / 12
    p = pmt(loan, rate_pct, years)
    return loan * (1 + r) ** k - p * ((1 + r) ** k - 1) / r


def pv(payment, rate_pct, years):
    r = rate_pct / 100 / 12
    n = years * 12
    return payment * (1 - (1 + r) ** -n) / r


def payoff_with_extra(loan, rate_pct, years, extra):
    r = rate_pct / 100 / 12
    p = pmt(loan, rate_pct, years) + extra
    bal = loan
    months = 0
    interest = 0.0
    while bal > 1e-9:
        i = bal * r
        interest += i
        bal = bal + i - p
        months += 1
        if bal < 0:
            bal = 0
    return months, interest


def show(label, *figures):
    parts = []
    for value, unit in figures:
        if unit == "$":
            parts.append(f"${value:,.2f}")
        elif unit == "%":
            parts.append(f"{value:.2f}%")
        else:
            parts.append(f"{value:,.4f}")
    print(f"{label}: " + " | ".join(parts))


# ---------------------------------------------------------------- financing
# F01: P&I on 412k at 6 7/8, 30 yr
show("F01", (pmt(412_000, 6.875, 30), "$"))
# F02: follow-up, same but 15 yr
show("F02", (pmt(412_000, 6.875, 15), "$"))

# F03: 535k condo, 10% down, 6.5% 30 yr, taxes 6,420/yr, ins 1,380/yr, HOA 310/mo, PMI 0.55%/yr of loan
loan03 = 535_000 * 0.9
pi03 = pmt(loan03, 6.5, 30)
pmi03 = loan03 * 0.0055 / 12
total03 = pi03 + 6_420 / 12 + 1_380 / 12 + 310 + pmi03
show("F03", (pi03, "$"), (pmi03, "$"), (total03, "$"))
# F04: follow-up, 20% down and no PMI
loan04 = 535_000 * 0.8
pi04 = pmt(loan04, 6.5, 30)
total04 = pi04 + 6_420 / 12 + 1_380 / 12 + 310
show("F04", (pi04, "$"), (total04, "$"))

# F05: DTI, gross 9,400/mo; PITI 2,630; car 415, student 260, cards 85
show("F05", (2_630 / 9_400 * 100, "%"), ((2_630 + 415 + 260 + 85) / 9_400 * 100, "%"))
# F06: follow-up, car paid off
show("F06", ((2_630 + 260 + 85) / 9_400 * 100, "%"))

# F07: refi, current P&I 2,284.63; new loan 318,400 at 6.125 30 yr; closing 5,600 out of pocket
new07 = pmt(318_400, 6.125, 30)
save07 = 2_284.63 - new07
show("F07", (new07, "$"), (save07, "$"), (5_600 / save07, "n"))
# F08: follow-up, closing costs 4,200 instead
show("F08", (4_200 / save07, "n"))

# F09: 380k at 5.99 30 yr, balance after 60 payments
show("F09", (balance(380_000, 5.99, 30, 60), "$"))

# F10: total interest on 250k, 30 yr, 7%
p10 = pmt(250_000, 7, 30)
show("F10", (p10, "$"), (p10 * 360 - 250_000, "$"))
# F11: follow-up, 15 yr at the same rate
p11 = pmt(250_000, 7, 15)
show("F11", (p11, "$"), (p11 * 180 - 250_000, "$"))

# F12: 300k at 6.5 30 yr, extra 200/mo from month one
sched12 = pmt(300_000, 6.5, 30) * 360 - 300_000
m12, int12 = payoff_with_extra(300_000, 6.5, 30, 200)
show("F12", (m12, "n"), (sched12 - int12, "$"))

# F13: FHA, price 329,900, 3.5% down, UFMIP 1.75% financed, 6.25% 30 yr
base13 = 329_900 * 0.965
total13 = base13 * 1.0175
show("F13", (base13, "$"), (total13, "$"), (pmt(total13, 6.25, 30), "$"))

# F14: value 640k, first mortgage 372,500, 85% CLTV cap: HELOC room and current LTV
show("F14", (0.85 * 640_000 - 372_500, "$"), (372_500 / 640_000 * 100, "%"))
# F15: follow-up, appraisal 600k
show("F15", (0.85 * 600_000 - 372_500, "$"), (372_500 / 600_000 * 100, "%"))

# F16: seller net: 715k sale, payoff 402,300, commission 5.5%, closing 1.2% of price, 7,500 credit
show("F16", (715_000 - 402_300 - 715_000 * 0.055 - 715_000 * 0.012 - 7_500, "$"))

# F17: max price: 28% front-end on 126k/yr; T+I+HOA 640/mo; 6.75% 30 yr; 20% down
max_housing17 = 126_000 / 12 * 0.28
max_pi17 = max_housing17 - 640
loan17 = pv(max_pi17, 6.75, 30)
show("F17", (max_housing17, "$"), (max_pi17, "$"), (loan17, "$"), (loan17 / 0.8, "$"))

# F18: 2 points on 450k to go from 7.0 to 6.5, 30 yr
cost18 = 450_000 * 0.02
save18 = pmt(450_000, 7.0, 30) - pmt(450_000, 6.5, 30)
show("F18", (cost18, "$"), (save18, "$"), (cost18 / save18, "n"))

# F19: 5/1 ARM, 400k at 5.5 on 30 yr amortisation, resets to 7.5 after 60 payments
bal19 = balance(400_000, 5.5, 30, 60)
show("F19", (bal19, "$"), (pmt(bal19, 7.5, 25), "$"))

# ---------------------------------------------------------------- investment
# F20: 4-plex at 1.15M, 4 x 2,150 rent, 5% vacancy, opex 38% of EGI
gsi20 = 4 * 2_150 * 12
egi20 = gsi20 * 0.95
noi20 = egi20 * 0.62
show("F20", (noi20, "$"), (noi20 / 1_150_000 * 100, "%"))
# F21: follow-up, bought at 1.05M
show("F21", (noi20 / 1_050_000 * 100, "%"))

# F22: SFR 265k, 25% down, closing 2% of price, rehab 12k, 7.125% 30 yr, rent 2,650, expenses 45% of rent
loan22 = 265_000 * 0.75
pi22 = pmt(loan22, 7.125, 30)
cf22 = 2_650 * 0.55 - pi22
inv22 = 265_000 * 0.25 + 265_000 * 0.02 + 12_000
show("F22", (pi22, "$"), (cf22, "$"), (cf22 * 12 / inv22 * 100, "%"))

# F23: DSCR: NOI 142k, loan 1.6M at 6.75 25 yr amortisation
ds23 = pmt(1_600_000, 6.75, 25) * 12
show("F23", (ds23, "$"), (142_000 / ds23, "n"))
# F24: follow-up, rate 6.25
ds24 = pmt(1_600_000, 6.25, 25) * 12
show("F24", (ds24, "$"), (142_000 / ds24, "n"))

# F25: GRM: triplex 585k, rents 1,650 + 1,725 + 1,800
rent25 = (1_650 + 1_725 + 1_800) * 12
show("F25", (rent25, "$"), (585_000 / rent25, "n"))

# F26: 1% rule: 189,900 house, rent 1,750
show("F26", (189_900 * 0.01, "$"), (1_750 / 189_900 * 100, "%"))

# F27: 50% rule: duplex 2 x 1,375, P&I 1,640
show("F27", (2 * 1_375 * 0.5 - 1_640, "$"))

# F28: 70% rule: ARV 340k, rehab 55k
show("F28", (0.70 * 340_000 - 55_000, "$"))
# F29: follow-up, 75%
show("F29", (0.75 * 340_000 - 55_000, "$"))

# F30: BRRRR: buy 142k, rehab 48k, closing+holding 9k, refi 75% of 260k ARV
in30 = 142_000 + 48_000 + 9_000
refi30 = 0.75 * 260_000
show("F30", (in30, "$"), (refi30, "$"), (in30 - refi30, "$"))

# F31: 12 units at 1,480, 7% vacancy: annual vacancy loss and EGI
gsi31 = 12 * 1_480 * 12
show("F31", (gsi31, "$"), (gsi31 * 0.07, "$"), (gsi31 * 0.93, "$"))

# F32: break-even occupancy: opex 186k, debt service 214k, GPR 520k
show("F32", ((186_000 + 214_000) / 520_000 * 100, "%"))

# F33: OER: EGI 341,800, opex 129,900
show("F33", (129_900 / 341_800 * 100, "%"))

# F34: rent 1,850 after five annual 4% increases
show("F34", (1_850 * 1.04**5, "$"))

# F35: 310k appreciating 5.5%/yr compounded for 9 years: value and total gain %
v35 = 310_000 * 1.055**9
show("F35", (v35, "$"), ((v35 / 310_000 - 1) * 100, "%"))

# F36: duplex 340k, 20% down, closing 8k, 6.99 30 yr, rents 1,550 + 1,600, taxes 4,800/yr,
#      insurance 1,650/yr, repairs 5% of rent, no vacancy, self-managed
loan36 = 340_000 * 0.8
pi36 = pmt(loan36, 6.99, 30)
rent36 = 1_550 + 1_600
opex36 = 4_800 / 12 + 1_650 / 12 + rent36 * 0.05
cf36 = rent36 - opex36 - pi36
inv36 = 340_000 * 0.2 + 8_000
show("F36", (pi36, "$"), (cf36, "$"), (cf36 * 12 / inv36 * 100, "%"))
# F37: follow-up, add 8% vacancy and 10% management, both on gross rent
cf37 = cf36 - rent36 * 0.08 - rent36 * 0.10
show("F37", (cf37, "$"))

# F38: all cash: rent 3,100, 40% of rent for opex, price 415k + 6k closing: NOI, cap rate, CoC
noi38 = 3_100 * 12 * 0.6
show("F38", (noi38, "$"), (noi38 / 415_000 * 100, "%"), (noi38 / 421_000 * 100, "%"))

# ---------------------------------------------------------------- commercial
# F39: NNN: 4,800 sf at 26 psf NNN, NNN charges 7.50 psf/yr
show("F39", (4_800 * 26 / 12, "$"), (4_800 * (26 + 7.5) / 12, "$"))

# F40: debt yield: NOI 610k, loan 7.4M
show("F40", (610_000 / 7_400_000 * 100, "%"))

# F41: value at a 7.25% cap on 1.24M NOI
show("F41", (1_240_000 / 0.0725, "$"))
# F42: follow-up, caps expand 50 bps
show("F42", (1_240_000 / 0.0775, "$"), (1_240_000 / 0.0725 - 1_240_000 / 0.0775, "$"))

# F43: 12,000 sf at 18 psf year 1, 3% annual bumps, 5-year term: total base rent
show("F43", (sum(12_000 * 18 * 1.03**k for k in range(5)), "$"), (12_000 * 18 * 1.03**4, "$"))

# F44: usable 8,200 sf, load factor 1.15, 32 psf full service
show("F44", (8_200 * 1.15, "n"), (8_200 * 1.15 * 32, "$"))

# F45: 38 units for 5.32M, 31,400 sf: price per door and per sf
show("F45", (5_320_000 / 38, "$"), (5_320_000 / 31_400, "$"))

# F46: percentage rent: base 60k + 6% of sales over 1.2M breakpoint; sales 1.55M
show("F46", (60_000 + 0.06 * (1_550_000 - 1_200_000), "$"))

# F47: max loan at 9% min debt yield on 880k NOI
show("F47", (880_000 / 0.09, "$"))

# F48: loan sizing: 1.25x DSCR and 75% LTV, 7.0% 30 yr amort, NOI 96,500, price 1.35M
dscr_loan48 = pv(96_500 / 1.25 / 12, 7.0, 30)
ltv_loan48 = 1_350_000 * 0.75
show("F48", (dscr_loan48, "$"), (ltv_loan48, "$"), (min(dscr_loan48, ltv_loan48), "$"))

# ---------------------------------------------------------------- market
# F49: 412 active, 1,236 closed in 12 months: months of inventory
show("F49", (412 / (1_236 / 12), "n"))
# F50: follow-up, sales drop to 80 a month
show("F50", (412 / 80, "n"))

# F51: 260 for sale, 78 sold in last 30 days: absorption and months of inventory
show("F51", (78 / 260 * 100, "%"), (260 / 78, "n"))

# F52: median 389k -> 412.5k: % change
show("F52", ((412_500 / 389_000 - 1) * 100, "%"))

# F53: comps $/sf averaged, applied to 2,020 sf
ppsf53 = [402_000 / 1_840, 455_000 / 2_110, 418_000 / 1_960]
avg53 = sum(ppsf53) / 3
show("F53", (avg53, "$"), (avg53 * 2_020, "$"))

# F54: 185k in 2012 to 410k in 2024 (12 yrs): CAGR
show("F54", (((410_000 / 185_000) ** (1 / 12) - 1) * 100, "%"))

# ---------------------------------------------------------------- property
# F55: 2,350 sf listed at 589k; comp 1,980 sf sold at 478k: $/sf each
show("F55", (589_000 / 2_350, "$"), (478_000 / 1_980, "$"))

# F56: assessed 480k, 21.4 mills, 50k homestead exemption off assessed value
show("F56", ((480_000 - 50_000) * 21.4 / 1_000, "$"))

# F57: 0.28 acres in sf
show("F57", (0.28 * 43_560, "n"))

# F58: solar 24,500 net, saves 165/mo: payback in months and years
show("F58", (24_500 / 165, "n"), (24_500 / 165 / 12, "n"))

# ---------------------------------------------------------------- location
# F59: commute 34 miles each way, 21 days/mo, 0.67/mile
show("F59", (34 * 2 * 21 * 0.67, "$"))

# F60: 420k vs 465k, 10% down, 6.75 30 yr: P&I difference
show("F60", (pmt(465_000 * 0.9, 6.75, 30) - pmt(420_000 * 0.9, 6.75, 30), "$"))

# F61: salary 118k, cost-of-living index 104 -> 118: equivalent salary
show("F61", (118_000 * 118 / 104, "$"))
