// Modal dialogs: focus is trapped and restored, Esc and the close button dismiss, the title names the
// dialog and the description describes it (Radix, in dialog-kit.tsx).
// The Radix code is not part of a route's first load: a dialog loads it when it first opens (or
// earlier, on intent: `preloadDialogs()` from a trigger's hover or focus) and renders once it is
// there, without Suspense (on-demand.ts). Every dialog here is controlled (`open`), with no trigger of
// its own, so until then there is nothing to render.
import type { ComponentPropsWithRef } from 'react';
import { cn } from './cn.ts';
import { onDemand, preload, useOnDemand } from './on-demand.ts';

type Kit = typeof import('./dialog-kit.tsx');

const dialogKit = onDemand(() => import('./dialog-kit.tsx'));

/** Starts loading the dialogs' code (a trigger's hover or focus, a shortcut's modifier key). */
export function preloadDialogs(): void {
  preload(dialogKit);
}

/** Resolves once the dialogs' code is loaded (tests that render a dialog open from the start). */
export const loadDialogs = (): Promise<unknown> => dialogKit.load();

/** The parts below render only inside an open Dialog, which exists only once the kit is loaded. */
function kit(): Kit {
  const loaded = dialogKit.current();
  if (!loaded) throw new Error('Dialog parts render only inside a <Dialog>');
  return loaded;
}

export function Dialog(props: ComponentPropsWithRef<Kit['Dialog']>) {
  const loaded = useOnDemand(dialogKit, props.open === true || props.defaultOpen === true);
  return loaded ? <loaded.Dialog {...props} /> : null;
}

export function DialogContent(props: ComponentPropsWithRef<Kit['DialogContent']>) {
  const { DialogContent: Content } = kit();
  return <Content {...props} />;
}

export function DialogClose(props: ComponentPropsWithRef<Kit['DialogClose']>) {
  const { DialogClose: Close } = kit();
  return <Close {...props} />;
}

export function DialogTitle(props: ComponentPropsWithRef<Kit['DialogTitle']>) {
  const { DialogTitle: Title } = kit();
  return <Title {...props} />;
}

export function DialogDescription(props: ComponentPropsWithRef<Kit['DialogDescription']>) {
  const { DialogDescription: Description } = kit();
  return <Description {...props} />;
}

export function DialogHeader({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div className={cn('grid gap-2 pr-6', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
  );
}
