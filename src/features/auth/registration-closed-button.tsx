// A button ('Sign up', 'Create an account') that opens the registration-closed notice. The dialog
// (Radix) is loaded on the first press, so the landing page's first load carries none of it; it is
// modal like before, and focus returns to the button when it closes (as Radix does for its own trigger).
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from '../../components/ui/button.tsx';

export const RegistrationClosedDialog = lazy(() => import('./registration-closed-dialog.tsx'));

export function RegistrationClosedButton({
  children,
  onClick,
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
        onClick={(event) => {
          onClick?.(event);
          setUsed(true);
          setOpen(true);
        }}
      >
        {children}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <RegistrationClosedDialog open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      )}
    </>
  );
}
