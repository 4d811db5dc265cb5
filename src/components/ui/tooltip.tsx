// Tooltips (Radix): shown after a pointer rests on the trigger, or at once on keyboard focus. The
// Radix code (with its positioning engine) is not part of a route's first load: the trigger stands
// alone until a pointer over it or focus on it loads the code and makes that tooltip live
// (live-on-intent.ts); a pointer already resting there starts the delay then, focus opens it.
// Each live tooltip has its own Radix provider: a shared one would have to wrap the whole list from
// its first render, which is exactly what is not loaded yet. What the shared provider did across
// tooltips — skip the delay while one is open and for 300 ms after it closes, so moving along a list
// shows each title at once — is kept by TooltipProvider's own small store (`SkipDelay`).
import {
  cloneElement,
  createContext,
  isValidElement,
  use,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useLiveOnIntent, withLookAlike } from './live-on-intent.ts';
import { onDemand } from './on-demand.ts';

const tooltipKit = onDemand(() => import('@radix-ui/react-tooltip'));

/** Resolves once the tooltips' code is loaded (tests). */
export const loadTooltips = (): Promise<unknown> => tooltipKit.load();

const TOOLTIP_OPTIONS = { replayHover: true, pressAroundFocus: true };

/** Radix's skipDelayDuration default. */
const SKIP_DELAY_MS = 300;

/** Whether tooltips open without delay now: one is open, or one closed less than 300 ms ago. */
class SkipDelay {
  #open = 0;
  #skipping = false;
  #timer: ReturnType<typeof setTimeout> | null = null;
  readonly #listeners = new Set<() => void>();

  subscribe = (listener: () => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  skipping = () => this.#skipping;

  opened = () => {
    this.#open += 1;
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#set(true);
  };

  closed = () => {
    this.#open = Math.max(0, this.#open - 1);
    if (this.#open > 0) return;
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.#set(false), SKIP_DELAY_MS);
  };

  #set(skipping: boolean) {
    if (this.#skipping === skipping) return;
    this.#skipping = skipping;
    for (const listener of [...this.#listeners]) listener();
  }
}

const ProviderContext = createContext<{ delayDuration: number; skip: SkipDelay | null }>({
  delayDuration: 700,
  skip: null,
});

/** The delay (ms) before tooltips below open on hover (Radix's default is 700). */
export function TooltipProvider({ delayDuration, children }: { delayDuration: number; children: ReactNode }) {
  const [skip] = useState(() => new SkipDelay());
  return <ProviderContext value={{ delayDuration, skip }}>{children}</ProviderContext>;
}

const noSubscribe = () => () => {};
const never = () => false;

export interface TooltipProps {
  /** The trigger: one element, which keeps its own props and handlers. */
  children: ReactElement;
  content: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
  sideOffset?: number;
  className?: string;
}

export function Tooltip({ children, content, side, sideOffset, className }: TooltipProps) {
  const { delayDuration, skip } = use(ProviderContext);
  const skipping = useSyncExternalStore(skip?.subscribe ?? noSubscribe, skip?.skipping ?? never, never);
  const live = useLiveOnIntent(tooltipKit, TOOLTIP_OPTIONS);
  const open = useRef(false);
  // A tooltip removed while open (its row deleted) counts as closed.
  useEffect(
    () => () => {
      if (open.current) skip?.closed();
    },
    [skip],
  );
  if (!isValidElement<Record<string, unknown>>(children)) throw new Error('Tooltip needs one element');
  if (!live.kit) return cloneElement(children, withLookAlike(children.props, live.lookAlike));
  const { Provider, Root, Trigger, Portal, Content } = live.kit;
  return (
    // 1 ms rather than 0 when skipping: as good as none, and a 0 ms delay did not open under happy-dom.
    <Provider delayDuration={skipping ? 1 : delayDuration}>
      <Root
        onOpenChange={(next) => {
          open.current = next;
          if (next) skip?.opened();
          else skip?.closed();
        }}
      >
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
