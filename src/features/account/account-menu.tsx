import { CircleUser, Download, LogOut, UserPen } from 'lucide-react';
import { useContext, useState } from 'react';
import { useAuth } from '../../app/auth-context.ts';
import { supabase } from '../../app/supabase-client.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { ChatSessionContext } from '../chat-session/chat-session-context.ts';
import { exportAllData } from '../export/use-exports.ts';
import { ProfileDialog } from './profile-dialog.tsx';
import { useSignOutAndLeave } from './use-sign-out.ts';

export const EXPORT_ALL_LABEL = 'Export all my data';

/** The signed-in user's menu: who they are, their profile, export all their data, sign out. */
export function AccountMenu({ onSignOut }: { onSignOut?: () => void }) {
  const { user } = useAuth();
  const { signOut } = useSignOutAndLeave();
  const [profileOpen, setProfileOpen] = useState(false);
  // This device's copy comes from the chat session when there is one (the chat screen).
  const session = useContext(ChatSessionContext);
  const db = session?.status === 'ready' ? session.session.db : null;
  const exportAll = () => {
    if (!user) return;
    exportAllData({ user: { id: user.id, email: user.email ?? null }, db, client: supabase() }).catch(
      (error: unknown) => console.error('Exporting all data failed', error),
    );
  };

  return (
    <>
      <DropdownMenu>
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
          <DropdownMenuItem onSelect={() => (onSignOut ? onSignOut() : void signOut())}>
            <LogOut aria-hidden="true" />
            Sign out
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ProfileDialog open={profileOpen} onOpenChange={setProfileOpen} />
    </>
  );
}
