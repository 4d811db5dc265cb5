-- The API roles of a Supabase project (as server/sql/platform.sql makes them), which a Hearth dump
-- grants privileges to: run this before loading a dump into a PostgreSQL server (or a fresh PGlite).
-- A Supabase project has them already. Idempotent.
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
exception when duplicate_object or unique_violation then
  null;
end
$$;
