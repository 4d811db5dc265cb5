-- Replies survive the server (issue 12). While a reply is generated, the conversation service keeps its
-- text so far in reply_progress (about every second, and a heartbeat at least every 10 s). A finished
-- reply moves to messages as before and its progress row goes. A progress row nobody updates any more
-- belongs to a generation that died with its process: interrupt_stale_replies() turns it into an
-- assistant message with status 'interrupted' (its partial text kept), so the question is never left
-- without a visible answer. The local stack runs it at start; the service runs it lazily (Supabase
-- functions have no start-up), when a turn is retried or followed.

alter table public.messages drop constraint messages_status_check;
alter table public.messages
  add constraint messages_status_check check (status in ('complete', 'stopped', 'interrupted'));

create table public.reply_progress (
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  -- The user turn answered (its client_msg_id); one generation per turn.
  in_reply_to text not null check (char_length(in_reply_to) between 1 and 100),
  -- The client_msg_id the reply will be stored under.
  reply_client_msg_id text not null check (char_length(reply_client_msg_id) between 1 and 100),
  user_id uuid not null references auth.users (id) on delete cascade,
  content_text text not null default '',
  content_json jsonb not null default '[]'::jsonb,
  trace_types text[] not null default '{}',
  started_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (conversation_id, in_reply_to)
);
create index reply_progress_updated_idx on public.reply_progress (updated_at);

create trigger reply_progress_set_updated_at before update on public.reply_progress
  for each row execute function public.set_updated_at();

-- Users may read their own replies in progress; only the service (service role) writes them.
alter table public.reply_progress enable row level security;
create policy "reply_progress: read own" on public.reply_progress
  for select to authenticated using (user_id = auth.uid());
revoke insert, update, delete on public.reply_progress from anon, authenticated;

-- Moves progress rows not updated for `stale_after` into messages as interrupted replies; returns how
-- many replies it marked. Conversations deleted meanwhile get nothing. A turn that already has a
-- reply keeps it (on conflict do nothing).
create function public.interrupt_stale_replies(stale_after interval default interval '30 seconds')
returns integer
language plpgsql security definer set search_path = public as $$
declare
  marked integer;
begin
  with stale as (
    delete from public.reply_progress p
     where p.updated_at <= now() - stale_after
    returning p.*
  ), inserted as (
    insert into public.messages
      (conversation_id, user_id, client_msg_id, role, content_text, content_json, trace_types,
       in_reply_to, status)
    select s.conversation_id, s.user_id, s.reply_client_msg_id, 'assistant', s.content_text,
           s.content_json, s.trace_types, s.in_reply_to, 'interrupted'
      from stale s
      join public.conversations c on c.id = s.conversation_id and c.deleted_at is null
    on conflict do nothing
    returning 1
  )
  select count(*)::integer into marked from inserted;
  return marked;
end;
$$;
revoke all on function public.interrupt_stale_replies(interval) from public, anon, authenticated;
grant execute on function public.interrupt_stale_replies(interval) to service_role;
