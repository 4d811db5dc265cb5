import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { INACTIVITY_TIMEOUT_MS, inactivityMachine, type InactivityEvent } from './inactivity-machine.ts';

const MINUTE = 60_000;

function start() {
  const signOut = vi.fn();
  let activityListeners = 0;
  const actor = createActor(
    inactivityMachine.provide({
      actions: { signOut },
      actors: {
        // No DOM here: the test sends `user.activity` itself and only counts the subscriptions.
        activity: fromCallback<InactivityEvent>(() => {
          activityListeners += 1;
          return () => {
            activityListeners -= 1;
          };
        }),
      },
    }),
  ).start();
  return { actor, signOut, listeners: () => activityListeners };
}

describe('inactivityMachine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the spec’s 30 minutes', () => {
    expect(INACTIVITY_TIMEOUT_MS).toBe(30 * MINUTE);
  });

  it('does nothing while nobody is signed in', () => {
    const { actor, signOut, listeners } = start();
    vi.advanceTimersByTime(2 * INACTIVITY_TIMEOUT_MS);
    expect(signOut).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(listeners()).toBe(0);
  });

  it('signs out after exactly 30 minutes without activity', () => {
    const { actor, signOut, listeners } = start();
    actor.send({ type: 'session.started' });
    expect(listeners()).toBe(1);

    vi.advanceTimersByTime(INACTIVITY_TIMEOUT_MS - 1);
    expect(signOut).not.toHaveBeenCalled();

    vi.advanceTimersByTime(1);
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('timedOut');
    expect(listeners()).toBe(0);

    // Once is enough.
    vi.advanceTimersByTime(2 * INACTIVITY_TIMEOUT_MS);
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('restarts the full 30 minutes on every activity', () => {
    const { actor, signOut } = start();
    actor.send({ type: 'session.started' });

    vi.advanceTimersByTime(29 * MINUTE);
    actor.send({ type: 'user.activity' });
    vi.advanceTimersByTime(29 * MINUTE);
    actor.send({ type: 'user.activity' });
    vi.advanceTimersByTime(INACTIVITY_TIMEOUT_MS - 1);
    expect(signOut).not.toHaveBeenCalled();

    vi.advanceTimersByTime(1);
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('stops counting when the session ends before the timeout', () => {
    const { actor, signOut, listeners } = start();
    actor.send({ type: 'session.started' });
    vi.advanceTimersByTime(20 * MINUTE);
    actor.send({ type: 'session.ended' });
    expect(listeners()).toBe(0);
    vi.advanceTimersByTime(2 * INACTIVITY_TIMEOUT_MS);
    expect(signOut).not.toHaveBeenCalled();
  });

  it('counts again from zero for the next session', () => {
    const { actor, signOut } = start();
    actor.send({ type: 'session.started' });
    vi.advanceTimersByTime(INACTIVITY_TIMEOUT_MS);
    expect(signOut).toHaveBeenCalledTimes(1);

    actor.send({ type: 'session.ended' });
    actor.send({ type: 'session.started' });
    vi.advanceTimersByTime(INACTIVITY_TIMEOUT_MS - 1);
    expect(signOut).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(signOut).toHaveBeenCalledTimes(2);
  });

  it('ignores activity while idle', () => {
    const { actor, signOut } = start();
    actor.send({ type: 'user.activity' });
    expect(actor.getSnapshot().value).toBe('idle');
    vi.advanceTimersByTime(INACTIVITY_TIMEOUT_MS);
    expect(signOut).not.toHaveBeenCalled();
  });

  it('a repeated session.started does not restart the countdown', () => {
    const { actor, signOut } = start();
    actor.send({ type: 'session.started' });
    vi.advanceTimersByTime(20 * MINUTE);
    actor.send({ type: 'session.started' });
    vi.advanceTimersByTime(10 * MINUTE);
    expect(signOut).toHaveBeenCalledTimes(1);
  });
});

describe('inactivityMachine default activity actor (DOM events)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('window', new EventTarget());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it.each(['mousedown', 'keydown', 'scroll', 'touchstart'])('%s resets the countdown', (name) => {
    const signOut = vi.fn();
    const actor = createActor(inactivityMachine.provide({ actions: { signOut } })).start();
    actor.send({ type: 'session.started' });
    vi.advanceTimersByTime(INACTIVITY_TIMEOUT_MS - MINUTE);
    window.dispatchEvent(new Event(name));
    vi.advanceTimersByTime(INACTIVITY_TIMEOUT_MS - 1);
    expect(signOut).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('other events do not count', () => {
    const signOut = vi.fn();
    const actor = createActor(inactivityMachine.provide({ actions: { signOut } })).start();
    actor.send({ type: 'session.started' });
    vi.advanceTimersByTime(INACTIVITY_TIMEOUT_MS - MINUTE);
    window.dispatchEvent(new Event('mousemove'));
    vi.advanceTimersByTime(MINUTE);
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('listens only while a session is watched', () => {
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    const actor = createActor(inactivityMachine).start();
    expect(added).not.toHaveBeenCalled();
    actor.send({ type: 'session.started' });
    expect(added.mock.calls.map(([name]) => name)).toEqual(['mousedown', 'keydown', 'scroll', 'touchstart']);
    actor.send({ type: 'session.ended' });
    expect(removed.mock.calls.map(([name]) => name)).toEqual([
      'mousedown',
      'keydown',
      'scroll',
      'touchstart',
    ]);
  });
});
