#!/usr/bin/env python3
"""Expected figures for the held-out evaluation set scripts/eval/blind-questions-19.ts.

Standard library only. Run `python3 scripts/eval/compute19.py`; it prints each question label
followed by its expected figures, in the order they appear in the question's `figures` array.

Conventions (anything a question states explicitly wins over these):
  - Monthly rate = annual rate / 12; loans are level-payment, fully amortising, monthly payments:
        P = L * r / (1 - (1 + r) ** -n)
    Payments are not rounded before further arithmetic. Total interest = P * n - L.
  - Remaining balance after k payments = L * (1 + r) ** k - P * ((1 + r) ** k - 1) / r.
  - A loan "amortised over N years with a balloon at year B" pays P(N years) and the balloon is the
    remaining balance after 12*B payments.
  - Extra-principal payoff is simulated month by month: interest = balance * r, the last payment is
    whatever is left, and that final partial payment counts as a month.
  - Break-even months = cost / monthly saving, rounded up to a whole month when the question asks so.
  - Cap rate = NOI / price. NOI = effective gross income - operating expenses; NOI excludes debt
    service. Effective gross income = gross potential rent - vacancy. Value = NOI / cap rate.
  - Cash flow = NOI - annual debt service. Cash-on-cash = annual cash flow / total cash invested
    (down payment + closing costs + rehab, as the question lists them).
  - DSCR = NOI / annual debt service; debt yield = NOI / loan amount.
  - GRM = price / annual gross rent. Operating expense ratio = operating expenses / gross scheduled rent.
  - Depreciation: straight line, full year (no mid-month convention), on the building share of the
    basis only; 27.5 years residential, 39 years commercial (non-residential).
  - IRC 121 exclusion: $250,000 single, $500,000 married filing jointly. Gain = sale price - selling
    costs - (purchase price + improvements).
  - IRC 1031: realised gain = net sale price - adjusted basis; recognised gain = min(boot, realised
    gain); deferred gain = realised - recognised.
  - 1 acre = 43,560 sq ft. CAGR = (end / start) ** (1 / years) - 1, with years = end year - start year.
    Compound growth: value * (1 + g) ** years.
  - Commercial rents quoted per sq ft per year; escalations compound annually.
  - Property tax: assessed value * rate; 1 mill = 0.001 of assessed value.
  - Money rounded to the cent, percentages to two decimals, other numbers to two decimals.
"""

import math

results: list[tuple[str, list[tuple[str, float]]]] = []


def out(label: str, *figs: tuple[str, float]) -> None:
    results.append((label, [(u, round(v, 2)) for u, v in figs]))


def money(v: float) -> tuple[str, float]:
    return ('$', v)


def pct(v: float) -> tuple[str, float]:
    """v is a fraction; reported in percent."""
    return ('%', v * 100)


def num(v: float) -> tuple[str, float]:
    return ('n', v)


def pmt(loan: float, annual: float, years: float) -> float:
    r = annual / 12
    n = round(years * 12)
    if r == 0:
        return loan / n
    return loan * r / (1 - (1 + r) ** -n)


def pv(payment: float, annual: float, years: float) -> float:
    r = annual / 12
    n = round(years * 12)
    return payment * (1 - (1 + r) ** -n) / r


def balance(loan: float, annual: float, years: float, k: int) -> float:
    r = annual / 12
    p = pmt(loan, annual, years)
    return loan * (1 + r) ** k - p * ((1 + r) ** k - 1) / r


def total_interest(loan: float, annual: float, years: float) -> float:
    return pmt(loan, annual, years) * round(years * 12) - loan


# ---------------------------------------------------------------- financing
# F01: 385k, 10% down, 30 yr 6.75%
loan = 385_000 * 0.90
out('F01', money(pmt(loan, 0.0675, 30)), money(total_interest(loan, 0.0675, 30)))

# F02: follow-up: same loan, 15 yr at 6.25%
out('F02', money(pmt(loan, 0.0625, 15)), money(total_interest(loan, 0.0625, 15)))

# F03: max price for 43% back-end DTI
gross_monthly = 142_000 / 12
max_pi = gross_monthly * 0.43 - 485 - 310 - 650
max_loan = pv(max_pi, 0.065, 30)
out('F03', money(max_pi), money(max_loan), money(max_loan / 0.80))

# F04: 412,000 at 3.125% 30 yr, after 60 payments
b = balance(412_000, 0.03125, 30, 60)
out('F04', money(pmt(412_000, 0.03125, 30)), money(b), money(412_000 - b))

# F05: refi break-even
saving = 2847 - 2511
out('F05', money(saving), num(math.ceil(6720 / saving)), money(saving * 48 - 6720))

# F06: PMI and 78% auto-cancel
loan = 310_000 * 0.95
target = 310_000 * 0.78
k = 0
while balance(loan, 0.06875, 30, k) > target:
    k += 1
out('F06', money(loan * 0.0055 / 12), num(k))

# F07: 2 points on 450k, 7% -> 6.5%
cost = 450_000 * 0.02
save = pmt(450_000, 0.07, 30) - pmt(450_000, 0.065, 30)
out('F07', money(cost), money(save), num(math.ceil(cost / save)))

# F08: $2,400 P&I, 6.625% 30 yr, 60k down
l = pv(2400, 0.06625, 30)
out('F08', money(l), money(l + 60_000))

# F09: follow-up at 5.875%
l = pv(2400, 0.05875, 30)
out('F09', money(l), money(l + 60_000))

# F10: 280k 7.25% 30 yr with $200 extra per month
L, rate = 280_000, 0.0725
p = pmt(L, rate, 30)
r = rate / 12
bal, months, interest = L, 0, 0.0
while bal > 1e-9:
    i = bal * r
    interest += i
    pay = min(p + 200, bal + i)
    bal = bal + i - pay
    months += 1
out('F10', money(p), num(months), money(total_interest(L, rate, 30) - interest))

# F11: 5/1 ARM 350k at 5.5% then 7.5% for 25 yrs
p1 = pmt(350_000, 0.055, 30)
b5 = balance(350_000, 0.055, 30, 60)
out('F11', money(p1), money(b5), money(pmt(b5, 0.075, 25)))

# F12: Ontario, 575k - 35k down, 4% premium added, 25 yr at 4.89% / 12
base = 575_000 - 35_000
prem = base * 0.04
out('F12', money(prem), money(base + prem), money(pmt(base + prem, 0.0489, 25)))

# F13: FHA 265k 3.5% down, UFMIP 1.75% financed, MIP 0.55% of base / 12, 6.25% 30 yr
base = 265_000 * 0.965
total = base + base * 0.0175
out('F13', money(base), money(total), money(pmt(total, 0.0625, 30)), money(base * 0.0055 / 12))

# F14: HELOC 45k at 9.5%: interest only, then 20-yr amortising
out('F14', money(45_000 * 0.095 / 12), money(pmt(45_000, 0.095, 20)))

# F15: CLTV
out('F15', pct(212_500 / 480_000), money(480_000 * 0.85 - 212_500))

# F16: extra-payment on a 15-yr vs 30-yr: total interest difference for 325k at 6.125% vs 5.5%
i30 = total_interest(325_000, 0.06125, 30)
i15 = total_interest(325_000, 0.055, 15)
out('F16', money(pmt(325_000, 0.06125, 30)), money(pmt(325_000, 0.055, 15)), money(i30 - i15))

# ---------------------------------------------------------------- investment
# I01: duplex house hack
loan = 420_000 * 0.965
pi = pmt(loan, 0.065, 30)
piti = pi + 5400 / 12 + 1920 / 12
out('I01', money(pi), money(piti), money(piti - 1850))

# I02: 4-plex cap rate
gpi = 4 * 1275 * 12
noi = gpi * 0.95 - 18_400
out('I02', money(noi), pct(noi / 695_000))

# I03: follow-up: price for 7% cap
out('I03', money(noi / 0.07))


# I04 / I05: SFR cash-on-cash at 25% and 20% down
def sfr(down_frac: float) -> tuple[float, float, float]:
    price = 240_000
    loan = price * (1 - down_frac)
    cash = price * down_frac + 6500 + 12_000
    pi = pmt(loan, 0.07125, 30)
    cf = 2000 * 12 - 7800 - pi * 12
    return pi, cf, cf / cash


pi, cf, coc = sfr(0.25)
out('I04', money(pi), money(cf), pct(coc))
pi, cf, coc = sfr(0.20)
out('I05', money(pi), money(cf), pct(coc))

# I06: rent needed for $300 cash flow
out('I06', money((300 + 1642.50 + 310 + 95) / (1 - 0.08 - 0.10 - 0.05)))

# I07: depreciation
basis = 365_000 + 4800
bldg = basis * 0.78
out('I07', money(bldg), money(bldg / 27.5))

# I08: 1031
realised = 880_000 - 52_000 - 410_000
recog = min(35_000, realised)
out('I08', money(realised), money(recog), money(realised - recog))

# I09 / I10: section 121
gain = 925_000 * (1 - 0.055) - (310_000 + 45_000)
out('I09', money(gain), money(min(gain, 500_000)), money(max(0, gain - 500_000)))
out('I10', money(min(gain, 250_000)), money(max(0, gain - 250_000)))

# I11: BRRRR
refi = 245_000 * 0.75
out('I11', money(refi), money(140_000 + 45_000 - refi), money(pmt(refi, 0.075, 30)))

# I12: 6-unit
gsr = 8700 * 12
out('I12', money(1_140_000 / 6), pct(41_760 / gsr), num(1_140_000 / gsr))

# I13 / I14: DSCR sizing
for label, dscr in (('I13', 1.25), ('I14', 1.35)):
    ds = 54_000 / dscr
    out(label, money(ds), money(ds / 12), money(pv(ds / 12, 0.07, 30)))

# I15: STR
nights = 365 * 0.62
gross = 185 * nights
out('I15', money(gross), money(gross * 0.97 - 1400 * 12))

# I16: value add
out('I16', money(150 * 8 * 12 / 0.065))

# I17: appreciation then equity
v = 275_000 * 1.03 ** 7
out('I17', money(v), money(v - 214_300))

# ---------------------------------------------------------------- commercial
# C01: NNN
out('C01', money(2400 * 28 / 12), money(2400 * 7.5 / 12), money(2400 * (28 + 7.5) / 12))

# C02: escalations
y5 = 24.50 * 1.03 ** 4
tot = sum(3800 * 24.50 * 1.03 ** y for y in range(5))
out('C02', money(y5), money(3800 * y5), money(tot))

# C03: CAM
share = 1850 / 14_800
out('C03', pct(share), money(118_400 * share), money(118_400 * share / 12))

# C04: valuation
noi = 186_000 * 0.92 - 61_500
out('C04', money(noi), money(noi / 0.0725))

# C05: 39-yr depreciation
out('C05', money(1_200_000 * 0.75), money(1_200_000 * 0.75 / 39))

# C06 / C07: balloon
for label, am in (('C06', 25), ('C07', 20)):
    out(label, money(pmt(1_600_000, 0.069, am)), money(balance(1_600_000, 0.069, am, 120)))

# C08: load factor
rsf = 3200 * 1.15
out('C08', num(rsf), money(rsf * 31), money(rsf * 31 / 12), money(rsf * 31 / 3200))

# C09: percentage rent
base_annual = 4000 * 12
bp = base_annual / 0.06
overage = (1_100_000 - bp) * 0.06
out('C09', money(bp), money(overage), money(base_annual + overage))

# ---------------------------------------------------------------- market
# M01: CAGR 2016 -> 2024
out('M01', pct(498_000 / 312_000 - 1), pct((498_000 / 312_000) ** (1 / 8) - 1))

# M02: comps
comps = [(412_000, 1850), (455_000, 2100), (389_000, 1720)]
avg = sum(p / s for p, s in comps) / 3
out('M02', money(avg), money(avg * 1960))

# M03: projection at both ends of a 3%-4.5% range, 6 years
out('M03', money(425_000 * 1.03 ** 6), money(425_000 * 1.045 ** 6))

# M04: sale-to-list
ratios = [572_000 / 549_900, 318_500 / 325_000, 441_000 / 439_000]
out('M04', pct(ratios[0]), pct(sum(ratios) / 3))

# M05 / M06: rent growth total
out('M05', money(sum(2300 * 12 * 1.04 ** y for y in range(5))), money(2300 * 1.04 ** 4))
out('M06', money(sum(2300 * 12 * 1.04 ** y for y in range(7))))

# ---------------------------------------------------------------- property
# P01: acreage
sf = 0.37 * 43_560
out('P01', num(sf), pct(2150 / sf))

# P02: flooring
area = 12 * 14 + 11 * 13 + 15.5 * 18
out('P02', num(area), num(area * 1.10), money(area * 1.10 * 3.89))

# P03 / P04: mill rate
av = 410_000 * 0.80
out('P03', money(av), money(av * 0.0245), money(av * 0.0245 / 12))
av2 = 410_000 * 0.90
out('P04', money(av2 * 0.022), money(av2 * 0.022 / 12), money(av2 * 0.022 - av * 0.0245))

# P05: solar payback
net = 24_000 * 0.70
out('P05', money(net), num(net / (145 * 12)))

# P06: special assessment
s = 378_000 * 0.0215
out('P06', money(s), money(s / 24))

# ---------------------------------------------------------------- location
# L01: commute
miles = 27 * 2 * 230
out('L01', num(miles), money(miles / 31 * 3.65), num(42 * 2 * 230 / 60))

# L02 / L03: tax comparison
ta, tb = 450_000 * 0.0185, 475_000 * 0.0132
out('L02', money(ta), money(tb), money(ta - tb))
tb2 = 500_000 * 0.0132
out('L03', money(tb2), money(ta - tb2))

# L04: price per sq ft across two neighbourhoods
x, y = 529_000 / 1640, 612_000 / 2050
out('L04', money(x), money(y), pct(x / y - 1))

# L05: follow-up, second house P&I (20% down, 6.5% 30 yr)
out('L05', money(pmt(612_000 * 0.8, 0.065, 30)))

# L06: closer house vs commute
extra = pmt(60_000, 0.065, 30)
out('L06', money(extra), money(50 * 0.30 * 21), money(extra - 50 * 0.30 * 21))


if __name__ == '__main__':
    for label, figs in results:
        shown = '  '.join(
            (f'${v:,.2f}' if u == '$' else f'{v:.2f}%' if u == '%' else f'{v:g}') for u, v in figs
        )
        print(f'{label}  {shown}')
