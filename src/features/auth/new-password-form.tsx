// Choosing a password (onboarding and password reset): two fields, the spec's rules checked on
// submit with the spec's messages shown at the field at fault, then `onSave`.
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { checkNewPassword, PASSWORD_MIN_LENGTH, type PasswordProblem } from './password-rules.ts';

export interface NewPasswordFormProps {
  passwordLabel: string;
  confirmLabel: string;
  submitLabel: string;
  /** Saves the password; resolves to an error message to show, or null when it worked. */
  onSave: (password: string) => Promise<string | null>;
  /** Fields shown before the password fields (the read-only e-mail, for instance). */
  children?: ReactNode;
}

export function NewPasswordForm({
  passwordLabel,
  confirmLabel,
  submitLabel,
  onSave,
  children,
}: NewPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problem, setProblem] = useState<PasswordProblem | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaveError(null);
    const found = checkNewPassword(password, confirmation);
    setProblem(found);
    if (found) {
      (found.field === 'password' ? passwordRef : confirmRef).current?.focus();
      return;
    }
    setSaving(true);
    const error = await onSave(password);
    setSaving(false);
    if (error) setSaveError(error);
  }

  return (
    // noValidate: the spec's own messages, not the browser's bubbles; required/minLength stay for
    // assistive technology and password managers.
    <form className="grid gap-4" onSubmit={onSubmit} noValidate>
      {children}
      <TextField
        ref={passwordRef}
        label={passwordLabel}
        name="new-password"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        error={problem?.field === 'password' ? problem.message : null}
      />
      <TextField
        ref={confirmRef}
        label={confirmLabel}
        name="confirm-password"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
        error={problem?.field === 'confirm' ? problem.message : null}
      />
      {saveError ? (
        <p
          role="alert"
          className="rounded-md border border-destructive-text/40 p-3 text-sm text-destructive-text"
        >
          {saveError}
        </p>
      ) : null}
      <Button type="submit" className="w-full" loading={saving}>
        {submitLabel}
      </Button>
    </form>
  );
}
