-- No single caller can stall the database (issue 18).
--
-- The embedded database (PGlite) cannot interrupt a running statement, so every query a user can
-- reach must be bounded by its SQL alone; on a PostgreSQL server the stack also sets a statement
-- timeout per request, as PostgREST does for the API roles.
--
-- 1. Parents can never form a cycle. A message's parent must already exist (checked since the
--    versions migration), and now a message that another message already names as its parent (it
--    was deleted and is being stored again) cannot be stored again by a user: a new message has no
--    children, so it cannot close a loop. Replies stored by the service keep their old id on a
--    regeneration; their parent is their question, which came before them, so no loop either.
-- 2. The ancestry walk is bounded anyway (rows made before this migration may already loop): it
--    stops at 200 messages and never visits one twice. (visible_leaf walks down from the root to
--    children, and a loop of parents is never reachable that way.)
-- 3. A message in a conversation the caller does not own is refused exactly as row-level security
--    refuses it, before its parent is looked at: the parent check is no oracle for other people's
--    message ids.
-- 4. Users store complete questions only: `in_reply_to` and `status` are the service's to write
--    (a self-made "interrupted" row would otherwise be regenerated without admission).
-- 5. A question is at most 8000 characters in the table itself (the service's limit), whoever
--    writes it; existing rows are left as they are (NOT VALID).

create or replace function public.message_ancestry(conversation uuid, from_msg text, max_count integer)
returns jsonb
language sql stable security invoker set search_path = public as $$
  with recursive chain as (
    select m.client_msg_id, m.parent_id, m.role, m.content_text, 1 as depth,
           array[m.client_msg_id] as seen
      from public.messages m
     where m.conversation_id = conversation and m.client_msg_id = from_msg
    union all
    select p.client_msg_id, p.parent_id, p.role, p.content_text, c.depth + 1,
           c.seen || p.client_msg_id
      from chain c
      join public.messages p on p.conversation_id = conversation and p.client_msg_id = c.parent_id
     where c.depth < least(greatest(max_count, 0), 200)
       and p.client_msg_id <> all (c.seen)
  )
  select coalesce(jsonb_agg(jsonb_build_object(
           'role', role, 'content_text', content_text, 'client_msg_id', client_msg_id) order by depth),
         '[]'::jsonb)
    from chain;
$$;

create or replace function public.message_parent_is_valid() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  if auth.role() = 'authenticated' and not public.message_conversation_is_own(new.conversation_id) then
    raise exception 'new row violates row-level security policy for table "messages"'
      using errcode = '42501';
  end if;
  if new.role = 'assistant' and new.parent_id is null then
    new.parent_id := new.in_reply_to;
  end if;
  if new.parent_id is not null and not exists (
    select 1 from public.messages p
     where p.conversation_id = new.conversation_id and p.client_msg_id = new.parent_id
  ) then
    raise exception 'parent % is not a message of this conversation', new.parent_id
      using errcode = '23503';
  end if;
  if auth.role() = 'authenticated' and exists (
    select 1 from public.messages c
     where c.conversation_id = new.conversation_id and c.parent_id = new.client_msg_id
  ) then
    raise exception 'message % is already the parent of another message: store it under a new id',
      new.client_msg_id
      using errcode = '23505';
  end if;
  return new;
end;
$$;

drop policy "messages: insert own" on public.messages;
create policy "messages: insert own" on public.messages
  for insert to authenticated
  with check (
    user_id = auth.uid() and role = 'user' and in_reply_to is null and status = 'complete'
    and public.message_conversation_is_own(conversation_id)
  );

alter table public.messages
  add constraint messages_question_length
  check (role <> 'user' or char_length(content_text) <= 8000) not valid;
