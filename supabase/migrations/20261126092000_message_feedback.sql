-- Feedback on assistant replies (issue 13): a thumbs up or down and an optional note, one row per user
-- and reply. The reply is named the way every client names messages, by its conversation and
-- client_msg_id (a composite key to messages, so deleting a conversation or a reply takes its feedback
-- with it). A rating the user withdrew stays as a row with rating null, so delta sync tells the user's
-- other devices; the operator's report (feedback_report) skips such rows.

create table public.message_feedback (
  conversation_id uuid not null,
  message_client_msg_id text not null,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  rating text check (rating in ('up', 'down')),
  note text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (conversation_id, message_client_msg_id, user_id),
  constraint message_feedback_message_fk foreign key (conversation_id, message_client_msg_id)
    references public.messages (conversation_id, client_msg_id) on delete cascade,
  -- The conversation service says the same in words ('note must be at most 1000 characters').
  constraint message_feedback_note_length check (note is null or char_length(note) <= 1000)
);
-- Delta sync: the caller's rows changed since a time.
create index message_feedback_user_updated_idx on public.message_feedback (user_id, updated_at);
-- The operator's report, newest first.
create index message_feedback_updated_idx on public.message_feedback (updated_at desc);

create trigger message_feedback_set_updated_at before update on public.message_feedback
  for each row execute function public.set_updated_at();

-- Whether the caller may rate this message: an assistant reply in the caller's own live conversation.
-- security definer so that the check does not depend on which columns of messages the caller may read.
create function public.feedback_target_is_own(conversation uuid, client_msg text) returns boolean
language sql stable security definer set search_path = public as $$
  select exists (
    select 1
      from public.messages m
      join public.conversations c on c.id = m.conversation_id
     where m.conversation_id = conversation
       and m.client_msg_id = client_msg
       and m.role = 'assistant'
       and m.user_id = auth.uid()
       and c.user_id = auth.uid()
       and c.deleted_at is null
  );
$$;

-- Row-level security: a user reads and writes only their own feedback, on their own replies.
alter table public.message_feedback enable row level security;

create policy "message_feedback: read own" on public.message_feedback
  for select to authenticated using (user_id = auth.uid());
create policy "message_feedback: insert own" on public.message_feedback
  for insert to authenticated
  with check (
    user_id = auth.uid() and public.feedback_target_is_own(conversation_id, message_client_msg_id)
  );
create policy "message_feedback: update own" on public.message_feedback
  for update to authenticated
  using (user_id = auth.uid())
  with check (
    user_id = auth.uid() and public.feedback_target_is_own(conversation_id, message_client_msg_id)
  );
create policy "message_feedback: delete own" on public.message_feedback
  for delete to authenticated using (user_id = auth.uid());

-- The operator's view (npm run feedback): every rating with who gave it, the conversation's title and
-- the question and answer it was about, newest first. Service role only: it reads auth.users.
create function public.feedback_report(max_rows integer default 1000)
returns table (
  updated_at timestamptz,
  created_at timestamptz,
  email text,
  user_id uuid,
  rating text,
  note text,
  conversation_id uuid,
  conversation_title text,
  question text,
  answer text
)
language sql stable security definer set search_path = public as $$
  select f.updated_at, f.created_at, u.email::text, f.user_id, f.rating, f.note,
         f.conversation_id, c.title, q.content_text, a.content_text
    from public.message_feedback f
    join public.messages a
      on a.conversation_id = f.conversation_id and a.client_msg_id = f.message_client_msg_id
    join public.conversations c on c.id = f.conversation_id
    left join auth.users u on u.id = f.user_id
    left join public.messages q
      on q.conversation_id = a.conversation_id and q.client_msg_id = a.in_reply_to
   where f.rating is not null
   order by f.updated_at desc, f.conversation_id, f.message_client_msg_id
   limit greatest(least(max_rows, 100000), 0);
$$;
revoke execute on function public.feedback_report(integer) from public, anon, authenticated;
grant execute on function public.feedback_report(integer) to service_role;
