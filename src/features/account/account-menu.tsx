// The signed-in user's account menu: who they are, their profile, assumptions, password, export all
// their data, the theme, the shortcuts, delete account, sign out. The dialogs its items open, and the
// "?" key, live here; the dropdown (Radix) is loaded after the first paint (account-menu-dropdown.tsx).
import { useContext, useState } from 'react';
import { useAuth } from '../../session/auth-context.ts';
import { preloadDialogs } from '../../components/ui/dialog.tsx';
import { onDemand, OnDemandView, preload, useOnDemandAfterPaint } from '../../components/ui/on-demand.ts';
import { ChatSessionContext } from '../chat-session/chat-session-context.ts';
import { useShortcutsHelpKey } from '../shortcuts/use-shortcuts-help.ts';
import type { AccountMenuChoice } from './account-menu-strings.ts';
import { useSignOutAndLeave } from './use-sign-out.ts';

// What the menu's items open, loaded when the menu opens (or the ? key): not part of the first load.
const profileDialog = onDemand(() => import('./profile-dialog.tsx'));
const shortcutsDialog = onDemand(() => import('../shortcuts/keyboard-shortcuts-dialog.tsx'));
const accountDialogs = onDemand(() => import('./account-dialogs.tsx'));
const assumptionsDialog = onDemand(() => import('./assumptions-dialog.tsx'));
// The menu itself (Radix): after the first paint.
const accountDropdown = onDemand(() => import('./account-menu-dropdown.tsx'));

function preloadMenuDialogs(): void {
  preloadDialogs();
  preload(profileDialog);
  preload(shortcutsDialog);
  preload(accountDialogs);
  preload(assumptionsDialog);
}

/**
 * The user's display name for "Signed in as" (issue 23 §8): read from their profile when the menu
 * opens (the full supabase-js client loads then; the chat route has none), again at every opening so a
 * name just saved shows.
 */
function useDisplayName(userId: string | null): { name: string | null; refresh: () => void } {
  const [name, setName] = useState<string | null>(null);
  const refresh = () => {
    if (!userId) return;
    Promise.all([import('./profile-api.ts'), import('../../session/supabase-client.ts')])
      .then(([{ fetchProfile }, { supabase }]) => fetchProfile(supabase(), userId))
      .then((profile) => setName(profile?.display_name?.trim() || null))
      .catch((error: unknown) => console.error('Could not read the display name', error));
  };
  return { name, refresh };
}

export { ACCOUNT_MENU_STRINGS, EXPORT_ALL_LABEL, THEME_STRINGS } from './account-menu-strings.ts';

/** The signed-in user's menu: who they are, their profile, export all their data, the theme, the shortcuts, sign out. */
export function AccountMenu({
  onSignOut,
  loadReady = true,
}: {
  onSignOut?: () => void;
  /** Whether the dropdown's code may load once the browser is idle (else only on intent). */
  loadReady?: boolean;
}) {
  const { user } = useAuth();
  const { signOut } = useSignOutAndLeave();
  const [profileOpen, setProfileOpen] = useState(false);
  // This device's copy comes from the chat session when there is one (the chat screen).
  const session = useContext(ChatSessionContext);
  const db = session?.status === 'ready' ? session.session.db : null;
  const exportAll = () => {
    if (!user) return;
    // The export code and the full supabase-js client (PostgREST) come with the first export: the
    // chat route has neither.
    Promise.all([import('../export/use-exports.ts'), import('../../session/supabase-client.ts')])
      .then(([{ exportAllData }, { supabase }]) =>
        exportAllData({ user: { id: user.id, email: user.email ?? null }, db, client: supabase() }),
      )
      .catch((error: unknown) => console.error('Exporting all data failed', error));
  };
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [assumptionsOpen, setAssumptionsOpen] = useState(false);
  const displayName = useDisplayName(user?.id ?? null);
  const dropdown = useOnDemandAfterPaint(accountDropdown, loadReady);
  useShortcutsHelpKey(() => setShortcutsOpen(true));
  const choose = (choice: AccountMenuChoice) => {
    if (choice === 'profile') setProfileOpen(true);
    else if (choice === 'assumptions') setAssumptionsOpen(true);
    else if (choice === 'password') setPasswordOpen(true);
    else if (choice === 'export') exportAll();
    else if (choice === 'shortcuts') setShortcutsOpen(true);
    else if (choice === 'delete') setDeleteOpen(true);
    else if (onSignOut) onSignOut();
    else void signOut();
  };

  return (
    <>
      {dropdown ? (
        <dropdown.AccountDropdown
          email={user?.email ?? ''}
          displayName={displayName.name}
          onOpen={() => {
            preloadMenuDialogs();
            displayName.refresh();
          }}
          onChoose={choose}
        />
      ) : (
        // The trigger's room until the dropdown is there, so the header does not shift.
        <span aria-hidden="true" className="size-10" onPointerEnter={() => preload(accountDropdown)} />
      )}
      <OnDemandView part={profileDialog} wanted={profileOpen}>
        {({ ProfileDialog }) => <ProfileDialog open={profileOpen} onOpenChange={setProfileOpen} />}
      </OnDemandView>
      <OnDemandView part={assumptionsDialog} wanted={assumptionsOpen}>
        {({ AssumptionsDialog }) => (
          <AssumptionsDialog open={assumptionsOpen} onOpenChange={setAssumptionsOpen} />
        )}
      </OnDemandView>
      <OnDemandView part={accountDialogs} wanted={passwordOpen || deleteOpen}>
        {({ ChangePasswordDialog, DeleteAccountDialog }) => (
          <>
            <ChangePasswordDialog open={passwordOpen} onOpenChange={setPasswordOpen} />
            <DeleteAccountDialog open={deleteOpen} onOpenChange={setDeleteOpen} onExport={exportAll} />
          </>
        )}
      </OnDemandView>
      <OnDemandView part={shortcutsDialog} wanted={shortcutsOpen}>
        {({ KeyboardShortcutsDialog }) => (
          <KeyboardShortcutsDialog open={shortcutsOpen} onOpenChange={setShortcutsOpen} />
        )}
      </OnDemandView>
    </>
  );
}
