// Inactivity sign-out (spec §4 "Inactivity", §9): after 30 minutes without mouse down, key press,
// scroll or touch, a signed-in user is signed out. Each such activity restarts the countdown.
// The machine only counts; the `activity` actor says what counts as activity (in the app: those
// DOM events, plus activity in the user's other tabs, so that working in one tab keeps an idle
// second tab from signing everyone out), and the `signOut` action says what a timeout does.
import { fromCallback, setup, type ActorRefFrom } from 'xstate';

export const INACTIVITY_TIMEOUT_MS = 30 * 60 * 1000;

/** The DOM events that count as activity (spec §4). */
export const ACTIVITY_EVENTS = ['mousedown', 'keydown', 'scroll', 'touchstart'] as const;

export type InactivityEvent =
  /** A user is signed in: start counting. */
  | { type: 'session.started' }
  /** Nobody is signed in (any more): stop counting. */
  | { type: 'session.ended' }
  | { type: 'user.activity' };

export const inactivityMachine = setup({
  types: { events: {} as InactivityEvent },
  actors: {
    /** Sends `user.activity` whenever the user does something. */
    activity: fromCallback<InactivityEvent>(({ sendBack }) => {
      const onActivity = () => sendBack({ type: 'user.activity' });
      // Capture, so that scrolling inside any element counts, not only the page itself.
      for (const name of ACTIVITY_EVENTS)
        window.addEventListener(name, onActivity, { capture: true, passive: true });
      return () => {
        for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
      };
    }),
  },
  actions: {
    /** What the timeout does; provided by the app (it asks the auth machine to sign out). */
    signOut: () => {},
  },
  delays: {
    inactivityTimeout: INACTIVITY_TIMEOUT_MS,
  },
}).createMachine({
  id: 'inactivity',
  initial: 'idle',
  states: {
    idle: {
      on: { 'session.started': 'watching' },
    },
    watching: {
      invoke: { src: 'activity' },
      on: { 'session.ended': 'idle' },
      initial: 'counting',
      states: {
        counting: {
          after: { inactivityTimeout: '#inactivity.timedOut' },
          // Re-entering restarts the delayed transition: the 30 minutes start again.
          on: { 'user.activity': { target: 'counting', reenter: true } },
        },
      },
    },
    timedOut: {
      entry: 'signOut',
      on: { 'session.started': 'watching', 'session.ended': 'idle' },
    },
  },
});

export type InactivityActorRef = ActorRefFrom<typeof inactivityMachine>;
