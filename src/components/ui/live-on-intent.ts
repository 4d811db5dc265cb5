// A control whose behaviour lives in code loaded on demand (a Radix menu or tooltip): until the user
// shows intent, its trigger is a look-alike — the same element with the same attributes, minus the
// library's handlers. Pointer over it or focus on it loads the code and makes that one control live;
// the library's trigger then replaces the look-alike. What the user did in between is not lost:
// - focus moves to the live trigger (the look-alike is gone from the page);
// - a press or key that opens (`replays`) reaches the live trigger once its listeners are attached,
//   so a first click or Enter opens the menu exactly as it would have (keyboard opening focuses the
//   first item, as Radix does);
// - a pointer resting on it is replayed as a move (a tooltip starts its delay);
// - a press that does not open it (a click on a row) ends on the look-alike before it is replaced.
// Once the code is loaded, controls mounted from then on are live from the start.
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
} from 'react';
import { useOnDemand, type OnDemand } from './on-demand.ts';

export interface LiveOptions {
  /** Whether a press or key on the look-alike opens the control: it is then replayed on the live one. */
  replays?: (event: ReactPointerEvent | ReactKeyboardEvent) => boolean;
  /** Replay a pointer resting on the look-alike as a move on the live trigger (tooltips). */
  replayHover?: boolean;
  /** Focus that came with a press is moved inside a replayed press (a tooltip does not open on it). */
  pressAroundFocus?: boolean;
}

/** Handlers and ref for the look-alike trigger (merge into its element). */
export interface LookAlikeBindings {
  ref: RefObject<HTMLElement | null>;
  onPointerEnter: (event: ReactPointerEvent) => void;
  onPointerLeave: (event: ReactPointerEvent) => void;
  onPointerDown: (event: ReactPointerEvent) => void;
  onFocus: () => void;
  onBlur: () => void;
  onKeyDown: (event: ReactKeyboardEvent) => void;
}

export interface Live<T> {
  /** The loaded module once this control is live; null while the look-alike stands in. */
  kit: T | null;
  lookAlike: LookAlikeBindings;
  /** Attach to the live trigger. */
  liveRef: RefObject<HTMLElement | null>;
}

type Replay =
  | { kind: 'key'; key: string; code: string }
  | { kind: 'press'; pointerType: string; clientX: number; clientY: number };

export function useLiveOnIntent<T>(part: OnDemand<T>, options: LiveOptions = {}): Live<T> {
  // Once the code is there, a control mounted later is live from the start.
  const [wanted, setWanted] = useState(() => part.current() !== null);
  // Never replaced mid-press: the click that follows would land on an element no longer there.
  const [pressing, setPressing] = useState(false);
  const loaded = useOnDemand(part, wanted);
  const kit = wanted && !pressing ? loaded : null;
  const ref = useRef<HTMLElement | null>(null);
  const liveRef = useRef<HTMLElement | null>(null);
  const state = useRef({ focused: false, hovered: false, pressed: false, replay: null as Replay | null });

  const want = () => setWanted(true);
  const lookAlike: LookAlikeBindings = {
    ref,
    onPointerEnter: () => {
      state.current.hovered = true;
      want();
    },
    onPointerLeave: () => {
      state.current.hovered = false;
    },
    onPointerDown: (event) => {
      want();
      if (options.replays?.(event)) {
        // As Radix's trigger does: the press opens, focus stays where it was.
        event.preventDefault();
        state.current.replay = {
          kind: 'press',
          pointerType: event.pointerType,
          clientX: event.clientX,
          clientY: event.clientY,
        };
      } else {
        state.current.pressed = true;
        setPressing(true);
        const release = () => {
          document.removeEventListener('pointerup', release, true);
          document.removeEventListener('pointercancel', release, true);
          // After the click that the release dispatches in the same task.
          setTimeout(() => setPressing(false), 0);
        };
        document.addEventListener('pointerup', release, true);
        document.addEventListener('pointercancel', release, true);
      }
    },
    onFocus: () => {
      state.current.focused = true;
      want();
    },
    onBlur: () => {
      state.current.focused = false;
      state.current.pressed = false;
    },
    onKeyDown: (event) => {
      if (!options.replays?.(event)) return;
      event.preventDefault();
      want();
      state.current.replay = { kind: 'key', key: event.key, code: event.code };
    },
  };

  // The look-alike was just replaced: focus follows to the live trigger (before paint). Layout
  // effects run children first, so the live trigger and its ref are in place.
  const live = kit !== null;
  useLayoutEffect(() => {
    const target = liveRef.current;
    if (!live || !target || !state.current.focused) return;
    if (options.pressAroundFocus && state.current.pressed) {
      target.dispatchEvent(pointerEvent('pointerdown', 'mouse'));
      target.focus({ preventScroll: true });
      target.dispatchEvent(pointerEvent('pointerup', 'mouse'));
    } else {
      target.focus({ preventScroll: true });
    }
  }, [live, options.pressAroundFocus]);

  // What opens the control is replayed once the library's own listeners are attached: its effects
  // (document listeners for keyboard or pointer use) ran before this one, as it sits below.
  useEffect(() => {
    const target = liveRef.current;
    if (!live || !target) return;
    const { replay, hovered } = state.current;
    state.current.replay = null;
    if (replay?.kind === 'key') {
      target.focus({ preventScroll: true });
      target.dispatchEvent(
        new KeyboardEvent('keydown', { key: replay.key, code: replay.code, bubbles: true, cancelable: true }),
      );
    } else if (replay?.kind === 'press') {
      target.dispatchEvent(pointerEvent('pointerdown', replay.pointerType, replay.clientX, replay.clientY));
    } else if (options.replayHover && hovered) {
      // Not `:hover`: the browser updates it for the new element only when the pointer next moves.
      target.dispatchEvent(pointerEvent('pointermove', 'mouse'));
    }
  }, [live, options.replayHover]);

  return { kit, lookAlike, liveRef };
}

function pointerEvent(type: string, pointerType: string, clientX = 0, clientY = 0): Event {
  const init = { bubbles: true, cancelable: true, button: 0, buttons: 1, clientX, clientY, isPrimary: true };
  return typeof PointerEvent === 'function'
    ? new PointerEvent(type, { ...init, pointerType, pointerId: 1 })
    : Object.assign(new MouseEvent(type, init), { pointerType });
}

/** Merges the look-alike's bindings into a trigger element's own props (its handlers run first). */
export function withLookAlike(
  own: Record<string, unknown>,
  bindings: LookAlikeBindings,
): Record<string, unknown> {
  const chain =
    <E>(name: keyof LookAlikeBindings, ours: (event: E) => void) =>
    (event: E) => {
      (own[name] as ((event: E) => void) | undefined)?.(event);
      ours(event);
    };
  return {
    ...own,
    ref: bindings.ref,
    onPointerEnter: chain('onPointerEnter', bindings.onPointerEnter),
    onPointerLeave: chain('onPointerLeave', bindings.onPointerLeave),
    onPointerDown: chain('onPointerDown', bindings.onPointerDown),
    onFocus: chain('onFocus', bindings.onFocus),
    onBlur: chain('onBlur', bindings.onBlur),
    onKeyDown: chain('onKeyDown', bindings.onKeyDown),
  };
}
