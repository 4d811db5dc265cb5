#!/usr/bin/env python3
"""Expected figures for blind set 28 (city apartment buyers and renters: co-ops, condos, rentals).

Written by a helper session (an AI model) that read only the product spec and score.ts.
Conventions: standard amortization for monthly payments; money to the cent, percentages to
two decimals, counts to two decimals. Every figure in blind-questions-28.ts is printed here,
labelled by question id.
"""


def r2(x):
    return round(x + 1e-9, 2)


def payment(principal, annual_rate_pct, years):
    i = annual_rate_pct / 100 / 12
    n = years * 12
    if i == 0:
        return principal / n
    return principal * i / (1 - (1 + i) ** -n)


def loan_for_payment(pmt, annual_rate_pct, years):
    i = annual_rate_pct / 100 / 12
    n = years * 12
    return pmt * (1 - (1 + i) ** -n) / i


def balance_after(principal, annual_rate_pct, years, k):
    i = annual_rate_pct / 100 / 12
    p = payment(principal, annual_rate_pct, years)
    return principal * (1 + i) ** k - p * ((1 + i) ** k - 1) / i


def show(qid, *pairs):
    print(qid + ": " + "; ".join(f"{label} = {value}" for label, value in pairs))


# Q01 co-op 850k, 20% down, 30 yr at 6.5%
loan01 = 850_000 * 0.80
p01 = payment(loan01, 6.5, 30)
show("Q01", ("loan", r2(loan01)), ("monthly P&I $", r2(p01)))

# Q02 follow-up: 7%
p02 = payment(loan01, 7.0, 30)
show("Q02", ("monthly P&I at 7% $", r2(p02)))

# Q03 follow-up: extra per year vs 6.5%
show("Q03", ("extra per year $", r2((r2(p02) - r2(p01)) * 12)))

# Q04 liquidity: 24 months of (mortgage 4,300 + maintenance 2,150)
show("Q04", ("post-closing liquidity $", r2(24 * (4300 + 2150))))

# Q05 DTI 25% of 310k gross; maintenance 3,400, car 450
max_debt05 = 310_000 / 12 * 0.25
max_mort05 = max_debt05 - 3400 - 450
show("Q05", ("max total monthly debt $", r2(max_debt05)), ("max mortgage payment $", r2(max_mort05)))

# Q06 follow-up: loan that payment supports at 6.75% / 30 yr
show("Q06", ("max loan $", r2(loan_for_payment(max_mort05, 6.75, 30))))

# Q07 deductible share of maintenance
show("Q07", ("yearly maintenance $", r2(2800 * 12)), ("deductible $", r2(2800 * 12 * 0.42)))

# Q08 after-tax maintenance: 3,100, 55% deductible, 35% bracket
save08 = 3100 * 0.55 * 0.35
show("Q08", ("monthly tax saving $", r2(save08)), ("after-tax maintenance $", r2(3100 - save08)))

# Q09 flip tax 2% of 1.15M
show("Q09", ("flip tax $", r2(1_150_000 * 0.02)))

# Q10 transfer taxes on 2.3M: NYC 1.425%, NYS 0.4%
nyc10 = 2_300_000 * 0.01425
nys10 = 2_300_000 * 0.004
show("Q10", ("NYC $", r2(nyc10)), ("NYS $", r2(nys10)), ("total $", r2(nyc10 + nys10)))

# Q11 mansion tax 1% of 1.6M; price per sq ft at 1,280 sf
show("Q11", ("mansion tax $", r2(1_600_000 * 0.01)), ("price per sf $", r2(1_600_000 / 1280)))

# Q12 price per sq ft of two apartments
show("Q12", ("A $/sf", r2(1_295_000 / 1150)), ("B $/sf", r2(1_050_000 / 880)))

# Q13 parking spot break-even
months13 = 95_000 / (450 - 165)
show("Q13", ("months", r2(months13)), ("years", r2(months13 / 12)))

# Q14 rent-stabilized 2,140 at 2.75%
show("Q14", ("new rent $", r2(2140 * 1.0275)), ("increase $", r2(2140 * 0.0275)))

# Q15 follow-up: two-year lease at 5.25%
show("Q15", ("new rent $", r2(2140 * 1.0525)), ("increase $", r2(2140 * 0.0525)))

# Q16 broker fee 15% of a year's rent at 3,950
show("Q16", ("broker fee $", r2(3950 * 12 * 0.15)))

# Q17 4,200 with 12% fee vs 4,450 no fee, 12-month lease
fee17 = 4200 * 12 * 0.12
a17 = 4200 * 12 + fee17
b17 = 4450 * 12
show("Q17", ("fee apt total $", r2(a17)), ("no-fee total $", r2(b17)), ("difference $", r2(a17 - b17)))

# Q18 rent 5,400 split by bedroom size 140/110/100
rooms18 = [140, 110, 100]
shares18 = [5400 * s / sum(rooms18) for s in rooms18]
show("Q18", *[(f"{s} sf room $", r2(v)) for s, v in zip(rooms18, shares18)])

# Q19 rent 4,800: half equally, half by area 180/120
half19 = 4800 / 2
show("Q19", ("180 sf $", r2(half19 / 2 + half19 * 180 / 300)), ("120 sf $", r2(half19 / 2 + half19 * 120 / 300)))

# Q20 transit 132 vs car 550+240+120
car20 = 550 + 240 + 120
show("Q20", ("extra per month $", r2(car20 - 132)), ("extra per year $", r2((car20 - 132) * 12)))

# Q21 apartment A (3,100 + 75 transit + time) vs B (3,650); 35 min each way, 22 days, $30/hr
time21 = 35 * 2 * 22 / 60 * 30
a21 = 3100 + 75 + time21
show("Q21", ("A commute time $", r2(time21)), ("A all-in $", r2(a21)), ("A minus B $", r2(a21 - 3650)))

# Q22 condo 925k, 25% down, 7% 30 yr, common charges 780, taxes 9,600/yr
p22 = payment(925_000 * 0.75, 7.0, 30)
show("Q22", ("P&I $", r2(p22)), ("total monthly $", r2(r2(p22) + 780 + 9600 / 12)))

# Q23 co-op 640k: 25% down, 3% closing, 18 months of 1,900 maintenance in reserve
down23 = 640_000 * 0.25
closing23 = 640_000 * 0.03
reserve23 = 18 * 1900
show("Q23", ("closing $", r2(closing23)), ("reserve $", r2(reserve23)), ("total cash $", r2(down23 + closing23 + reserve23)))

# Q24 income needed: (5,200 + 2,400) / 30%
monthly24 = (5200 + 2400) / 0.30
show("Q24", ("monthly income $", r2(monthly24)), ("annual income $", r2(monthly24 * 12)))

# Q25 loan for 4,500 P&I at 6.25% / 30 yr
show("Q25", ("loan $", r2(loan_for_payment(4500, 6.25, 30))))

# Q26 540k at 6.875% 30 yr: payment and total interest
p26 = payment(540_000, 6.875, 30)
show("Q26", ("payment $", r2(p26)), ("total interest $", r2(p26 * 360 - 540_000)))

# Q27 600k at 6% 30 yr: first payment split
p27 = payment(600_000, 6.0, 30)
int27 = 600_000 * 0.06 / 12
show("Q27", ("payment $", r2(p27)), ("interest $", r2(int27)), ("principal $", r2(p27 - int27)))

# Q28 720k at 6.5% 30 yr: balance after 60 payments
show("Q28", ("balance $", r2(balance_after(720_000, 6.5, 30, 60))))

# Q29 700k: 6.75% no points vs 6.5% with 1 point
save29 = payment(700_000, 6.75, 30) - payment(700_000, 6.5, 30)
show("Q29", ("monthly saving $", r2(save29)), ("break-even months", r2(7000 / save29)))

# Q30 500k: 30 yr 6.6% vs 15 yr 5.9%
show("Q30", ("30-yr $", r2(payment(500_000, 6.6, 30))), ("15-yr $", r2(payment(500_000, 5.9, 15))))

# Q31 mortgage recording tax 1.925% on 1.1M
show("Q31", ("recording tax $", r2(1_100_000 * 0.01925)))

# Q32 75% max financing on 1.35M
show("Q32", ("min down $", r2(1_350_000 * 0.25)), ("max loan $", r2(1_350_000 * 0.75)))

# Q33 assessment 2.4M, 410 of 48,000 shares, over 24 months
share33 = 2_400_000 * 410 / 48_000
show("Q33", ("my share $", r2(share33)), ("per month $", r2(share33 / 24)))

# Q34 maintenance 1,850 growing 4% a year for 5 years
show("Q34", ("in 5 years $", r2(1850 * 1.04**5)))

# Q35 Chicago condo 410k cash: rent 3,300, 5% vacancy, HOA 520/mo, tax 7,200, insurance 900
egi35 = 3300 * 12 * 0.95
noi35 = egi35 - 520 * 12 - 7200 - 900
show("Q35", ("NOI $", r2(noi35)), ("cap rate %", r2(noi35 / 410_000 * 100)))

# Q36 follow-up: 30% down, 6.75% 30 yr, closing 2% of price in cash
loan36 = 410_000 * 0.70
ds36 = payment(loan36, 6.75, 30) * 12
cash36 = 410_000 * 0.30 + 410_000 * 0.02
cf36 = noi35 - ds36
show("Q36", ("annual debt service $", r2(ds36)), ("cash flow $", r2(cf36)), ("cash invested $", r2(cash36)), ("cash-on-cash %", r2(cf36 / cash36 * 100)))

# Q37 GRM and gross yield: 575k, 3,100/mo
show("Q37", ("GRM", r2(575_000 / (3100 * 12))), ("gross yield %", r2(3100 * 12 / 575_000 * 100)))

# Q38 sublet: rent 3,800 - maintenance 2,200 - fee 10% of maintenance - mortgage 2,900
cf38 = 3800 - 2200 - 0.10 * 2200 - 2900
show("Q38", ("monthly $", r2(cf38)), ("yearly $", r2(cf38 * 12)))

# Q39 720k growing 3.5% a year for 9 years
show("Q39", ("value $", r2(720_000 * 1.035**9)))

# Q40 489k -> 545k
show("Q40", ("gain %", r2((545_000 / 489_000 - 1) * 100)))

# Q41 storage cage 12,000 + 35/mo vs rent 150/mo
show("Q41", ("break-even months", r2(12_000 / (150 - 35))))

# Q42 renovation 900 sf at 275 plus 10% contingency
show("Q42", ("base $", r2(900 * 275)), ("with contingency $", r2(900 * 275 * 1.10)))

# Q43 common charges 1.35/sf/month on 1,040 sf
show("Q43", ("monthly $", r2(1.35 * 1040)), ("yearly $", r2(1.35 * 1040 * 12)))

# Q44 co-op non-shareholder income share: 620k of 1.9M + 620k
show("Q44", ("commercial share %", r2(620_000 / (1_900_000 + 620_000) * 100)))

# Q45 retail 2,400 sf at 95/sf/yr
show("Q45", ("annual $", r2(2400 * 95)), ("monthly $", r2(2400 * 95 / 12)))

# Q46 garage: 60 spots, 475/mo, 85% occupied
show("Q46", ("annual revenue $", r2(60 * 0.85 * 475 * 12)))

# Q47 seller net on 1.2M: broker 5%, flip 1.5%, transfer 1.425% + 0.4%, payoff 640k
def seller_net(price):
    costs = price * (0.05 + 0.015 + 0.01425 + 0.004)
    return costs, price - costs - 640_000


c47, n47 = seller_net(1_200_000)
show("Q47", ("selling costs $", r2(c47)), ("net $", r2(n47)))

# Q48 follow-up: 1.15M
c48, n48 = seller_net(1_150_000)
show("Q48", ("selling costs $", r2(c48)), ("net $", r2(n48)))

# Q49 Astoria 2,600 vs Park Slope 3,400
show("Q49", ("percent more %", r2((3400 / 2600 - 1) * 100)), ("per year $", r2((3400 - 2600) * 12)))

# Q50 Citi Bike 219.99 vs 12 subway passes at 132
show("Q50", ("annual saving $", r2(132 * 12 - 219.99)))

# Q51 commute hours: 45 vs 20 min each way, 5 days, 48 weeks
h45 = 45 * 2 * 5 * 48 / 60
h20 = 20 * 2 * 5 * 48 / 60
show("Q51", ("hours now", r2(h45)), ("hours saved", r2(h45 - h20)))

# Q52 rent 3,300 rising 6% a year: rent after three raises and total over four years
rents52 = [3300 * 1.06**k for k in range(4)]
show("Q52", ("year-4 rent $", r2(rents52[3])), ("four-year total $", r2(sum(12 * r2(r) for r in rents52))))

# Q53 1.48M, 1,350 sf, parking 110k
show("Q53", ("apt $/sf", r2(1_480_000 / 1350)), ("all-in $/sf", r2((1_480_000 + 110_000) / 1350)))

# Q54 comps at 1,320/sf, 1,085 sf
show("Q54", ("implied price $", r2(1320 * 1085)))

# Q55 1.75M, 5% commission, 50/50 sides, brokerage keeps 30%
side55 = 1_750_000 * 0.05 / 2
show("Q55", ("buy-side $", r2(side55)), ("agent take-home $", r2(side55 * 0.70)))

# Q56 DTI: (4,100 + 1,950 + 600) / (240k / 12)
inc56 = 240_000 / 12
show("Q56", ("DTI %", r2((4100 + 1950 + 600) / inc56 * 100)))

# Q57 follow-up: cut needed to reach 30%
show("Q57", ("cut $", r2((4100 + 1950 + 600) - 0.30 * inc56)))

# Q58 roommate 1,700 vs costs 3,900 + 850 + 600
cost58 = 3900 + 850 + 600
show("Q58", ("covered %", r2(1700 / cost58 * 100)), ("net cost $", r2(cost58 - 1700)))

# Q59 95 m2 at 10.764 sf per m2, 1.1M
sf59 = 95 * 10.764
show("Q59", ("sq ft", r2(sf59)), ("$/sf", r2(1_100_000 / sf59)))

# Q60 Boston 3,200 vs Seattle 2,850 + car 420
diff60 = 2850 + 420 - 3200
show("Q60", ("extra per month $", r2(diff60)), ("extra per year $", r2(diff60 * 12)))

# Q61 Chicago: buyer 7.50 per 500, seller 0.50 + 0.25 per 500, on 480k
units61 = 480_000 / 500
show("Q61", ("buyer $", r2(units61 * 7.50)), ("seller $", r2(units61 * 0.75)))

# Q62 DC 780k: recordation 1.45% buyer, transfer 1.45% seller
show("Q62", ("each $", r2(780_000 * 0.0145)), ("combined $", r2(780_000 * 0.029)))

# Q63 Boston: tax 10.90 per 1,000 on 820k assessed, HOA 610
tax63 = 820_000 / 1000 * 10.90 / 12
show("Q63", ("monthly tax $", r2(tax63)), ("tax + HOA $", r2(tax63 + 610)))

# Q64 SF: 60% of 3.5% CPI on 3,400
pct64 = 0.60 * 3.5
show("Q64", ("allowed %", r2(pct64)), ("new rent $", r2(3400 * (1 + pct64 / 100))))

# Q65 follow-up to Q18: 100 sf room +150, other two -75 each
show("Q65", ("140 sf $", r2(shares18[0] - 75)), ("110 sf $", r2(shares18[1] - 75)), ("100 sf $", r2(shares18[2] + 150)))

# Q66–Q105 (clarify, knowledge, honest, fair-housing, compliance, lawful, decline) expect no figures.
