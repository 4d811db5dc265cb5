// The account basics (issue 23 §8), loaded when the account menu opens: change the password while
// signed in, and delete the account with everything in it (confirmed by typing the e-mail address,
// with "Export all my data" offered first). Deleting goes through the database function
// delete_my_account() (supabase/migrations/20261128090000_delete_my_account.sql), the same on the local
// stack and on Supabase; this device's copy goes with the sign-out that follows.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { authClient } from '../../session/auth-client.ts';
import { useAuth } from '../../session/auth-context.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { notify } from '../../components/ui/toast.tsx';
import { messageOr } from '../../lib/errors.ts';
import { NewPasswordForm } from '../auth/new-password-form.tsx';
import { EXPORT_ALL_LABEL } from './account-menu-strings.ts';

export const ACCOUNT_TEXT = {
  changePassword: 'Change password',
  changePasswordDescription: 'Choose a new password for signing in. You stay signed in on this device.',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  passwordChanged: 'Password changed',
  passwordFailed: 'We could not change your password. Please try again.',
  deleteTitle: 'Delete your account?',
  deleteDescription:
    'This deletes your account and everything in it: your conversations, messages, ratings and profile, on the server and on this device. It cannot be undone.',
  exportFirst: 'Want a copy first? Export everything before you delete.',
  confirmLabel: (email: string) => `Type ${email} to confirm`,
  deleteButton: 'Delete my account',
  deleted: 'Your account was deleted',
  deleteFailed: 'We could not delete your account. Please try again.',
  cancel: 'Cancel',
} as const;

export interface AccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ChangePasswordDialog({ open, onOpenChange }: AccountDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{ACCOUNT_TEXT.changePassword}</DialogTitle>
          <DialogDescription>{ACCOUNT_TEXT.changePasswordDescription}</DialogDescription>
        </DialogHeader>
        {open ? (
          <NewPasswordForm
            passwordLabel={ACCOUNT_TEXT.newPassword}
            confirmLabel={ACCOUNT_TEXT.confirmPassword}
            submitLabel={ACCOUNT_TEXT.changePassword}
            onSave={async (password) => {
              const { error } = await authClient().updateUser({ password });
              if (error) return messageOr(error, ACCOUNT_TEXT.passwordFailed);
              notify.success(ACCOUNT_TEXT.passwordChanged);
              onOpenChange(false);
              return null;
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

export function DeleteAccountDialog({
  open,
  onOpenChange,
  onExport,
}: AccountDialogProps & { onExport: () => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{ACCOUNT_TEXT.deleteTitle}</DialogTitle>
          <DialogDescription>{ACCOUNT_TEXT.deleteDescription}</DialogDescription>
        </DialogHeader>
        {open ? <DeleteAccountForm onExport={onExport} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function DeleteAccountForm({ onExport }: { onExport: () => void }) {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const email = user?.email ?? '';
  const [typed, setTyped] = useState('');
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirmed = email !== '' && typed.trim().toLowerCase() === email.toLowerCase();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!confirmed) return;
    setDeleting(true);
    setError(null);
    try {
      // PostgREST's rpc, with the full supabase-js client: loaded here, the chat route has none.
      const { supabase } = await import('../../session/supabase-client.ts');
      const { error: failed } = await supabase().rpc('delete_my_account');
      if (failed) throw new Error(failed.message);
    } catch (caught) {
      setError(messageOr(caught, ACCOUNT_TEXT.deleteFailed));
      setDeleting(false);
      return;
    }
    notify.success(ACCOUNT_TEXT.deleted);
    // The sign-out wipes this device's copy; the server has already let the account go.
    await signOut('user');
    navigate('/', { replace: true });
  }

  return (
    <form className="grid gap-4" onSubmit={onSubmit}>
      <div className="grid gap-2 rounded-lg border border-border p-3 text-sm">
        <p>{ACCOUNT_TEXT.exportFirst}</p>
        <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={onExport}>
          {EXPORT_ALL_LABEL}
        </Button>
      </div>
      <TextField
        label={ACCOUNT_TEXT.confirmLabel(email)}
        name="confirm_email"
        type="email"
        autoComplete="off"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        error={error}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{ACCOUNT_TEXT.cancel}</Button>
        </DialogClose>
        <Button type="submit" variant="destructive" disabled={!confirmed} loading={deleting}>
          {ACCOUNT_TEXT.deleteButton}
        </Button>
      </DialogFooter>
    </form>
  );
}
