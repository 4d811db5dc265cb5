"""Expected figures for blind-questions-17.ts (written by the blind17 author from the spec and score.ts only).

Run: python3 compute17.py   (standard library only)

Conventions (anything a question states explicitly wins over these):
- Monthly rate = annual rate / 12; payments are monthly, end of period.
- Standard (level-payment) amortisation: P&I = L*i / (1 - (1+i)^-n).
- Balance after k payments is the closed-form remaining balance with the unrounded payment;
  interest in year N = sum of the interest parts of payments 12(N-1)+1 .. 12N.
- Extra-payment payoffs are simulated month by month with the payment rounded to the cent,
  interest rounded to the cent each month; the last payment is partial. Months = number of payments.
- 2-1 buydown: year-1 and year-2 payments are the full-term payments at note-2 and note-1 points;
  the subsidy is 12*(P_note - P_y1) + 12*(P_note - P_y2).
- Residential rental depreciation: 27.5 years straight line, full year (no mid-month convention),
  land excluded from basis.
- Prorations use a 365-day year (the question's year is not a leap year); the buyer owns the
  closing day unless the question says otherwise.
- 1 acre = 43,560 sq ft. 1 mill = 1/1000 of assessed value.
- 28/36 rule: housing <= 28% of gross monthly income; housing + other debts <= 36%.
- Cap rate = NOI / price; cash-on-cash = annual pre-tax cash flow / total cash invested;
  DSCR = NOI / annual debt service; GRM = price / annual gross rent; 1% rule: monthly rent >= 1% of price;
  50% rule: expenses (ex. debt service) = 50% of gross rent.
- CAGR = (end/start)^(1/years) - 1.
- Natural breakpoint = annual base rent / percentage rate.
- Net effective rent = (total rent paid - landlord concessions) / area / years.
- PMI (Homeowners Protection Act): borrower may request cancellation at 80% of original value,
  automatic termination at 78% of original value.
- 1031 boot: mortgage boot = debt relieved - new debt (offset only by cash added); cash paid out to
  the taxpayer is cash boot; recognized gain = min(realized gain, total boot).
- Months of inventory = active listings / average monthly closed sales; sale-to-list = sold / list.
- Commute cost = round-trip miles * days * rate per mile.
Money is printed to the cent, percentages and plain numbers to two decimals.
"""

from datetime import date


def pmt(principal, annual_pct, months):
    i = annual_pct / 100 / 12
    if i == 0:
        return principal / months
    return principal * i / (1 - (1 + i) ** -months)


def balance(principal, annual_pct, months, paid):
    i = annual_pct / 100 / 12
    p = pmt(principal, annual_pct, months)
    return principal * (1 + i) ** paid - p * ((1 + i) ** paid - 1) / i


def pv(payment, annual_pct, months):
    i = annual_pct / 100 / 12
    return payment * (1 - (1 + i) ** -months) / i


def interest_in_year(principal, annual_pct, months, year):
    i = annual_pct / 100 / 12
    p = pmt(principal, annual_pct, months)
    b = balance(principal, annual_pct, months, 12 * (year - 1))
    total = 0.0
    for _ in range(12):
        it = b * i
        total += it
        b -= p - it
    return total


def payoff(principal, annual_pct, months, extra):
    i = annual_pct / 100 / 12
    p = round(pmt(principal, annual_pct, months), 2)
    b = principal
    n = 0
    interest = 0.0
    while b > 0.005:
        it = round(b * i, 2)
        interest += it
        pay = min(p + extra, b + it)
        b = round(b + it - pay, 2)
        n += 1
    return n, interest


def money(label, v):
    print(f"{label}: ${v:,.2f}")
    return round(v, 2)


def pct(label, v):
    print(f"{label}: {v:.2f}%")
    return round(v, 2)


def num(label, v):
    print(f"{label}: {v:.2f}")
    return round(v, 2)


print("=== financing ===")
# F01 615k, 15% down, 6.75%, 30 yr
L = 615000 * 0.85
money("F01 loan amount", L)
money("F01 monthly P&I", pmt(L, 6.75, 360))
# U1 follow-up: 20% down
L2 = 615000 * 0.80
money("U1 loan amount (20% down)", L2)
money("U1 monthly P&I (20% down)", pmt(L2, 6.75, 360))
money("U1 monthly saving vs 15% down", pmt(L, 6.75, 360) - pmt(L2, 6.75, 360))

# F02 28/36, 140k/yr gross, debts 610+450+35+55
g = 140000 / 12
debts = 610 + 450 + 35 + 55
money("F02 28% front-end cap", 0.28 * g)
money("F02 36% back-end cap minus debts", 0.36 * g - debts)

# F03 DTI
pct("F03 front-end DTI", 2140 / 7250 * 100)
pct("F03 back-end DTI", (2140 + 415 + 260) / 7250 * 100)

# F04 points: 375k, 6.75% no points vs 6.25% with 1.25 points
cost = 375000 * 0.0125
d = pmt(375000, 6.75, 360) - pmt(375000, 6.25, 360)
money("F04 cost of points", cost)
money("F04 monthly saving", d)
num("F04 break-even months", cost / d)

# F05 PMI: price 380k, 10% down, 0.58%/yr
money("F05 monthly PMI", 342000 * 0.0058 / 12)
money("F05 balance to request cancellation (80%)", 0.80 * 380000)
money("F05 balance for automatic termination (78%)", 0.78 * 380000)

# F06 refi break-even
money("F06 monthly saving", 2874 - 2511)
num("F06 break-even months", 7260 / (2874 - 2511))
# U2 follow-up: new payment 2,544
num("U2 break-even months (payment 2,544)", 7260 / (2874 - 2544))

# F07 balance after 60 payments, 285k 5.5% 30 yr
money("F07 monthly P&I", pmt(285000, 5.5, 360))
money("F07 balance after 60 payments", balance(285000, 5.5, 360, 60))
money("F07 principal paid in 5 years", 285000 - balance(285000, 5.5, 360, 60))

# F08 interest in years 1 and 2, 500k 7.125% 30 yr
money("F08 monthly P&I", pmt(500000, 7.125, 360))
money("F08 interest year 1", interest_in_year(500000, 7.125, 360, 1))
money("F08 interest year 2", interest_in_year(500000, 7.125, 360, 2))
# U6 follow-up: 15-year at 6.5%
money("U6 monthly P&I 15 yr 6.5%", pmt(500000, 6.5, 180))
money("U6 interest year 1 15 yr", interest_in_year(500000, 6.5, 180, 1))

# F09 5/1 ARM 420k 5.75% -> 7.5% after 60 payments
money("F09 initial P&I", pmt(420000, 5.75, 360))
b = balance(420000, 5.75, 360, 60)
money("F09 balance at reset", b)
money("F09 new P&I at 7.5% over 300 months", pmt(b, 7.5, 300))

# F10 extra 200/mo on 300k 6% 30 yr
n0, i0 = payoff(300000, 6.0, 360, 0)
n1, i1 = payoff(300000, 6.0, 360, 200)
num("F10 months to payoff with extra 200", n1)
money("F10 interest saved", i0 - i1)

# F11 cash to close: 489,900, 10% down, 2.75% closing, 4k seller credit
down = 489900 * 0.10
cc = 489900 * 0.0275
money("F11 down payment", down)
money("F11 closing costs", cc)
money("F11 cash to close", down + cc - 4000)

# F12 max loan for 2,600 P&I at 6.5% 30 yr; price with 10% down
ml = pv(2600, 6.5, 360)
money("F12 max loan", ml)
money("F12 max price with 10% down", ml / 0.9)

# F13 2-1 buydown 450k at 7%
p7 = pmt(450000, 7, 360)
p5 = pmt(450000, 5, 360)
p6 = pmt(450000, 6, 360)
money("F13 year-1 payment (5%)", p5)
money("F13 year-2 payment (6%)", p6)
money("F13 year-3+ payment (7%)", p7)
money("F13 buydown subsidy", 12 * (p7 - p5) + 12 * (p7 - p6))

# F14 total rent over 5 years, 2,300 rising 3%/yr
money("F14 total rent 5 years", sum(2300 * 12 * 1.03 ** k for k in range(5)))
money("F14 monthly rent in year 5", 2300 * 1.03 ** 4)

print("=== property ===")
# P01 proration: closing 2025-06-18, 7,300/yr, buyer owns closing day
days = (date(2025, 6, 18) - date(2025, 1, 1)).days
num("P01 seller days", days)
money("P01 daily tax", 7300 / 365)
money("P01 seller credit", 7300 / 365 * days)

# P02 mill rate
money("P02 assessed value", 425000 * 0.80)
money("P02 annual tax", 425000 * 0.80 * 28.5 / 1000)
money("P02 monthly escrow", 425000 * 0.80 * 28.5 / 1000 / 12)

# P03 acreage
sf = 2.35 * 43560
num("P03 square feet", sf)
num("P03 whole units at 1 per 8,000 sf", sf // 8000)

# P04 LVP
mat = 1150 * 1.10 * 3.20
lab = 1150 * 2.50
money("P04 material", mat)
money("P04 labor", lab)
money("P04 total", mat + lab)

# P05 special assessment
money("P05 my share", 1800000 * 0.0085)
money("P05 monthly over 24 months", 1800000 * 0.0085 / 24)

# P06 solar payback
net = 24000 * 0.70
money("P06 net cost", net)
num("P06 payback years", net / (145 * 12))

print("=== investment ===")
# I01 fourplex
gpr = 2450 * 4 * 12
egi = gpr * 0.95
noi = egi * 0.62
money("I01 EGI", egi)
money("I01 NOI", noi)
pct("I01 cap rate", noi / 1150000 * 100)
# U3: vacancy 8%, price 1.05M
noi2 = gpr * 0.92 * 0.62
money("U3 NOI", noi2)
pct("U3 cap rate", noi2 / 1050000 * 100)

# I02 cash-on-cash
inv = 360000 * 0.25 + 9000 + 6000
money("I02 cash invested", inv)
money("I02 annual cash flow", 26400 - 19800)
pct("I02 cash-on-cash", (26400 - 19800) / inv * 100)

# I03 DSCR
ds = pmt(2100000, 6.25, 300) * 12
money("I03 annual debt service", ds)
num("I03 DSCR", 184000 / ds)
# U4: max loan at 1.25x
money("U4 max loan at 1.25x", pv(184000 / 1.25 / 12, 6.25, 300))

# I04 GRM
num("I04 GRM", 895000 / (7100 * 12))
money("I04 price at GRM 9.5", 9.5 * 7100 * 12)

# I05 1% rule
pct("I05 rent/price", 1650 / 189500 * 100)
money("I05 rent needed", 189500 * 0.01)

# I06 50% rule
money("I06 monthly cash flow", 2600 * 0.5 - 1040)
money("I06 annual cash flow", (2600 * 0.5 - 1040) * 12)

# I07 BRRRR
allin = 142000 + 38000 + 7500
loan = 245000 * 0.75
money("I07 all-in cash", allin)
money("I07 refi loan", loan)
money("I07 cash left in deal", allin - (loan - loan * 0.02))

# I08 flip
buy_cc = 210000 * 0.015
hold = 6 * 1850
sell_costs = 349000 * 0.055 + 349000 * 0.01
spent = 210000 + buy_cc + 55000 + hold
profit = 349000 - sell_costs - spent
money("I08 total spent before sale", spent)
money("I08 profit", profit)
pct("I08 return on spent", profit / spent * 100)

# I09 1031 boot
money("I09 mortgage boot", 350000 - 340000)
money("I09 cash boot", 50000)
money("I09 total boot / recognized gain", 60000)

# I10 depreciation
basis = (465000 + 6000) * 0.78
money("I10 depreciable basis", basis)
money("I10 annual depreciation", basis / 27.5)

# I11 CAGR
pct("I11 CAGR", ((515000 / 238000) ** (1 / 12) - 1) * 100)
pct("I11 total appreciation", (515000 / 238000 - 1) * 100)

# I12 vacancy
pct("I12 vacancy rate", 11 / 120 * 100)
money("I12 lost rent", 11 * 1350)

print("=== commercial ===")
# C01 NNN
money("C01 base monthly", 5200 * 28 / 12)
money("C01 NNN monthly", 5200 * 9.5 / 12)
money("C01 total monthly", 5200 * (28 + 9.5) / 12)

# C02 escalations
money("C02 total base rent 10 yrs", sum(3800 * 32 * 1.03 ** k for k in range(10)))
money("C02 year-10 rate psf", 32 * 1.03 ** 9)
# U5: 2.5%
money("U5 total base rent 10 yrs at 2.5%", sum(3800 * 32 * 1.025 ** k for k in range(10)))
money("U5 year-10 rate psf at 2.5%", 32 * 1.025 ** 9)

# C03 CAM
pct("C03 pro-rata share", 2750 / 22000 * 100)
money("C03 annual CAM", 187000 * 1.05 * 2750 / 22000)
money("C03 monthly CAM", 187000 * 1.05 * 2750 / 22000 / 12)

# C04 net effective rent
total = 24 * 6000 * 5 - 24 * 6000 * 4 / 12
money("C04 NER free rent only psf", total / 6000 / 5)
money("C04 NER with TI psf", (total - 30 * 6000) / 6000 / 5)

# C05 percentage rent
bp = 6000 * 12 / 0.06
money("C05 natural breakpoint", bp)
money("C05 overage rent", (1600000 - bp) * 0.06)
money("C05 total annual rent", 72000 + (1600000 - bp) * 0.06)

# C06 valuation
v1 = 412500 / 0.0725
v2 = 412500 / 0.0775
money("C06 value at 7.25%", v1)
money("C06 value at 7.75%", v2)
money("C06 value drop", v1 - v2)

# C07 max loan
dl = pv(310000 / 1.30 / 12, 6.75, 300)
money("C07 DSCR-constrained loan", dl)
money("C07 LTV-constrained loan", 4400000 * 0.65)
money("C07 max loan (lower)", min(dl, 4400000 * 0.65))

# C08 expense stop
money("C08 annual pass-through", (11.35 - 9.80) * 8000)

print("=== market ===")
# M01 comps
ppsf = [612000 / 2140, 575000 / 1980, 649000 / 2310]
avg = sum(ppsf) / 3
money("M01 average $/sf", avg)
money("M01 implied value 2,060 sf", avg * 2060)

# M02 months of inventory
num("M02 months of inventory", 342 / (114 / 3))

# M03 list-to-sale
pct("M03 sale-to-list", 541500 / 529000 * 100)
money("M03 over asking", 541500 - 529000)

# M04 projection
money("M04 value after 7 yrs at 4.5%", 410000 * 1.045 ** 7)
# U7: 3% for 10 years
money("U7 value after 10 yrs at 3%", 410000 * 1.03 ** 10)

# M05 YoY drop
pct("M05 drop", (389900 - 372000) / 389900 * 100)
money("M05 drop dollars", 389900 - 372000)

print("=== location ===")
# L01 commute cost
money("L01 annual commute cost house A", 28 * 2 * 5 * 48 * 0.67)
# U8: house B 9 miles each way
money("U8 annual commute cost house B", 9 * 2 * 5 * 48 * 0.67)
money("U8 difference", (28 - 9) * 2 * 5 * 48 * 0.67)

# L02 transit vs car
car = 240 + 900 / 25 * 3.60
money("L02 monthly saving", car - 132)
money("L02 annual saving", (car - 132) * 12)

# L03 closer house costs 60k more
extra = pmt(60000, 6.5, 360)
money("L03 extra monthly P&I", extra)
money("L03 net monthly after 300 commute saving", extra - 300)

# L04 taxes
money("L04 town A tax", 400000 * 0.0185)
money("L04 town B tax", 360000 * 0.024)
money("L04 difference", 360000 * 0.024 - 400000 * 0.0185)

# L05 commute time
num("L05 extra hours per year", (40 - 15) * 2 * 230 / 60)
money("L05 value of time at $40/hr", (40 - 15) * 2 * 230 / 60 * 40)
