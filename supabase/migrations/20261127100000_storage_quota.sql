-- A per-user storage quota (issue 18 §7): whatever a user stores through REST counts against one
-- budget, so nobody can fill the disk for everyone with their own rows. Questions are at most 8,000
-- characters (bounded_queries); this bounds how many of them, and everything else a user's messages
-- hold, in bytes.
--
-- The usage is kept per user in `storage_usage` by triggers (one row update per message written or
-- deleted, never a scan), counted for every message whoever writes it (the service's replies too);
-- only a user's own inserts are refused past the quota, with SQLSTATE 53400 and a message that says so.
-- The quota is `storage_quota_bytes()`: 50 MB unless an operator redefines the function.

create table public.storage_usage (
  user_id uuid primary key references auth.users (id) on delete cascade,
  bytes bigint not null default 0
);
alter table public.storage_usage enable row level security;
create policy "storage_usage: read own" on public.storage_usage
  for select to authenticated using (user_id = auth.uid());
revoke insert, update, delete on public.storage_usage from anon, authenticated;

create function public.storage_quota_bytes() returns bigint
language sql immutable as $$ select 50 * 1024 * 1024::bigint $$;

create function public.message_storage_bytes(m public.messages) returns bigint
language sql immutable as $$
  select octet_length(coalesce(m.content_text, ''))::bigint
       + coalesce(octet_length(m.content_json::text), 0)
       + 256 -- the row itself: ids, timestamps, indexes
$$;

insert into public.storage_usage (user_id, bytes)
select m.user_id, sum(public.message_storage_bytes(m))
  from public.messages m
 where m.user_id is not null
 group by m.user_id
on conflict (user_id) do update set bytes = excluded.bytes;

create function public.message_storage_check() returns trigger
language plpgsql security definer set search_path = public as $$
declare
  used bigint;
begin
  if auth.role() = 'authenticated' then
    select u.bytes into used from public.storage_usage u where u.user_id = new.user_id;
    if coalesce(used, 0) + public.message_storage_bytes(new) > public.storage_quota_bytes() then
      raise exception 'storage quota exceeded: % of % bytes used', coalesce(used, 0), public.storage_quota_bytes()
        using errcode = '53400';
    end if;
  end if;
  return new;
end;
$$;
create trigger messages_storage_check before insert on public.messages
  for each row execute function public.message_storage_check();

create function public.message_storage_count() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  if tg_op = 'INSERT' and new.user_id is not null then
    insert into public.storage_usage as u (user_id, bytes)
    values (new.user_id, public.message_storage_bytes(new))
    on conflict (user_id) do update set bytes = u.bytes + excluded.bytes;
  elsif tg_op = 'DELETE' and old.user_id is not null then
    update public.storage_usage u
       set bytes = greatest(0, u.bytes - public.message_storage_bytes(old))
     where u.user_id = old.user_id;
  end if;
  return null;
end;
$$;
create trigger messages_storage_count after insert or delete on public.messages
  for each row execute function public.message_storage_count();
