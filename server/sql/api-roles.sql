-- The API roles of a Supabase project, which the stack (before platform.sql, on every start) and a
-- Hearth dump grant privileges to: run this before loading a dump into a PostgreSQL server (or a fresh
-- PGlite). A Supabase project has them already. Idempotent. Roles belong to the whole server, not one
-- database: stacks starting at once on two databases of one server may both try to create them, so
-- losing that race is fine.
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
