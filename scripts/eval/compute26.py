#!/usr/bin/env python3
"""Expected figures for scripts/eval/blind-questions-26.ts (homeowners running the home they own).

Conventions: standard amortization formula for monthly payments; money rounded to the cent,
percentages to two decimals, counts to two decimals. Payment schedules (extra principal, lump sums,
months to a balance) use the payment rounded to the cent and unrounded monthly interest; the payoff
month is counted when the balance reaches zero (a partial last payment counts as a month); the
loan without extra payments runs its scheduled term.
Only figure questions appear here; the other kinds carry no figures.
"""

import math


def money(x):
    return round(x + 1e-9, 2)


def pct(x):
    return round(x + 1e-9, 2)


def cnt(x):
    return round(x + 1e-9, 2)


def pmt(principal, annual_rate_pct, months):
    r = annual_rate_pct / 100 / 12
    if r == 0:
        return principal / months
    return principal * r / (1 - (1 + r) ** -months)


def schedule(balance, annual_rate_pct, payment, extra=0.0):
    """Months to pay off and total interest paid, paying `payment + extra` each month."""
    r = annual_rate_pct / 100 / 12
    months = 0
    interest = 0.0
    while balance > 1e-9:
        i = balance * r
        interest += i
        pay = min(payment + extra, balance + i)
        balance = balance + i - pay
        months += 1
        if months > 2000:
            raise RuntimeError("does not amortize")
    return months, interest


def months_to_balance(balance, annual_rate_pct, payment, target):
    r = annual_rate_pct / 100 / 12
    months = 0
    while balance > target + 1e-9:
        balance = balance + balance * r - payment
        months += 1
    return months


OUT = []


def fig(qid, label, value, unit):
    OUT.append((qid, label, value, unit))


# Q01 kitchen budget with a 15% contingency
sub = 18500 + 6200 + 9800 + 14000
fig("Q01", "subtotal", money(sub), "$")
fig("Q01", "contingency 15%", money(sub * 0.15), "$")
fig("Q01", "total with contingency", money(sub * 1.15), "$")

# Q02 kitchen remodel 42,000 recouping 71% at resale
fig("Q02", "value added at resale", money(42000 * 0.71), "$")
fig("Q02", "unrecovered cost", money(42000 * 0.29), "$")

# Q03 HELOC 60k at 8.25%: interest-only draw, then 20-year repayment
fig("Q03", "interest-only payment", money(60000 * 0.0825 / 12), "$")
fig("Q03", "repayment payment 20y", money(pmt(60000, 8.25, 240)), "$")

# Q04 follow-up: same at 9%
fig("Q04", "interest-only payment 9%", money(60000 * 0.09 / 12), "$")
fig("Q04", "repayment payment 9% 20y", money(pmt(60000, 9, 240)), "$")

# Q05 solar 24,000 with 30% tax credit, saves 140/month
net = 24000 * 0.7
fig("Q05", "net cost", money(net), "$")
fig("Q05", "payback years", cnt(net / (140 * 12)), "n")

# Q06 heat pump 14,500 less 2,000 rebate, saves 95/month
fig("Q06", "payback years", cnt(12500 / (95 * 12)), "n")

# Q07 follow-up to Q06: saves 120/month
fig("Q07", "payback years at 120/mo", cnt(12500 / (120 * 12)), "n")

# Q08 roof 18,000 financed at 7.99% over 10 years
p = money(pmt(18000, 7.99, 120))
fig("Q08", "monthly payment", p, "$")
fig("Q08", "total interest", money(p * 120 - 18000), "$")

# Q09 follow-up: 5 years instead
p = money(pmt(18000, 7.99, 60))
fig("Q09", "monthly payment 5y", p, "$")
fig("Q09", "total interest 5y", money(p * 60 - 18000), "$")

# Q10 property tax: assessed 385,000, homestead exemption 50,000, 22.5 mills
fig("Q10", "tax with exemption", money((385000 - 50000) * 22.5 / 1000), "$")
fig("Q10", "exemption saves", money(50000 * 22.5 / 1000), "$")

# Q11 appeal: assessment 412,000 -> 368,000 at 1.85%
s = (412000 - 368000) * 0.0185
fig("Q11", "annual savings", money(s), "$")
fig("Q11", "monthly savings", money(s / 12), "$")

# Q12 escrow: tax 3,900 -> 4,560, insurance 1,920; shortage 660 over 12 months
new = (4560 + 1920) / 12 + 660 / 12
old = (3900 + 1920) / 12
fig("Q12", "new monthly escrow", money(new), "$")
fig("Q12", "increase per month", money(new - old), "$")

# Q13 escrow: insurance 1,680 -> 2,460, tax 4,200, shortage 780 over 12 months
fig("Q13", "new monthly escrow", money((2460 + 4200) / 12 + 780 / 12), "$")

# Q14 extra 200/month on new 300k 30y at 6.5%
p = money(pmt(300000, 6.5, 360))
n0, i0 = 360, p * 360 - 300000  # the scheduled loan
n1, i1 = schedule(300000, 6.5, p, 200)
fig("Q14", "months sooner", cnt(n0 - n1), "n")
fig("Q14", "interest saved", money(i0 - i1), "$")

# Q15 follow-up: extra 500/month
n2, i2 = schedule(300000, 6.5, p, 500)
fig("Q15", "months sooner with 500", cnt(n0 - n2), "n")
fig("Q15", "interest saved with 500", money(i0 - i2), "$")

# Q16 lump sum 20k on 245k at 4.25% with 264 months left, same payment
p = money(pmt(245000, 4.25, 264))
n0, i0 = 264, p * 264 - 245000  # the scheduled loan
n1, i1 = schedule(225000, 4.25, p)
fig("Q16", "months sooner", cnt(n0 - n1), "n")
fig("Q16", "interest saved", money(i0 - i1), "$")

# Q17 recast: 280k at 5.75%, 300 months left, 40k lump sum
old_p = money(pmt(280000, 5.75, 300))
new_p = money(pmt(240000, 5.75, 300))
fig("Q17", "new payment", new_p, "$")
fig("Q17", "monthly reduction", money(old_p - new_p), "$")

# Q18 follow-up: interest saved over the remaining 25 years by the recast
fig("Q18", "interest saved", money((old_p - new_p) * 300 - 40000), "$")

# Q19 PMI: bought at 400,000 with a 360,000 loan at 6% for 30 years
p = money(pmt(360000, 6, 360))
fig("Q19", "balance to request removal (80%)", money(400000 * 0.80), "$")
fig("Q19", "balance for automatic termination (78%)", money(400000 * 0.78), "$")
fig("Q19", "months to reach 80% on schedule", cnt(months_to_balance(360000, 6, p, 320000)), "n")

# Q20 PMI 0.55% a year of 360,000; removed 5 years early
fig("Q20", "PMI per month", money(360000 * 0.0055 / 12), "$")
fig("Q20", "saved over 5 years", money(360000 * 0.0055 * 5), "$")

# Q21 wind/hail deductible 2% of 425,000 dwelling, damage 14,500
ded = 425000 * 0.02
fig("Q21", "wind/hail deductible", money(ded), "$")
fig("Q21", "insurer pays", money(14500 - ded), "$")

# Q22 1% of 380,000 vs flat 2,000
fig("Q22", "1% deductible", money(3800), "$")
fig("Q22", "difference vs 2,000", money(3800 - 2000), "$")

# Q23 deductible 1,000 -> 2,500 saves 240/year
fig("Q23", "break-even years", cnt(1500 / 240), "n")

# Q24 ADU 165k, rent 1,850, vacancy 5%, expenses 350/mo
gross = 1850 * 12
eff = gross * 0.95
noi = eff - 350 * 12
fig("Q24", "annual net", money(noi), "$")
fig("Q24", "return on 165k", pct(noi / 165000 * 100), "%")
fig("Q24", "payback years", cnt(165000 / noi), "n")

# Q25 follow-up: financed 165k at 7.5% over 20 years
p = money(pmt(165000, 7.5, 240))
fig("Q25", "loan payment", p, "$")
fig("Q25", "monthly cash flow", money(noi / 12 - p), "$")

# Q26 sell now: 615,000, 5.5% commission, 1.5% closing, payoff 287,400
fig("Q26", "commission", money(615000 * 0.055), "$")
fig("Q26", "net proceeds", money(615000 * (1 - 0.07) - 287400), "$")

# Q27 cash-out: worth 520k, 80% LTV, owe 248k, 2% closing on new loan
loan = 520000 * 0.8
fig("Q27", "gross cash out", money(loan - 248000), "$")
fig("Q27", "cash after closing costs", money(loan - 248000 - loan * 0.02), "$")

# Q28 follow-up: the 416k new loan at 6.875% for 30 years
fig("Q28", "new payment", money(pmt(loan, 6.875, 360)), "$")

# Q29 bath: 28,000 total with contingency 10% of construction
fig("Q29", "construction budget", money(28000 / 1.1), "$")
fig("Q29", "contingency", money(28000 - 28000 / 1.1), "$")

# Q30 flooring: 1,150 sq ft, material 3.89 with 10% extra, labor 2.50 on 1,150
mat = 1150 * 1.1 * 3.89
lab = 1150 * 2.5
fig("Q30", "material", money(mat), "$")
fig("Q30", "labor", money(lab), "$")
fig("Q30", "total", money(mat + lab), "$")

# Q31 worth 480k, grows 3.5%/yr for 5 years
fig("Q31", "value in 5 years", money(480000 * 1.035 ** 5), "$")

# Q32 equity: worth 480k, owe 212k, plus a 50k HELOC
fig("Q32", "equity", money(480000 - 212000), "$")
fig("Q32", "equity share", pct((480000 - 212000) / 480000 * 100), "%")
fig("Q32", "CLTV with 50k HELOC", pct((212000 + 50000) / 480000 * 100), "%")

# Q33 HELOC limit: 1.2 million, 85% CLTV, owe 710k
fig("Q33", "max HELOC", money(1200000 * 0.85 - 710000), "$")

# Q34 HVAC: bills average 310/mo, new system cuts 25%, costs 11,200
sv = 310 * 0.25
fig("Q34", "monthly savings", money(sv), "$")
fig("Q34", "payback years", cnt(11200 / (sv * 12)), "n")

# Q35 basement apt 85k on HELOC interest-only at 8.5%, rent 1,400
io = 85000 * 0.085 / 12
fig("Q35", "interest-only payment", money(io), "$")
fig("Q35", "net monthly", money(1400 - io), "$")

# Q36 mill rate from bill 6,840 on assessed 285,000
fig("Q36", "mill rate", cnt(6840 / 285000 * 1000), "n")

# Q37 market 450k assessed at 40%, 31.2 mills
t = 450000 * 0.4 * 31.2 / 1000
fig("Q37", "annual tax", money(t), "$")
fig("Q37", "monthly", money(t / 12), "$")

# Q38 assessed 298,000; homestead 25,000 + senior 15,000; 2.1%
fig("Q38", "tax", money((298000 - 40000) * 0.021), "$")
fig("Q38", "savings from exemptions", money(40000 * 0.021), "$")

# Q39 refi break-even: costs 5,400, saves 180/mo
fig("Q39", "break-even months", cnt(5400 / 180), "n")

# Q40 refi: current P&I 2,430; 330k at 6.25% 30y; costs 6,000
p = money(pmt(330000, 6.25, 360))
fig("Q40", "new payment", p, "$")
fig("Q40", "monthly savings", money(2430 - p), "$")
fig("Q40", "break-even months", cnt(6000 / (2430 - p)), "n")

# Q41 bath 35k, appraisal 410k -> 432k
fig("Q41", "share recovered", pct(22000 / 35000 * 100), "%")

# Q42 deck 16x20 at 45/sq ft
fig("Q42", "deck cost", money(16 * 20 * 45), "$")

# Q43 insurance 1,850 -> 2,590
fig("Q43", "increase percent", pct((2590 - 1850) / 1850 * 100), "%")
fig("Q43", "monthly escrow increase", money((2590 - 1850) / 12), "$")

# Q44 solar loan 22,000 at 5.99% over 20 years; bill savings 165/mo
p = money(pmt(22000, 5.99, 240))
fig("Q44", "loan payment", p, "$")
fig("Q44", "net monthly", money(165 - p), "$")

# Q45 heat pump 16,000; 30% credit capped at 2,000; state rebate 1,500
fig("Q45", "net cost", money(16000 - min(16000 * 0.3, 2000) - 1500), "$")

# Q46 spelled out: 240,000 at 6.5%, 26 years left
fig("Q46", "payment", money(pmt(240000, 6.5, 312)), "$")

# Q47 LTV after appraisal 455k, owe 348k; pay down to 75%
fig("Q47", "LTV", pct(348000 / 455000 * 100), "%")
fig("Q47", "paydown to 75%", money(348000 - 455000 * 0.75), "$")

# Q48 ADU 600 sq ft at 325 + 18,000 hookups; rent 2,100
c = 600 * 325 + 18000
fig("Q48", "total cost", money(c), "$")
fig("Q48", "gross yield", pct(2100 * 12 / c * 100), "%")

# Q49 sale: list 489,900 at 98%, 5% commission, 2% closing, 5k concessions, payoff 301,200 + HELOC 22,000
price = 489900 * 0.98
fig("Q49", "sale price", money(price), "$")
fig("Q49", "net", money(price * 0.93 - 5000 - 301200 - 22000), "$")

# Q50 follow-up: full list
fig("Q50", "net at full list", money(489900 * 0.93 - 5000 - 301200 - 22000), "$")

# Q51 appraisal needed for 90k cash at 80% LTV owing 210k
fig("Q51", "appraised value needed", money((90000 + 210000) / 0.8), "$")

# Q52 extra per month to pay 265k at 6% in 20 years instead of 27 years (324 months)
p_now = money(pmt(265000, 6, 324))
p_20 = money(pmt(265000, 6, 240))
fig("Q52", "payment for 20 years", p_20, "$")
fig("Q52", "extra per month", money(p_20 - p_now), "$")

# Q53 quote 48k, costs up 6%/yr, wait 2 years
f = 48000 * 1.06 ** 2
fig("Q53", "cost in 2 years", money(f), "$")
fig("Q53", "more than today", money(f - 48000), "$")

# Q54 save 30k in 18 months, have 6k
fig("Q54", "per month", money(24000 / 18), "$")

# Q55 lot 0.42 acre, sell 0.15 acre at 180k/acre
fig("Q55", "sale price", money(0.15 * 180000), "$")
fig("Q55", "share of lot", pct(0.15 / 0.42 * 100), "%")

# Q56 budget split 75k: 40% kitchen, 35% baths, rest flooring
fig("Q56", "kitchen", money(75000 * 0.40), "$")
fig("Q56", "baths", money(75000 * 0.35), "$")
fig("Q56", "flooring", money(75000 * 0.25), "$")

# Q57 draw schedule 62,500: 10/40/40/10
fig("Q57", "deposit", money(62500 * 0.10), "$")
fig("Q57", "rough-in", money(62500 * 0.40), "$")

# Q58 monthly cost: P&I 1,840, tax 5,400/yr, insurance 2,100/yr, HOA 85
fig("Q58", "monthly housing cost", money(1840 + 5400 / 12 + 2100 / 12 + 85), "$")

# Q59 windows 16 x 850; saves 12% of 2,400/yr
fig("Q59", "window cost", money(16 * 850), "$")
fig("Q59", "payback years", cnt(16 * 850 / (2400 * 0.12)), "n")

# Q60 HELOC 75k at 7.75%: interest-only draw then 20-year repayment
io = 75000 * 0.0775 / 12
rp = money(pmt(75000, 7.75, 240))
fig("Q60", "interest-only payment", money(io), "$")
fig("Q60", "repayment payment", rp, "$")
fig("Q60", "jump", money(rp - money(io)), "$")

# Q61 capital gain: bought 285k, improvements 60k, sell 720k, costs 43k; single
gain = 720000 - 43000 - 285000 - 60000
fig("Q61", "gain", money(gain), "$")
fig("Q61", "taxable after 250k exclusion", money(gain - 250000), "$")

# Q62 follow-up: married filing jointly (nothing taxable); room left under the 500k exclusion
fig("Q62", "unused exclusion", money(500000 - gain), "$")

# Q63 cash for a kitchen vs HELOC: 35k HELOC at 8.75% interest-only for 3 years
fig("Q63", "interest over 3 years", money(35000 * 0.0875 * 3), "$")

# Q64 tax appeal: comparable sales 362k, 371k, 355k averaged; assessed at 100%; 2.05%
avg = (362000 + 371000 + 355000) / 3
fig("Q64", "average comp", money(avg), "$")
fig("Q64", "tax on 412k", money(412000 * 0.0205), "$")
fig("Q64", "tax on average", money(avg * 0.0205), "$")

if __name__ == "__main__":
    total = 0
    for qid, label, value, unit in OUT:
        shown = f"{value:.2f}"
        print(f"{qid}  {label}: {shown} {unit}")
        total += 1
    print(f"# {total} figures in {len({q for q, *_ in OUT})} questions")
