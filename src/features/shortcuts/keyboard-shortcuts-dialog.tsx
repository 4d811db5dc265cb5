// The keyboard shortcuts help (issue 13): opened with ? (outside text fields, use-shortcuts-help.ts)
// and from the account menu, which loads this when it first opens; lists every shortcut with the
// platform's modifier name.
import { useMemo } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { isApplePlatform, shortcutList } from './shortcut-list.ts';
import { SHORTCUTS_STRINGS } from './use-shortcuts-help.ts';

export interface KeyboardShortcutsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function KeyboardShortcutsDialog({ open, onOpenChange }: KeyboardShortcutsDialogProps) {
  const shortcuts = useMemo(() => shortcutList(isApplePlatform()), []);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{SHORTCUTS_STRINGS.title}</DialogTitle>
          <DialogDescription>{SHORTCUTS_STRINGS.description}</DialogDescription>
        </DialogHeader>
        <table className="w-full text-sm">
          <caption className="sr-only">{SHORTCUTS_STRINGS.title}</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">Action</th>
              <th scope="col">Keys</th>
            </tr>
          </thead>
          <tbody>
            {shortcuts.map(({ action, keys }) => (
              <tr key={action} className="border-b border-border last:border-0">
                <th scope="row" className="py-2 pr-4 text-left font-normal">
                  {action}
                </th>
                <td className="py-2 text-right whitespace-nowrap">
                  {keys.map((key, index) => (
                    <span key={key}>
                      {index > 0 ? <span className="px-0.5 text-muted-foreground">+</span> : null}
                      <kbd className="inline-flex min-w-6 items-center justify-center rounded border border-input bg-muted px-1.5 py-0.5 font-sans text-xs">
                        {key}
                      </kbd>
                    </span>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </DialogContent>
    </Dialog>
  );
}
