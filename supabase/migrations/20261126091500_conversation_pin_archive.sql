-- Pin and archive (issue 13, "Finding and organising"). Both are per-conversation marks the owner sets
-- from any device: null when off, the time it was set when on. They travel like the title: the
-- conversation service's PATCH sets them, updated_at moves (the existing trigger), so delta pulls and
-- realtime carry them to the user's other devices.
-- RLS: the existing "conversations: update own" policy already limits every column of the row,
-- these included, to its owner; no new table, no new policy.
alter table public.conversations
  add column pinned_at timestamptz,
  add column archived_at timestamptz;
