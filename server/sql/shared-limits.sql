-- Limits counted in the database, for stack processes sharing one PostgreSQL server (issue 21 §1;
-- server/shared-limits.ts). Not in supabase/migrations: this is the local stack's own machinery, like
-- _realtime, and a Supabase project has its own. Applied under the setup lock; idempotent.
create schema if not exists _hearth;
revoke all on schema _hearth from public;

-- rate-limiter-flexible's RateLimiterPostgres table (its own layout): the auth rate limits.
create table if not exists _hearth.rate_limits (
  key varchar(255) primary key,
  points integer not null default 0,
  expire bigint
);

-- One row per generation admitted (server/generation-slots.ts). Running while not released and its
-- lease (heartbeat_at, renewed by its process) is fresh; counted for the per-minute rate for 60 s.
create table if not exists _hearth.generation_slots (
  id uuid primary key default gen_random_uuid(),
  user_id text not null,
  started_at timestamptz not null default now(),
  heartbeat_at timestamptz not null default now(),
  released_at timestamptz
);
create index if not exists generation_slots_user_idx on _hearth.generation_slots (user_id, started_at);
