import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerSignOutTask, runSignOutTasks } from './sign-out-tasks.ts';

const context = { userId: 'user-1', reason: 'user' } as const;
const cleanups: Array<() => void> = [];

afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function register(task: Parameters<typeof registerSignOutTask>[0]) {
  cleanups.push(registerSignOutTask(task));
}

describe('sign-out tasks', () => {
  it('runs every task with the context, in registration order, one after the other', async () => {
    const order: string[] = [];
    register(async (ctx) => {
      expect(ctx).toEqual(context);
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push('stop sync');
    });
    register(() => {
      order.push('wipe data');
    });
    await runSignOutTasks(context);
    expect(order).toEqual(['stop sync', 'wipe data']);
  });

  it('keeps going when a task throws or rejects', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const last = vi.fn();
    register(() => {
      throw new Error('sync already stopped');
    });
    register(async () => Promise.reject(new Error('db blocked')));
    register(last);
    await runSignOutTasks(context);
    expect(last).toHaveBeenCalledTimes(1);
    expect(console.error).toHaveBeenCalledTimes(2);
  });

  it('moves on from a task that hangs', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const last = vi.fn();
    register(() => new Promise<void>(() => {}));
    register(last);
    const done = runSignOutTasks(context, { timeoutMs: 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    await done;
    expect(last).toHaveBeenCalledTimes(1);
  });

  it('unregistering removes the task', async () => {
    const task = vi.fn();
    const unregister = registerSignOutTask(task);
    unregister();
    await runSignOutTasks(context);
    expect(task).not.toHaveBeenCalled();
  });
});
