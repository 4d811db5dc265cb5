// The app's toasts (sonner): one <Toaster /> at the root, `notify` everywhere else. `notify.error`
// is the spec's "destructive toast".
import { toast, Toaster as SonnerToaster } from 'sonner';
import type { ReactNode } from 'react';

export interface NotifyOptions {
  description?: ReactNode;
  /** Milliseconds on screen; sonner's default (4 s) unless given. */
  duration?: number;
  id?: string | number;
  /** One button in the toast ('Reload', 'Undo'). */
  action?: { label: string; onClick: () => void };
}

export const notify = {
  success: (title: ReactNode, options: NotifyOptions = {}) => toast.success(title, options),
  error: (title: ReactNode, options: NotifyOptions = {}) => toast.error(title, options),
  info: (title: ReactNode, options: NotifyOptions = {}) => toast.info(title, options),
  message: (title: ReactNode, options: NotifyOptions = {}) => toast(title, options),
  dismiss: (id?: string | number) => toast.dismiss(id),
};

export function Toaster() {
  return (
    <SonnerToaster
      theme="system"
      position="top-center"
      // Below the 56 px app header (h-14), so a toast never covers its buttons, on phones too.
      offset={{ top: 64 }}
      mobileOffset={{ top: 64 }}
      richColors
      closeButton
      duration={5000}
      toastOptions={{ classNames: { title: 'font-semibold', description: 'text-sm' } }}
    />
  );
}
