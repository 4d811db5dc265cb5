// Tooltips, Radix's with the app's styles: shown after a pointer rests on the trigger, at once on
// keyboard focus (not on focus that came with a press), dismissed by Esc; the content is the
// trigger's accessible description while it shows. One `TooltipProvider` wraps a group of triggers
// (the sidebar's rows): while one tooltip is open, and for 300 ms after it closes, the next opens
// without the delay, so moving along a list shows each title at once.
import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';

/** The delay (ms) before tooltips below open on hover (Radix's default is 700). */
export function TooltipProvider({ delayDuration, children }: { delayDuration: number; children: ReactNode }) {
  return <TooltipPrimitive.Provider delayDuration={delayDuration}>{children}</TooltipPrimitive.Provider>;
}

export interface TooltipProps {
  /** The trigger: one element, which keeps its own props and handlers. */
  children: ReactElement;
  content: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
  sideOffset?: number;
  className?: string;
}

/** A tooltip on `children`; needs a `TooltipProvider` above it. */
export function Tooltip({ children, content, side, sideOffset, className }: TooltipProps) {
  return (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content side={side} sideOffset={sideOffset} className={className}>
          {content}
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
}
