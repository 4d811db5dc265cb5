// The signed-in header (spec §2 "Chat": the product name and a Sign out button), plus the account
// menu. `leading` is for a control before the name (the sidebar toggle on small screens), `children`
// for actions before the account menu.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Logo } from '../../components/ui/logo.tsx';
import { AccountMenu } from './account-menu.tsx';
import { SignOutButton, useGuardedSignOut } from './sign-out-button.tsx';

export function AppHeader({
  leading,
  children,
  menuReady = true,
}: {
  leading?: ReactNode;
  children?: ReactNode;
  /** Whether the account menu's code may load now (a screen still loading holds it back). */
  menuReady?: boolean;
}) {
  const guarded = useGuardedSignOut();
  return (
    <header className="flex h-14 shrink-0 items-center gap-2 border-b border-border bg-surface px-3 short:h-11 sm:px-4">
      {leading}
      <Link to="/" className="rounded-md" aria-label="Hearth home">
        <Logo className="text-base" />
      </Link>
      <div className="ml-auto flex items-center gap-1 sm:gap-2">
        {children}
        <AccountMenu onSignOut={guarded.request} loadReady={menuReady} />
        <SignOutButton guarded={guarded} />
      </div>
    </header>
  );
}
