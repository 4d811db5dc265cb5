import { CircleUser, Download, KeyRound, Keyboard, LogOut, Trash2, UserPen } from 'lucide-react';
import { useContext, useId, useState } from 'react';
import { useAuth } from '../../session/auth-context.ts';
import { Button } from '../../components/ui/button.tsx';
import { preloadDialogs } from '../../components/ui/dialog.tsx';
import { onDemand, OnDemandView, preload } from '../../components/ui/on-demand.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { parseThemeChoice, setThemeChoice, useThemeChoice } from '../../lib/theme.ts';
import { ChatSessionContext } from '../chat-session/chat-session-context.ts';
import { SHORTCUTS_STRINGS, useShortcutsHelpKey } from '../shortcuts/use-shortcuts-help.ts';
import { useSignOutAndLeave } from './use-sign-out.ts';

// What the menu's items open, loaded when the menu opens (or the ? key): not part of the first load.
const profileDialog = onDemand(() => import('./profile-dialog.tsx'));
const shortcutsDialog = onDemand(() => import('../shortcuts/keyboard-shortcuts-dialog.tsx'));
const accountDialogs = onDemand(() => import('./account-dialogs.tsx'));

function preloadMenuDialogs(): void {
  preloadDialogs();
  preload(profileDialog);
  preload(shortcutsDialog);
  preload(accountDialogs);
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

export const EXPORT_ALL_LABEL = 'Export all my data';

export const ACCOUNT_MENU_STRINGS = {
  changePassword: 'Change password',
  deleteAccount: 'Delete account…',
} as const;

export const THEME_STRINGS = {
  label: 'Theme',
  system: 'System',
  light: 'Light',
  dark: 'Dark',
} as const;

/** The signed-in user's menu: who they are, their profile, export all their data, the theme, the shortcuts, sign out. */
export function AccountMenu({ onSignOut }: { onSignOut?: () => void }) {
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
  const displayName = useDisplayName(user?.id ?? null);
  const theme = useThemeChoice();
  const themeLabelId = useId();
  useShortcutsHelpKey(() => setShortcutsOpen(true));

  return (
    <>
      {/* Profile and Keyboard shortcuts open dialogs: their code starts loading with the menu. */}
      <DropdownMenu
        onOpenChange={(open) => {
          if (!open) return;
          preloadMenuDialogs();
          displayName.refresh();
        }}
      >
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="Account menu">
            <CircleUser aria-hidden="true" className="size-5!" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuLabel>
            <span className="block text-xs text-muted-foreground">Signed in as</span>
            {displayName.name ? (
              <span className="block truncate font-medium" data-testid="account-name">
                {displayName.name}
              </span>
            ) : null}
            <span
              className={displayName.name ? 'block truncate text-xs' : 'block truncate font-medium'}
              data-testid="account-email"
            >
              {user?.email ?? ''}
            </span>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setProfileOpen(true)}>
            <UserPen aria-hidden="true" />
            Profile
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setPasswordOpen(true)}>
            <KeyRound aria-hidden="true" />
            {ACCOUNT_MENU_STRINGS.changePassword}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={exportAll}>
            <Download aria-hidden="true" />
            {EXPORT_ALL_LABEL}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setShortcutsOpen(true)}>
            <Keyboard aria-hidden="true" />
            {SHORTCUTS_STRINGS.menuItem}
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuLabel id={themeLabelId} className="text-xs text-muted-foreground">
            {THEME_STRINGS.label}
          </DropdownMenuLabel>
          <DropdownMenuRadioGroup
            aria-labelledby={themeLabelId}
            value={theme}
            onValueChange={(value) => setThemeChoice(parseThemeChoice(value))}
          >
            <DropdownMenuRadioItem value="system">{THEME_STRINGS.system}</DropdownMenuRadioItem>
            <DropdownMenuRadioItem value="light">{THEME_STRINGS.light}</DropdownMenuRadioItem>
            <DropdownMenuRadioItem value="dark">{THEME_STRINGS.dark}</DropdownMenuRadioItem>
          </DropdownMenuRadioGroup>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setDeleteOpen(true)}>
            <Trash2 aria-hidden="true" />
            {ACCOUNT_MENU_STRINGS.deleteAccount}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => (onSignOut ? onSignOut() : void signOut())}>
            <LogOut aria-hidden="true" />
            Sign out
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <OnDemandView part={profileDialog} wanted={profileOpen}>
        {({ ProfileDialog }) => <ProfileDialog open={profileOpen} onOpenChange={setProfileOpen} />}
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
