// A button ('Sign up', 'Create an account') that opens the registration-closed notice. The dialog
// and Radix's dialog code load on intent (a pointer over the button, focus) or the first press, side
// by side, so the landing page's first load carries none of it; it renders once loaded, without
// Suspense (on-demand.ts). It is modal like before, and focus returns to the button when it closes
// (as Radix does for its own trigger).
import { lazy, useRef, useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from '../../components/ui/button.tsx';
import { preloadDialogs } from '../../components/ui/dialog.tsx';
import { onDemand, OnDemandView, preload } from '../../components/ui/on-demand.ts';

const registrationClosedDialog = onDemand(() => import('./registration-closed-dialog.tsx'));

/** The notice as a React.lazy component, for a page that shows it open from the start (the login page). */
export const RegistrationClosedDialog = lazy(registrationClosedDialog.load);

function preloadNotice(): void {
  preloadDialogs();
  preload(registrationClosedDialog);
}

export function RegistrationClosedButton({
  children,
  onClick,
  onPointerEnter,
  onFocus,
  ...props
}: ButtonProps & { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        {...props}
        ref={buttonRef}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={(event) => {
          onPointerEnter?.(event);
          preloadNotice();
        }}
        onFocus={(event) => {
          onFocus?.(event);
          preloadNotice();
        }}
        onClick={(event) => {
          onClick?.(event);
          preloadDialogs();
          setUsed(true);
          setOpen(true);
        }}
      >
        {children}
      </Button>
      <OnDemandView part={registrationClosedDialog} wanted={used}>
        {({ default: RegistrationClosedDialog }) => (
          <RegistrationClosedDialog open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        )}
      </OnDemandView>
    </>
  );
}
