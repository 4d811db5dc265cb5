#!/usr/bin/env python3
"""Expected figures for scripts/eval/blind-questions-24.ts (rural land, acreage, building a house).

Standard library only. Conventions: monthly payments use the standard amortization formula with
rate/12 and years*12 payments; money is rounded to the cent, percentages to two decimals and counts
to two decimals. Every figure in the .ts file is printed here under its question id.
"""

SQFT_PER_ACRE = 43560
FEET_PER_MILE = 5280


def pmt(principal, annual_rate, years):
    r = annual_rate / 12
    n = years * 12
    if r == 0:
        return principal / n
    return principal * r / (1 - (1 + r) ** -n)


def balance(principal, annual_rate, years, months_paid):
    r = annual_rate / 12
    p = pmt(principal, annual_rate, years)
    return principal * (1 + r) ** months_paid - p * ((1 + r) ** months_paid - 1) / r


def money(x):
    sign = "-" if x < 0 else ""
    return f"{sign}${round(abs(x) + 1e-9, 2):,.2f}"


def pct(x):
    return f"{round(x * 100 + 1e-9, 2):.2f}%"


def num(x):
    return f"{round(x + 1e-9, 2):,.2f}"


def show(qid, *items):
    print(qid + ": " + "; ".join(f"{label} {value}" for label, value in items))


# Q01 40 acres at $6,500/acre, 35% down on a land loan
price = 40 * 6500
down = price * 0.35
show("Q01", ("price", money(price)), ("down", money(down)), ("loan", money(price - down)))

# Q02 follow-up: the loan at 8.25% over 15 years
show("Q02", ("payment", money(pmt(price - down, 0.0825, 15))))

# Q03 USDA: $285k, 100% financed, 1% upfront fee rolled in, 0.35% annual fee on that loan / 12
usda = 285000 * 1.01
show("Q03", ("loan", money(usda)), ("monthly annual fee", money(usda * 0.0035 / 12)))

# Q04 follow-up: 6.25%, 30 years; P&I and P&I plus the monthly annual fee
pi = pmt(usda, 0.0625, 30)
show("Q04", ("P&I", money(pi)), ("with fee", money(pi + usda * 0.0035 / 12)))

# Q05 manufactured home on owned land
show("Q05", ("total", money(98000 + 12000 + 9500 + 14000 + 600 * 18)))

# Q06 construction loan interest: four $90k draws at the start of months 1, 3, 5, 7; 9-month build; 7.5%
months_out = [9, 7, 5, 3]
show("Q06", ("interest", money(sum(90000 * 0.075 / 12 * m for m in months_out))))

# Q07 follow-up: $360k rolls into a 30-year at 6.875%
show("Q07", ("payment", money(pmt(360000, 0.06875, 30))))

# Q08 build vs buy per square foot
build = 2200 * 185 + 65000 + 28000
show("Q08", ("build total", money(build)), ("build/sqft", money(build / 2200)), ("buy/sqft", money(455000 / 2100)))

# Q09 lot split: 4 lots at $72k; costs land 180k, survey 6.5k, road 42k, perc 4 x 1.2k
cost = 180000 + 6500 + 42000 + 4 * 1200
profit = 4 * 72000 - cost
show("Q09", ("profit", money(profit)), ("on cost", pct(profit / cost)))

# Q10 timber: 60 acres x 8 MBF x $275, forester 10%
gross = 60 * 8 * 275
show("Q10", ("gross", money(gross)), ("net", money(gross * 0.9)))

# Q11 follow-up: net per acre
show("Q11", ("net/acre", money(gross * 0.9 / 60)))

# Q12 hay: 35 acres, 3 tons/acre at $140, cost $210/acre
show("Q12", ("net", money(35 * (3 * 140 - 210))))

# Q13 follow-up: hay at $175
show("Q13", ("net", money(35 * (3 * 175 - 210))))

# Q14 conservation easement: 1.2M before, 780k after
show("Q14", ("easement value", money(1200000 - 780000)), ("drop", pct((1200000 - 780000) / 1200000)))

# Q15 follow-up: 32% bracket, full value deductible
show("Q15", ("tax savings", money(420000 * 0.32)))

# Q16 ag valuation: 80 acres, market $5,000/acre, ag $350/acre, 2.1%
ag_tax = 80 * 350 * 0.021
mkt_tax = 80 * 5000 * 0.021
show("Q16", ("ag tax", money(ag_tax)), ("market tax", money(mkt_tax)), ("savings", money(mkt_tax - ag_tax)))

# Q17 follow-up: rollback of 3 years of the difference, no interest
show("Q17", ("rollback", money(3 * (mkt_tax - ag_tax))))

# Q18 square 10-acre pasture fenced at $4.50/ft plus a 36x48 barn at $38/sqft
side = (10 * SQFT_PER_ACRE) ** 0.5
perim = 4 * side
fence = perim * 4.5
barn = 36 * 48 * 38
show("Q18", ("perimeter ft", num(perim)), ("fence", money(fence)), ("fence + barn", money(fence + barn)))

# Q19 horse property: $640k, 20% down, 6.75% 30y; 4 stalls boarded at $550
p19 = pmt(640000 * 0.8, 0.0675, 30)
show("Q19", ("P&I", money(p19)), ("monthly shortfall", money(p19 - 4 * 550)))

# Q20 hunting parcel: 120 acres at $3,100; lease $18/acre/yr
show("Q20", ("price", money(120 * 3100)), ("lease/yr", money(120 * 18)), ("yield", pct(18 / 3100)))

# Q21 farm DSCR: $550k at 7.25% over 25 years; net income $46,000
ds = 12 * pmt(550000, 0.0725, 25)
show("Q21", ("annual debt service", money(ds)), ("DSCR", num(46000 / ds)))

# Q22 well: 320 ft at $42, pump/tank $4,800, hookup $1,350
show("Q22", ("total", money(320 * 42 + 4800 + 1350)))

# Q23 septic: conventional $11,000 vs mound $28,500
show("Q23", ("difference", money(28500 - 11000)), ("more", pct((28500 - 11000) / 11000)))

# Q24 quarter-mile driveway at $22 per linear foot
show("Q24", ("cost", money(FEET_PER_MILE / 4 * 22)))

# Q25 parcel A 37 acres $296k vs parcel B 52 acres $390k
a, b = 296000 / 37, 390000 / 52
show("Q25", ("A/acre", money(a)), ("B/acre", money(b)), ("difference", money(a - b)))

# Q26 $90k growing 4.5% a year for 12 years
show("Q26", ("value", money(90000 * 1.045 ** 12)))

# Q27 land loan $120k at 9%, 20-year amortization, balloon after 5 years
show("Q27", ("payment", money(pmt(120000, 0.09, 20))), ("balloon", money(balance(120000, 0.09, 20, 60))))

# Q28 chattel loan $92k at 8.5% over 20 years
p28 = pmt(92000, 0.085, 20)
show("Q28", ("payment", money(p28)), ("total interest", money(p28 * 240 - 92000)))

# Q29 budget $385k plus 10% contingency, over 1,900 sqft
show("Q29", ("with contingency", money(385000 * 1.1)), ("per sqft", money(385000 * 1.1 / 1900)))

# Q30 2,400 sqft at $160 plus an $85k lot
show("Q30", ("house", money(2400 * 160)), ("with lot", money(2400 * 160 + 85000)))

# Q31 1.6 acres at $2.75 per square foot
sq = 1.6 * SQFT_PER_ACRE
show("Q31", ("sqft", num(sq)), ("price", money(sq * 2.75)))

# Q32 grazing lease 200 acres at $28 vs $3,400 tax
show("Q32", ("lease", money(200 * 28)), ("net", money(200 * 28 - 3400)))

# Q33 cash-on-cash: $420k, 25% down, $9k closing, $7,600 cash flow
show("Q33", ("CoC", pct(7600 / (420000 * 0.25 + 9000))))

# Q34 sell 38 of 48 acres at $9,200/acre; paid $312k for all 48
show("Q34", ("proceeds", money(38 * 9200)), ("over purchase", money(38 * 9200 - 312000)))

# Q35 60 acres, 12% lost to roads/easements, 3-acre lots
net_ac = 60 * (1 - 0.12)
show("Q35", ("net acres", num(net_ac)), ("full lots", num(int(net_ac // 3))))

# Q36 $350k construction loan draws 15/25/20/25/15
show("Q36", ("framing draw", money(350000 * 0.25)), ("left after 3", money(350000 * (1 - 0.15 - 0.25 - 0.20))))

# Q37 $1.35M ranch, 30% down
show("Q37", ("down", money(1350000 * 0.3)), ("loan", money(1350000 * 0.7)))

# Q38 follow-up: 7.9% over 20 years
show("Q38", ("payment", money(pmt(1350000 * 0.7, 0.079, 20))))

# Q39 half mile by quarter mile, fence at $3.25/ft
w, h = FEET_PER_MILE / 2, FEET_PER_MILE / 4
show("Q39", ("perimeter ft", num(2 * (w + h))), ("fence", money(2 * (w + h) * 3.25)), ("acres", num(w * h / SQFT_PER_ACRE)))

# Q40 4 horses x 20 lb/day x 365, $240/ton
tons = 4 * 20 * 365 / 2000
show("Q40", ("tons", num(tons)), ("cost", money(tons * 240)))

# Q41 barn $72k at 8% over 10 years
show("Q41", ("payment", money(pmt(72000, 0.08, 10))))

# Q42 build: land 85k + 1,800 sqft x $195 + well 18k + septic 16k + driveway 9k vs $389k farmhouse
b42 = 85000 + 1800 * 195 + 18000 + 16000 + 9000
show("Q42", ("build", money(b42)), ("difference", money(b42 - 389000)))

# Q43 25 acres with house $675k, house $410k
show("Q43", ("land", money(675000 - 410000)), ("per acre", money((675000 - 410000) / 25)))

# Q44 $145k parcel, 30% down, 8.75% over 10 years
show("Q44", ("loan", money(145000 * 0.7)), ("payment", money(pmt(145000 * 0.7, 0.0875, 10))))

# Q45 150 acres, 1 pair per 5 acres, $35/pair/month, 6 months
show("Q45", ("income", money(150 / 5 * 35 * 6)))

# Q46 timber $45k growing 6% for 10 years
show("Q46", ("value", money(45000 * 1.06 ** 10)))

# Q47 land 55k + home 110k + setup 35k, 5% down, 7% 30 years
t47 = 55000 + 110000 + 35000
show("Q47", ("loan", money(t47 * 0.95)), ("payment", money(pmt(t47 * 0.95, 0.07, 30))))

# Q48 $2,940 tax on 42 acres
show("Q48", ("per acre", money(2940 / 42)))

# Q49 siblings: $315k, 20% down, split 50/25/25
d49 = 315000 * 0.2
show("Q49", ("50% share", money(d49 * 0.5)), ("25% share", money(d49 * 0.25)))

# Q50 $240k parcel, 25% down, 7.5% over 15 years, lease $9,000/yr
ann = 12 * pmt(240000 * 0.75, 0.075, 15)
show("Q50", ("annual payments", money(ann)), ("covered", pct(9000 / ann)))

# Q51 interest reserve: average balance half of $300k, 8%, 8 months
show("Q51", ("interest", money(300000 / 2 * 0.08 * 8 / 12)))

# Q52 $412k over 2,350 heated sqft and over 2,950 total
show("Q52", ("per heated", money(412000 / 2350)), ("per total", money(412000 / (2350 + 600))))

# Q53 180 acres x 165 bu x $4.40; expenses $520/acre; mortgage $28,000/yr
g53 = 180 * 165 * 4.40
n53 = g53 - 180 * 520
show("Q53", ("gross", money(g53)), ("net", money(n53)), ("after mortgage", money(n53 - 28000)))

# Q54 160 acres cash rent at $245; land cost $1.6M
show("Q54", ("rent", money(160 * 245)), ("yield", pct(160 * 245 / 1600000)))

# Q55 $48k equipment, $190/acre net on 30 acres
show("Q55", ("years", num(48000 / (190 * 30))))

# Q56 well $21,600 vs hauling $300/month
show("Q56", ("months", num(21600 / 300)))

# Q57 follow-up to Q03 at $310k
u57 = 310000 * 1.01
show("Q57", ("loan", money(u57)), ("monthly annual fee", money(u57 * 0.0035 / 12)))

# Q58 17.5 acres for $142.5k
show("Q58", ("per acre", money(142500 / 17.5)))

# Q59 driveway 800 ft x 12 ft x 6 in gravel at $38/cu yd
cy = 800 * 12 * 0.5 / 27
show("Q59", ("cubic yards", num(cy)), ("cost", money(cy * 38)))

# Q60 $335k, no money down, 6.5% 30y; taxes $2,800/yr, insurance $1,650/yr, propane $180/mo
p60 = pmt(335000, 0.065, 30)
show("Q60", ("P&I", money(p60)), ("monthly total", money(p60 + 2800 / 12 + 1650 / 12 + 180)))

# Q61 follow-up: 6%
p61 = pmt(335000, 0.06, 30)
show("Q61", ("P&I", money(p61)), ("monthly total", money(p61 + 2800 / 12 + 1650 / 12 + 180)))

# Q62 land $95k of a $520k project
show("Q62", ("land share", pct(95000 / 520000)))

# Q63 $120k to $310k over 15 years
show("Q63", ("total gain", pct(310000 / 120000 - 1)), ("CAGR", pct((310000 / 120000) ** (1 / 15) - 1)))
