-- Issue 23: the user's profile of assumptions, so they need not restate "I'm in Texas, 20% down, about
-- $450k" in every conversation. One row per user, every field optional: where they buy, their budget,
-- their down payment (a percent of the price or an amount, not both), a credit band, and their role.
-- The built-in analyst uses a field only for an input the question leaves out, and says so ("from your
-- profile"); model providers get it as one line of context. The client writes it through the
-- conversation service (conversation-service/assumptions.ts) with the user's own token, so RLS decides.
-- Deleting the account deletes the row (on delete cascade from auth.users, see
-- 20261128090000_delete_my_account.sql). The limits are those of supabase/functions/_shared/assumptions.ts;
-- each constraint is named after the rule it enforces, so a refused write says what was wrong.

create table public.assumption_profiles (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  location text,
  budget numeric,
  down_payment_percent numeric,
  down_payment_amount numeric,
  credit_band text,
  role text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint assumption_location_1_to_100_characters
    check (location is null or char_length(btrim(location)) between 1 and 100),
  constraint assumption_budget_between_1_and_1000000000_dollars
    check (budget is null or (budget >= 1 and budget <= 1000000000)),
  constraint assumption_down_payment_percent_between_0_and_99
    check (down_payment_percent is null or (down_payment_percent >= 0 and down_payment_percent <= 99)),
  constraint assumption_down_payment_amount_between_0_and_1000000000_dollars
    check (down_payment_amount is null or (down_payment_amount >= 0 and down_payment_amount <= 1000000000)),
  constraint assumption_down_payment_percent_or_amount_not_both
    check (down_payment_percent is null or down_payment_amount is null),
  constraint assumption_credit_band_excellent_good_fair_or_poor
    check (credit_band is null or credit_band in ('excellent', 'good', 'fair', 'poor')),
  constraint assumption_role_buyer_investor_or_agent
    check (role is null or role in ('buyer', 'investor', 'agent'))
);

create trigger assumption_profiles_set_updated_at before update on public.assumption_profiles
  for each row execute function public.set_updated_at();

-- Row-level security: a user reads and writes their own row only; anonymous callers nothing.
alter table public.assumption_profiles enable row level security;

create policy "assumption_profiles: read own" on public.assumption_profiles
  for select to authenticated using (user_id = auth.uid());
create policy "assumption_profiles: insert own" on public.assumption_profiles
  for insert to authenticated with check (user_id = auth.uid());
create policy "assumption_profiles: update own" on public.assumption_profiles
  for update to authenticated using (user_id = auth.uid()) with check (user_id = auth.uid());
create policy "assumption_profiles: delete own" on public.assumption_profiles
  for delete to authenticated using (user_id = auth.uid());
