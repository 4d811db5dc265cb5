// Sign out keeps the promise (issue 12, docs/sync-rules.md S20): with messages not delivered yet or
// drafts on this device, the button says how many, and signing out asks first: wait for delivery
// (then sign out by itself), or sign out and discard them, or cancel. Nothing typed goes silently.
import { LogOut } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  preloadDialogs,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { describeUnsent, hasUnsentWork, unsentBadgeCount, useUnsentWork } from './unsent-work.ts';
import { useSignOutAndLeave } from './use-sign-out.ts';

export const SIGN_OUT_STRINGS = {
  signOut: 'Sign out',
  title: 'Sign out with unsent work?',
  kept: 'It is kept only on this device until it is delivered; signing out deletes it.',
  wait: 'Wait for delivery',
  waiting: 'Delivering… you will be signed out when it is done.',
  waitingOffline: 'Waiting for the connection… you will be signed out once everything is delivered.',
  discard: 'Sign out and discard',
  cancel: 'Cancel',
  unsent: (n: number) => `${n} unsent`,
} as const;

/** Sign-out with the unsent-work check; `render` gets the request function for other triggers. */
export function useGuardedSignOut() {
  const { signOut, signingOut } = useSignOutAndLeave();
  const work = useUnsentWork();
  const [asking, setAsking] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const deliverable = work.messages + work.changes;

  // Waiting for delivery: once the outbox is empty, sign out (drafts were named in the question).
  useEffect(() => {
    if (waiting && deliverable === 0) {
      setWaiting(false);
      setAsking(false);
      void signOut();
    }
  }, [waiting, deliverable, signOut]);

  const request = () => {
    if (hasUnsentWork(work)) setAsking(true);
    else void signOut();
  };

  const dialog = (
    <Dialog
      open={asking}
      onOpenChange={(open) => {
        setAsking(open);
        if (!open) setWaiting(false);
      }}
    >
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>{SIGN_OUT_STRINGS.title}</DialogTitle>
          <DialogDescription>
            {`You have ${describeUnsent(work)}. ${SIGN_OUT_STRINGS.kept}`}
          </DialogDescription>
        </DialogHeader>
        {waiting ? (
          <p role="status" className="text-sm text-muted-foreground">
            {navigator.onLine ? SIGN_OUT_STRINGS.waiting : SIGN_OUT_STRINGS.waitingOffline}
          </p>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{SIGN_OUT_STRINGS.cancel}</Button>
          </DialogClose>
          <Button
            variant="destructive"
            loading={signingOut}
            onClick={() => {
              setAsking(false);
              void signOut();
            }}
          >
            {SIGN_OUT_STRINGS.discard}
          </Button>
          {deliverable > 0 ? (
            <Button loading={waiting} onClick={() => setWaiting(true)}>
              {SIGN_OUT_STRINGS.wait}
            </Button>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
  return { request, signingOut, work, dialog };
}

/** The header's Sign out button; shows the unsent count when there is any. */
export function SignOutButton({ guarded }: { guarded: ReturnType<typeof useGuardedSignOut> }) {
  const count = unsentBadgeCount(guarded.work);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={guarded.request}
        // The question about unsent work is a dialog: its code starts loading on the way to a click.
        onPointerEnter={preloadDialogs}
        onFocus={preloadDialogs}
        loading={guarded.signingOut}
      >
        {guarded.signingOut ? null : <LogOut aria-hidden="true" />}
        {SIGN_OUT_STRINGS.signOut}
        {count > 0 ? (
          <span className="rounded-full bg-accent px-1.5 text-xs font-semibold text-accent-foreground">
            {SIGN_OUT_STRINGS.unsent(count)}
          </span>
        ) : null}
      </Button>
      {guarded.dialog}
    </>
  );
}
