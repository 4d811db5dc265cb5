#!/usr/bin/env python3
"""Expected figures for scripts/eval/blind-questions-20.ts (held-out set 20).

Standard library only. Run `python3 scripts/eval/compute20.py`; it prints each
question label followed by its expected figures, in the order they appear in the
.ts file. Money is printed to the cent, percentages to two decimals, plain
numbers (months, years, ratios, square feet, days) to two decimals.

Conventions (anything a question states explicitly wins over these):
  * Monthly rate = annual rate / 12; loans are level-payment, fully amortising
    (payment = P*r / (1 - (1+r)^-n)); interest-only payment = balance * annual / 12.
  * Remaining balance after k payments = future value of the balance less the
    future value of the payments (unrounded payment).
  * Total interest = payment * number of payments - principal (unrounded payment).
  * Max loan from a payment = present value of that payment stream.
  * NOI = effective gross income - operating expenses; NOI excludes debt service,
    depreciation and capital reserves unless the question lists them as expenses.
  * Cap rate = NOI / price; price at a target cap = NOI / cap.
  * DSCR = NOI / annual debt service; max loan at a DSCR = PV of (NOI / DSCR / 12)
    monthly over the amortisation; the governing loan is the lower of the DSCR
    and LTV constraints.
  * Cash-on-cash = annual pre-tax cash flow (NOI - debt service) / total cash
    invested (down payment + closing/acquisition costs + equity-funded reserves).
  * GRM = price / gross annual scheduled rent.
  * Breakeven occupancy = (operating expenses + debt service) / gross potential
    income (as the question defines it).
  * Expense ratio = operating expenses / effective gross income.
  * Loss-to-lease = market rent - in-place rent; % of market rent.
  * Depreciation: straight line, full year, on the building share of basis;
    27.5 years residential, 39 years commercial.
  * IRC 121 exclusion: $250,000 single / $500,000 married filing jointly.
    Gain = sale price - selling costs - (purchase price + improvements).
  * 1031: realised gain = sale price - selling costs - adjusted basis;
    boot = cash received + net debt relief; recognised gain = min(boot, realised
    gain); deferred gain = realised - recognised.
  * 70% rule: maximum allowable offer = 70% of ARV - repairs (other percentages
    when stated).
  * 43,560 sq ft per acre. FAR: max gross floor area = FAR * lot area.
  * CAGR = (end / start)^(1/years) - 1; projections compound annually.
  * Net effective rent: straight line, no discounting:
    (total base rent - free rent - landlord concessions) / area / years.
  * Lease escalations compound annually from the year-1 rate.
  * Natural breakpoint = base rent / percentage rate; overage = rate * (sales -
    breakpoint).
  * Gross-up: variable expenses * (gross-up occupancy / actual occupancy); fixed
    expenses are not grossed up; tenant share = tenant RSF / building RSF.
  * Rentable area = usable area * load factor.
  * Tax proration: 365-day year, seller responsible through the day of closing.
  * Mill rate: dollars per $1,000 of assessed value; assessed = market * ratio.
  * Months of supply = active listings / average monthly closed sales;
    absorption rate = monthly sales / active listings.
"""

from math import log


def pmt(principal, annual, years=None, months=None):
    n = months if months is not None else years * 12
    r = annual / 12
    if r == 0:
        return principal / n
    return principal * r / (1 - (1 + r) ** -n)


def pv(payment, annual, months):
    r = annual / 12
    return payment * (1 - (1 + r) ** -months) / r


def balance(principal, annual, months_total, paid):
    r = annual / 12
    p = pmt(principal, annual, months=months_total)
    return principal * (1 + r) ** paid - p * ((1 + r) ** paid - 1) / r


OUT = []


def q(label, *figs):
    OUT.append((label, figs))


def money(v):
    return ('$', round(v + 0.0, 2))


def pct(v):
    return ('%', round(v * 100, 2))


def num(v):
    return ('n', round(v, 2))


# ---------------------------------------------------------------- financing
# F01: $412,500 at 6.875%, 30 years: P&I and total interest held to term.
p = pmt(412_500, 0.06875, 30)
q('F01', money(p), money(p * 360 - 412_500))

# F02: $585k, 10% down, 7.125% 30 yr, taxes 7,020/yr, HOI 1,860/yr, PMI 0.55%/yr.
def piti(price, down, rate, taxes, ins, pmi_rate):
    loan = price * (1 - down)
    pi = pmt(loan, rate, 30)
    total = pi + taxes / 12 + ins / 12 + loan * pmi_rate / 12
    return loan, pi, total


loan, pi, total = piti(585_000, 0.10, 0.07125, 7_020, 1_860, 0.0055)
q('F02', money(loan), money(pi), money(total))

# F03 (follow-up to F02): 20% down, no PMI.
loan, pi, total = piti(585_000, 0.20, 0.07125, 7_020, 1_860, 0.0)
q('F03', money(loan), money(pi), money(total))

# F04: gross 11,200/mo; debts 540 + 310 + 95; 28% front, 45% back.
front = 11_200 * 0.28
back = 11_200 * 0.45 - (540 + 310 + 95)
q('F04', money(front), money(back))

# F05: $2,850 P&I at 6.5%, 30 years: max loan.
q('F05', money(pv(2_850, 0.065, 360)))

# F06 (follow-up to F05): at 7.25%.
q('F06', money(pv(2_850, 0.0725, 360)))

# F07: refi $318,000 at 6.25% 30 yr vs current P&I 2,410; costs 6,400.
new = pmt(318_000, 0.0625, 30)
save = 2_410 - new
q('F07', money(new), money(save), num(6_400 / save))

# F08: $275,000 at 4.25% 30 yr; balance after 60 payments; principal paid.
b = balance(275_000, 0.0425, 360, 60)
q('F08', money(b), money(275_000 - b))

# F09: $640k, 30 yr, par 7.0% vs 6.625% for 1.5 points.
p0 = pmt(640_000, 0.07, 30)
p1 = pmt(640_000, 0.06625, 30)
cost = 640_000 * 0.015
q('F09', money(cost), money(p0 - p1), num(cost / (p0 - p1)))

# F10: 5/1 ARM $480k 30-yr amortisation 5.875%, resets to 7.875% after 60 payments.
p0 = pmt(480_000, 0.05875, 30)
b = balance(480_000, 0.05875, 360, 60)
q('F10', money(p0), money(b), money(pmt(b, 0.07875, months=300)))

# F11: cash to close: price 749,900, 5% down, CC 2.75% of price, credit 8,000, EMD 15,000.
down = 749_900 * 0.05
cc = 749_900 * 0.0275
q('F11', money(down), money(cc), money(down + cc - 8_000 - 15_000))

# F12: $350,000 at 6.75% 30 yr, +$200/month extra principal from payment 1.
def payoff(principal, annual, payment):
    r = annual / 12
    bal, months, interest = principal, 0, 0.0
    while bal > 1e-9:
        i = bal * r
        pay = min(payment, bal + i)
        interest += i
        bal = bal + i - pay
        months += 1
    return months, interest


base = pmt(350_000, 0.0675, 30)
months, interest = payoff(350_000, 0.0675, base + 200)
q('F12', num(months), money(base * 360 - 350_000 - interest))

# F13: FHA: price 329,000, 3.5% down, UFMIP 1.75% financed, 6.25% 30 yr, MIP 0.55%/yr on base.
base_loan = 329_000 * 0.965
total_loan = base_loan * 1.0175
pi = pmt(total_loan, 0.0625, 30)
mip = base_loan * 0.0055 / 12
q('F13', money(total_loan), money(pi), money(mip), money(pi + mip))

# F14: 2-1 buydown on $500k, note 7%, yr1 at 5%, yr2 at 6%, 30 yr.
p7, p6, p5 = (pmt(500_000, r, 30) for r in (0.07, 0.06, 0.05))
q('F14', money(p5), money(p6), money(12 * (p7 - p5) + 12 * (p7 - p6)))

# F15: value 710k, first 402,300, 85% CLTV HELOC; draw 120k interest-only at 8.5%.
q('F15', money(710_000 * 0.85 - 402_300), money(120_000 * 0.085 / 12))

# --------------------------------------------------------------- investment
# I01: BRRRR: all cash 148k + 4,500 closing + 52k rehab; appraisal 265k; 75% LTV; refi costs 5,200.
invested = 148_000 + 4_500 + 52_000
new_loan = 265_000 * 0.75
q('I01', money(invested - (new_loan - 5_200)), money(265_000 - new_loan))

# I02: ARV 340k, repairs 58k, 70% rule; minus 10k assignment fee.
mao = 0.70 * 340_000 - 58_000
q('I02', money(mao), money(mao - 10_000))

# I03 (follow-up to I02): at 75%.
mao = 0.75 * 340_000 - 58_000
q('I03', money(mao), money(mao - 10_000))

# I04: flip holding: 215,000, 90% HML 12% IO 1.5 pts, taxes 3,600/yr, ins 1,500/yr, util 180/mo, 5 months.
loan = 215_000 * 0.90
hold = loan * 0.12 / 12 * 5 + 3_600 / 12 * 5 + 1_500 / 12 * 5 + 180 * 5
q('I04', money(hold), money(loan * 0.015))

# I05: flip profit: ARV 415k, buy 262k, rehab 71k, buy closing 1.5%, holding 14,800, sell 6.5%.
costs = 262_000 + 71_000 + 262_000 * 0.015 + 14_800
profit = 415_000 - costs - 415_000 * 0.065
q('I05', money(profit), pct(profit / costs))

# I06: duplex: rents 1,350 + 1,425; vacancy 5%; PM 8% of collected; taxes 4,380; ins 1,740;
# repairs/capex 10% of GSR; water 95/mo; P&I 1,612/mo.
def duplex(rents, vac):
    gsr = sum(rents) * 12
    egi = gsr * (1 - vac)
    opex = egi * 0.08 + 4_380 + 1_740 + gsr * 0.10 + 95 * 12
    noi = egi - opex
    return noi, noi / 12 - 1_612


noi, cf = duplex([1_350, 1_425], 0.05)
q('I06', money(noi), money(cf))

# I07 (follow-up to I06): rents 1,450 + 1,495, vacancy 4%.
noi, cf = duplex([1_450, 1_495], 0.04)
q('I07', money(noi), money(cf))

# I08: 24 units $2.4M, 30% down, costs 3% of price, capex 120k; NOI 168k; DS 118.4k.
def syn(down, ds):
    equity = 2_400_000 * down + 2_400_000 * 0.03 + 120_000
    cf = 168_000 - ds
    return equity, cf / equity, 168_000 / ds


e, coc, dscr = syn(0.30, 118_400)
q('I08', money(e), pct(coc), num(dscr))

# I09 (follow-up to I08): 25% down, DS 131,900.
e, coc, dscr = syn(0.25, 131_900)
q('I09', money(e), pct(coc), num(dscr))

# I10: 4-plex 629k; rents 1,275 x2, 1,350, 1,400. GRM; price at GRM 10.
gross = (1_275 * 2 + 1_350 + 1_400) * 12
q('I10', num(629_000 / gross), money(10 * gross))

# I11: depreciation: 410,000 + 6,200 basis, land 22%, 27.5 yr.
bldg = (410_000 + 6_200) * 0.78
q('I11', money(bldg), money(bldg / 27.5))

# I12: 1031: sale 1.1mm, basis 540k, selling costs 62k, old debt 410k, new debt 350k, cash 40k.
realised = 1_100_000 - 62_000 - 540_000
boot = 40_000 + (410_000 - 350_000)
recog = min(boot, realised)
q('I12', money(realised), money(recog), money(realised - recog))

# I13: IRC 121 MFJ: bought 385k + 60k improvements; sold 1.02mm, 6% selling costs.
gain = 1_020_000 * 0.94 - (385_000 + 60_000)
q('I13', money(gain), money(max(0, gain - 500_000)))

# I14: breakeven occupancy: 40 units @1,180 + other 2,400/mo; opex 27,900; DS 16,200.
q('I14', pct((27_900 + 16_200) / (40 * 1_180 + 2_400)))

# I15: 8-plex loss-to-lease; market 1,450.
inplace = [1_300, 1_325, 1_450, 1_395, 1_250, 1_450, 1_410, 1_380]
ltl = 8 * 1_450 - sum(inplace)
q('I15', money(sum(inplace)), money(ltl), money(ltl * 12), pct(ltl / (8 * 1_450)))

# I16: waterfall: LP 3.2mm, 8% pref, 301k distributable, then 70/30.
pref = 3_200_000 * 0.08
rest = 301_000 - pref
q('I16', money(pref + rest * 0.70), money(rest * 0.30))

# I17: 54 units, 6.75mm, NOI 421.2k: price/door, cap, NOI/door.
q('I17', money(6_750_000 / 54), pct(421_200 / 6_750_000), money(421_200 / 54))

# I18: T12: GPR 612,000, V&CL 6.5%, other 18,400, opex 251,300.
egi = 612_000 * 0.935 + 18_400
q('I18', money(egi), pct(251_300 / egi), money(egi - 251_300))

# --------------------------------------------------------------- commercial
# C01: NOI 742k, 1.25x, 6.75% 30 yr; 65% LTV on 11.2mm.
def sizing(noi, dscr, rate, value, ltv):
    d = pv(noi / dscr / 12, rate, 360)
    v = value * ltv
    return d, v, min(d, v)


q('C01', *(money(x) for x in sizing(742_000, 1.25, 0.0675, 11_200_000, 0.65)))

# C02 (follow-up to C01): 1.35x, 7.25%.
q('C02', *(money(x) for x in sizing(742_000, 1.35, 0.0725, 11_200_000, 0.65)))

# C03: NOI 1.18mm at 6.5 and 7 cap.
q('C03', money(1_180_000 / 0.065), money(1_180_000 / 0.07))

# C04 (follow-up to C03): price 17.4mm -> cap.
q('C04', pct(1_180_000 / 17_400_000))

# C05: 4,200 sf NNN $28 psf yr1, 3% bumps, 10 yr.
yr10 = 28 * 1.03 ** 9
total = sum(4_200 * 28 * 1.03 ** k for k in range(10))
q('C05', money(yr10), money(total))

# C06: base 126k, 6% over natural breakpoint, sales 2.85mm.
bp = 126_000 / 0.06
q('C06', money(bp), money(0.06 * (2_850_000 - bp)))

# C07: gross-up: 120,000 RSF, 78% occ, variable 1,404,000 -> 95%; fixed 600,000; tenant 9,000 RSF.
var = 1_404_000 * 0.95 / 0.78
q('C07', money(var), money((var + 600_000) * 9_000 / 120_000))

# C08: NER: 15,000 RSF, $32 yr1, 2.5% bumps, 10 yr, 6 months free at yr-1 rate, TI $45 psf.
rent = sum(15_000 * 32 * 1.025 ** k for k in range(10))
free = 15_000 * 32 * 0.5
ti = 15_000 * 45
q('C08', money(rent), money((rent - free - ti) / 15_000 / 10))

# C09: usable 8,400 sf, load 1.16, $38.50/RSF/yr.
rsf = 8_400 * 1.16
q('C09', num(rsf), money(rsf * 38.50), money(rsf * 38.50 / 12))

# C10: lease commission: 6,500 sf, $24 yrs 1-5, $26.40 yrs 6-10; 6% / 3%; split 50/50.
c = 6_500 * 24 * 5 * 0.06 + 6_500 * 26.40 * 5 * 0.03
q('C10', money(c), money(c / 2))

# C11: 7.25 cap on 640k NOI; NOI +3%/yr for 5 yrs; exit 6.75 cap.
noi5 = 640_000 * 1.03 ** 5
q('C11', money(640_000 / 0.0725), money(noi5), money(noi5 / 0.0675))

# ------------------------------------------------------------------- market
# M01: 312,500 (2016) -> 489,000 (2024), 8 yrs.
cagr = (489_000 / 312_500) ** (1 / 8) - 1
q('M01', pct(cagr))

# M02 (follow-up to M01): 2030 at that CAGR.
q('M02', money(489_000 * (1 + cagr) ** 6))

# M03: 642 actives, 214 closed in 6 months.
monthly = 214 / 6
q('M03', num(642 / monthly), pct(monthly / 642))

# M04: aggregate sold-to-list.
lists = [499_900, 525_000, 459_000, 610_000]
sold = [487_000, 531_500, 452_250, 598_000]
q('M04', pct(sum(sold) / sum(lists)))

# M05: $/sf 238 -> 251; 1,840 sf.
q('M05', pct(251 / 238 - 1), money(251 * 1_840))

# M06: rents 1,685 -> 1,742 -> 1,769.
q('M06', pct(1_742 / 1_685 - 1), pct(1_769 / 1_742 - 1), pct((1_769 / 1_685) ** 0.5 - 1))

# ----------------------------------------------------------------- property
# P01: 2.35 acres at 395k.
sf = 2.35 * 43_560
q('P01', num(sf), money(395_000 / sf), money(395_000 / 2.35))

# P02: appraisal adjustments.
c1 = 468_000 + (2_150 - 1_960) * 85 - 12_000
c2 = 455_000 + (2_150 - 2_240) * 85 + 7_500 - 5_000
q('P02', money(c1), money(c2), money((c1 + c2) / 2))

# P03: proration: closing 2025-08-14, 6,935/yr in arrears.
from datetime import date

days = (date(2025, 8, 14) - date(2025, 1, 1)).days + 1
q('P03', num(days), money(6_935 * days / 365))

# P04: 685k, listing side 3%, 6% franchise fee, 70% split.
side = 685_000 * 0.03
q('P04', money(side), money(side * 0.94 * 0.70))

# P05: LVP: 12x13, 11x12, 10x11, 4x18 at 4.29/sf + 10% waste.
area = 12 * 13 + 11 * 12 + 10 * 11 + 4 * 18
q('P05', num(area), money(area * 1.10 * 4.29))

# P06 (follow-up to P05): add living room 15x18.
area += 15 * 18
q('P06', num(area), money(area * 1.10 * 4.29))

# P07: 0.42 acre, FAR 1.5, 45% coverage.
lot = 0.42 * 43_560
q('P07', num(lot * 1.5), num(lot * 0.45))

# ----------------------------------------------------------------- location
# L01: commute 34 vs 12 miles each way, 22 days/mo, $0.70/mile.
a = 34 * 2 * 22 * 0.70
b = 12 * 2 * 22 * 0.70
q('L01', money(a), money(b), money(a - b), money((a - b) * 12))

# L02: 520k; Town X 18.4 mills on 70% assessment; Town Y 1.92%.
x = 520_000 * 0.70 * 18.4 / 1000
y = 520_000 * 0.0192
q('L02', money(x), money(y), money(y - x))

# L03 (follow-up to L02): Town Y house at 465k.
y = 465_000 * 0.0192
q('L03', money(y), money(y - x))

# L04: neighborhood $/sf.
A = [412_000 / 1_650, 438_000 / 1_790, 395_000 / 1_580]
B = [529_000 / 1_720, 561_000 / 1_905]
a, b = sum(A) / len(A), sum(B) / len(B)
q('L04', money(a), money(b), pct(b / a - 1))

# L05: commute time: 28 min drive vs 12 + 31 + 6, each way; 5 days x 48 weeks.
d1 = 28 * 2 * 5 * 48 / 60
d2 = (12 + 31 + 6) * 2 * 5 * 48 / 60
q('L05', num(d1), num(d2), num(d2 - d1))

# L06: $450k: A tax 2.1% + HOI 2,400; B tax 1.35% + HOI 2,650 + flood 3,100.
a = 450_000 * 0.021 + 2_400
b = 450_000 * 0.0135 + 2_650 + 3_100
q('L06', money(a), money(b), money(a / 12), money(b / 12))


def fmt(f):
    u, v = f
    if u == '$':
        return f'-${-v:,.2f}' if v < 0 else f'${v:,.2f}'
    if u == '%':
        return f'{v:.2f}%'
    return f'{v:,.2f}'


if __name__ == '__main__':
    for label, figs in OUT:
        print(f'{label}: ' + ' | '.join(fmt(f) for f in figs))
