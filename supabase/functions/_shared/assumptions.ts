// The user's profile of assumptions (issue 23): what both ends speak, the limits both ends apply (the
// table's constraints say the same: supabase/migrations/20261129110000_assumption_profile.sql), and the
// one line a model provider is given as context. Every field is optional; a question that states a value
// always beats the profile's.

export const CREDIT_BANDS = ['excellent', 'good', 'fair', 'poor'] as const;
export type CreditBand = (typeof CREDIT_BANDS)[number];

/** What each band means, as the form offers it (usual FICO ranges). */
export const CREDIT_BAND_LABELS: Readonly<Record<CreditBand, string>> = {
  excellent: 'Excellent (760 and up)',
  good: 'Good (700–759)',
  fair: 'Fair (640–699)',
  poor: 'Poor (below 640)',
};

export const PROFILE_ROLES = ['buyer', 'investor', 'agent'] as const;
export type ProfileRole = (typeof PROFILE_ROLES)[number];

export const ROLE_LABELS: Readonly<Record<ProfileRole, string>> = {
  buyer: 'Buyer',
  investor: 'Investor',
  agent: 'Agent',
};

export const ASSUMPTION_LIMITS = {
  locationMaxLength: 100,
  maxDollars: 1_000_000_000,
  maxDownPaymentPercent: 99,
} as const;

/** The fields of a profile; null is "not given". A percent is 0–99 (20 is 20%). */
export interface Assumptions {
  location: string | null;
  budget: number | null;
  down_payment_percent: number | null;
  down_payment_amount: number | null;
  credit_band: CreditBand | null;
  role: ProfileRole | null;
}

/** The row as the conversation service returns it. */
export interface AssumptionsRow extends Assumptions {
  user_id: string;
  created_at: string;
  updated_at: string;
}

export const ASSUMPTION_FIELDS = [
  'location',
  'budget',
  'down_payment_percent',
  'down_payment_amount',
  'credit_band',
  'role',
] as const satisfies readonly (keyof Assumptions)[];
export type AssumptionField = (typeof ASSUMPTION_FIELDS)[number];

export const EMPTY_ASSUMPTIONS: Assumptions = {
  location: null,
  budget: null,
  down_payment_percent: null,
  down_payment_amount: null,
  credit_band: null,
  role: null,
};

/** Whether nothing is set (a cleared profile). */
export function isEmptyAssumptions(profile: Assumptions): boolean {
  return ASSUMPTION_FIELDS.every((field) => profile[field] === null);
}

export type AssumptionErrors = Partial<Record<AssumptionField, string>>;

export type AssumptionsCheck = { ok: true; value: Assumptions } | { ok: false; errors: AssumptionErrors };

const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const dollars = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * Checks a profile from anyone (the form, a request body): every field null or valid, with a sentence
 * per bad field. Text is trimmed; a blank location is no location.
 */
export function checkAssumptions(input: unknown): AssumptionsCheck {
  const source = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const errors: AssumptionErrors = {};
  const value: Assumptions = { ...EMPTY_ASSUMPTIONS };
  const max = ASSUMPTION_LIMITS;

  const location = source.location;
  if (typeof location === 'string' && location.trim() !== '') {
    if ([...location.trim()].length > max.locationMaxLength)
      errors.location = `Location must be at most ${max.locationMaxLength} characters.`;
    else value.location = location.trim();
  } else if (location !== undefined && location !== null && typeof location !== 'string') {
    errors.location = 'Location must be text.';
  }

  const money = (field: 'budget' | 'down_payment_amount', name: string, min: number) => {
    const v = source[field];
    if (v === undefined || v === null) return;
    if (!isFiniteNumber(v) || v < min || v > max.maxDollars)
      errors[field] = `${name} must be a dollar amount from $${min} to $${dollars.format(max.maxDollars)}.`;
    else value[field] = v;
  };
  money('budget', 'Budget', 1);
  money('down_payment_amount', 'Down payment', 0);

  const percent = source.down_payment_percent;
  if (percent !== undefined && percent !== null) {
    if (!isFiniteNumber(percent) || percent < 0 || percent > max.maxDownPaymentPercent)
      errors.down_payment_percent = `Down payment must be a percent from 0 to ${max.maxDownPaymentPercent}.`;
    else value.down_payment_percent = percent;
  }
  if (value.down_payment_percent !== null && value.down_payment_amount !== null)
    errors.down_payment_amount = 'Give the down payment as a percent or as an amount, not both.';
  if (
    value.budget !== null &&
    value.down_payment_amount !== null &&
    value.down_payment_amount >= value.budget
  )
    errors.down_payment_amount = 'The down payment must be less than the budget.';

  const band = source.credit_band;
  if (band !== undefined && band !== null) {
    if ((CREDIT_BANDS as readonly unknown[]).includes(band)) value.credit_band = band as CreditBand;
    else errors.credit_band = `Credit must be one of: ${CREDIT_BANDS.join(', ')}.`;
  }
  const role = source.role;
  if (role !== undefined && role !== null) {
    if ((PROFILE_ROLES as readonly unknown[]).includes(role)) value.role = role as ProfileRole;
    else errors.role = `Role must be one of: ${PROFILE_ROLES.join(', ')}.`;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value };
}

/** The fields of a row (numbers as numbers: PostgREST may send numeric columns as strings). */
export function assumptionsOf(row: Record<string, unknown>): Assumptions {
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  const text = (v: unknown) => (typeof v === 'string' ? v : null);
  return {
    location: text(row.location),
    budget: num(row.budget),
    down_payment_percent: num(row.down_payment_percent),
    down_payment_amount: num(row.down_payment_amount),
    credit_band: text(row.credit_band) as CreditBand | null,
    role: text(row.role) as ProfileRole | null,
  };
}

/**
 * The profile as one line of context for a model provider, or null when nothing is set. Says that the
 * question's own values win.
 */
export function assumptionsContextLine(profile: Assumptions | null | undefined): string | null {
  if (!profile || isEmptyAssumptions(profile)) return null;
  const parts: string[] = [];
  if (profile.location) parts.push(`buys in ${profile.location.replace(/\s+/g, ' ')}`);
  if (profile.budget !== null) parts.push(`budget about $${dollars.format(profile.budget)}`);
  if (profile.down_payment_percent !== null) parts.push(`${profile.down_payment_percent}% down`);
  if (profile.down_payment_amount !== null)
    parts.push(`$${dollars.format(profile.down_payment_amount)} down`);
  if (profile.credit_band) parts.push(`credit ${CREDIT_BAND_LABELS[profile.credit_band]}`);
  if (profile.role) parts.push(`role: ${profile.role}`);
  return (
    `The user's saved profile (use a value only when the question leaves it out, and say it is from ` +
    `their profile): ${parts.join('; ')}.`
  );
}
