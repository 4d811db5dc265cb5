// The account menu's dropdown, Radix's: loaded once the browser is idle after the first paint (or on
// intent), not with the chat route. What its items do stays with AccountMenu (account-menu.tsx), which
// owns the dialogs and the "?" shortcut, so they work before this part is loaded.
import {
  CircleUser,
  Download,
  KeyRound,
  Keyboard,
  LogOut,
  SlidersHorizontal,
  Trash2,
  UserPen,
} from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../components/ui/button.tsx';
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
import { SHORTCUTS_STRINGS } from '../shortcuts/use-shortcuts-help.ts';
import {
  ACCOUNT_MENU_STRINGS,
  EXPORT_ALL_LABEL,
  THEME_STRINGS,
  type AccountMenuChoice,
} from './account-menu-strings.ts';

export interface AccountDropdownProps {
  email: string;
  /** The profile's display name, when it has one. */
  displayName: string | null;
  /** The menu opened: the dialogs' code can start loading, the display name is read again. */
  onOpen: () => void;
  onChoose: (choice: AccountMenuChoice) => void;
}

export function AccountDropdown({ email, displayName, onOpen, onChoose }: AccountDropdownProps) {
  const theme = useThemeChoice();
  const themeLabelId = useId();
  // Profile and Keyboard shortcuts open dialogs: their code starts loading with the menu (onOpen).
  return (
    <DropdownMenu
      onOpenChange={(open) => {
        if (!open) return;
        onOpen();
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
          {displayName ? (
            <span className="block truncate font-medium" data-testid="account-name">
              {displayName}
            </span>
          ) : null}
          <span
            className={displayName ? 'block truncate text-xs' : 'block truncate font-medium'}
            data-testid="account-email"
          >
            {email}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => onChoose('profile')}>
          <UserPen aria-hidden="true" />
          Profile
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onChoose('assumptions')}>
          <SlidersHorizontal aria-hidden="true" />
          {ACCOUNT_MENU_STRINGS.assumptions}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onChoose('password')}>
          <KeyRound aria-hidden="true" />
          {ACCOUNT_MENU_STRINGS.changePassword}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onChoose('export')}>
          <Download aria-hidden="true" />
          {EXPORT_ALL_LABEL}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onChoose('shortcuts')}>
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
        <DropdownMenuItem onSelect={() => onChoose('delete')}>
          <Trash2 aria-hidden="true" />
          {ACCOUNT_MENU_STRINGS.deleteAccount}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onChoose('sign-out')}>
          <LogOut aria-hidden="true" />
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
