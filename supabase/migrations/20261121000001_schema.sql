-- Hearth schema: profiles, conversations, messages, beta invites.
-- Runs unchanged on a Supabase project and on the embedded local stack (server/sql/platform.sql
-- provisions the roles, the auth schema and the publication a Supabase project already has).

-- Profiles -----------------------------------------------------------------------------------------
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  display_name text check (display_name is null or char_length(display_name) <= 80),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Conversations ------------------------------------------------------------------------------------
-- The client may choose the id (offline creation, idempotent retries). Deleting sets deleted_at
-- (a tombstone) so that delta sync can tell other devices; list reads filter tombstones out.
create table public.conversations (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  title text not null,
  created_at timestamptz not null default now(),
  last_activity_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  constraint conversations_title_length check (char_length(btrim(title)) between 1 and 40)
);
create index conversations_user_activity_idx on public.conversations (user_id, last_activity_at desc);
create index conversations_user_updated_idx on public.conversations (user_id, updated_at);

-- Messages -----------------------------------------------------------------------------------------
create table public.messages (
  id uuid primary key default gen_random_uuid(),
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  client_msg_id text not null check (char_length(client_msg_id) between 1 and 100),
  role text not null check (role in ('user', 'assistant')),
  content_text text not null default '',
  content_json jsonb not null default '[]'::jsonb,
  trace_types text[] not null default '{}',
  -- For assistant replies: the client_msg_id of the user message answered, so that a retried send
  -- finds its answer and never calls the model twice.
  in_reply_to text,
  -- 'complete' for finished messages; 'stopped' when the user ended generation early.
  status text not null default 'complete' check (status in ('complete', 'stopped')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- A retried send can never create a second row.
  constraint messages_conversation_client_msg_unique unique (conversation_id, client_msg_id)
);
create index messages_conversation_created_idx on public.messages (conversation_id, created_at, id);
create unique index messages_one_reply_per_turn on public.messages (conversation_id, in_reply_to)
  where in_reply_to is not null;

-- Beta invites -------------------------------------------------------------------------------------
-- Only the beta-invite function (service role) touches this table; the token itself is never stored.
create table public.beta_invites (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  token_hash text not null unique,
  invited_by text,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  accepted_at timestamptz,
  accepted_by uuid references auth.users (id) on delete set null
);
create index beta_invites_email_idx on public.beta_invites (lower(email));

-- Timestamps ---------------------------------------------------------------------------------------
create function public.set_updated_at() returns trigger
language plpgsql as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create trigger profiles_set_updated_at before update on public.profiles
  for each row execute function public.set_updated_at();
create trigger conversations_set_updated_at before update on public.conversations
  for each row execute function public.set_updated_at();
create trigger messages_set_updated_at before update on public.messages
  for each row execute function public.set_updated_at();

-- A new message bumps its conversation's activity (and updated_at, so delta sync sees it).
-- security definer: the message author may not have UPDATE rights on every column it touches.
create function public.bump_conversation_activity() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  update public.conversations
     set last_activity_at = greatest(last_activity_at, new.created_at)
   where id = new.conversation_id;
  return new;
end;
$$;
create trigger messages_bump_conversation after insert on public.messages
  for each row execute function public.bump_conversation_activity();

-- A message may only be added to the author's own, live conversation.
create function public.message_conversation_is_own(conversation uuid) returns boolean
language sql stable security definer set search_path = public as $$
  select exists (
    select 1 from public.conversations c
     where c.id = conversation and c.user_id = auth.uid() and c.deleted_at is null
  );
$$;

-- New users get a profile row.
create function public.handle_new_user() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  insert into public.profiles (id) values (new.id) on conflict (id) do nothing;
  return new;
end;
$$;
create trigger on_auth_user_created after insert on auth.users
  for each row execute function public.handle_new_user();

-- Row-level security: a user reaches only their own rows -------------------------------------------
alter table public.profiles enable row level security;
alter table public.conversations enable row level security;
alter table public.messages enable row level security;
alter table public.beta_invites enable row level security;

create policy "profiles: read own" on public.profiles
  for select to authenticated using (id = auth.uid());
create policy "profiles: insert own" on public.profiles
  for insert to authenticated with check (id = auth.uid());
create policy "profiles: update own" on public.profiles
  for update to authenticated using (id = auth.uid()) with check (id = auth.uid());

create policy "conversations: read own" on public.conversations
  for select to authenticated using (user_id = auth.uid());
create policy "conversations: insert own" on public.conversations
  for insert to authenticated with check (user_id = auth.uid());
create policy "conversations: update own" on public.conversations
  for update to authenticated using (user_id = auth.uid()) with check (user_id = auth.uid());
create policy "conversations: delete own" on public.conversations
  for delete to authenticated using (user_id = auth.uid());

create policy "messages: read own" on public.messages
  for select to authenticated using (user_id = auth.uid());
-- Users write their own turns only; assistant replies are stored by the conversation service
-- (service role), so nobody can put words in the assistant's mouth.
create policy "messages: insert own" on public.messages
  for insert to authenticated
  with check (user_id = auth.uid() and role = 'user' and public.message_conversation_is_own(conversation_id));
create policy "messages: delete own" on public.messages
  for delete to authenticated using (user_id = auth.uid());

-- beta_invites: RLS on and no policy, so anon and authenticated reach nothing; service_role bypasses.
revoke all on public.beta_invites from anon, authenticated;

-- Realtime -----------------------------------------------------------------------------------------
alter publication supabase_realtime add table public.messages, public.conversations;
