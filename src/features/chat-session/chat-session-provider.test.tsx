// @vitest-environment happy-dom
import '../chat/testing/dom-test-setup.ts';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runSignOutTasks } from '../../session/sign-out-tasks.ts';
import type { AppDb } from '../../db/app-db.ts';
import { isStreamActive, resetStreamActivityForTests } from '../pwa/stream-activity.ts';
import type { SyncEngine } from '../../sync/sync-engine.ts';
import { useChatSessionState, type ChatSession } from './chat-session-context.ts';
import { ChatSessionProvider } from './chat-session-provider.tsx';

function fakeSession(userId: string) {
  const listeners = new Set<() => void>();
  let size = 0;
  const replies = {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isStreaming: () => size > 0,
  };
  const engine = { stop: vi.fn(async () => {}), replies } as unknown as SyncEngine;
  const db = { close: vi.fn() } as unknown as AppDb;
  const session: ChatSession = { userId, db, engine };
  return {
    session,
    setStreaming(count: number) {
      size = count;
      listeners.forEach((listener) => listener());
    },
  };
}

function State() {
  const state = useChatSessionState();
  return <p data-testid="state">{state.status}</p>;
}

const status = () => screen.getByTestId('state').textContent;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  resetStreamActivityForTests();
});
afterEach(async () => {
  // Nothing registered by one test may run in the next.
  await runSignOutTasks({ userId: null, reason: 'user' });
  vi.restoreAllMocks();
});

describe('ChatSessionProvider', () => {
  it('opens the session of the user, then closes it (engine stopped, database closed) on unmount', async () => {
    const fake = fakeSession('user-1');
    const openSession = vi.fn(async () => fake.session);
    const view = render(
      <ChatSessionProvider userId="user-1" openSession={openSession} wipe={vi.fn()}>
        <State />
      </ChatSessionProvider>,
    );
    expect(status()).toBe('opening');
    await act(async () => {});
    expect(status()).toBe('ready');
    expect(openSession).toHaveBeenCalledWith('user-1');
    view.unmount();
    await act(async () => {});
    expect(fake.session.engine.stop).toHaveBeenCalled();
    expect(fake.session.db.close).toHaveBeenCalled();
  });

  it('sign-out stops the engine and wipes the user’s local data before the session is revoked', async () => {
    const fake = fakeSession('user-1');
    const wipe = vi.fn(async () => {});
    render(
      <ChatSessionProvider userId="user-1" openSession={async () => fake.session} wipe={wipe}>
        <State />
      </ChatSessionProvider>,
    );
    await act(async () => {});
    await act(() => runSignOutTasks({ userId: 'user-1', reason: 'user' }));
    expect(wipe).toHaveBeenCalledWith({
      userId: 'user-1',
      engine: fake.session.engine,
      db: fake.session.db,
      reason: 'user',
    });
    expect(status()).toBe('closed');
  });

  it('sign-out while the database is still opening waits for it, so nothing is left behind', async () => {
    const fake = fakeSession('user-1');
    let open!: (session: ChatSession) => void;
    const wipe = vi.fn(async () => {});
    render(
      <ChatSessionProvider
        userId="user-1"
        openSession={() => new Promise<ChatSession>((resolve) => (open = resolve))}
        wipe={wipe}
      >
        <State />
      </ChatSessionProvider>,
    );
    const signingOut = runSignOutTasks({ userId: 'user-1', reason: 'inactivity' });
    await act(async () => open(fake.session));
    await act(() => signingOut);
    expect(wipe).toHaveBeenCalledWith(expect.objectContaining({ engine: fake.session.engine }));
  });

  it('leaving the chat page keeps the wipe: a sign-out from another page still deletes the data', async () => {
    const fake = fakeSession('user-2');
    const wipe = vi.fn(async () => {});
    const view = render(
      <ChatSessionProvider userId="user-2" openSession={async () => fake.session} wipe={wipe}>
        <State />
      </ChatSessionProvider>,
    );
    await act(async () => {});
    view.unmount();
    await act(async () => {});
    expect(fake.session.engine.stop).toHaveBeenCalled();
    await runSignOutTasks({ userId: 'user-2', reason: 'user' });
    expect(wipe).toHaveBeenCalledWith({ userId: 'user-2', engine: null, db: null, reason: 'user' });
    // It ran once; the next sign-out has nothing left to do for this user.
    await runSignOutTasks({ userId: 'user-2', reason: 'user' });
    expect(wipe).toHaveBeenCalledTimes(1);
  });

  it('a database that cannot be opened is reported, not retried silently', async () => {
    render(
      <ChatSessionProvider
        userId="user-1"
        openSession={async () => {
          throw new Error('IndexedDB is unavailable');
        }}
        wipe={vi.fn()}
      >
        <State />
      </ChatSessionProvider>,
    );
    await act(async () => {});
    expect(status()).toBe('failed');
  });

  it('tells the app update prompt while a reply streams in this tab', async () => {
    const fake = fakeSession('user-1');
    const view = render(
      <ChatSessionProvider userId="user-1" openSession={async () => fake.session} wipe={vi.fn()}>
        <State />
      </ChatSessionProvider>,
    );
    await act(async () => {});
    expect(isStreamActive()).toBe(false);
    act(() => fake.setStreaming(1));
    expect(isStreamActive()).toBe(true);
    view.unmount();
    expect(isStreamActive()).toBe(false);
  });
});
