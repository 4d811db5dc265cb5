#!/usr/bin/env python3
"""Expected figures for blind-questions-11.ts. Standard library only.
Conventions: monthly amortisation r = annual/12; cap rate = NOI/price; CoC = annual pre-tax
cash flow / cash invested; DSCR = NOI / annual debt service; DTI on gross monthly income."""
from math import log


def pmt(principal, annual_pct, months):
    r = annual_pct / 100 / 12
    return principal * r / (1 - (1 + r) ** -months)


def pv(payment, annual_pct, months):
    r = annual_pct / 100 / 12
    return payment * (1 - (1 + r) ** -months) / r


def balance(principal, annual_pct, months, paid):
    r = annual_pct / 100 / 12
    p = pmt(principal, annual_pct, months)
    return principal * (1 + r) ** paid - p * ((1 + r) ** paid - 1) / r


def irr(flows):
    lo, hi = -0.99, 1.0
    for _ in range(200):
        mid = (lo + hi) / 2
        npv = sum(cf / (1 + mid) ** t for t, cf in enumerate(flows))
        if npv > 0:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2


def show(n, label, *vals):
    print(f"# {n} {label}: " + ", ".join(f"{v:.2f}" for v in vals))


# ---------------- financing ----------------
# 1 P&I: 485k, 15% down, 6 7/8 %, 30 yr
show(1, "P&I", pmt(485000 * 0.85, 6.875, 360))
# 2 follow-up: 20% down
show(2, "P&I 20% down", pmt(485000 * 0.80, 6.875, 360))
# 3 follow-up: rate 50 bps lower (6.375) with 20% down
show(3, "P&I 20% down at 6.375", pmt(485000 * 0.80, 6.375, 360))
# 4 PITI: 612,500, 10% down, 6.25% 30yr; tax 7,800/yr; ins 1,650/yr; PMI 0.55%/yr of loan
loan4 = 612500 * 0.90
pi4 = pmt(loan4, 6.25, 360)
pmi4 = loan4 * 0.0055 / 12
show(4, "P&I, PMI/mo, total", pi4, pmi4, pi4 + 7800 / 12 + 1650 / 12 + pmi4)
# 5 DTI: 102k/yr gross -> 8,500/mo; debts 485+310+95; housing 2,650
inc5 = 102000 / 12
show(5, "front %, back %", 2650 / inc5 * 100, (2650 + 485 + 310 + 95) / inc5 * 100)
# 6 follow-up: car paid off
show(6, "back % w/o car", (2650 + 310 + 95) / inc5 * 100)
# 7 max loan: 43% of 7,200 - 640 debts - 450 T&I -> P&I budget, 7% 30yr
pi7 = 0.43 * 7200 - 640 - 450
show(7, "P&I budget, max loan", pi7, pv(pi7, 7.0, 360))
# 8 points: 400k, 6.5 @0 pts vs 6.125 @1.5 pts, 30yr
diff8 = pmt(400000, 6.5, 360) - pmt(400000, 6.125, 360)
show(8, "monthly saving, months to break even", diff8, 400000 * 0.015 / diff8)
# 9 refi: owe 318,400, now 2,310 P&I; new 30yr @6.1, 5,200 costs paid in cash
new9 = pmt(318400, 6.1, 360)
show(9, "new P&I, breakeven months", new9, 5200 / (2310 - new9))
# 10 follow-up: roll the 5,200 into the loan
show(10, "new P&I rolled", pmt(318400 + 5200, 6.1, 360))
# 11 HELOC interest-only: 85k @ 8.75
show(11, "IO payment", 85000 * 0.0875 / 12)
# 12 balance after 84 payments: 350k, 3.25%, 30yr
show(12, "balance after 84", balance(350000, 3.25, 360, 84))
# 13 total interest: 275k @ 7.125 30yr
show(13, "P&I, total interest", pmt(275000, 7.125, 360), pmt(275000, 7.125, 360) * 360 - 275000)
# 14 follow-up: 15yr same rate
show(14, "P&I 15y, total interest 15y", pmt(275000, 7.125, 180), pmt(275000, 7.125, 180) * 180 - 275000)
# 15 CLTV: (301k + 60k) / 540k
show(15, "CLTV %", (301000 + 60000) / 540000 * 100)
# 16 max HELOC at 85% CLTV: 725k value, 412,600 owed
show(16, "max line", 725000 * 0.85 - 412600)
# 17 FHA: 329,900, 3.5% down, UFMIP 1.75% of base loan financed
base17 = 329900 * 0.965
show(17, "base loan, UFMIP, total loan", base17, base17 * 0.0175, base17 * 1.0175)
# 18 follow-up: P&I at 6.5 30yr on total loan
show(18, "P&I FHA", pmt(base17 * 1.0175, 6.5, 360))
# 19 extra 200/mo on 300k @ 6.75 30yr: months to payoff (fractional last payment)
p19 = pmt(300000, 6.75, 360) + 200
r19 = 0.0675 / 12
show(19, "payment incl extra, months", p19, -log(1 - r19 * 300000 / p19) / log(1 + r19))
# 20 cash to close: 5% of 380k + 3% closing - 6k credit - 10k EMD
show(20, "cash to close", 380000 * 0.05 + 380000 * 0.03 - 6000 - 10000)

# ---------------- investment ----------------
# 21 fourplex: rents 1450,1450,1525,1600; vacancy 5% of gross, repairs 5% of gross; tax 9,400 ins 3,100 w/s 2,800; self-managed
gpr21 = (1450 + 1450 + 1525 + 1600) * 12
egi21 = gpr21 * 0.95
noi21 = egi21 - gpr21 * 0.05 - 9400 - 3100 - 2800
show(21, "NOI, cap %", noi21, noi21 / 720000 * 100)
# 22 follow-up: PM at 8% of collected rent (EGI)
noi22 = noi21 - 0.08 * egi21
show(22, "NOI w/ PM, cap %", noi22, noi22 / 720000 * 100)
# 23 duplex: 410k, 25% down, 8,200 closing, 7.25% 30yr, rents 1,900+1,750, 40% expense ratio incl vacancy
gpr23 = (1900 + 1750) * 12
noi23 = gpr23 * 0.60
ds23 = pmt(410000 * 0.75, 7.25, 360) * 12
cf23 = noi23 - ds23
show(23, "NOI, annual debt service, annual CF, CoC %", noi23, ds23, cf23, cf23 / (410000 * 0.25 + 8200) * 100)
# 24 follow-up: DSCR
show(24, "DSCR", noi23 / ds23)
# 25 GRM: 289k / (2,150*12)
show(25, "GRM", 289000 / (2150 * 12))
# 26 per door and GRM: 12 units, 1.38M, 1,150/unit/mo
show(26, "per door, GRM", 1380000 / 12, 1380000 / (1150 * 12 * 12))
# 27 annualised appreciation: 260k -> 415k over 8 yrs
show(27, "CAGR %", ((415000 / 260000) ** (1 / 8) - 1) * 100)
# 28 breakeven occupancy: (118,000 + 121,500) / 297,000
show(28, "breakeven occupancy %", (118000 + 121500) / 297000 * 100)
# 29 BRRRR: 142k + 38k all-in; ARV 245k; 75% LTV refi; no closing costs
show(29, "refi loan, cash out beyond all-in", 245000 * 0.75, 245000 * 0.75 - 180000)
# 30 70% rule: 0.7*310k - 55k
show(30, "max offer", 0.70 * 310000 - 55000)
# 31 flip: 180k + 45k + 9.5k; sold 299k; selling 8%; ROI on purchase+rehab+holding
inv31 = 180000 + 45000 + 9500
prof31 = 299000 * 0.92 - inv31
show(31, "profit, ROI %", prof31, prof31 / inv31 * 100)
# 32 follow-up: sold 285k
prof32 = 285000 * 0.92 - inv31
show(32, "profit, ROI %", prof32, prof32 / inv31 * 100)
# 33 triplex: 3 x 1,200 - 2,640 PITI - 300 reserves, no vacancy; per door
show(33, "monthly CF, per door", 3600 - 2640 - 300, (3600 - 2640 - 300) / 3)
# 34 IRR: -150k, 9k, 9.5k, 10k, 10.5k, 11k + 205k sale; equity multiple
flows34 = [-150000, 9000, 9500, 10000, 10500, 11000 + 205000]
show(34, "IRR %, equity multiple", irr(flows34) * 100, sum(flows34[1:]) / 150000)
# 35 depreciation: 425k, land 20%, 27.5 yrs, full year
show(35, "annual depreciation", 425000 * 0.80 / 27.5)

# ---------------- commercial ----------------
# 36 value: NOI 412k / 7.25%
show(36, "value", 412000 / 0.0725)
# 37 follow-up: cap widens 50 bps -> 7.75%
show(37, "value at 7.75", 412000 / 0.0775)
# 38 DSCR sizing: NOI 640k / 1.25 -> max annual DS; 25yr am at 6.6%
ds38 = 640000 / 1.25
show(38, "max annual DS, max loan", ds38, pv(ds38 / 12, 6.6, 300))
# 39 follow-up: 65% LTV on value at 7.5 cap; lesser of the two binds
val39 = 640000 / 0.075
show(39, "value, LTV loan, binding loan", val39, val39 * 0.65, min(val39 * 0.65, pv(ds38 / 12, 6.6, 300)))
# 40 debt yield: 390k / 4.2M
show(40, "debt yield %", 390000 / 4200000 * 100)
# 41 NNN: 18,500 sf x (24 + 7.80)
show(41, "annual, monthly", 18500 * 31.80, 18500 * 31.80 / 12)
# 42 escalation: 28.50 psf, 3%/yr, 10 yrs, 5,000 sf
show(42, "year-10 psf, total rent", 28.50 * 1.03 ** 9, sum(5000 * 28.50 * 1.03 ** k for k in range(10)))
# 43 load factor 15%: 4,200 usable -> RSF; x $36/RSF/yr
show(43, "RSF, annual rent", 4200 * 1.15, 4200 * 1.15 * 36)
# 44 office: PGI 780k, vacancy 12%, opex 265k, price 5.4M
noi44 = 780000 * 0.88 - 265000
show(44, "NOI, cap %", noi44, noi44 / 5400000 * 100)
# 45 percentage rent: natural breakpoint 90k / 6%; 6% of sales over it (1.84M)
bp45 = 90000 / 0.06
show(45, "breakpoint, percentage rent", bp45, 0.06 * (1840000 - bp45))
# 46 expense stop: (11.15 - 9.50) x 7,200
show(46, "reimbursement", (11.15 - 9.50) * 7200)
# 47 equity: 30% of 3.25M + 2% costs
show(47, "cash needed", 3250000 * 0.30 + 3250000 * 0.02)

# ---------------- property / market / location ----------------
# 48 property tax: (450k*0.85 - 25k) * 22.4 mills
show(48, "tax", (450000 * 0.85 - 25000) * 22.4 / 1000)
# 49 psf: 549k/2,340 and 615k/2,890
show(49, "psf A, psf B", 549000 / 2340, 615000 / 2890)
# 50 appreciation: 380k at 3.5% for 7 yrs
show(50, "value 7y", 380000 * 1.035 ** 7)
# 51 follow-up: 10 yrs
show(51, "value 10y", 380000 * 1.035 ** 10)
# 52 rent growth: 1,600 -> 1,850 in 3 yrs
show(52, "rent CAGR %", ((1850 / 1600) ** (1 / 3) - 1) * 100)
# 53 seller net: 525k - 5.5% - 0.4% - 2,100 - 288,000
show(53, "commission, transfer tax, net", 525000 * 0.055, 525000 * 0.004, 525000 * (1 - 0.055 - 0.004) - 2100 - 288000)
# 54 adjusted comp: 412k - 15k garage + 8k bath - 200*90
show(54, "adjusted comp", 412000 - 15000 + 8000 - 200 * 90)
# 55 months of inventory: 146 / 58
show(55, "MOI", 146 / 58)
# 56 absorption: 312/12 per month; 94 / that
show(56, "sales per month, months of supply", 312 / 12, 94 / (312 / 12))
# 57 commute: 18 mi each way x 2 x 22 days x 0.67
show(57, "monthly, yearly", 36 * 22 * 0.67, 36 * 22 * 0.67 * 12)
# 58 % cheaper: (610 - 488)/610
show(58, "% cheaper", (610000 - 488000) / 610000 * 100)
