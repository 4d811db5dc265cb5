import { useEffect, useState, type FormEvent } from 'react';
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
import { Spinner } from '../../components/ui/spinner.tsx';
import { notify } from '../../components/ui/toast.tsx';
import { messageOr } from '../../lib/errors.ts';
import { DISPLAY_NAME_MAX_LENGTH, fetchProfile, saveProfile } from './profile-api.ts';

/** The full supabase-js client (PostgREST), loaded when the dialog first needs it: the chat route has none. */
const loadSupabase = () => import('../../session/supabase-client.ts').then((module) => module.supabase());

export const PROFILE_TEXT = {
  title: 'Profile',
  description: 'How you appear in Hearth.',
  displayName: 'Display name',
  saved: 'Profile saved',
  saveFailed: 'Could not save your profile',
} as const;

export interface ProfileDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ProfileDialog({ open, onOpenChange }: ProfileDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{PROFILE_TEXT.title}</DialogTitle>
          <DialogDescription>{PROFILE_TEXT.description}</DialogDescription>
        </DialogHeader>
        {/* Mounted per opening, so every opening starts from the stored profile. */}
        {open ? <ProfileForm onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ProfileForm({ onDone }: { onDone: () => void }) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const [loading, setLoading] = useState(userId !== null);
  const [displayName, setDisplayName] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!userId) return;
    let current = true;
    void loadSupabase()
      .then((client) => fetchProfile(client, userId))
      .catch((caught: unknown) => {
        console.error('Could not load the profile', caught);
        return null;
      })
      .then((profile) => {
        if (!current) return;
        setDisplayName(profile?.display_name ?? '');
        setLoading(false);
      });
    return () => {
      current = false;
    };
  }, [userId]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      const trimmed = displayName.trim();
      await saveProfile(await loadSupabase(), user, { display_name: trimmed || null });
      notify.success(PROFILE_TEXT.saved);
      onDone();
    } catch (caught) {
      const message = messageOr(caught, PROFILE_TEXT.saveFailed);
      setError(message);
      notify.error(PROFILE_TEXT.saveFailed, { description: message });
    } finally {
      setSaving(false);
    }
  }

  if (loading) {
    return (
      <div className="flex justify-center py-6 text-primary">
        <Spinner label="Loading your profile…" />
      </div>
    );
  }

  return (
    <form className="grid gap-4" onSubmit={onSubmit}>
      <TextField label="Email" type="email" value={user?.email ?? ''} readOnly />
      <TextField
        label={PROFILE_TEXT.displayName}
        name="display_name"
        autoComplete="nickname"
        maxLength={DISPLAY_NAME_MAX_LENGTH}
        value={displayName}
        onChange={(event) => setDisplayName(event.target.value)}
        error={error}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" loading={saving}>
          Save
        </Button>
      </DialogFooter>
    </form>
  );
}
