// The notice shown instead of a sign-up form (spec §1, §8): public registration is closed. Pages load
// it when it opens (registration-closed-button.tsx), so the dialog code is not part of their first load.
import type { RefObject } from 'react';
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

function RegistrationClosedContent({ returnFocusTo }: Pick<RegistrationClosedDialogProps, 'returnFocusTo'>) {
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
