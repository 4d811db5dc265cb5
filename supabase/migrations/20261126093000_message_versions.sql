-- Versions and branches (issue 13): regenerate a reply, edit and resend a question, continue a
-- stopped one, with every earlier version kept and reachable (‹ 1/2 ›).
--
-- Messages form a tree. `parent_id` is the client_msg_id of the message a message follows in the
-- same conversation: a reply's parent is its question (= in_reply_to), a question's parent is the
-- message before it (usually the previous reply; null for a conversation's first question). A
-- regenerated reply is a sibling of the old one (same question); an edited question is a sibling of
-- the old one (same parent).
--
-- `conversations.selections` stores which child the conversation follows at a fork: a JSON object
-- from the parent's client_msg_id ('' for the root) to the chosen child's client_msg_id. Where it
-- names no child that exists, the newest child is followed. The visible path is the chain of chosen
-- children from the root; it is what the user reads and all the assistant sees as history. The
-- selections live on the conversation row, so they reach other devices through the delta pull and
-- realtime exactly like a title; a choice is one key merged into the object (`||`), so two devices
-- choosing at different forks both keep their choice.

alter table public.messages
  add column parent_id text check (parent_id is null or char_length(parent_id) between 1 and 100);

-- Existing conversations are linear: a reply follows its question, a question the message before it.
update public.messages set parent_id = in_reply_to where role = 'assistant' and in_reply_to is not null;
with ordered as (
  select m.id,
         lag(m.client_msg_id) over (partition by m.conversation_id order by m.created_at, m.id) as previous
    from public.messages m
)
update public.messages m
   set parent_id = o.previous
  from ordered o
 where m.id = o.id and m.parent_id is null and o.previous is not null;

create index messages_conversation_parent_idx on public.messages (conversation_id, parent_id);

-- A question may now have several replies (its versions). A reply's own client_msg_id stays unique
-- per conversation (messages_conversation_client_msg_unique), which is what keeps a retried
-- regenerate from making a second reply.
drop index public.messages_one_reply_per_turn;
create index messages_conversation_reply_idx on public.messages (conversation_id, in_reply_to)
  where in_reply_to is not null;

-- A reply's parent is its question, whoever stores it (the service, interrupt_stale_replies). A
-- parent is a message of the same conversation (checked on insert; no foreign key, because an
-- interrupted reply is replaced by deleting and inserting it under the same id).
create function public.message_parent_is_valid() returns trigger
language plpgsql security definer set search_path = public as $$
begin
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
  return new;
end;
$$;
create trigger messages_parent_is_valid before insert on public.messages
  for each row execute function public.message_parent_is_valid();

alter table public.conversations
  add column selections jsonb not null default '{}'::jsonb,
  add constraint conversations_selections_object check (
    jsonb_typeof(selections) = 'object' and octet_length(selections::text) <= 65536);

-- The last message of the visible path (null for an empty conversation). Without any choice stored,
-- the path follows the newest child everywhere, which ends at the newest message.
create function public.visible_leaf(conversation uuid) returns text
language plpgsql stable security invoker set search_path = public as $$
declare
  chosen jsonb;
  current_id text := null;
  next_id text;
begin
  select c.selections into chosen from public.conversations c where c.id = conversation;
  if chosen is null then
    return null;
  end if;
  if chosen = '{}'::jsonb then
    select m.client_msg_id into current_id
      from public.messages m
     where m.conversation_id = conversation
     order by m.created_at desc, m.id desc
     limit 1;
    return current_id;
  end if;
  loop
    select m.client_msg_id into next_id
      from public.messages m
     where m.conversation_id = conversation and m.parent_id is not distinct from current_id
     order by (m.client_msg_id = chosen ->> coalesce(current_id, '')) desc nulls last,
              m.created_at desc, m.id desc
     limit 1;
    exit when next_id is null;
    current_id := next_id;
  end loop;
  return current_id;
end;
$$;

-- A message and its ancestors, newest first (role, content_text, client_msg_id), at most max_count:
-- the history the assistant sees for a turn is exactly the path that leads to it.
create function public.message_ancestry(conversation uuid, from_msg text, max_count integer)
returns jsonb
language sql stable security invoker set search_path = public as $$
  with recursive chain as (
    select m.client_msg_id, m.parent_id, m.role, m.content_text, 1 as depth
      from public.messages m
     where m.conversation_id = conversation and m.client_msg_id = from_msg
    union all
    select p.client_msg_id, p.parent_id, p.role, p.content_text, c.depth + 1
      from chain c
      join public.messages p on p.conversation_id = conversation and p.client_msg_id = c.parent_id
     where c.depth < max_count
  )
  select coalesce(jsonb_agg(jsonb_build_object(
           'role', role, 'content_text', content_text, 'client_msg_id', client_msg_id) order by depth),
         '[]'::jsonb)
    from chain;
$$;

-- begin_turn (migration 20261123214500) learns where a question goes. `parent` is the message the
-- client saw last; it is used when this conversation has it, else the question follows the visible
-- path's last message (a parent the server never stored, such as a message that failed). `edit_of`
-- makes the question a new version of that question: same parent, and it becomes the chosen one.
-- A retried turn replays the reply stored under `reply_msg_id`, else its newest version (a question
-- may have several); it never generates twice.
-- `recent` is now the question's ancestry, not the newest rows: history never leaks from another
-- branch. Returns { error: 'edit_not_found' } when `edit_of` is not a question of the conversation.
drop function public.begin_turn(uuid, text, text, integer);
create function public.begin_turn(
  conversation uuid,
  user_msg_id text,
  input text,
  history_limit integer default 21,
  parent text default null,
  edit_of text default null,
  reply_msg_id text default null
) returns jsonb
language plpgsql volatile security invoker set search_path = public as $$
declare
  conv public.conversations;
  new_id uuid;
  chosen_parent text;
  reply jsonb;
  recent jsonb;
begin
  select * into conv from public.conversations c where c.id = conversation and c.deleted_at is null;
  if not found then
    return null;
  end if;

  if not exists (
    select 1 from public.messages m where m.conversation_id = conversation and m.client_msg_id = user_msg_id
  ) then
    if edit_of is not null then
      select m.parent_id into chosen_parent
        from public.messages m
       where m.conversation_id = conversation and m.client_msg_id = edit_of and m.role = 'user';
      if not found then
        return jsonb_build_object('error', 'edit_not_found');
      end if;
    elsif parent is not null and exists (
      select 1 from public.messages m where m.conversation_id = conversation and m.client_msg_id = parent
    ) then
      chosen_parent := parent;
    else
      chosen_parent := public.visible_leaf(conversation);
    end if;

    insert into public.messages (conversation_id, client_msg_id, role, content_text, parent_id)
    values (conversation, user_msg_id, 'user', input, chosen_parent)
    on conflict (conversation_id, client_msg_id) do nothing
    returning id into new_id;

    if new_id is not null and edit_of is not null then
      update public.conversations c
         set selections = c.selections || jsonb_build_object(coalesce(chosen_parent, ''), user_msg_id)
       where c.id = conversation
      returning * into conv;
    end if;
  end if;

  if new_id is null then
    select to_jsonb(m) into reply
      from public.messages m
     where m.conversation_id = conversation and m.in_reply_to = user_msg_id
     order by (m.client_msg_id = reply_msg_id) desc nulls last, m.created_at desc, m.id desc
     limit 1;
  end if;

  if reply is null then
    recent := public.message_ancestry(conversation, user_msg_id, greatest(history_limit, 0));
  end if;

  return jsonb_build_object(
    'conversation', to_jsonb(conv),
    'inserted', new_id is not null,
    'reply', reply,
    'recent', coalesce(recent, '[]'::jsonb));
end;
$$;
revoke all on function public.begin_turn(uuid, text, text, integer, text, text, text) from public, anon;
grant execute on function public.begin_turn(uuid, text, text, integer, text, text, text)
  to authenticated, service_role;

-- Starts a new version of the reply to `question` under the client's id `reply_msg_id` (regenerate;
-- `continue_of` names the stopped or interrupted reply a Continue starts from). Idempotent: a reply
-- already stored under that id is returned for replay. Checked here, as the caller:
--   - the question is a user message of this live conversation ('not_found');
--   - the id is not taken by another message ('conflict');
--   - the question's replies end the visible path: only the last reply is regenerated ('not_last');
--   - no reply to it is being generated by another process ('busy');
--   - `continue_of` is a stopped or interrupted reply to that question ('not_continuable').
-- The new version becomes the chosen one at once (before it exists, the newest is followed).
-- Returns null for a conversation the caller cannot see, else
--   { conversation, reply, recent, partial } or { error }.
create function public.begin_regenerate(
  conversation uuid,
  question text,
  reply_msg_id text,
  history_limit integer default 21,
  continue_of text default null
) returns jsonb
language plpgsql volatile security invoker set search_path = public as $$
declare
  conv public.conversations;
  existing public.messages;
  partial text := null;
  leaf text;
begin
  select * into conv from public.conversations c where c.id = conversation and c.deleted_at is null;
  if not found then
    return null;
  end if;
  if not exists (
    select 1 from public.messages m
     where m.conversation_id = conversation and m.client_msg_id = question and m.role = 'user'
  ) then
    return jsonb_build_object('error', 'not_found');
  end if;

  select * into existing from public.messages m
   where m.conversation_id = conversation and m.client_msg_id = reply_msg_id;
  if found then
    if existing.role = 'assistant' and existing.in_reply_to = question then
      return jsonb_build_object('conversation', to_jsonb(conv), 'reply', to_jsonb(existing),
                                'recent', '[]'::jsonb, 'partial', null);
    end if;
    return jsonb_build_object('error', 'conflict');
  end if;

  leaf := public.visible_leaf(conversation);
  if leaf is distinct from question and not exists (
    select 1 from public.messages m
     where m.conversation_id = conversation and m.client_msg_id = leaf and m.in_reply_to = question
  ) then
    return jsonb_build_object('error', 'not_last');
  end if;

  if exists (
    select 1 from public.reply_progress p
     where p.conversation_id = conversation and p.in_reply_to = question
  ) then
    return jsonb_build_object('error', 'busy');
  end if;

  if continue_of is not null then
    select m.content_text into partial from public.messages m
     where m.conversation_id = conversation and m.client_msg_id = continue_of
       and m.in_reply_to = question and m.status in ('stopped', 'interrupted');
    if not found then
      return jsonb_build_object('error', 'not_continuable');
    end if;
  end if;

  update public.conversations c
     set selections = c.selections || jsonb_build_object(question, reply_msg_id)
   where c.id = conversation
  returning * into conv;

  return jsonb_build_object(
    'conversation', to_jsonb(conv),
    'reply', null,
    'recent', public.message_ancestry(conversation, question, greatest(history_limit, 0)),
    'partial', partial);
end;
$$;
revoke all on function public.begin_regenerate(uuid, text, text, integer, text) from public, anon;
grant execute on function public.begin_regenerate(uuid, text, text, integer, text)
  to authenticated, service_role;

-- Chooses the version a fork follows (‹ 1/2 ›): `child` must be a child of `parent` ('' for the
-- root) in this live conversation. Returns the conversation row, null when the caller cannot see
-- it, or { error: 'not_found' } for a child that is not there.
create function public.select_version(conversation uuid, parent text, child text) returns jsonb
language plpgsql volatile security invoker set search_path = public as $$
declare
  conv public.conversations;
begin
  select * into conv from public.conversations c where c.id = conversation and c.deleted_at is null;
  if not found then
    return null;
  end if;
  if not exists (
    select 1 from public.messages m
     where m.conversation_id = conversation and m.client_msg_id = child
       and m.parent_id is not distinct from nullif(parent, '')
  ) then
    return jsonb_build_object('error', 'not_found');
  end if;
  update public.conversations c
     set selections = c.selections || jsonb_build_object(parent, child)
   where c.id = conversation
  returning * into conv;
  return jsonb_build_object('conversation', to_jsonb(conv));
end;
$$;
revoke all on function public.select_version(uuid, text, text) from public, anon;
grant execute on function public.select_version(uuid, text, text) to authenticated, service_role;

revoke all on function public.visible_leaf(uuid) from public, anon;
grant execute on function public.visible_leaf(uuid) to authenticated, service_role;
revoke all on function public.message_ancestry(uuid, text, integer) from public, anon;
grant execute on function public.message_ancestry(uuid, text, integer) to authenticated, service_role;
