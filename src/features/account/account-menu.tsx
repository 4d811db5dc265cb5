import { CircleUser, LogOut, UserPen } from 'lucide-react';
import { useState } from 'react';
import { useAuth } from '../../app/auth-context.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { ProfileDialog } from './profile-dialog.tsx';
import { useSignOutAndLeave } from './use-sign-out.ts';

/** The signed-in user's menu: who they are, their profile, sign out. */
export function AccountMenu({ onSignOut }: { onSignOut?: () => void }) {
  const { user } = useAuth();
  const { signOut } = useSignOutAndLeave();
  const [profileOpen, setProfileOpen] = useState(false);

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
