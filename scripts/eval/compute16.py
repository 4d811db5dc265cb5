"""Independent figures for scripts/eval/blind-questions-16.ts (standard library only).

Written by the blind16 author, who never read the assistant's code or tests.

Conventions:
- Mortgage payments: standard fully amortising monthly payment, monthly rate = annual / 12,
  payments = years * 12. Remaining balances after k payments use the unrounded payment.
- Money is printed to the cent, percentages to two decimals, ratios to two decimals.
- Property-tax prorations use a 365-day year; the seller owns the day of closing.
- Residential rental depreciation: 27.5 years straight line; non-residential 39 years;
  a full year (no mid-month convention) unless the question says otherwise.
- Acre = 43,560 sq ft.
- Labels F15, F23, F38, F44, F51 and F61 are the first messages of follow-up questions (U...);
  the follow-ups' own figures are printed under U labels.
- Anything the question states (a rule, a rate, a convention) wins over these defaults.
"""

from datetime import date


def pmt(principal, annual_rate_pct, years):
    r = annual_rate_pct / 100 / 12
    n = years * 12
    if r == 0:
        return principal / n
    return principal * r / (1 - (1 + r) ** -n)


def balance(principal, annual_rate_pct, years, k):
    r = annual_rate_pct / 100 / 12
    p = pmt(principal, annual_rate_pct, years)
    return principal * (1 + r) ** k - p * ((1 + r) ** k - 1) / r


def pv(payment, annual_rate_pct, years):
    r = annual_rate_pct / 100 / 12
    n = years * 12
    return payment * (1 - (1 + r) ** -n) / r


def m(x):
    return f"${x:,.2f}"


def pc(x):
    return f"{x:.2f}%"


def out(label, *items):
    print(label, " | ".join(items))


# ---------------- financing ----------------
# F01 P&I: 415k, 15% down, 30y, 6 7/8 %
loan = 415000 * 0.85
out("F01", "loan", m(loan), "P&I", m(pmt(loan, 6.875, 30)))

# F02 280k: 15y @5.5 vs 30y @6.25, extra interest on the 30y
p15 = pmt(280000, 5.5, 15)
p30 = pmt(280000, 6.25, 30)
i15 = p15 * 180 - 280000
i30 = p30 * 360 - 280000
out("F02", "p15", m(p15), "p30", m(p30), "int15", m(i15), "int30", m(i30), "diff", m(i30 - i15))


# F04 DTI: 96k/yr, car 410, student 230, card 85, PITI 2350
gm = 96000 / 12
out("F04", "front", pc(2350 / gm * 100), "back", pc((410 + 230 + 85 + 2350) / gm * 100))

# F05 max price: 7,500/mo gross, 28% front, T&I 450, 6.5% 30y, 10% down
piti = 7500 * 0.28
pi = piti - 450
ln = pv(pi, 6.5, 30)
out("F05", "max PITI", m(piti), "P&I", m(pi), "loan", m(ln), "price", m(ln / 0.9))

# F06 points: 2 points on 400k, 7.0 -> 6.5, 30y
cost = 400000 * 0.02
s = pmt(400000, 7.0, 30) - pmt(400000, 6.5, 30)
out("F06", "cost", m(cost), "saving/mo", m(s), "breakeven months", f"{cost / s:.2f}")

# F07 balance after 7 years on 300k 6.25 30y
out("F07", "payment", m(pmt(300000, 6.25, 30)), "bal after 84", m(balance(300000, 6.25, 30, 84)))

# F08 refi: current P&I 2,050; new 260k @ 6.125 30y; costs 5,200
newp = pmt(260000, 6.125, 30)
out("F08", "new P&I", m(newp), "saving", m(2050 - newp), "breakeven months", f"{5200 / (2050 - newp):.2f}")

# F09 extra 200/mo on 250k 6% 30y: number of payments
r = 0.06 / 12
p = pmt(250000, 6, 30) + 200
b = 250000.0
n = 0
tot_int = 0.0
while b > 1e-9:
    i = b * r
    tot_int += i
    b = b + i - p
    n += 1
base_int = pmt(250000, 6, 30) * 360 - 250000
out("F09", "base pmt", m(pmt(250000, 6, 30)), "payments", str(n), "interest saved", m(base_int - tot_int))

# F10 5/1 ARM 320k 5.75 30y, resets to 7.25 after 60 payments over remaining 25y
b60 = balance(320000, 5.75, 30, 60)
out("F10", "initial", m(pmt(320000, 5.75, 30)), "bal60", m(b60), "new pmt", m(pmt(b60, 7.25, 25)))

# F11 FHA: 310k, 3.5% down, UFMIP 1.75% financed
base = 310000 * 0.965
uf = base * 0.0175
out("F11", "base", m(base), "ufmip", m(uf), "total", m(base + uf))



# F14 first-year interest 400k 6.5% 30y (12 payments)
out("F14", "yr1 interest", m(pmt(400000, 6.5, 30) * 12 - (400000 - balance(400000, 6.5, 30, 12))))

# ---------------- investment ----------------
# F15 duplex 640k, rents 2450+2300/mo, vacancy 5%, expenses 14,800
gpi = (2450 + 2300) * 12
noi = gpi * 0.95 - 14800
out("F15", "gpi", m(gpi), "noi", m(noi), "cap", pc(noi / 640000 * 100))

# F16 CoC: 285k, 25% down, closing 6,500, rehab 8,000, cash flow 5,400/yr
cash = 285000 * 0.25 + 6500 + 8000
out("F16", "cash in", m(cash), "coc", pc(5400 / cash * 100))

# F17 DSCR: NOI 48,600; 450k @ 7.25 30y
ads = pmt(450000, 7.25, 30) * 12
out("F17", "ads", m(ads), "dscr", f"{48600 / ads:.2f}")

# F18 GRM 375k, 3,100/mo
out("F18", "grm", f"{375000 / (3100 * 12):.2f}")

# F19 1% rule 189,900 rent 1,650
out("F19", "ratio", pc(1650 / 189900 * 100), "needed rent", m(1899))

# F20 50% rule fourplex 4x1125, P&I 2,050
g = 4 * 1125
out("F20", "gross", m(g), "cf/mo", m(g * 0.5 - 2050), "cf/yr", m((g * 0.5 - 2050) * 12))

# F21 BRRRR buy 140k rehab 45k ARV 245k refi 75% LTV
lo = 245000 * 0.75
out("F21", "loan", m(lo), "left in", m(140000 + 45000 - lo))


# F23 flip: buy 210k, rehab 62k, hold 9,300, buy closing 4,200, sell 365k, selling 8%
profit = 365000 - 365000 * 0.08 - 210000 - 62000 - 9300 - 4200
out("F23", "profit", m(profit))

# F24 depreciation residential: price 410k, land 90k, closing costs 6,000 added to basis
basis = 410000 - 90000 + 6000
out("F24", "basis", m(basis), "annual", m(basis / 27.5))

# F25 1031: sold 780k, selling costs 35k, adjusted basis 420k, no debt, replacement 700k all cash
net = 780000 - 35000
gain = net - 420000
boot = net - 700000
out("F25", "realized", m(gain), "boot", m(boot), "recognized", m(min(gain, boot)))

# F26 house hack triplex 525k FHA 3.5%, rents 1450+1525, PITI 4,180
out("F26", "down", m(525000 * 0.035), "net cost", m(4180 - 1450 - 1525))

# F27 STR: 340 available nights, 65% occ, $189/night, avg stay 3.4 nights, cleaning $85/stay, mgmt 20% of gross
nights = 340 * 0.65
stays = nights / 3.4
gross = nights * 189 + stays * 85
out("F27", "nights", f"{nights:.2f}", "stays", f"{stays:.2f}", "gross", m(gross), "mgmt", m(gross * 0.2),
    "after mgmt", m(gross * 0.8))


# F29 5% rule: 600k home
out("F29", "annual", m(600000 * 0.05), "monthly", m(600000 * 0.05 / 12))


# F31 value-add: +75/unit/mo on 12 units at 6.5 cap
out("F31", "noi up", m(75 * 12 * 12), "value up", m(75 * 12 * 12 / 0.065))

# F32 capital gains: bought 310k, improvements 45k, sold 890k, selling costs 48k, MFJ 500k exclusion
g = 890000 - 48000 - 310000 - 45000
out("F32", "gain", m(g), "taxable", m(max(0, g - 500000)))

# ---------------- commercial ----------------
# F33 NNN: 4,200 sf, base $28/sf/yr, NNN $7.50/sf/yr
out("F33", "base/mo", m(4200 * 28 / 12), "total/mo", m(4200 * 35.5 / 12), "total/yr", m(4200 * 35.5))

# F34 percentage rent: base 6,000/mo, 6% over natural breakpoint, sales 1.45M
bp = 72000 / 0.06
out("F34", "breakpoint", m(bp), "overage", m((1450000 - bp) * 0.06))

# F35 CAM: 3,600 of 48,000, pool 216,000
sh = 3600 / 48000
out("F35", "share", pc(sh * 100), "annual", m(216000 * sh), "monthly", m(216000 * sh / 12))

# F36 escalations: 2,500 sf at $24 with 3% bumps, year-5 rate and 5-year total
y5 = 24 * 1.03 ** 4
tot = sum(2500 * 24 * 1.03 ** k for k in range(5))
out("F36", "y5 rate", m(y5), "5yr total", m(tot))

# F37 load factor: usable 3,200, load 1.15, $31/RSF/yr
rsf = 3200 * 1.15
out("F37", "rsf", f"{rsf:.2f}", "annual", m(rsf * 31), "monthly", m(rsf * 31 / 12))

# F38 value: NOI 312,000 at 6.75 cap; follow-up debt yield on 3.9M loan
out("F38", "value", m(312000 / 0.0675), "debt yield", pc(312000 / 3900000 * 100))

# F39 break-even occupancy: opex 180k, debt service 240k, PGI 600k
out("F39", "beo", pc((180000 + 240000) / 600000 * 100))


# F41 loan constant: 7% 25y
lc = pmt(1, 7, 25) * 12
out("F41", "constant", pc(lc * 100), "ads on 2.4M", m(pmt(2400000, 7, 25) * 12))

# F42 TI amortisation: $40/sf on 5,000 sf over 10 yrs at 8%
ti = 40 * 5000
out("F42", "ti", m(ti), "monthly", m(pmt(ti, 8, 10)), "per sf per yr", m(pmt(ti, 8, 10) * 12 / 5000))

# F43 effective rent: 5-yr lease, $32/sf, 4 months free
out("F43", "effective", m(32 * 56 / 60))

# ---------------- market ----------------
out("F44", "moi", f"{1284 / 412:.2f}", "absorption", pc(412 / 1284 * 100))
out("F45", "sp/lp", pc(561500 / 549000 * 100), "over", m(561500 - 549000))
comps = [(412000, 1850), (398000, 1720), (435000, 2010)]
pps = [p / s for p, s in comps]
avg = sum(pps) / 3
out("F46", *[m(x) for x in pps], "avg", m(avg), "subject 1900", m(avg * 1900))
out("F48", "months left", f"{(240 - 96) / (96 / 8):.2f}", "pace/mo", f"{96 / 8:.2f}")
out("F49", "cagr", pc(((468000 / 142000) ** (1 / 26) - 1) * 100))

# ---------------- property ----------------
av = 460000 * 0.85
t = av * 23.4 / 1000
out("F51", "assessed", m(av), "tax", m(t), "monthly", m(t / 12), "+2 mills", m(av * 25.4 / 1000),
    "+2 mills monthly", m(av * 25.4 / 1000 / 12))
closing = date(2025, 8, 14)
days = (closing - date(2025, 1, 1)).days + 1
out("F53", "days", str(days), "credit", m(6205 * days / 365))
out("F54", "net", m(535000 - 535000 * 0.055 - 535000 * 0.01 - 287400))
gc = 725000 * 0.025
out("F55", "gross", m(gc), "agent", m(gc * 0.7), "net", m(gc * 0.7 - 395))
area = 14.5 * 12
out("F56", "sf", f"{area:.2f}", "with waste", f"{area * 1.1:.2f}", "cost", m(area * 1.1 * 4.29))
hard = 2400 * 210
out("F59", "hard", m(hard), "soft", m(hard * 0.12), "total", m(hard * 1.12 + 95000))

# ---------------- location ----------------
sf = 2.75 * 43560
out("F60", "sf", f"{sf:.2f}", "$/sf", m(310000 / sf), "lots", str(int(sf * 0.8 // 7500)),
    "per lot", m(310000 / int(sf * 0.8 // 7500)))
out("F61", "monthly", m(34 * 2 * 21 * 0.70), "annual", m(34 * 2 * 21 * 0.70 * 12))
a = 585000 / 1950
b = 610000 / 2300
out("F62", "A", m(a), "B", m(b), "premium", pc((a / b - 1) * 100))

# ---------------- follow-ups ----------------
# U1: 360k condo; 20% down 6.5 -> then 10% down 6.75, PMI 0.6%
out("U1", "first", m(pmt(288000, 6.5, 30)), "second P&I", m(pmt(324000, 6.75, 30)), "pmi", m(324000 * 0.006 / 12),
    "total", m(pmt(324000, 6.75, 30) + 324000 * 0.006 / 12))
# U2: rental 265k, rent 2,150, expenses 640/mo; then 25% down at 7% 30y, closing 7,000
ln = 265000 * 0.75
cf = (2150 - 640 - pmt(ln, 7, 30)) * 12
out("U2", "noi", m((2150 - 640) * 12), "cap", pc((2150 - 640) * 12 / 265000 * 100), "pmt", m(pmt(ln, 7, 30)),
    "cf/yr", m(cf), "cash", m(265000 * 0.25 + 7000), "coc", pc(cf / (265000 * 0.25 + 7000) * 100))
# U3: commercial NOI 312k at 6.75 (F38) then debt yield on a 3.9M loan
out("U3", "debt yield", pc(312000 / 3900000 * 100))
# U4: market inventory 1,284 / 412, then sales up 25%
out("U4", "moi", f"{1284 / (412 * 1.25):.2f}")
# U5: property tax (F51) then +2 mills
out("U5", "new tax", m(av * 25.4 / 1000), "monthly escrow", m(av * 25.4 / 1000 / 12))
# U6: commute follow-up: 34 mi each way, then switching to 3 days a week in office (13 days/month)
out("U6", "hybrid monthly", m(34 * 2 * 13 * 0.70), "saving", m(34 * 2 * 8 * 0.70))
# U7: balance after 5 years on 350k 6.9 30y, then refi that balance at 5.875 for 25 years
b5 = balance(350000, 6.9, 30, 60)
out("U7", "orig pmt", m(pmt(350000, 6.9, 30)), "bal", m(b5), "new pmt", m(pmt(b5, 5.875, 25)),
    "saving", m(pmt(350000, 6.9, 30) - pmt(b5, 5.875, 25)))
# U8: flip F23 then sells for 15k less
p2 = 350000 - 350000 * 0.08 - 210000 - 62000 - 9300 - 4200
out("U8", "profit", m(p2))
# U9: duplex F15 NOI, price for a 7 cap
out("U9", "price@7", m(noi / 0.07))
# F64 commute tradeoff: A 520k at 10 mi, B 455k at 32 mi; 22 days/mo, 12 months, $0.67/mile round trip
extra = (32 - 10) * 2 * 22 * 12 * 0.67
out("F64", "extra/yr", m(extra), "years to offset", f"{65000 / extra:.2f}")
# F65 flood premium: AE 2,840/yr vs X 610/yr over 30 years
out("F65", "extra/yr", m(2840 - 610), "30yr", m((2840 - 610) * 30))
