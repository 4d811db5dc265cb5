import { CircleUser, Download, Keyboard, LogOut, UserPen } from 'lucide-react';
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

function preloadMenuDialogs(): void {
  preloadDialogs();
  preload(profileDialog);
  preload(shortcutsDialog);
}

export const EXPORT_ALL_LABEL = 'Export all my data';

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
  const theme = useThemeChoice();
  const themeLabelId = useId();
  useShortcutsHelpKey(() => setShortcutsOpen(true));

  return (
    <>
      {/* Profile and Keyboard shortcuts open dialogs: their code starts loading with the menu. */}
      <DropdownMenu onOpenChange={(open) => open && preloadMenuDialogs()}>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="Account menu">
            <CircleUser aria-hidden="true" className="size-5!" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuLabel>
            <span className="block text-xs text-muted-foreground">Signed in as</span>
            <span className="block truncate font-medium" data-testid="account-email">
              {user?.email ?? ''}
            </span>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setProfileOpen(true)}>
            <UserPen aria-hidden="true" />
            Profile
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
          <DropdownMenuItem onSelect={() => (onSignOut ? onSignOut() : void signOut())}>
            <LogOut aria-hidden="true" />
            Sign out
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <OnDemandView part={profileDialog} wanted={profileOpen}>
        {({ ProfileDialog }) => <ProfileDialog open={profileOpen} onOpenChange={setProfileOpen} />}
      </OnDemandView>
      <OnDemandView part={shortcutsDialog} wanted={shortcutsOpen}>
        {({ KeyboardShortcutsDialog }) => (
          <KeyboardShortcutsDialog open={shortcutsOpen} onOpenChange={setShortcutsOpen} />
        )}
      </OnDemandView>
    </>
  );
}
