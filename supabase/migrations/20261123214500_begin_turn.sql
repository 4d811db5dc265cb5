-- One round trip to start a turn (issue 14: fewer transactions per reply). Before a reply can
-- stream, the conversation service must find the caller's live conversation, store the user's
-- message once (a retried send must not make a second row), look for a reply already stored for it
-- (a retry is answered by replay, never by a second generation) and read the recent history the
-- assistant sees. begin_turn does all of that in one transaction instead of four.
-- security invoker: it runs as the caller, so the policies of the tables decide exactly as they did
-- for the separate calls (someone else's or a deleted conversation is simply not found).
-- Returns null when the conversation is not found, else
--   { conversation, inserted, reply, recent }
-- where `inserted` says the message is new, `reply` is the stored reply to it (or null), and `recent`
-- is the conversation's newest `history_limit` messages (role, content_text, client_msg_id), newest
-- first, the new message included. `recent` is empty when there is a reply (nothing to generate).
create function public.begin_turn(
  conversation uuid,
  user_msg_id text,
  input text,
  history_limit integer default 21
) returns jsonb
language plpgsql volatile security invoker set search_path = public as $$
declare
  conv public.conversations;
  new_id uuid;
  reply jsonb;
  recent jsonb;
begin
  select * into conv from public.conversations c where c.id = conversation and c.deleted_at is null;
  if not found then
    return null;
  end if;

  insert into public.messages (conversation_id, client_msg_id, role, content_text)
  values (conversation, user_msg_id, 'user', input)
  on conflict (conversation_id, client_msg_id) do nothing
  returning id into new_id;

  if new_id is null then
    select to_jsonb(m) into reply
      from public.messages m
     where m.conversation_id = conversation and m.in_reply_to = user_msg_id;
  end if;

  if reply is null then
    select coalesce(jsonb_agg(jsonb_build_object(
             'role', h.role, 'content_text', h.content_text, 'client_msg_id', h.client_msg_id)
             order by h.created_at desc, h.id desc), '[]'::jsonb)
      into recent
      from (select m.id, m.role, m.content_text, m.client_msg_id, m.created_at
              from public.messages m
             where m.conversation_id = conversation
             order by m.created_at desc, m.id desc
             limit greatest(history_limit, 0)) h;
  end if;

  return jsonb_build_object(
    'conversation', to_jsonb(conv),
    'inserted', new_id is not null,
    'reply', reply,
    'recent', coalesce(recent, '[]'::jsonb));
end;
$$;
revoke all on function public.begin_turn(uuid, text, text, integer) from public, anon;
grant execute on function public.begin_turn(uuid, text, text, integer) to authenticated, service_role;
