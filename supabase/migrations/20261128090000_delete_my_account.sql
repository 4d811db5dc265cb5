-- Issue 23 §8: a signed-in user deletes their own account and everything in it, here and on Supabase
-- alike. Called through PostgREST (`rpc('delete_my_account')`) with the user's own token; it deletes
-- only auth.uid()'s row of auth.users, and every table of theirs follows by its foreign key
-- (profiles, conversations, messages, reply progress, feedback, storage quota: on delete cascade; an
-- accepted invite keeps its row with accepted_by cleared; auth's identities, sessions and refresh
-- tokens go too). security definer: the user has no rights on auth.users; the function's owner does.
create or replace function public.delete_my_account()
returns void
language plpgsql security definer set search_path = public as $$
declare
  me uuid := auth.uid();
begin
  if me is null then
    raise exception 'Sign in to delete your account.' using errcode = '42501';
  end if;
  delete from auth.users where id = me;
end;
$$;

revoke all on function public.delete_my_account() from public;
revoke all on function public.delete_my_account() from anon;
grant execute on function public.delete_my_account() to authenticated;
