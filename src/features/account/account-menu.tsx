import { CircleUser, Download, Keyboard, LogOut, UserPen } from 'lucide-react';
import { useContext, useId, useState } from 'react';
import { useAuth } from '../../app/auth-context.ts';
import { Button } from '../../components/ui/button.tsx';
import { preloadDialogs } from '../../components/ui/dialog.tsx';
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
import { exportAllData } from '../export/use-exports.ts';
import {
  KeyboardShortcutsDialog,
  SHORTCUTS_STRINGS,
  useShortcutsHelpKey,
} from '../shortcuts/keyboard-shortcuts-dialog.tsx';
import { ProfileDialog } from './profile-dialog.tsx';
import { useSignOutAndLeave } from './use-sign-out.ts';

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
    // The full supabase-js client (PostgREST) comes with the first export: the chat route has none.
    import('../../app/supabase-client.ts')
      .then(({ supabase }) =>
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
      <DropdownMenu onOpenChange={(open) => open && preloadDialogs()}>
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
      <ProfileDialog open={profileOpen} onOpenChange={setProfileOpen} />
      <KeyboardShortcutsDialog open={shortcutsOpen} onOpenChange={setShortcutsOpen} />
    </>
  );
}
