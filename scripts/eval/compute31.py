#!/usr/bin/env python3
"""Expected figures for scripts/eval/blind-questions-31.ts (standard library only).

Written by a helper session (an AI model) that read only the product spec and
scripts/eval/score.ts. Run:  python3 scripts/eval/compute31.py

Conventions (each question states any convention it relies on):
- Mortgage payments are principal and interest only, standard amortization:
  M = L * r / (1 - (1 + r) ** -n) with r = annual rate / 12 and n = years * 12.
- Money is rounded to the cent at the end (intermediate values unrounded);
  percentages are printed to two decimals; ratios (months of supply, GRM) to two decimals.
- Break-even months = points cost / monthly P&I saving; when the question says
  "round up" the whole-month figure is the ceiling.
- Escalation clause: final price = min(cap, best competing offer + increment).
- Appraisal gap = contract price - appraised value. When the lender lends a stated
  LTV of the appraised value (or of the lower of price and appraisal), cash needed =
  price - loan (down payment plus gap); closing costs ignored unless stated.
- Net to seller = price - concessions - credits - other seller-paid items stated
  (commission only when the question gives it).
- Per-diem costs use a 30-day month when the question says so.
- Price per square foot = price / square feet; an "average of the comps" is the
  simple mean of each comp's own price per square foot (and likewise for
  list-to-sale ratios: mean of each sale's sale/list).
- Days on market = contract date - list date (calendar days).
- Contingency deadlines: calendar days, day 1 = the day after acceptance.
- Cap rate = NOI / price; GRM = price / gross annual rent; months of supply =
  active listings / average monthly closed sales; absorption = monthly sales / active.
- Tax proration: 365-day year, seller pays Jan 1 through the day before closing.
"""
import math
from datetime import date, timedelta


def pmt(loan, annual_pct, years=30):
    r = annual_pct / 100 / 12
    n = years * 12
    return loan * r / (1 - (1 + r) ** -n)


def c(x):
    return round(x + 0.0, 2)


def money(x):
    return f"${c(x):,.2f}"


def pct(x):
    return f"{x:.2f}%"


def num(x):
    return f"{x:.2f}"


OUT = []


def q(label, *items):
    OUT.append(f"{label}: " + "; ".join(items))


def escalate(best, inc, cap):
    return min(cap, best + inc)


# Q01 escalation basic
q("Q01", "final price " + money(escalate(548000, 2500, 565000)))
# Q02 follow-up: best competing 563k
q("Q02", "final price " + money(escalate(563000, 2500, 565000)))
# Q03 escalation + appraisal gap, 80% of lower of price/appraisal
p = escalate(632000, 5000, 650000)
loan = 0.80 * min(p, 625000)
q("Q03", "price " + money(p), "gap " + money(p - 625000), "cash " + money(p - loan))
# Q04 appraisal gap, 90% of appraised value
loan = 0.90 * 467500
q("Q04", "gap " + money(480000 - 467500), "cash " + money(480000 - loan))
# Q05 follow-up: appraises at full price
cash_full = 480000 - 0.90 * 480000
q("Q05", "cash " + money(cash_full), "less by " + money((480000 - loan) - cash_full))
# Q06 2 points on 400k, 7.125 -> 6.625
cost = 0.02 * 400000
save6 = pmt(400000, 7.125) - pmt(400000, 6.625)
q("Q06", "points cost " + money(cost), "monthly saving " + money(save6),
  "break-even months (ceil) " + str(math.ceil(cost / save6)), f"(exact {cost / save6:.2f})")
# Q07 follow-up: net after 60 months
q("Q07", "60-month saving " + money(60 * save6), "net " + money(60 * save6 - cost))
# Q08 2-1 buydown on 360k at 6.75
full = pmt(360000, 6.75)
y1 = pmt(360000, 4.75)
y2 = pmt(360000, 5.75)
q("Q08", "year-1 P&I " + money(y1), "year-2 P&I " + money(y2), "full P&I " + money(full),
  "buydown cost " + money(12 * (full - y1) + 12 * (full - y2)))
# Q09 EMD 3% vs 1% on 715k
q("Q09", "3% EMD " + money(0.03 * 715000), "more than 1% by " + money(0.02 * 715000))
# Q10 7% over 899k, 20% down
p = 899000 * 1.07
q("Q10", "price " + money(p), "loan " + money(0.8 * p))
# Q11 net to seller compare
a = 612000 - 0.03 * 612000 - 4000
b = 598000 - 2500
q("Q11", "A net " + money(a), "B net " + money(b), "B ahead by " + money(b - a))
# Q12 follow-up: B also asks 5k closing help
b2 = b - 5000
q("Q12", "B net " + money(b2), "B ahead by " + money(b2 - a))
# Q13 commission 5%
a = 750000 - 0.05 * 750000
b = 770000 - 0.02 * 770000 - 5000 - 0.05 * 770000
q("Q13", "A net " + money(a), "B net " + money(b), "A ahead by " + money(a - b))
# Q14 follow-up: B concession 1%
b = 770000 - 0.01 * 770000 - 5000 - 0.05 * 770000
q("Q14", "B net " + money(b), "B ahead by " + money(b - a))
# Q15 rent-back per diem
q("Q15", "per diem " + money(3420 / 30), "21 days " + money(21 * 3420 / 30))
# Q16 free rent-back value
m = 2890 + 540 + 165
q("Q16", "per day " + money(m / 30), "14 days " + money(14 * m / 30))
# Q17 comps price per sq ft
comps = [(640000, 1980), (715000, 2300), (662000, 2050)]
ppsf = [pp / sf for pp, sf in comps]
avg = sum(ppsf) / len(ppsf)
q("Q17", "comps " + ", ".join(money(x) for x in ppsf), "avg comp $/sf " + money(avg),
  "our $/sf " + money(689000 / 2150), "price at avg " + money(avg * 2150))
# Q18 follow-up: 3% below average comp $/sf
q("Q18", "$/sf " + money(0.97 * avg), "price " + money(0.97 * avg * 2150))
# Q19 list-to-sale average
pairs = [(475000, 492000), (510000, 525000), (449900, 470000), (535000, 531000), (499000, 520500)]
ratios = [s / l * 100 for l, s in pairs]
q("Q19", "ratios " + ", ".join(pct(x) for x in ratios), "avg ratio " + pct(sum(ratios) / len(ratios)),
  "avg over list " + money(sum(s - l for l, s in pairs) / len(pairs)))
# Q20 DOM avg and median
dom = [4, 6, 3, 12, 5, 8, 2]
s = sorted(dom)
q("Q20", "average " + num(sum(dom) / len(dom)), "median " + num(s[len(s) // 2]))
# Q21 waived appraisal, 4% under 550k, 20% down on appraisal
ap = 550000 * 0.96
q("Q21", "appraisal " + money(ap), "gap " + money(550000 - ap), "cash " + money(550000 - 0.8 * ap))
# Q22 escalate 1% over best, cap 710k
q("Q22", "best 700k -> " + money(min(710000, 700000 * 1.01)),
  "best 705k -> " + money(min(710000, 705000 * 1.01)))
# Q23 seller: appraisal gap coverage vs higher price, appraisal 495k
ga = 505000 - 495000
pa = 505000 - max(0, ga - 20000)
gb = 515000 - 495000
pb = 515000 - max(0, gb - 5000)
q("Q23", "A price " + money(pa), "B price " + money(pb), "A ahead by " + money(pa - pb))
# Q24 12k concession vs 12k price cut, 5% down, 6.5%, closing costs 14k
pa_ = pmt(480000 * 0.95, 6.5)
pb_ = pmt(468000 * 0.95, 6.5)
cash_a = 0.05 * 480000 + 14000 - 12000
cash_b = 0.05 * 468000 + 14000
q("Q24", "P&I with credit " + money(pa_), "P&I with price cut " + money(pb_),
  "monthly diff " + money(pa_ - pb_), "cash credit " + money(cash_a), "cash price cut " + money(cash_b),
  "extra cash " + money(cash_b - cash_a))
# Q25 follow-up: 7%
pa7 = pmt(456000, 7)
pb7 = pmt(444600, 7)
q("Q25", "P&I with credit " + money(pa7), "P&I with price cut " + money(pb7), "diff " + money(pa7 - pb7))
# Q26 1.2M 20% down 6 7/8
p26 = pmt(960000, 6.875)
q("Q26", "loan " + money(960000), "P&I " + money(p26))
# Q27 follow-up 1.25M
p27 = pmt(1000000, 6.875)
q("Q27", "loan " + money(1000000), "P&I " + money(p27), "increase " + money(p27 - p26))
# Q28 max price from PITI 4200: P&I(0.9X) + 0.011X/12 + 1800/12 = 4200
unit = pmt(0.9, 6.25) + 0.011 / 12
x = (4200 - 1800 / 12) / unit
q("Q28", "max price " + money(x), "P&I " + money(pmt(0.9 * x, 6.25)), "tax/mo " + money(0.011 * x / 12))
# Q29 EMD percent
q("Q29", "EMD % " + pct(15000 / 620000 * 100))
# Q30 contingency dates
acc = date(2025, 6, 12)
d1 = acc + timedelta(days=7)
d2 = acc + timedelta(days=21)
q("Q30", "inspection ends " + d1.strftime("%B ") + str(d1.day), "financing ends " + d2.strftime("%B ") + str(d2.day))
# Q31 rent-back vs renting elsewhere
b = 632000 - 2 * 2700
q("Q31", "B effective " + money(b), "A ahead by " + money(640000 - b))
# Q32 6.5% over 749,900
q("Q32", "price " + money(749900 * 1.065))
# Q33 list-to-sale single
q("Q33", "ratio " + pct(438500 / 415000 * 100))
# Q34 retail strip $/sf
q("Q34", "asking $/sf " + money(3550000 / 14200), "price at $231/sf " + money(231 * 14200))
# Q35 cap rate
q("Q35", "cap " + pct(186400 / 2900000 * 100), "price at 7% " + money(186400 / 0.07))
# Q36 follow-up NOI 179k
q("Q36", "cap " + pct(179000 / 2900000 * 100), "price at 7% " + money(179000 / 0.07))
# Q37 duplex cash flow
pi = pmt(520000 * 0.75, 7)
cf = 2 * 2050 - pi - 1150
q("Q37", "P&I " + money(pi), "monthly cash flow " + money(cf), "annual " + money(12 * cf),
  "cash-on-cash " + pct(12 * cf / (0.25 * 520000) * 100))
# Q38 beat top of range by 12k
p = 462000 + 12000
q("Q38", "price " + money(p), "over list " + pct((p - 439000) / 439000 * 100))
# Q39 concession cap 3%
q("Q39", "cap " + money(0.03 * 489000), "over by " + money(16000 - 0.03 * 489000))
# Q40 follow-up 6%
q("Q40", "cap " + money(0.06 * 489000), "room left " + money(0.06 * 489000 - 16000))
# Q41 9k credit as 1.5 points on 600k, 6.875 -> 6.5
s41 = pmt(600000, 6.875) - pmt(600000, 6.5)
q("Q41", "points cost " + money(0.015 * 600000), "monthly saving " + money(s41), "84-month saving " + money(84 * s41),
  "break-even months (ceil) " + str(math.ceil(9000 / s41)), f"(exact {9000 / s41:.2f})")
# Q42 break-even given directly
q("Q42", "break-even months " + num(7650 / 142))
# Q43 cash to close
loan = 0.9 * 575000
due = 0.1 * 575000 + 0.03 * loan - 6000 - 17250
q("Q43", "closing costs " + money(0.03 * loan), "due at closing " + money(due), "total incl EMD " + money(due + 17250))
# Q44 gap clause, appraisal 590k, 80% of appraised
gap = 612000 - 590000
price = 612000 - max(0, gap - 25000)
q("Q44", "gap " + money(gap), "price " + money(price), "cash " + money(price - 0.8 * 590000))
# Q45 follow-up appraisal 580k
gap = 612000 - 580000
price = 612000 - max(0, gap - 25000)
q("Q45", "gap " + money(gap), "price " + money(price), "cash " + money(price - 0.8 * 580000))
# Q46 escalation over competing net
q("Q46", "price " + money(min(720000, 700000 - 10000 + 3000)))
# Q47 DOM
q("Q47", "DOM " + str((date(2025, 2, 17) - date(2025, 2, 3)).days))
# Q48 months of supply / absorption
monthly = 114 / 6
q("Q48", "monthly sales " + num(monthly), "months of supply " + num(48 / monthly), "absorption " + pct(monthly / 48 * 100))
# Q49 first-timer FHA 5% over 349,900, 3.5% down, 6.25%
p = 349900 * 1.05
pi49 = pmt(p * 0.965, 6.25)
q("Q49", "price " + money(p), "down " + money(0.035 * p), "loan " + money(0.965 * p), "P&I " + money(pi49))
# Q50 follow-up total monthly
q("Q50", "total monthly " + money(pi49 + 310 + 4200 / 12 + 95))
# Q51 max price from savings
q("Q51", "max price " + money((62000 - 12000) / (0.10 + 0.025)))
# Q52 follow-up 5% down
x = (62000 - 12000) / (0.05 + 0.025)
q("Q52", "max price " + money(x), "loan " + money(0.95 * x))
# Q53 8% over vs 75k over
q("Q53", "8% over " + money(1050000 * 1.08), "75k over " + money(1050000 + 75000),
  "diff " + money(1050000 * 1.08 - 1125000))
# Q54 credit vs price reduction, commission 5.5%
a = 725000 - 18000 - 0.055 * 725000
b = 707000 - 0.055 * 707000
q("Q54", "credit net " + money(a), "reduction net " + money(b), "diff " + money(b - a))
# Q55 1/8 point change on 500k
p1 = pmt(500000, 6.5)
p2 = pmt(500000, 6.625)
q("Q55", "P&I 6.5 " + money(p1), "P&I 6.625 " + money(p2), "diff " + money(p2 - p1))
# Q56 seller net sheet
q("Q56", "net " + money(860000 - 412300 - 0.05 * 860000 - 0.005 * 860000 - 3400 - 10000))
# Q57 closing-date carrying cost
extra = (45 - 21) * 3100 / 30
q("Q57", "extra carry " + money(extra), "A net of carry " + money(808000 - extra), "A ahead by " + money(808000 - extra - 800000))
# Q58 conforming limit
q("Q58", "down " + money(1015000 - 806500), "down % " + pct((1015000 - 806500) / 1015000 * 100))
# Q59 sale-to-list applied
q("Q59", "expected price " + money(612500 * 1.042))
# Q60 single comp $/sf
q("Q60", "comp $/sf " + money(702000 / 2240), "value " + money(702000 / 2240 * 2050))
# Q61 escalation $1,000 over highest of three
q("Q61", "price " + money(escalate(max(486500, 491000, 493250), 1000, 499000)))
# Q62 tax proration
days = (date(2025, 6, 15) - date(2025, 1, 1)).days
q("Q62", f"days {days}", "seller share " + money(7300 * days / 365))
# Q63 15k as price cut vs buydown
pa_ = pmt(485000 * 0.9, 7)
pb_ = pmt(500000 * 0.9, 6.5)
q("Q63", "price cut P&I " + money(pa_), "buydown P&I " + money(pb_), "diff " + money(pa_ - pb_))
# Q64 GRM
q("Q64", "GRM " + num(1800000 / 214000))
# Q65 office condo TI
q("Q65", "price " + money(3600 * 315), "TI credit " + money(3600 * 22), "net $/sf " + money(315 - 22))
# Q66 flip
profit = 449000 - 0.07 * 449000 - 310000 - 65000 - 9500
q("Q66", "selling costs " + money(0.07 * 449000), "profit " + money(profit), "ROI " + pct(profit / (310000 + 65000 + 9500) * 100))
# Q67 rent-to-price
q("Q67", "rent/price " + pct(3650 / 410000 * 100))

print("\n".join(OUT))
