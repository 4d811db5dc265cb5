#!/usr/bin/env python3
"""Expected figures for scripts/eval/blind-questions-37.ts (standard library only).

Written by a helper session (an AI model) that read only the product spec and
scripts/eval/score.ts. Each line is labelled Qnn to match the `// Qnn` comment
above the question in the .ts file. Questions without figures are listed with
their kind so every label appears once.

Conventions (every question states the inputs it needs; nothing is assumed):
- Mortgage payment is principal and interest only, standard amortization:
  P = L*r / (1 - (1+r)^-n) with r = annual rate / 12 and n = years * 12.
- Remaining balance after k payments: B_k = L(1+r)^k - P((1+r)^k - 1)/r,
  using the unrounded payment.
- Loan from a payment budget: L = P (1 - (1+r)^-n) / r.
- Total interest over a term = (payment rounded to the cent) * n - loan.
- Payoff with an extra monthly payment is simulated month by month; the last
  payment is partial; interest is not rounded month by month.
- Break-even months are rounded UP to the whole month when the question says so.
- Money is rounded to the cent (half up); percentages to two decimals; plain
  numbers (ratios, months, years) to two decimals unless whole.
- Differences of two monthly payments are taken between the cent-rounded payments.
- Cap rate = NOI / price. Cash-on-cash = annual pre-tax cash flow / cash invested.
  DSCR = NOI / annual debt service (12 x monthly payment). GRM = price / annual rent.
- Compound annual growth = (end/start)^(1/years) - 1.
"""
from decimal import Decimal, ROUND_HALF_UP
import math


def c(x):
    """Round to cents, half up."""
    return Decimal(repr(x)).quantize(Decimal('0.01'), rounding=ROUND_HALF_UP)


def p2(x):
    return Decimal(repr(x)).quantize(Decimal('0.01'), rounding=ROUND_HALF_UP)


def pmt(loan, annual_pct, years):
    r = annual_pct / 100 / 12
    n = years * 12
    return loan * r / (1 - (1 + r) ** -n)


def balance(loan, annual_pct, years, k):
    r = annual_pct / 100 / 12
    p = pmt(loan, annual_pct, years)
    return loan * (1 + r) ** k - p * ((1 + r) ** k - 1) / r


def pv(payment, annual_pct, years):
    r = annual_pct / 100 / 12
    n = years * 12
    return payment * (1 - (1 + r) ** -n) / r


def cp(loan, annual_pct, years):
    """Payment rounded to the cent, as a float."""
    return float(c(pmt(loan, annual_pct, years)))


out = []


def line(label, kind='figure', **figs):
    if kind != 'figure':
        out.append(f'{label}: no figures ({kind})')
    else:
        out.append(f'{label}: ' + '; '.join(f'{k} = {v}' for k, v in figs.items()))


# ---- financing ---------------------------------------------------------------
line('Q01', payment_450k_6_5_30=c(pmt(450000, 6.5, 30)))
line('Q02', payment_450k_5_5_30=c(pmt(450000, 5.5, 30)))
line('Q03', payment_450k_5_5_15=c(pmt(450000, 5.5, 15)))

loan20 = 385000 - 77000
line('Q04', loan=c(loan20), payment=c(pmt(loan20, 6.875, 30)))
loan5 = 385000 * 0.95
line('Q05', loan=c(loan5), payment=c(pmt(loan5, 6.875, 30)))
line('Q06', extra_per_month=c(cp(loan5, 6.875, 30) - cp(loan20, 6.875, 30)))

pts = 520000 * 0.025
save7 = cp(520000, 7, 30) - cp(520000, 6.375, 30)
line('Q07', points_cost=c(pts), monthly_saving_info=c(save7), breakeven_months_roundup=math.ceil(pts / save7))

gm = 96000 / 12
line('Q08', max_housing_43pct=c(gm * 0.43 - 450 - 310))
line('Q09', max_housing_28pct=c(gm * 0.28))
line('Q10', max_loan=c(pv(2240, 6.25, 30)))


def payoff(loan, annual_pct, payment):
    r = annual_pct / 100 / 12
    b, months, interest = loan, 0, 0.0
    while b > 1e-9:
        i = b * r
        interest += i
        b = b + i - payment
        months += 1
        if b < 0:
            b = 0
    return months, interest


base_p = cp(300000, 6, 30)
m_extra, i_extra = payoff(300000, 6, base_p + 200)
i_base = base_p * 360 - 300000
n_exact = -math.log(1 - (0.06 / 12) * 300000 / (base_p + 200)) / math.log(1 + 0.06 / 12)
line('Q11', base_payment_info=c(base_p), payoff_months_info=m_extra, n_exact_info=p2(n_exact),
     months_saved=360 - m_extra, interest_saved=c(i_base - i_extra))

new12 = cp(319500, 6.125, 30)
sav12 = 2251 - new12
line('Q12', new_payment=c(new12), monthly_saving=c(sav12), breakeven_months_roundup=math.ceil(6800 / sav12))

line('Q13', balance_after_60=c(balance(400000, 3.25, 30, 60)))
line('Q14', total_interest_30=c(cp(275000, 7.1, 30) * 360 - 275000))
line('Q15', total_interest_15=c(cp(275000, 7.1, 15) * 180 - 275000))

base16 = 310000 * 0.965
ufmip = float(c(base16 * 0.0175))
fha = base16 + ufmip
line('Q16', base_loan=c(base16), ufmip_info=c(ufmip), total_loan=c(fha))
line('Q17', payment=c(pmt(fha, 6.25, 30)))

b18 = balance(350000, 5.75, 30, 60)
line('Q18', payment_initial=c(pmt(350000, 5.75, 30)), balance_info=c(b18), payment_after_reset=c(pmt(b18, 7.75, 25)))


def cash_to_close(price, down_pct):
    down = price * down_pct
    loan = price - down
    return down + loan * 0.03 + loan * 0.01


line('Q19', cash_to_close=c(cash_to_close(425000, 0.10)))
line('Q20', cash_to_close=c(cash_to_close(425000, 0.05)))

pi21 = cp(280000, 6.75, 30)
line('Q21', pi_info=c(pi21), piti_total=c(pi21 + 4200 / 12 + 1380 / 12 + 280000 * 0.005 / 12))

pi22 = cp(260000 * 0.8, 6.5, 30)
all22 = pi22 + 325 + 3000 / 12 + 600 / 12
line('Q22', pi_info=c(pi22), all_in=c(all22), rent_minus_all_in=c(2150 - all22))

line('Q23', heloc_max=c(560000 * 0.85 - 310000))
line('Q24', equity_pct=p2((560000 - 310000) / 560000 * 100))

loan25 = 415000 - 83000
line('Q25', ltv_pct=p2(loan25 / 402000 * 100), appraisal_gap=c(415000 - 402000))

# ---- investment ----------------------------------------------------------------
line('Q26', cap_rate_pct=p2(78000 / 1200000 * 100))
line('Q27', price_for_7_cap=c(78000 / 0.07))
line('Q28', cash_on_cash_pct=p2(7400 / (480000 * 0.25 + 12000) * 100))
gpi = 3 * 1450 * 12
egi = gpi * 0.95
noi29 = egi * 0.68
line('Q29', gpi_info=c(gpi), egi_info=c(egi), noi=c(noi29))
line('Q30', cap_rate_pct=p2(noi29 / 495000 * 100))
ads31 = cp(495000 * 0.75, 7, 30) * 12
line('Q31', monthly_pi_info=c(cp(495000 * 0.75, 7, 30)), annual_debt_service_info=c(ads31), dscr=p2(noi29 / ads31))
line('Q32', grm=p2(315000 / (2400 * 12)))
line('Q33', cash_flow=c(1875 - 1020 - 2880 / 12 - 1140 / 12 - 0.08 * 1875 - 0.10 * 1875))
line('Q34', cash_flow=c(1950 - 1020 - 2880 / 12 - 1140 / 12 - 0.08 * 1950 - 0.10 * 1950))
line('Q35', cash_out_refi=c(320000 * 0.75), left_in_deal=c(210000 + 45000 - 320000 * 0.75))
line('Q36', net_profit=c(365000 * 0.94 - 240000))
line('Q37', cagr_pct=p2(((365000 / 240000) ** (1 / 8) - 1) * 100))
line('Q38', depreciation_27_5=c((330000 - 66000) / 27.5))
line('Q39', depreciation_39=c((330000 - 66000) / 39))
pi40 = cp(640000 * 0.965, 6.5, 30)
line('Q40', loan_info=c(640000 * 0.965), pi=c(pi40), rents_over_pi=c(3 * 1550 - pi40))
line('Q41', increase_pct=p2((1720 - 1600) / 1600 * 100), max_at_7pct=c(1600 * 1.07))

# ---- commercial --------------------------------------------------------------
line('Q42', annual=c(4200 * 28.50), monthly=c(4200 * 28.50 / 12))
line('Q43', annual=c(2800 * (22 + 7.40)), monthly=c(2800 * (22 + 7.40) / 12))
psf5 = 22 * 1.03 ** 4
line('Q44', base_psf_year5=c(psf5), base_annual_year5=c(2800 * psf5))
ds45 = 265000 / 1.25
loan45 = pv(ds45 / 12, 6.75, 25)
line('Q45', max_annual_ds_info=c(ds45), max_loan_dscr=c(loan45))
line('Q46', ltv_loan_info=c(3400000 * 0.70), max_loan=c(min(loan45, 3400000 * 0.70)))
line('Q47', value=c(410000 / 0.0725))
line('Q48', value=c(410000 / 0.0775), drop_info=c(410000 / 0.0725 - 410000 / 0.0775))
line('Q49', ti_info=c(45 * 6000), out_of_pocket=c(380000 - 45 * 6000))
line('Q50', total_rent=c(60000 + 0.06 * (1350000 - 1000000)))
line('Q51', fee=c(10 * 5000 * 30 * 0.04))

# ---- market ----------------------------------------------------------------------
def agent_take(price):
    # exact decimal arithmetic so a half cent rounds up (9430.575 -> 9430.58)
    return (Decimal(str(price)) * Decimal('0.055') / 2 * Decimal('0.70')).quantize(
        Decimal('0.01'), rounding=ROUND_HALF_UP)


line('Q52', take_home=agent_take(615000))
line('Q53', take_home=agent_take(489900))
psf = [412000 / 1850, 455000 / 2100, 379000 / 1640]
avg = sum(psf) / 3
line('Q54', per_sf_info='; '.join(str(c(x)) for x in psf), avg_psf=c(avg), implied_value=c(avg * 1920))
line('Q55', months_supply=p2(340 / 85))
line('Q56', months_supply=p2(340 / 120))
line('Q57', sale_to_list_pct=p2(512500 / 499000 * 100))
line('Q58', per_month=p2(27 / 3), months_left=p2((180 - 27) / (27 / 3)))
pr = 529000 * 0.97 * 0.97
line('Q59', price_now=c(pr), total_cut_pct=p2((1 - pr / 529000) * 100))

# ---- property ------------------------------------------------------------------
tax = (385000 - 25000) * 22.5 / 1000
line('Q60', annual_tax=c(tax), monthly=c(tax / 12))
line('Q61', total=c(1250 * 1.10 * 3.10 + 1250 * 2.25))
line('Q62', dwelling=c(2300 * 165))
line('Q63', min_80pct=c(2300 * 165 * 0.80))
line('Q64', net=c(465000 - 228300 - 465000 * 0.05 - 465000 * 0.015 - 2000))

# ---- location --------------------------------------------------------------------
extra = (18 - 6) * 2 * 240 * 0.67
line('Q65', extra_per_year=c(extra))
line('Q66', years=p2(38000 / extra))
line('Q67', salary=c(92000 * 128 / 100))
x, y = 540000 / 2000, 425000 / 1700
line('Q68', psf_x_info=c(x), psf_y_info=c(y), diff_psf=c(x - y), premium_pct=p2((x - y) / y * 100))

# ---- non-figure questions ----------------------------------------------------------
kinds = (['knowledge'] * 10 + ['honest'] * 6 + ['clarify'] * 6 + ['fair-housing'] * 7
         + ['compliance'] * 2 + ['lawful'] * 2 + ['decline'] * 5)
for i, k in enumerate(kinds, start=69):
    line(f'Q{i:02d}', kind=k)

print('\n'.join(out))
