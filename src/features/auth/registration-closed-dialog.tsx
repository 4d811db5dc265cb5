// The notice shown instead of a sign-up form (spec §1, §8): public registration is closed. Pages load
// it when it opens (registration-closed-button.tsx), so the dialog code is not part of their first load.
import { useEffect, useState, type RefObject } from 'react';
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
import { REGISTRATION_MESSAGES } from '../../lib/errors.ts';

export interface RegistrationClosedDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Gets the focus back when the notice closes (the button that opened it). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

export const ACCESS_REQUEST_TEXT = 'To ask for an invitation, write to';

/**
 * Where to ask for access, when the operator set one (ACCESS_REQUEST_EMAIL, served at
 * /site/access.json: server/http/site-pages.ts); null until known or when there is none.
 */
function useAccessRequestEmail(): string | null {
  const [email, setEmail] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch('/site/access.json', { signal: controller.signal, cache: 'no-cache' })
      .then((response) => (response.ok ? (response.json() as Promise<{ email?: unknown }>) : null))
      .then((body) => {
        if (typeof body?.email === 'string' && /^[^\s@]+@[^\s@]+$/.test(body.email)) setEmail(body.email);
      })
      // Not served (a static host without the server) or offline: the notice stays as the spec has it.
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return email;
}

function RegistrationClosedContent({ returnFocusTo }: Pick<RegistrationClosedDialogProps, 'returnFocusTo'>) {
  const accessEmail = useAccessRequestEmail();
  return (
    <DialogContent
      hideCloseButton
      onCloseAutoFocus={(event) => {
        const target = returnFocusTo?.current;
        if (!target) return;
        event.preventDefault();
        target.focus();
      }}
    >
      <DialogHeader>
        <DialogTitle>{REGISTRATION_MESSAGES.closedTitle}</DialogTitle>
        <DialogDescription>{REGISTRATION_MESSAGES.closedDescription}</DialogDescription>
      </DialogHeader>
      {accessEmail ? (
        <p className="text-sm">
          {ACCESS_REQUEST_TEXT}{' '}
          <a href={`mailto:${accessEmail}`} className="font-medium text-primary underline underline-offset-4">
            {accessEmail}
          </a>
          .
        </p>
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button>Close</Button>
        </DialogClose>
      </DialogFooter>
    </DialogContent>
  );
}

/** The notice on its own, opened by the page (/login?register=true). */
export function RegistrationClosedDialog({
  open,
  onOpenChange,
  returnFocusTo,
}: RegistrationClosedDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <RegistrationClosedContent returnFocusTo={returnFocusTo} />
    </Dialog>
  );
}

export default RegistrationClosedDialog;
