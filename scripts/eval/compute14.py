#!/usr/bin/env python3
"""Expected figures for scripts/eval/blind-questions-14.ts, computed independently (standard library only).

Conventions
- Fixed-rate amortisation is monthly: r = annual rate / 12, n = years * 12,
  payment = P * r / (1 - (1 + r) ** -n). Balances are after k whole monthly payments.
- Interest-only payment = loan * rate / 12.
- LTV = first lien / value; CLTV = all liens / value. Cash-out / HELOC room = cap * value - liens.
- DTI on gross monthly income: front = housing payment / income, back = (housing + other debts) / income.
- NOI = effective gross income - operating expenses (no debt service, no capex unless the question says).
- Cap rate = NOI / price. Value from cap = NOI / cap. Debt yield = NOI / loan.
- DSCR = NOI / annual debt service (12 monthly payments).
- Cash-on-cash = annual pre-tax cash flow / cash invested (down payment + closing costs + rehab).
- GRM = price / annual gross scheduled rent. 1% rule: monthly rent / price. 50% rule: half of the rent
  goes to expenses, cash flow = rent * 0.5 - P&I. 70% rule: 0.7 * ARV - repairs.
- OER = operating expenses / EGI. Break-even occupancy = (opex + debt service) / gross potential rent.
- Months of inventory = active listings / average monthly closed sales.
- List-to-sale ratio = sale price / list price. CAGR = (end / start) ** (1 / years) - 1.
- Mill rate: tax = assessed value * mills / 1000.
- Percentage rent: natural breakpoint = base rent / percentage; overage = percentage * (sales - breakpoint).
- Money is printed to the cent, percentages to two decimals.
"""

def pmt(principal, rate_pct, years):
    r = rate_pct / 100 / 12
    n = years * 12
    return principal * r / (1 - (1 + r) ** -n)


def pv(payment, rate_pct, years):
    r = rate_pct / 100 / 12
    n = years * 12
    return payment * (1 - (1 + r) ** -n) / r


def balance(principal, rate_pct, years, k):
    r = rate_pct / 100 / 12
    m = pmt(principal, rate_pct, years)
    return principal * (1 + r) ** k - m * ((1 + r) ** k - 1) / r


def payoff_with_extra(principal, rate_pct, years, extra):
    """Months to pay off and total interest when `extra` is added to every monthly payment."""
    r = rate_pct / 100 / 12
    m = pmt(principal, rate_pct, years) + extra
    bal, months, interest = principal, 0, 0.0
    while bal > 1e-9:
        i = bal * r
        interest += i
        bal = bal + i - m
        months += 1
        if bal < 0:
            bal = 0
    return months, interest


def money(label, text, v):
    print(f"{label}  {text}: ${v:,.2f}")


def pct(label, text, v):
    print(f"{label}  {text}: {v * 100:.2f}%")


def num(label, text, v):
    print(f"{label}  {text}: {v:,.2f}")


# ---------------------------------------------------------------- financing
# F01 P&I 412,500 at 6 5/8, 30 yr
money("F01", "P&I", pmt(412_500, 6.625, 30))

# F02 PITI: 365k, 10% down, 6.9 30yr, taxes 4,380/yr, ins 1,620/yr, PMI 0.55%/yr of loan, HOA 85
loan = 365_000 * 0.9
pi = pmt(loan, 6.9, 30)
money("F02", "P&I", pi)
money("F02", "total monthly", pi + 4_380 / 12 + 1_620 / 12 + loan * 0.0055 / 12 + 85)

# F03 FHA: 292k, 3.5% down, UFMIP 1.75% financed, 6.25 30yr, annual MIP 0.55% of base loan
base = 292_000 * 0.965
total = base * 1.0175
money("F03", "base loan", base)
money("F03", "total loan", total)
money("F03", "P&I", pmt(total, 6.25, 30))
money("F03", "P&I + MIP", pmt(total, 6.25, 30) + base * 0.0055 / 12)

# F04 VA: 415k, 0 down, 2.15% funding fee financed, 6.125 30yr
loan = 415_000 * 1.0215
money("F04", "loan", loan)
money("F04", "P&I", pmt(loan, 6.125, 30))

# F05 DTI: 8,200/mo gross, housing 2,460, car 410, student 285, card 95; max housing at 45% back end
debts = 410 + 285 + 95
pct("F05", "front", 2_460 / 8_200)
pct("F05", "back", (2_460 + debts) / 8_200)
money("F05", "max housing at 45%", 0.45 * 8_200 - debts)

# F06 max price: 120k/yr, 28% front, taxes+ins 450, 7% 30yr, 20% down
budget = 120_000 / 12 * 0.28 - 450
loan = pv(budget, 7.0, 30)
money("F06", "max loan", loan)
money("F06", "max price", loan / 0.8)

# F07 follow-up: 25% down
money("F07", "max price 25% down", loan / 0.75)

# F08 refi: paying 2,390 now; new 318k at 6.5 30yr; closing 6,080
new = pmt(318_000, 6.5, 30)
money("F08", "new P&I", new)
money("F08", "monthly savings", 2_390 - new)
num("F08", "break-even months", 6_080 / (2_390 - new))

# F09 cash-out: appraised 540k, owe 210k, 80% LTV, closing 7,500 from proceeds
money("F09", "cash in hand", 540_000 * 0.8 - 210_000 - 7_500)

# F10 follow-up: 75% LTV
money("F10", "cash in hand at 75%", 540_000 * 0.75 - 210_000 - 7_500)

# F11 remaining balance: 350k 6.25 30yr after 60 payments
money("F11", "balance", balance(350_000, 6.25, 30, 60))

# F12 total interest 275k 7.125 30yr
money("F12", "total interest 30yr", pmt(275_000, 7.125, 30) * 360 - 275_000)

# F13 follow-up 15 yr
money("F13", "P&I 15yr", pmt(275_000, 7.125, 15))
money("F13", "total interest 15yr", pmt(275_000, 7.125, 15) * 180 - 275_000)

# F14 extra principal 300k 6.5 30yr + 300/mo
months, interest = payoff_with_extra(300_000, 6.5, 30, 300)
base_interest = pmt(300_000, 6.5, 30) * 360 - 300_000
num("F14", "months to payoff", months)
num("F14", "years", months / 12)
money("F14", "interest saved", base_interest - interest)

# F15 biweekly 250k 6.0 30yr: half payment every 2 weeks; extra paid per year
m = pmt(250_000, 6.0, 30)
money("F15", "monthly", m)
money("F15", "biweekly payment", m / 2)
money("F15", "extra per year", 26 * m / 2 - 12 * m)

# F16 points: 2 points on 480k, 7.125 -> 6.625, 30yr
save = pmt(480_000, 7.125, 30) - pmt(480_000, 6.625, 30)
money("F16", "cost of points", 480_000 * 0.02)
money("F16", "monthly savings", save)
num("F16", "break-even months", 9_600 / save)

# F17 follow-up: 1 point for 6.875
save = pmt(480_000, 7.125, 30) - pmt(480_000, 6.875, 30)
money("F17", "cost of 1 point", 4_800)
money("F17", "monthly savings", save)
num("F17", "break-even months", 4_800 / save)

# F18 ARM 5/1: 400k 5.75 30yr, after 60 payments reset to 7.25 over 300 months
bal = balance(400_000, 5.75, 30, 60)
money("F18", "initial P&I", pmt(400_000, 5.75, 30))
money("F18", "balance at reset", bal)
money("F18", "new P&I", pmt(bal, 7.25, 25))

# F19 interest only 650k at 7.35
money("F19", "IO payment", 650_000 * 0.0735 / 12)

# F20 HELOC: worth 610k, first 342k, 85% CLTV; CLTV with a 60k draw
money("F20", "max heloc", 610_000 * 0.85 - 342_000)
pct("F20", "first-lien LTV", 342_000 / 610_000)
pct("F20", "CLTV with 60k", (342_000 + 60_000) / 610_000)

# F21 follow-up of F01: 6.25
money("F21", "P&I at 6.25", pmt(412_500, 6.25, 30))

# ---------------------------------------------------------------- investment
# F22 12 units x 1,150, vacancy 5%, expenses 42% of EGI, asking 1.65M
gpr = 12 * 1_150 * 12
egi = gpr * 0.95
noi = egi * 0.58
money("F22", "NOI", noi)
pct("F22", "cap rate", noi / 1_650_000)

# F23 follow-up: counter at 1.58M
pct("F23", "cap rate at 1.58M", noi / 1_580_000)


def sfr(price, down_pct):
    loan = price * (1 - down_pct)
    rent = 2_050
    monthly = rent - rent * 0.05 - rent * 0.08 - 2_900 / 12 - 1_300 / 12 - pmt(loan, 7.25, 30)
    invested = price * down_pct + price * 0.025 + 9_000
    return pmt(loan, 7.25, 30), monthly, monthly * 12 / invested, invested


# F24 SFR 236k, 25% down, closing 2.5%, rehab 9k, rent 2,050, vacancy 5%, repairs 8%, taxes 2,900, ins 1,300, 7.25 30yr
p, cf, coc, inv = sfr(236_000, 0.25)
money("F24", "P&I", p)
money("F24", "monthly cash flow", cf)
money("F24", "cash invested", inv)
pct("F24", "cash on cash", coc)

# F25 follow-up: 20% down
p, cf, coc, inv = sfr(236_000, 0.20)
money("F25", "P&I", p)
money("F25", "monthly cash flow", cf)
money("F25", "cash invested", inv)
pct("F25", "cash on cash", coc)

# F26 DSCR: NOI 148k, 1.7M at 6.8, 25yr amort
ds = pmt(1_700_000, 6.8, 25) * 12
money("F26", "annual debt service", ds)
num("F26", "DSCR", 148_000 / ds)

# F27 follow-up: 30yr amort
ds = pmt(1_700_000, 6.8, 30) * 12
money("F27", "annual debt service 30yr", ds)
num("F27", "DSCR 30yr", 148_000 / ds)

# F28 GRM fourplex 720k; rents 1,450 1,500 1,525 1,600
annual = (1_450 + 1_500 + 1_525 + 1_600) * 12
money("F28", "annual rent", annual)
num("F28", "GRM", 720_000 / annual)

# F29 duplex 310k, 1,400 x 2, P&I 1,620: 1% rule and 50% rule
pct("F29", "rent / price", 2_800 / 310_000)
money("F29", "rent needed for 1%", 3_100)
money("F29", "50% rule cash flow", 2_800 * 0.5 - 1_620)

# F30 70% rule ARV 285k, rehab 48k
money("F30", "max offer", 0.7 * 285_000 - 48_000)

# F31 BRRRR: 140k + 45k rehab + 4k closing; appraises 240k; 75% LTV refi; 3,500 refi costs out of proceeds
money("F31", "refi loan", 240_000 * 0.75)
money("F31", "cash left in deal", 140_000 + 45_000 + 4_000 - (240_000 * 0.75 - 3_500))

# F32 house hack: PITI 4,350; rents 1,475 + 1,525; 10% of rent set aside
rents = 1_475 + 1_525
money("F32", "net housing cost", 4_350 - rents * 0.9)

# F33 40 units x 1,280, 7% vacancy, opex 212k, debt service 188k
gpr = 40 * 1_280 * 12
egi = gpr * 0.93
money("F33", "vacancy loss", gpr * 0.07)
pct("F33", "OER", 212_000 / egi)
pct("F33", "break-even occupancy", (212_000 + 188_000) / gpr)

# F34 8-plex 1,050 each, 45% expenses, no vacancy, asking 985k
noi = 8 * 1_050 * 12 * 0.55
money("F34", "NOI", noi)
pct("F34", "cap", noi / 985_000)

# F35 SFR rent 1,900, vacancy 6%, mgmt 8% of collected, taxes 3,100, ins 1,150, maint 100/mo
collected = 1_900 * 12 * 0.94
money("F35", "NOI", collected * 0.92 - 3_100 - 1_150 - 1_200)

# F36 rent 2,200/mo in year 1, +3%/yr; year-5 rent and 5-year total
money("F36", "year 5 rent", 2_200 * 1.03**4)
money("F36", "5-year total", sum(2_200 * 12 * 1.03**k for k in range(5)))

# ---------------------------------------------------------------- commercial
# F37 debt yield 612k / 7.2M
pct("F37", "debt yield", 612_000 / 7_200_000)

# F38 value: NOI 1.24M at 6.25 cap; and at 6.75
money("F38", "value at 6.25", 1_240_000 / 0.0625)
money("F38", "value at 6.75", 1_240_000 / 0.0675)

# F39 sizing: NOI 890k, value 13.5M, 65% LTV, 1.35 DSCR at 6.75 30yr, 10% debt yield
money("F39", "LTV loan", 13_500_000 * 0.65)
money("F39", "DSCR loan", pv(890_000 / 1.35 / 12, 6.75, 30))
money("F39", "debt-yield loan", 890_000 / 0.10)

# F40 3,800 sf: A 24.50 NNN + 6.75 charges; B 30.00 full service gross
a = 3_800 * (24.50 + 6.75) / 12
b = 3_800 * 30.00 / 12
money("F40", "A monthly", a)
money("F40", "B monthly", b)
money("F40", "difference", a - b)

# F41 CAM: 5,200 of 41,600 sf, CAM 187,200/yr
pct("F41", "pro rata share", 5_200 / 41_600)
money("F41", "annual CAM", 187_200 * 5_200 / 41_600)
money("F41", "monthly CAM", 187_200 * 5_200 / 41_600 / 12)

# F42 10-yr lease, 6,000 sf, 32 psf yr 1, 3% bumps
num("F42", "year 10 psf", 32 * 1.03**9)
money("F42", "year 10 annual rent", 6_000 * 32 * 1.03**9)
money("F42", "total rent", sum(6_000 * 32 * 1.03**k for k in range(10)))

# F43 percentage rent: base 96k, 6%, sales 2.1M
bp = 96_000 / 0.06
money("F43", "breakpoint", bp)
money("F43", "percentage rent", 0.06 * (2_100_000 - bp))

# F44 follow-up: sales 1.75M
money("F44", "percentage rent at 1.75M", 0.06 * (1_750_000 - bp))

# F45 commission: 2.4M, 5%, 50/50 co-op, brokerage keeps 30% of our side
money("F45", "total commission", 2_400_000 * 0.05)
money("F45", "our side", 2_400_000 * 0.05 / 2)
money("F45", "agent take-home", 2_400_000 * 0.05 / 2 * 0.7)

# ---------------------------------------------------------------- market
# F46 MOI: 2,808 active, 9,360 closed over 12 months
num("F46", "monthly sales", 9_360 / 12)
num("F46", "months of inventory", 2_808 / (9_360 / 12))

# F47 absorption: 186 sold in 6 months, 341 active
num("F47", "homes per month", 186 / 6)
num("F47", "months to sell out", 341 / (186 / 6))

# F48 list to sale 449,900 -> 437,000
pct("F48", "sale/list", 437_000 / 449_900)

# F49 follow-up 375,000 -> 389,000
pct("F49", "sale/list", 389_000 / 375_000)

# F50 appreciation 218k (Mar 2014) -> 395k (Mar 2024)
pct("F50", "total appreciation", 395_000 / 218_000 - 1)
pct("F50", "CAGR", (395_000 / 218_000) ** (1 / 10) - 1)

# F51 rent 2,450 vs own: PITI 3,120 + maintenance 1% of 400k per year
own = 3_120 + 400_000 * 0.01 / 12
money("F51", "own monthly", own)
money("F51", "difference", own - 2_450)

# ---------------------------------------------------------------- property
# F52 $/sf: A 2,140 sf 514k; B 1,960 sf 489k; subject 2,050 sf at the average of the two $/sf
a, b = 514_000 / 2_140, 489_000 / 1_960
money("F52", "A psf", a)
money("F52", "B psf", b)
money("F52", "subject value", (a + b) / 2 * 2_050)

# F53 adjusted comp: comp 462k 1,720 sf, subject 1,850 sf, 150/sf, comp pool -12k, subject extra bay +8k
money("F53", "adjusted", 462_000 + (1_850 - 1_720) * 150 - 12_000 + 8_000)

# F54 mill rate: 285k assessed, 24.6 mills
money("F54", "annual tax", 285_000 * 24.6 / 1000)
money("F54", "monthly", 285_000 * 24.6 / 1000 / 12)

# F55 assessment ratio: 420k market, 35% assessed, 3.1% rate
money("F55", "assessed", 420_000 * 0.35)
money("F55", "annual", 420_000 * 0.35 * 0.031)
money("F55", "monthly", 420_000 * 0.35 * 0.031 / 12)


def net(price):
    return price - price * 0.055 - 301_400 - 3_200 - price * 0.002


# F56 seller net: 615k, 5.5% commission, payoff 301,400, title/escrow 3,200, transfer tax 0.2%
money("F56", "commission", 615_000 * 0.055)
money("F56", "net", net(615_000))

# F57 follow-up: 600k
money("F57", "net at 600k", net(600_000))

# F58 transfer tax 738k: state $2/$500, county $0.55/$500
money("F58", "state", 738_000 / 500 * 2)
money("F58", "county", 738_000 / 500 * 0.55)
money("F58", "total", 738_000 / 500 * 2.55)

# ---------------------------------------------------------------- location
# F59 commute: +22 mi each way, 5 days, 48 weeks, 29 mpg, 3.45/gal
miles = 22 * 2 * 5 * 48
num("F59", "extra miles", miles)
money("F59", "gas per year", miles / 29 * 3.45)

# F60 follow-up: 3 days
miles = 22 * 2 * 3 * 48
num("F60", "extra miles 3 days", miles)
money("F60", "gas per year 3 days", miles / 29 * 3.45)

# F61 city 520k at 1.1% tax vs suburb 440k at 2.15%, 20% down, 6.75 30yr
city = pmt(520_000 * 0.8, 6.75, 30) + 520_000 * 0.011 / 12
sub = pmt(440_000 * 0.8, 6.75, 30) + 440_000 * 0.0215 / 12
money("F61", "city monthly", city)
money("F61", "suburb monthly", sub)
money("F61", "difference", city - sub)

