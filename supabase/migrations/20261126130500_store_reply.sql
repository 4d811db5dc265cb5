-- A finished reply is stored and its progress row dropped in one call, one transaction (issue 14).
-- The conversation service used to make two calls: an upsert into messages, then a delete from
-- reply_progress. Each call is a round trip to the database that the reply's `done` waited for, and
-- a process dying between the two left a stored reply with its progress row still there. The insert
-- is the one the upsert made (a retried store never changes a stored reply); the result says whether
-- this call stored it. Runs as the caller: only the service role may call it.
create function public.store_reply(
  conversation uuid,
  owner uuid,
  user_msg_id text,
  reply_msg_id text,
  reply_status text,
  reply_text text,
  reply_json jsonb,
  reply_trace_types text[]
) returns boolean
language plpgsql volatile security invoker set search_path = public as $$
declare
  stored boolean;
begin
  insert into public.messages (conversation_id, user_id, client_msg_id, in_reply_to, role, status,
                               content_text, content_json, trace_types)
  values (conversation, owner, reply_msg_id, user_msg_id, 'assistant', reply_status,
          reply_text, reply_json, reply_trace_types)
  on conflict (conversation_id, client_msg_id) do nothing;
  stored := found;
  delete from public.reply_progress p
   where p.conversation_id = conversation and p.in_reply_to = user_msg_id;
  return stored;
end;
$$;
revoke all on function public.store_reply(uuid, uuid, text, text, text, text, jsonb, text[])
  from public, anon, authenticated;
grant execute on function public.store_reply(uuid, uuid, text, text, text, text, jsonb, text[])
  to service_role;
