// Tooltips (Radix): shown after a pointer rests on the trigger, or at once on keyboard focus. The
// Radix code (with its positioning engine) is not part of a route's first load: the trigger stands
// alone until a pointer over it or focus on it loads the code and makes that tooltip live
// (live-on-intent.ts); a pointer already resting there starts the delay then, focus opens it.
// Each live tooltip has its own Radix provider: a shared one would have to wrap the whole list from
// its first render, which is exactly what is not loaded yet.
import { cloneElement, createContext, isValidElement, use, type ReactElement, type ReactNode } from 'react';
import { useLiveOnIntent, withLookAlike } from './live-on-intent.ts';
import { onDemand } from './on-demand.ts';

const tooltipKit = onDemand(() => import('@radix-ui/react-tooltip'));

/** Resolves once the tooltips' code is loaded (tests). */
export const loadTooltips = (): Promise<unknown> => tooltipKit.load();

const TOOLTIP_OPTIONS = { replayHover: true, pressAroundFocus: true };

const DelayContext = createContext(700);

/** The delay (ms) before tooltips below open on hover (Radix's default is 700). */
export function TooltipProvider({ delayDuration, children }: { delayDuration: number; children: ReactNode }) {
  return <DelayContext value={delayDuration}>{children}</DelayContext>;
}

export interface TooltipProps {
  /** The trigger: one element, which keeps its own props and handlers. */
  children: ReactElement;
  content: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
  sideOffset?: number;
  className?: string;
}

export function Tooltip({ children, content, side, sideOffset, className }: TooltipProps) {
  const delayDuration = use(DelayContext);
  const live = useLiveOnIntent(tooltipKit, TOOLTIP_OPTIONS);
  if (!isValidElement<Record<string, unknown>>(children)) throw new Error('Tooltip needs one element');
  if (!live.kit) return cloneElement(children, withLookAlike(children.props, live.lookAlike));
  const { Provider, Root, Trigger, Portal, Content } = live.kit;
  return (
    <Provider delayDuration={delayDuration}>
      <Root>
        <Trigger asChild ref={live.liveRef as never}>
          {children}
        </Trigger>
        <Portal>
          <Content side={side} sideOffset={sideOffset} className={className}>
            {content}
          </Content>
        </Portal>
      </Root>
    </Provider>
  );
}
