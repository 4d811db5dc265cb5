// The signed-in header (spec §2 "Chat": the product name and a Sign out button), plus the account
// menu. `leading` is for a control before the name (the sidebar toggle on small screens), `children`
// for actions before the account menu.
import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/button.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { AccountMenu } from './account-menu.tsx';
import { useSignOutAndLeave } from './use-sign-out.ts';

export function AppHeader({ leading, children }: { leading?: ReactNode; children?: ReactNode }) {
  const { signOut, signingOut } = useSignOutAndLeave();
  return (
    <header className="flex h-14 shrink-0 items-center gap-2 border-b border-border bg-surface px-3 sm:px-4">
      {leading}
      <Link to="/" className="rounded-md" aria-label="Hearth home">
        <Logo className="text-base" />
      </Link>
      <div className="ml-auto flex items-center gap-1 sm:gap-2">
        {children}
        <AccountMenu />
        <Button variant="outline" size="sm" onClick={() => void signOut()} loading={signingOut}>
          {signingOut ? null : <LogOut aria-hidden="true" />}
          Sign out
        </Button>
      </div>
    </header>
  );
}
