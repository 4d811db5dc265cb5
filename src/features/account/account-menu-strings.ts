// The account menu's strings, shared by the menu (account-menu.tsx), its dropdown and the dialogs.
export const EXPORT_ALL_LABEL = 'Export all my data';

export const ACCOUNT_MENU_STRINGS = {
  assumptions: 'Assumptions',
  changePassword: 'Change password',
  deleteAccount: 'Delete account…',
} as const;

export const THEME_STRINGS = {
  label: 'Theme',
  system: 'System',
  light: 'Light',
  dark: 'Dark',
} as const;

/** What an item of the menu asks for. */
export type AccountMenuChoice =
  'profile' | 'assumptions' | 'password' | 'export' | 'shortcuts' | 'delete' | 'sign-out';
