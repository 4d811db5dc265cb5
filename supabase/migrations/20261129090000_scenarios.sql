-- Scenarios (issue 22 §3): an adjusted calculation card kept under a name in its conversation. The id
-- is chosen on the device (an offline save retried any number of times is stored once). A deleted
-- scenario stays as a tombstone with its name and card cleared, so delta sync tells the user's other
-- devices; deleting the conversation (its tombstone, or the row) removes its scenarios for good, and
-- deleting the account removes them with the user (on delete cascade).

create table public.scenarios (
  id uuid primary key,
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- The reply whose card was saved (its client_msg_id); the scenario keeps the card itself.
  message_client_msg_id text check (char_length(message_client_msg_id) between 1 and 100),
  name text,
  -- The card as saved (supabase/functions/_shared/calculation-result.ts), checked by the service.
  calculation jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  -- A live scenario has a name by the conversation title's rules and a card of bounded size.
  constraint scenarios_live_shape check (
    deleted_at is not null
    or (
      name is not null
      and char_length(btrim(name)) between 1 and 40
      and calculation is not null
      and jsonb_typeof(calculation) = 'object'
      and octet_length(calculation::text) <= 32768
    )
  )
);
-- Delta sync: the caller's rows changed since a time.
create index scenarios_user_updated_idx on public.scenarios (user_id, updated_at);
create index scenarios_conversation_idx on public.scenarios (conversation_id);

create trigger scenarios_set_updated_at before update on public.scenarios
  for each row execute function public.set_updated_at();

-- Deleting a conversation leaves its tombstone: its scenarios go with it at once.
create function public.delete_scenarios_of_deleted_conversation() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  delete from public.scenarios where conversation_id = new.id;
  return new;
end;
$$;
create trigger conversations_delete_scenarios after update of deleted_at on public.conversations
  for each row when (old.deleted_at is null and new.deleted_at is not null)
  execute function public.delete_scenarios_of_deleted_conversation();

-- Row-level security: the owner of the conversation, and nobody else, reaches its scenarios.
-- public.message_conversation_is_own (the schema's) is that check: the caller's own, live conversation.
alter table public.scenarios enable row level security;

create policy "scenarios: read own" on public.scenarios
  for select to authenticated
  using (user_id = auth.uid() and public.message_conversation_is_own(conversation_id));
create policy "scenarios: insert own" on public.scenarios
  for insert to authenticated
  with check (user_id = auth.uid() and public.message_conversation_is_own(conversation_id));
create policy "scenarios: update own" on public.scenarios
  for update to authenticated
  using (user_id = auth.uid() and public.message_conversation_is_own(conversation_id))
  with check (user_id = auth.uid() and public.message_conversation_is_own(conversation_id));
create policy "scenarios: delete own" on public.scenarios
  for delete to authenticated
  using (user_id = auth.uid() and public.message_conversation_is_own(conversation_id));

-- Realtime: the user's other devices hear of a save, rename or delete at once.
alter publication supabase_realtime add table public.scenarios;
