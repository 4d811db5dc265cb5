-- Read-only links (issue 22 §7): a user shares a conversation, or one analysis (a reply with its
-- calculation), as a snapshot taken when the link is made. Anyone holding the link reads that snapshot
-- without an account; nothing else of the owner's is reachable through it.
--
-- 1. The snapshot is copied at creation (create_share): the visible path of the conversation as it is
--    then, or one reply and its question. Later messages, edits and regenerations never reach a link.
-- 2. The token is 64 hex characters from two random UUIDs (244 random bits), made here, never by the
--    client. It is kept as it is (not hashed) so the owner can copy a live link again from the list.
-- 3. The owner reads and deletes their own rows (row-level security); deleting a row revokes the link.
--    Nobody inserts or updates rows directly: create_share is the one way in, so a snapshot is always
--    the server's copy of the owner's own messages.
-- 4. Anonymous readers have no right on the table at all. get_shared_snapshot(token) (security
--    definer) returns one snapshot for its exact token, or null when the token was revoked, never
--    existed, or its conversation was deleted: a plain not-found, the same for all three.
-- 5. Deleting the account (delete_my_account) or the conversation row takes the shares with it (on
--    delete cascade); a conversation in the bin (deleted_at set) stops serving its links at once.
-- 6. Bounded: at most 200 messages in a snapshot (the newest 200 of the path), at most 50 live links
--    per user.

create table public.shares (
  token text primary key default replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
    check (token ~ '^[0-9a-f]{64}$'),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  -- null: the whole conversation; otherwise the client_msg_id of the one reply shared (an analysis).
  message_client_msg_id text,
  kind text not null check (kind in ('conversation', 'analysis')),
  title text not null,
  snapshot jsonb not null,
  created_at timestamptz not null default now(),
  constraint shares_kind_matches check ((kind = 'analysis') = (message_client_msg_id is not null))
);
create index shares_user_conversation_idx on public.shares (user_id, conversation_id, created_at desc);

alter table public.shares enable row level security;

create policy "shares: read own" on public.shares
  for select to authenticated using (user_id = auth.uid());
create policy "shares: delete own" on public.shares
  for delete to authenticated using (user_id = auth.uid());

revoke all on public.shares from anon, authenticated;
grant select, delete on public.shares to authenticated;

-- The messages of a snapshot, oldest first: role, text, parts (calculations and images), time.
-- From `leaf` up its parents, at most 200, never visiting one twice (rows may predate the parent
-- checks). Runs inside create_share, for the owner's own conversation only.
create function public.share_path(conversation uuid, leaf text, max_count integer)
returns jsonb
language sql stable security invoker set search_path = public as $$
  with recursive chain as (
    select m.client_msg_id, m.parent_id, m.role, m.content_text, m.content_json, m.created_at,
           1 as depth, array[m.client_msg_id] as seen
      from public.messages m
     where m.conversation_id = conversation and m.client_msg_id = leaf
    union all
    select p.client_msg_id, p.parent_id, p.role, p.content_text, p.content_json, p.created_at,
           c.depth + 1, c.seen || p.client_msg_id
      from chain c
      join public.messages p on p.conversation_id = conversation and p.client_msg_id = c.parent_id
     where c.depth < least(greatest(max_count, 0), 200)
       and p.client_msg_id <> all (c.seen)
  )
  select coalesce(jsonb_agg(jsonb_build_object(
           'role', role,
           'content_text', content_text,
           'content_json', content_json,
           'created_at', created_at) order by depth desc),
         '[]'::jsonb)
    from chain;
$$;
revoke all on function public.share_path(uuid, text, integer) from public, anon;
grant execute on function public.share_path(uuid, text, integer) to authenticated, service_role;

-- Makes a link: `reply` null shares the conversation's visible path; a reply's client_msg_id shares
-- that reply and its question. Returns the new row (the caller's own, so it may read it).
create function public.create_share(conversation uuid, reply text default null)
returns setof public.shares
language plpgsql volatile security definer set search_path = public as $$
declare
  me uuid := auth.uid();
  convo public.conversations;
  leaf text;
  reply_row public.messages;
  path jsonb;
  made public.shares;
begin
  if me is null then
    raise exception 'Sign in to share.' using errcode = '42501';
  end if;
  select * into convo from public.conversations c
   where c.id = conversation and c.user_id = me and c.deleted_at is null;
  if not found then
    raise exception 'No such conversation.' using errcode = 'P0001', hint = 'not_found';
  end if;
  if (select count(*) from public.shares s where s.user_id = me) >= 50 then
    raise exception 'You have 50 shared links. Revoke one to share another.'
      using errcode = 'P0001', hint = 'too_many_links';
  end if;
  if reply is null then
    leaf := public.visible_leaf(conversation);
    path := case when leaf is null then '[]'::jsonb else public.share_path(conversation, leaf, 200) end;
    if jsonb_array_length(path) = 0 then
      raise exception 'There is nothing to share yet.' using errcode = 'P0001', hint = 'empty';
    end if;
  else
    select * into reply_row from public.messages m
     where m.conversation_id = conversation and m.client_msg_id = reply and m.role = 'assistant'
       and m.user_id = me;
    if not found then
      raise exception 'No such reply.' using errcode = 'P0001', hint = 'not_found';
    end if;
    path := public.share_path(conversation, reply, 2);
  end if;
  insert into public.shares (user_id, conversation_id, message_client_msg_id, kind, title, snapshot)
  values (
    me, conversation, reply,
    case when reply is null then 'conversation' else 'analysis' end,
    convo.title,
    jsonb_build_object('conversation_created_at', convo.created_at, 'messages', path)
  )
  returning * into made;
  return next made;
end;
$$;
revoke all on function public.create_share(uuid, text) from public, anon;
grant execute on function public.create_share(uuid, text) to authenticated;

-- What a link shows, for anyone holding its token (anon included): the snapshot, its kind and title,
-- and when it was shared. Null when there is no live link with this token. Nothing about the owner.
create function public.get_shared_snapshot(share_token text)
returns jsonb
language sql stable security definer set search_path = public as $$
  select jsonb_build_object(
           'kind', s.kind,
           'title', s.title,
           'shared_at', s.created_at,
           'conversation_created_at', s.snapshot -> 'conversation_created_at',
           'messages', s.snapshot -> 'messages')
    from public.shares s
    join public.conversations c on c.id = s.conversation_id and c.deleted_at is null
   where s.token = share_token
     and share_token ~ '^[0-9a-f]{64}$';
$$;
revoke all on function public.get_shared_snapshot(text) from public;
grant execute on function public.get_shared_snapshot(text) to anon, authenticated, service_role;
