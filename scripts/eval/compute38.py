#!/usr/bin/env python3
"""Expected figures for scripts/eval/blind-questions-38.ts (standard library only).

Written by a helper session (an AI model) that read only the product spec and
scripts/eval/score.ts. Run: python3 scripts/eval/compute38.py

Conventions (every question states the inputs it needs; nothing else is assumed):
- Standard fully-amortizing payment: P&I = L * r / (1 - (1 + r) ** -n), r = annual rate / 12,
  n = years * 12. Interest-only payment = L * annual rate / 12.
- Remaining balance after k payments: B = L * (1 + r) ** k - P * ((1 + r) ** k - 1) / r, with the
  unrounded payment P.
- Intermediate values are kept unrounded; money is printed to the cent (half up), percentages
  to two decimals, plain numbers (months, days, ratios) to two decimals.
- Proration by days: monthly rent / days in the period basis stated in the question * days owed.
- Straight-line reserves: replacement cost / useful life in months.
- Cap rate = NOI / price; cash-on-cash = annual pre-tax cash flow / cash invested; DSCR = NOI /
  annual debt service; GRM = price / annual gross scheduled rent.
- Non-figure questions (knowledge, honest, clarify, fair-housing, compliance, lawful, decline)
  are listed with no figures so the labels line up with the .ts file.
"""

from decimal import Decimal, ROUND_HALF_UP


def money(x: float) -> str:
    return str(Decimal(repr(x)).quantize(Decimal('0.01'), rounding=ROUND_HALF_UP))


def pct(x: float) -> str:
    """x is a fraction (0.0643 -> 6.43%)."""
    return str(Decimal(repr(x * 100)).quantize(Decimal('0.01'), rounding=ROUND_HALF_UP)) + '%'


def num(x: float) -> str:
    return str(Decimal(repr(x)).quantize(Decimal('0.01'), rounding=ROUND_HALF_UP))


def pmt(loan: float, annual: float, years: int) -> float:
    r = annual / 12
    n = years * 12
    return loan * r / (1 - (1 + r) ** -n)


def balance(loan: float, annual: float, years: int, k: int) -> float:
    r = annual / 12
    p = pmt(loan, annual, years)
    return loan * (1 + r) ** k - p * ((1 + r) ** k - 1) / r


def pv(payment: float, annual: float, years: int) -> float:
    r = annual / 12
    n = years * 12
    return payment * (1 - (1 + r) ** -n) / r


lines: list[str] = []


def out(label: str, *parts: str) -> None:
    lines.append(f'{label}: ' + '; '.join(parts))


# Q01 renewal raise 4% on 1450
new = 1450 * 1.04
out('Q01', f'new rent ${money(new)}', f'extra per year ${money((new - 1450) * 12)}')

# Q02 keep at 1300 vs turnover to 1425 with 1 month vacant + 800
keep = 1300 * 12
turn = 1425 * 11 - 800
out('Q02', f'keep ${money(keep)}', f'turn over ${money(turn)}', f'keeping wins by ${money(keep - turn)}')

# Q03 follow-up: 2 months vacant
turn2 = 1425 * 10 - 800
out('Q03', f'turn over ${money(turn2)}', f'keeping wins by ${money(keep - turn2)}')

# Q04 break-even months: (1300 lost month + 950 make-ready) / 125 extra per month
out('Q04', f'months {num((1300 + 950) / 125)}')

# Q05 capex reserve fourplex
roof = 14000 / (20 * 12)
hvac = 4 * 5500 / (15 * 12)
wh = 4 * 1200 / (10 * 12)
tot = roof + hvac + wh
out('Q05', f'total per month ${money(tot)}', f'per unit ${money(tot / 4)}')

# Q06 PM 8% of collected + leasing fee half a month on the 1350 unit (vacant 1 month)
collected = 1200 * 12 + 1350 * 11 + 1100 * 12
mgmt = 0.08 * collected
lease_fee = 1350 / 2
out('Q06', f'collected ${money(collected)}', f'8% fee ${money(mgmt)}', f'total ${money(mgmt + lease_fee)}')

# Q07 follow-up: 10%
out('Q07', f'10% fee ${money(0.10 * collected)}', f'total ${money(0.10 * collected + lease_fee)}')

# Q08 move-in March 18, rent 1650, 31-day month, 14 days; deposit 1.5x
pr = 1650 * 14 / 31
dep = 1650 * 1.5
out('Q08', f'prorated ${money(pr)}', f'deposit ${money(dep)}', f'total ${money(pr + dep)}')

# Q09 rent 1275, 30-day basis, 10th-30th inclusive = 21 days
out('Q09', f'prorated ${money(1275 / 30 * 21)}')

# Q10 Feb (28 days), rent 1400, owes 10 days
out('Q10', f'owes ${money(1400 / 28 * 10)}')

# Q11 duplex house hack 420k 5% down 6.75% 30y, tax 5400/yr ins 1800/yr PMI 160, other side 1850
loan11 = 420000 * 0.95
pi11 = pmt(loan11, 0.0675, 30)
tot11 = pi11 + 5400 / 12 + 1800 / 12 + 160
out('Q11', f'P&I ${money(pi11)}', f'all-in ${money(tot11)}', f'out of pocket ${money(tot11 - 1850)}')

# Q12 follow-up 20% down, no PMI
loan12 = 420000 * 0.80
pi12 = pmt(loan12, 0.0675, 30)
tot12 = pi12 + 5400 / 12 + 1800 / 12
out('Q12', f'P&I ${money(pi12)}', f'all-in ${money(tot12)}', f'out of pocket ${money(tot12 - 1850)}')

# Q13 FHA fourplex 780k 3.5% down 6.875% 30y tax 9600 ins 3000 MIP 520, rents 1400+1450+1500
loan13 = 780000 * 0.965
pi13 = pmt(loan13, 0.06875, 30)
tot13 = pi13 + 9600 / 12 + 3000 / 12 + 520
rents13 = 1400 + 1450 + 1500
out('Q13', f'P&I ${money(pi13)}', f'all-in ${money(tot13)}', f'net ${money(tot13 - rents13)}')

# Q14 follow-up 5% vacancy on the three rents
out('Q14', f'rents after vacancy ${money(rents13 * 0.95)}', f'net ${money(tot13 - rents13 * 0.95)}')

# Q15 STR 185/night, 60% of 365, avg stay 3, 3% host fee, cleaner 80/turn
nights = 365 * 0.60
stays = nights / 3
gross15 = 185 * nights
net15 = gross15 * 0.97 - 80 * stays
out('Q15', f'nights {num(nights)}', f'gross ${money(gross15)}', f'net ${money(net15)}')

# Q16 follow-up 15% host-only fee
net16 = gross15 * 0.85 - 80 * stays
out('Q16', f'net ${money(net16)}')

# Q17 follow-up (after Q15): LTR 1900 x 12 less 8% PM
ltr = 1900 * 12 * 0.92
out('Q17', f'LTR net ${money(ltr)}', f'STR (3%) ahead by ${money(net15 - ltr)}')

# Q18 STR month: 21 nights x 145, VRBO 8%, cleaning 65 x 7, mortgage+HOA 1650
g18 = 21 * 145
n18 = g18 * 0.92 - 65 * 7
out('Q18', f'gross ${money(g18)}', f'after fee+cleaning ${money(n18)}', f'cleared ${money(n18 - 1650)}')

# Q19 STR break-even nights: 2900 / (160 * 0.86), 30-night month
bn = 2900 / (160 * 0.86)
out('Q19', f'nights {num(bn)}', f'occupancy {pct(bn / 30)}')

# Q20 SFR cash flow: rent 2100, P&I 612, tax 250, ins 95, PM 8%, reserves 10%; 48k in
cf20 = 2100 - 612 - 250 - 95 - 0.08 * 2100 - 0.10 * 2100
out('Q20', f'monthly ${money(cf20)}', f'annual ${money(cf20 * 12)}', f'CoC {pct(cf20 * 12 / 48000)}')

# Q21 follow-up cash-out refi 75% of 310k at 7.25% 30y, 6200 costs from proceeds, payoff 96k
loan21 = 310000 * 0.75
pi21 = pmt(loan21, 0.0725, 30)
cash21 = loan21 - 96000 - 6200
cf21 = 2100 - pi21 - 250 - 95 - 0.08 * 2100 - 0.10 * 2100
out('Q21', f'new loan ${money(loan21)}', f'P&I ${money(pi21)}', f'cash out ${money(cash21)}',
    f'monthly cash flow ${money(cf21)}')

# Q22 sell 365k, 5.5% + 1.5%, payoff 182,400
costs22 = 365000 * 0.07
net22 = 365000 - costs22 - 182400
out('Q22', f'selling costs ${money(costs22)}', f'net ${money(net22)}')

# Q23 follow-up: net at 4.5% vs 640/mo cash flow
int23 = net22 * 0.045
out('Q23', f'interest ${money(int23)}', f'rental cash flow ${money(640 * 12)}',
    f'rental ahead by ${money(640 * 12 - int23)}')

# Q24 balance after 84 payments on 250k 4.25% 30y
bal24 = balance(250000, 0.0425, 30, 84)
out('Q24', f'P&I ${money(pmt(250000, 0.0425, 30))}', f'balance ${money(bal24)}')

# Q25 follow-up: sell 395k, 6% commission, 4000 other
net25 = 395000 * 0.94 - 4000 - bal24
out('Q25', f'net ${money(net25)}')

# Q26 late fee: 5% of 1350 + 15 x 7
lf = 0.05 * 1350 + 15 * 7
out('Q26', f'late fee ${money(lf)}', f'total owed ${money(1350 + lf)}')

# Q27 water 342 by sq ft 850/1100/1250
sq = [850, 1100, 1250]
out('Q27', *[f'{s} sf ${money(342 * s / sum(sq))}' for s in sq])

# Q28 gas 288 by occupants A2 B3 C1 D4
occ = {'A': 2, 'B': 3, 'C': 1, 'D': 4}
out('Q28', *[f'{k} ${money(288 * v / sum(occ.values()))}' for k, v in occ.items()])

# Q29 water 510, 10% common area, rest split 4 ways equally
out('Q29', f'landlord ${money(510 * 0.10)}', f'each unit ${money(510 * 0.90 / 4)}')

# Q30 repair reserve 5% of gross, 6 units at 975
out('Q30', f'annual ${money(6 * 975 * 12 * 0.05)}', f'per unit per month ${money(975 * 0.05)}')

# Q31 1500, 3% each renewal for 5 renewals, extra over the 5 years vs flat
r5 = 1500 * 1.03 ** 5
extra31 = sum((1500 * 1.03 ** k - 1500) * 12 for k in range(1, 6))
out('Q31', f'rent after 5th ${money(r5)}', f'extra over 5 yrs ${money(extra31)}')

# Q32 raise 1600 -> 1675; days of vacancy at 1675/30 per day to wipe out 12 months of raise
gain32 = 75 * 12
out('Q32', f'raise worth ${money(gain32)}', f'days {num(gain32 / (1675 / 30))}')

# Q33 4 units x 1150, price 489k, vacancy 5%, opex 40% of EGI
gsi = 4 * 1150 * 12
egi = gsi * 0.95
noi33 = egi * 0.60
out('Q33', f'GSI ${money(gsi)}', f'EGI ${money(egi)}', f'NOI ${money(noi33)}', f'cap {pct(noi33 / 489000)}',
    f'GRM {num(489000 / gsi)}')

# Q34 follow-up: 25% down, 7% 30y
loan34 = 489000 * 0.75
ds34 = pmt(loan34, 0.07, 30) * 12
out('Q34', f'loan ${money(loan34)}', f'annual DS ${money(ds34)}', f'DSCR {num(noi33 / ds34)}',
    f'cash flow ${money(noi33 - ds34)}')

# Q35 CoC: 215k, 20% down, closing 6500, rehab 12000, 365/mo
inv35 = 215000 * 0.20 + 6500 + 12000
out('Q35', f'cash in ${money(inv35)}', f'CoC {pct(365 * 12 / inv35)}')

# Q36 240k at 6.5% 30y, payment and total interest
p36 = pmt(240000, 0.065, 30)
out('Q36', f'P&I ${money(p36)}', f'total interest ${money(p36 * 360 - 240000)}')

# Q37 house hack: PITI 2780, rent 1600, 8% of rent maintenance
out('Q37', f'net cost ${money(2780 - 1600 + 0.08 * 1600)}')

# Q38 cash-out max: 410k x 75%, payoff 188,500, closing 2% of new loan
loan38 = 410000 * 0.75
out('Q38', f'new loan ${money(loan38)}', f'closing ${money(loan38 * 0.02)}',
    f'cash ${money(loan38 - 188500 - loan38 * 0.02)}')

# Q39 follow-up: P&I at 7.125% 30y; old P&I 1240
p39 = pmt(loan38, 0.07125, 30)
out('Q39', f'P&I ${money(p39)}', f'increase ${money(p39 - 1240)}')

# Q40 CoC before (6600 / 70000) and after refi (1920 / (70000 - 55000))
out('Q40', f'before {pct(6600 / 70000)}', f'after {pct(1920 / 15000)}')

# Q41 break-even occupancy 3950 / 5200
out('Q41', f'break-even {pct(3950 / 5200)}')

# Q42 turnover: 1 month vacancy 1550 + paint 1100 + clean 250 + leasing 50% of rent
t42 = 1550 + 1100 + 250 + 1550 * 0.5
out('Q42', f'turnover ${money(t42)}', f'share of annual rent {pct(t42 / (1550 * 12))}')

# Q43 1250 sf at 1690/mo
out('Q43', f'per sf per month ${money(1690 / 1250)}', f'per sf per year ${money(1690 * 12 / 1250)}')

# Q44 NNN retail 1800 sf, 22 base + 4.50 NNN per sf per yr
out('Q44', f'monthly ${money(1800 * 26.5 / 12)}', f'annual ${money(1800 * 26.5)}')

# Q45 mixed-use NOI 48,600 at 7.25% cap
out('Q45', f'value ${money(48600 / 0.0725)}')

# Q46 CAM recon: 1800 / 12000 sf, actual CAM 61,400, paid 750 x 12
share = 1800 / 12000
out('Q46', f'share {pct(share)}', f'CAM share ${money(61400 * share)}', f'owes ${money(61400 * share - 750 * 12)}')

# Q47 2400/mo, 3% annual bumps, 5-year lease
y5 = 2400 * 1.03 ** 4
tot47 = sum(2400 * 1.03 ** k * 12 for k in range(5))
out('Q47', f'year 5 monthly ${money(y5)}', f'5-yr total ${money(tot47)}')

# Q48 follow-up fixed +75/mo each year
out('Q48', f'year 5 monthly ${money(2400 + 75 * 4)}',
    f'5-yr total ${money(sum((2400 + 75 * k) * 12 for k in range(5)))}')

# Q49 bought 265k, worth 340k, owe 198k
out('Q49', f'equity ${money(340000 - 198000)}', f'LTV {pct(198000 / 340000)}',
    f'appreciation {pct(340000 / 265000 - 1)}')

# Q50 price 360k, rent 2000
out('Q50', f'price-to-rent {num(360000 / 24000)}', f'gross yield {pct(24000 / 360000)}')

# Q51 1% rule 185k, rent 1600
out('Q51', f'needed ${money(185000 * 0.01)}', f'actual {pct(1600 / 185000)}')

# Q52 50% rule: 4 x 1050, P&I 1480
noi52 = 4 * 1050 * 0.5
out('Q52', f'NOI per month ${money(noi52)}', f'cash flow ${money(noi52 - 1480)}',
    f'per door ${money((noi52 - 1480) / 4)}')

# Q53 6 units x 1100, two vacant 45 days each, daily = annual / 365
daily = 1100 * 12 / 365
loss = daily * 90
out('Q53', f'loss ${money(loss)}', f'share of GPR {pct(loss / (6 * 1100 * 12))}')

# Q54 taxes 4380/yr, seller's 146 days, 365-day year
out('Q54', f'seller share ${money(4380 * 146 / 365)}')

# Q55 depreciation: 350k price, land 70k, 27.5 yrs
dep55 = (350000 - 70000) / 27.5
out('Q55', f'annual ${money(dep55)}', f'monthly ${money(dep55 / 12)}')

# Q56 insurance 1450 -> 2130
out('Q56', f'monthly hit ${money((2130 - 1450) / 12)}', f'increase {pct(2130 / 1450 - 1)}')

# Q57 1275 -> 1350
out('Q57', f'raise {pct(1350 / 1275 - 1)}', f'extra per year ${money(75 * 12)}')

# Q58 lease break: 2 months' rent at 1480, less 1480 deposit, plus 86.40 utility bill-back
out('Q58', f'break fee ${money(2 * 1480)}', f'owes ${money(2 * 1480 - 1480 + 86.40)}')

# Q59 ADU 145k HELOC interest-only 8.5%, rent 1750
io = 145000 * 0.085 / 12
out('Q59', f'interest-only ${money(io)}', f'net ${money(1750 - io)}')

# Q60 1.5 points on 280k, 7.125% -> 6.75%, 30y
pts = 280000 * 0.015
a = pmt(280000, 0.07125, 30)
b = pmt(280000, 0.0675, 30)
out('Q60', f'points ${money(pts)}', f'P&I at 7.125 ${money(a)}', f'P&I at 6.75 ${money(b)}',
    f'savings ${money(a - b)}', f'break-even months {num(pts / (a - b))}')

# Q61 refi: current P&I 1690, new 215k 6.25% 30y, closing 4800
p61 = pmt(215000, 0.0625, 30)
out('Q61', f'new P&I ${money(p61)}', f'savings ${money(1690 - p61)}', f'break-even months {num(4800 / (1690 - p61))}')


# Q62 fourplex cash flow
def fourplex(rent_each: float) -> tuple[float, float]:
    gpr = 4 * rent_each
    coll = gpr * 0.95
    cf = coll - 0.09 * coll - 7800 / 12 - 3600 / 12 - 3000 / 12 - 0.05 * gpr - 0.05 * gpr - 2350
    return coll, cf


c62, cf62 = fourplex(1175)
out('Q62', f'collected ${money(c62)}', f'cash flow ${money(cf62)}')

# Q63 follow-up +50 per unit
c63, cf63 = fourplex(1225)
out('Q63', f'cash flow ${money(cf63)}', f'per year ${money(cf63 * 12)}')

# Q64 laundry: 3200 cost, 140/mo net
out('Q64', f'payback months {num(3200 / 140)}', f'annual ROI {pct(140 * 12 / 3200)}')

# Q65 max loan: NOI 28,800, DSCR 1.25, 7.5% 30y
maxds = 28800 / 1.25
out('Q65', f'max annual DS ${money(maxds)}', f'max monthly ${money(maxds / 12)}',
    f'max loan ${money(pv(maxds / 12, 0.075, 30))}')

# Q66 deposit 1650, 1% simple for 2.25 years
out('Q66', f'interest ${money(1650 * 0.01 * 2.25)}')

# Q67 deposit 1800 less 225, 340, 62.18
out('Q67', f'refund ${money(1800 - 225 - 340 - 62.18)}')

# Q68 PM A (10% + 1 month leasing) vs B (8% + 300 leasing + 150 renewal), 2 units at 1500, full year
gross68 = 2 * 1500 * 12
A = 0.10 * gross68 + 1500
B = 0.08 * gross68 + 300 + 150
out('Q68', f'A ${money(A)}', f'B ${money(B)}', f'difference ${money(A - B)}')

NON_FIGURE = (
    [('knowledge', i) for i in range(69, 79)]
    + [('honest', i) for i in range(79, 85)]
    + [('clarify', i) for i in range(85, 91)]
    + [('fair-housing', i) for i in range(91, 98)]
    + [('compliance', 98), ('compliance', 99), ('lawful', 100), ('lawful', 101)]
    + [('decline', i) for i in range(102, 107)]
)
for kind, i in NON_FIGURE:
    out(f'Q{i:02d}', f'({kind}, no figures)')

print('\n'.join(lines).replace('$-', '-$'))
