"""Expected figures for blind-questions-18.ts (Hearth held-out evaluation set 18).

Written by the blind18 author from only the product spec and score.ts. Standard library only.
Run: python3 compute18.py   (prints every expected figure with its question label)

Conventions (anything a question states explicitly wins over these):
- Monthly rate = annual rate / 12; standard level-payment amortisation, payments at month end,
  interest on the outstanding balance, no rounding of intermediate balances.
- "P&I" is principal and interest only; PITI adds monthly tax (annual/12) and insurance (annual/12).
- PMI / MIP quoted as an annual % of the loan amount, divided by 12 for the monthly figure.
- Break-even months = up-front cost / monthly saving (exact quotient; the questions are tuned
  so the quotient is close to the next whole month, so "N months" also matches).
- Extra payments: the extra amount is added to every payment from the first; the loan is paid
  off in the month the balance reaches zero (last payment partial); interest saved is baseline
  total interest minus total interest paid with the extra payments.
- Cap rate = NOI / price; NOI = effective gross income - operating expenses (no debt service);
  cash-on-cash = annual pre-tax cash flow / total cash invested; DSCR = NOI / annual debt service;
  GRM = price / gross annual scheduled rent.
- Depreciation: straight line, full year, on the building basis (price - land), 27.5 years for
  residential rental, 39 years for nonresidential (commercial) property.
- Home-sale exclusion (IRC 121): $500,000 married filing jointly, $250,000 single, when the
  ownership and use tests are met; gain = sale price - selling costs - (purchase price + improvements).
- 1031: recognised gain = min(cash boot, realised gain); basis of replacement =
  replacement cost - deferred gain.
- Prorations use a 365-day year (2025 is not a leap year) and count the closing day as stated.
- 43,560 sq ft per acre. Growth rates compound annually (CAGR = (end/start)^(1/years) - 1).
- Net effective rent ignores time value of money (straight-line average over the term).
- Pro-rata share = tenant sq ft / building sq ft; natural breakpoint = base rent / percentage.
- Money is printed to the cent, percentages to two decimals, other numbers to two decimals.
"""


def pmt(principal, annual_rate, months):
    r = annual_rate / 12
    if r == 0:
        return principal / months
    return principal * r / (1 - (1 + r) ** -months)


def pv(payment, annual_rate, months):
    r = annual_rate / 12
    return payment * (1 - (1 + r) ** -months) / r


def balance(principal, annual_rate, months_total, paid):
    r = annual_rate / 12
    p = pmt(principal, annual_rate, months_total)
    return principal * (1 + r) ** paid - p * ((1 + r) ** paid - 1) / r


OUT = []


def fig(label, name, value, unit):
    OUT.append((label, name, value, unit))


def show():
    for label, name, value, unit in OUT:
        if unit == '$':
            s = f"${value:,.2f}"
        elif unit == '%':
            s = f"{value:.2f}%"
        else:
            s = f"{value:,.2f}"
        print(f"{label:5} {unit}  {s:>18}  {name}")


# ---------------------------------------------------------------- financing
# F01 payment: $562,500 price, 20% down, 6.5% 30-yr
loan = 562_500 * 0.8
fig('F01', 'loan amount', loan, '$')
fig('F01', 'monthly P&I', pmt(loan, 0.065, 360), '$')

# F02 back-end DTI 43% on $96k gross, debts 450 + 310 + 85
gross_m = 96_000 / 12
house = gross_m * 0.43 - (450 + 310 + 85)
fig('F02', 'max housing payment', house, '$')
fig('F02', 'front-end ratio at that payment', house / gross_m * 100, '%')

# F03 points: $380,000 30-yr, 6.875% no points vs 6.375% with 2 points
a = pmt(380_000, 0.06875, 360)
b = pmt(380_000, 0.06375, 360)
cost = 380_000 * 0.02
fig('F03', 'cost of 2 points', cost, '$')
fig('F03', 'monthly P&I saving', a - b, '$')
fig('F03', 'break-even months', cost / (a - b), 'n')

# F04 PMI: $335,000, 5% down, PMI 0.62%/yr
loan = 335_000 * 0.95
fig('F04', 'monthly PMI', loan * 0.0062 / 12, '$')
fig('F04', 'balance at 80% of original value', 335_000 * 0.80, '$')
fig('F04', 'balance at 78% (automatic termination)', 335_000 * 0.78, '$')

# F05 refinance: balance 287,400, current P&I 2,043.18; new 30-yr at 6.125%, costs 5,900
new = pmt(287_400, 0.06125, 360)
save = 2_043.18 - new
fig('F05', 'new P&I', new, '$')
fig('F05', 'monthly saving', save, '$')
fig('F05', 'break-even months', 5_900 / save, 'n')

# F06 amortisation: $400,000 at 6% 30-yr after 60 payments
p = pmt(400_000, 0.06, 360)
bal = balance(400_000, 0.06, 360, 60)
fig('F06', 'balance after 60 payments', bal, '$')
fig('F06', 'principal paid in 60 payments', 400_000 - bal, '$')
fig('F06', 'interest paid in 60 payments', 60 * p - (400_000 - bal), '$')

# F07 5/1 ARM: $425,000, 5.75% initial, 30-yr amortisation, resets to 7.5% after 60 payments
p1 = pmt(425_000, 0.0575, 360)
bal = balance(425_000, 0.0575, 360, 60)
fig('F07', 'initial P&I', p1, '$')
fig('F07', 'balance at reset', bal, '$')
fig('F07', 'P&I after reset (300 months at 7.5%)', pmt(bal, 0.075, 300), '$')

# F08 extra payments: $300,000 at 6.25% 30-yr, +$200/month from the first payment
p = pmt(300_000, 0.0625, 360)
base_interest = 360 * p - 300_000
bal, months, interest = 300_000.0, 0, 0.0
r = 0.0625 / 12
while bal > 1e-9:
    i = bal * r
    interest += i
    bal = bal + i - min(p + 200, bal + i)
    months += 1
fig('F08', 'months to payoff with extra (context only, not asked)', months, 'n')
fig('F08', 'months sooner', 360 - months, 'n')
fig('F08', 'interest saved', base_interest - interest, '$')

# F09 rent vs buy: rent 2,500; price 420k, 10% down, 6.75% 30-yr, tax 1.2%/yr of price,
# insurance 1,800/yr, HOA 150/mo, PMI 0.5%/yr of loan
loan = 420_000 * 0.9
pi = pmt(loan, 0.0675, 360)
own = pi + 420_000 * 0.012 / 12 + 1_800 / 12 + 150 + loan * 0.005 / 12
fig('F09', 'monthly P&I', pi, '$')
fig('F09', 'total monthly cost of owning', own, '$')
fig('F09', 'owning minus rent', own - 2_500, '$')

# F10 cash to close: price 510k, 15% down, 1% origination on loan, title 2,150, appraisal 650,
# prepaids 4,300, earnest money 10k already paid
down = 510_000 * 0.15
loan = 510_000 - down
cc = loan * 0.01 + 2_150 + 650 + 4_300
fig('F10', 'down payment', down, '$')
fig('F10', 'total closing costs incl prepaids', cc, '$')
fig('F10', 'cash to wire at closing', down + cc - 10_000, '$')

# F11 max price from P&I budget 2,400 at 6.9% 30-yr, 10% down
loan = pv(2_400, 0.069, 360)
fig('F11', 'max loan', loan, '$')
fig('F11', 'max price', loan / 0.9, '$')

# ---------------------------------------------------------------- investment
# I01 fourplex: 4 x 1,350/mo, 6% vacancy, opex 38% of EGI, price 725k
gsi = 4 * 1_350 * 12
egi = gsi * 0.94
noi = egi * 0.62
fig('I01', 'effective gross income', egi, '$')
fig('I01', 'NOI', noi, '$')
fig('I01', 'cap rate', noi / 725_000 * 100, '%')

# I02 duplex: 340k, 25% down, closing 8k, repairs 12k, loan 7% 30-yr, NOI 28,600
loan = 340_000 * 0.75
ds = 12 * pmt(loan, 0.07, 360)
cash = 340_000 * 0.25 + 8_000 + 12_000
fig('I02', 'annual debt service', ds, '$')
fig('I02', 'annual cash flow', 28_600 - ds, '$')
fig('I02', 'cash-on-cash', (28_600 - ds) / cash * 100, '%')

# I03 DSCR: NOI 142,000, loan 1.6M at 6.8%, 25-yr amortisation; max loan at 1.25x
ds = 12 * pmt(1_600_000, 0.068, 300)
fig('I03', 'annual debt service', ds, '$')
fig('I03', 'DSCR', 142_000 / ds, 'n')
fig('I03', 'max loan at 1.25x', pv(142_000 / 1.25 / 12, 0.068, 300), '$')

# I04 GRM: 12 units, avg 1,150/mo, price 1.95M; market GRM 11.5
gross = 12 * 1_150 * 12
fig('I04', 'price per unit', 1_950_000 / 12, '$')
fig('I04', 'GRM', 1_950_000 / gross, 'n')
fig('I04', 'price at GRM 11.5', gross * 11.5, '$')

# I05 BRRRR: buy 145k cash, rehab 48k, closing 6k, holding 4k; ARV 265k, 75% LTV, refi costs 5k
invested = 145_000 + 48_000 + 6_000 + 4_000
refi = 265_000 * 0.75
fig('I05', 'total cash invested', invested, '$')
fig('I05', 'refi loan', refi, '$')
fig('I05', 'cash back after refi costs', refi - 5_000, '$')
fig('I05', 'cash left in the deal', invested - (refi - 5_000), '$')

# I06 flip: buy 220k, rehab 65k, holding 9k, buy closing 4.4k, sell 375k, selling costs 8%
profit = 375_000 - 375_000 * 0.08 - 220_000 - 65_000 - 9_000 - 4_400
fig('I06', 'profit', profit, '$')
fig('I06', 'profit as % of sale price', profit / 375_000 * 100, '%')
fig('I06', '70% rule max offer', 0.7 * 375_000 - 65_000, '$')

# I07 1031: net sale 900k, realised gain 310k, cash boot 65k, replacement 835k
fig('I07', 'gain taxed now', min(65_000, 310_000), '$')
fig('I07', 'gain deferred', 310_000 - 65_000, '$')
fig('I07', 'basis of replacement', 835_000 - (310_000 - 65_000), '$')

# I08 depreciation: 465k, 20% land, 27.5 yrs, 24% bracket
dep = 465_000 * 0.8 / 27.5
fig('I08', 'annual depreciation', dep, '$')
fig('I08', 'tax saving at 24%', dep * 0.24, '$')

# I09 landlord's year: 2,200/mo, 1 month vacant, mgmt 8% of collected, tax 4,100, ins 1,450,
# repairs 2,300, mortgage 1,480/mo
collected = 2_200 * 11
opex = collected * 0.08 + 4_100 + 1_450 + 2_300
noi = collected - opex
fig('I09', 'rent collected', collected, '$')
fig('I09', 'NOI', noi, '$')
fig('I09', 'cash flow (negative)', noi - 1_480 * 12, '$')

# I10 sale with recapture: bought 300k, depreciation 58k, net sale 445k; 25% / 15%
gain = 445_000 - (300_000 - 58_000)
fig('I10', 'total gain', gain, '$')
fig('I10', 'tax on recapture at 25%', 58_000 * 0.25, '$')
fig('I10', 'tax on remaining gain at 15%', (gain - 58_000) * 0.15, '$')
fig('I10', 'total federal tax', 58_000 * 0.25 + (gain - 58_000) * 0.15, '$')

# I11 syndication: 150k in, distributions 9k, 9.5k, 10k, 10.5k, 11k, plus 212k at sale (year 5)
back = 9_000 + 9_500 + 10_000 + 10_500 + 11_000 + 212_000
fig('I11', 'total profit', back - 150_000, '$')
fig('I11', 'equity multiple', back / 150_000, 'n')
fig('I11', 'average annual return', (back - 150_000) / 150_000 / 5 * 100, '%')

# ---------------------------------------------------------------- commercial
# C01 NNN: 5,200 sf at $28 NNN + $9.40 NNN charges
total = 5_200 * (28 + 9.40)
fig('C01', 'base rent per year', 5_200 * 28, '$')
fig('C01', 'total annual occupancy cost', total, '$')
fig('C01', 'monthly', total / 12, '$')

# C02 escalations: 12,000 sf, $32/sf, 3% per year, 10 years
fig('C02', 'year-10 rate per sf', 32 * 1.03 ** 9, '$')
fig('C02', 'year-10 annual rent', 12_000 * 32 * 1.03 ** 9, '$')
fig('C02', 'total base rent over 10 years', sum(12_000 * 32 * 1.03 ** k for k in range(10)), '$')

# C03 free rent + TI: 5 yrs, 4,000 sf, $24/sf/yr, 6 months free, TI $15/sf
gross = 4_000 * 24 * 5
net = gross - 4_000 * 24 / 2
fig('C03', 'rent actually paid over term', net, '$')
fig('C03', 'net effective rent per sf/yr after free rent', net / 5 / 4_000, '$')
fig('C03', 'net effective rent per sf/yr after free rent and TI', (net - 15 * 4_000) / 5 / 4_000, '$')

# C04 CAM: 3,750 of 25,000 sf; CAM pool 187,500 + 10% admin fee
share = 3_750 / 25_000
cam = 187_500 * 1.10 * share
fig('C04', 'pro-rata share', share * 100, '%')
fig('C04', 'annual CAM', cam, '$')
fig('C04', 'monthly CAM', cam / 12, '$')

# C05 percentage rent: base 90k, 6% over natural breakpoint, sales 2.1M
bp = 90_000 / 0.06
fig('C05', 'natural breakpoint', bp, '$')
fig('C05', 'percentage rent', (2_100_000 - bp) * 0.06, '$')

# C06 load factor: 8,400 usable, R/U 1.15, $36/rsf full service
rsf = 8_400 * 1.15
fig('C06', 'rentable sf', rsf, 'n')
fig('C06', 'annual rent', rsf * 36, '$')
fig('C06', 'monthly rent', rsf * 36 / 12, '$')

# C07 valuation + 39-yr depreciation: NOI 412k, cap 7.25%, price 5.9M, land 1.2M
fig('C07', 'value at 7.25% cap', 412_000 / 0.0725, '$')
fig('C07', 'going-in cap at 5.9M', 412_000 / 5_900_000 * 100, '%')
fig('C07', 'annual depreciation (39 yr)', (5_900_000 - 1_200_000) / 39, '$')

# C08 TI amortised into rent: $40/sf x 3,000 sf over 84 months at 8%
m = pmt(40 * 3_000, 0.08, 84)
fig('C08', 'added monthly rent', m, '$')
fig('C08', 'added rent per sf per year', m * 12 / 3_000, '$')

# ---------------------------------------------------------------- market
# M01 appreciation: 265k (2014) -> 498k (2024)
fig('M01', 'total appreciation', (498_000 / 265_000 - 1) * 100, '%')
fig('M01', 'annualised (10 yrs)', ((498_000 / 265_000) ** 0.1 - 1) * 100, '%')

# M02 inventory: 213 active, 45 closed in 3 months
per_month = 45 / 3
fig('M02', 'months of supply', 213 / per_month, 'n')
fig('M02', 'absorption rate per month', per_month / 213 * 100, '%')

# M03 comps: average of $/sf, applied to 2,250 sf
ppsf = [441_000 / 2_100, 398_000 / 1_850, 489_000 / 2_400]
avg = sum(ppsf) / 3
fig('M03', 'average $/sf', avg, '$')
fig('M03', 'indicated value at 2,250 sf', avg * 2_250, '$')

# M04 median/average of 7 sales; list-to-sale 449,900 -> 431,000
sales = [412_000, 389_500, 455_000, 401_000, 398_000, 430_000, 467_500]
fig('M04', 'median', sorted(sales)[3], '$')
fig('M04', 'average', sum(sales) / 7, '$')
fig('M04', 'sale-to-list ratio', 431_000 / 449_900 * 100, '%')

# M05 projection: 380k at 4.5%/yr for 7 years
v = 380_000 * 1.045 ** 7
fig('M05', 'value in 7 years', v, '$')
fig('M05', 'gain', v - 380_000, '$')

# M06 price-to-rent: 415k, rent 1,950/mo
fig('M06', 'price-to-rent ratio', 415_000 / (1_950 * 12), 'n')
fig('M06', 'gross rental yield', 1_950 * 12 / 415_000 * 100, '%')

# ---------------------------------------------------------------- property
# P01 lot 0.37 acre, house 2,460 sf, list 615k
lot = 0.37 * 43_560
fig('P01', 'lot sq ft', lot, 'n')
fig('P01', 'price per sf living area', 615_000 / 2_460, '$')
fig('P01', 'price per sf of land', 615_000 / lot, '$')

# P02 home sale, MFJ: bought 310k, improvements 85k, sale 985k, selling costs 55k
gain = 985_000 - 55_000 - (310_000 + 85_000)
fig('P02', 'gain', gain, '$')
fig('P02', 'taxable after $500k exclusion', gain - 500_000, '$')
fig('P02', 'tax at 15%', (gain - 500_000) * 0.15, '$')

# P03 flooring: 14.5x18 + 11x12 + 2 x (12x13); $6.75/sf; +10% on the total
area = 14.5 * 18 + 11 * 12 + 2 * 12 * 13
fig('P03', 'total sq ft', area, 'n')
fig('P03', 'cost before waste', area * 6.75, '$')
fig('P03', 'cost with 10% waste', area * 6.75 * 1.10, '$')

# P04 seller net: 1.2M, payoff 612,350, 5% commission, 0.4% transfer tax, misc 3,500, credit 7,500
fig('P04', 'commission', 1_200_000 * 0.05, '$')
fig('P04', 'net proceeds', 1_200_000 - 612_350 - 60_000 - 1_200_000 * 0.004 - 3_500 - 7_500, '$')

# P05 property tax: market 380k, assessed at 85%, 25k exemption, 24.5 mills
tax = (380_000 * 0.85 - 25_000) * 24.5 / 1000
fig('P05', 'taxable assessed value', 380_000 * 0.85 - 25_000, '$')
fig('P05', 'annual tax', tax, '$')
fig('P05', 'monthly escrow', tax / 12, '$')

# P06 proration: closing June 15, 2025; 7,300/yr in arrears; seller through closing day
days = 31 + 28 + 31 + 30 + 31 + 15
fig('P06', 'days seller owes', days, 'n')
fig('P06', 'seller credit', 7_300 / 365 * days, '$')

# ---------------------------------------------------------------- location
# L01 commute: 23 mi each way, 230 days, $0.70/mi, tolls 3.25 each way
miles = 23 * 2 * 230
fig('L01', 'annual miles', miles, 'n')
fig('L01', 'mileage cost', miles * 0.70, '$')
fig('L01', 'mileage + tolls', miles * 0.70 + 3.25 * 2 * 230, '$')

# L02 relocation: movers 7,800; overlap 2 x 2,150; first month 2,400 + deposit 1.5 x 2,400;
# car 1,275; stipend 10,000
total = 7_800 + 2 * 2_150 + 2_400 + 1.5 * 2_400 + 1_275
fig('L02', 'total moving costs', total, '$')
fig('L02', 'out of pocket after stipend', total - 10_000, '$')

# L03 cost of living: 120k, index 101 -> 142
fig('L03', 'equivalent salary', 120_000 * 142 / 101, '$')
fig('L03', 'cost-of-living difference', (142 / 101 - 1) * 100, '%')

# L04 flood insurance: 3,400 vs 650 per year over 30 years
fig('L04', 'extra over 30 years', (3_400 - 650) * 30, '$')
fig('L04', 'extra per month', (3_400 - 650) / 12, '$')

# L05 neighbourhood $/sf: A 540k/1,850 sf, B 575k/2,300 sf
a, b = 540_000 / 1_850, 575_000 / 2_300
fig('L05', 'A $/sf', a, '$')
fig('L05', 'B $/sf', b, '$')
fig('L05', 'A premium over B per sf', (a / b - 1) * 100, '%')

# L06 school district premium: 525k vs 468k; 20% down, 6.75% 30-yr
fig('L06', 'premium $', 525_000 - 468_000, '$')
fig('L06', 'premium %', (525_000 / 468_000 - 1) * 100, '%')
fig('L06', 'extra monthly P&I', pmt(0.8 * 525_000, 0.0675, 360) - pmt(0.8 * 468_000, 0.0675, 360), '$')

# ---------------------------------------------------------------- follow-ups
# U1 (after: $315k 30-yr at 7.1%) -> bought down to 6.375%
p_old = pmt(315_000, 0.071, 360)
p_new = pmt(315_000, 0.06375, 360)
fig('U1', 'P&I at 6.375%', p_new, '$')
fig('U1', 'monthly saving vs 7.1%', p_old - p_new, '$')

# U2 (after: 8 units, 1.1M, gross 118,800, vacancy 5%, expenses 41,300) -> price 1,025,000
noi = 118_800 * 0.95 - 41_300
fig('U2', 'NOI', noi, '$')
fig('U2', 'cap at 1,025,000', noi / 1_025_000 * 100, '%')
fig('U2', 'price for a 7.5% cap', noi / 0.075, '$')

# U3 (after: 2,800 sf, $26 base NNN, NNN $8.15) -> base +3%, NNN 10.75
rate = 26 * 1.03 + 10.75
fig('U3', 'new all-in rate per sf', rate, '$')
fig('U3', 'new annual total', rate * 2_800, '$')
fig('U3', 'new monthly total', rate * 2_800 / 12, '$')

# U4 (after: condo 240k -> 560k, selling costs 20k, MFJ) -> single
gain = 560_000 - 20_000 - 240_000
fig('U4', 'taxable after $250k exclusion', gain - 250_000, '$')
fig('U4', 'tax at 15%', (gain - 250_000) * 0.15, '$')

# U5 (after: 31 mi each way, 240 days, $0.67/mi) -> 144 days
full = 31 * 2 * 240 * 0.67
hyb = 31 * 2 * 144 * 0.67
fig('U5', 'hybrid annual cost', hyb, '$')
fig('U5', 'saving vs full time', full - hyb, '$')

# U6 (after: buy 180k, rehab 55k, holding+closing 14k, ARV 310k, selling 7%) -> rehab +25%,
# two extra months at 1,100
base = 310_000 * 0.93 - 180_000 - 55_000 - 14_000
new = base - 55_000 * 0.25 - 2 * 1_100
fig('U6', 'new rehab cost', 55_000 * 1.25, '$')
fig('U6', 'new profit', new, '$')

# U7 (after: rent 2,650; 455k, 10% down, 6.5% 30-yr, tax 1.1%, ins 2,100, PMI 0.55%) -> 20% down
loan = 455_000 * 0.8
pi = pmt(loan, 0.065, 360)
own = pi + 455_000 * 0.011 / 12 + 2_100 / 12
fig('U7', 'P&I with 20% down', pi, '$')
fig('U7', 'monthly cost of owning', own, '$')
fig('U7', 'owning minus rent', own - 2_650, '$')

# U8 (after: median 318k in 2019 -> 441k in 2024; aside at 4%) -> same CAGR 5 more years
cagr = (441_000 / 318_000) ** 0.2 - 1
fig('U8', 'annual growth rate', cagr * 100, '%')
fig('U8', 'median in 2029', 441_000 * (1 + cagr) ** 5, '$')

if __name__ == '__main__':
    show()
