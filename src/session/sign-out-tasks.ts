// The sign-out chores other parts of the app hook in (stop sync, abort streams, remove realtime
// channels, wipe this user's local data, forget the active conversation). They run, in the order
// they were registered, before the session is revoked; one failing or hanging task never keeps the
// user signed in or blocks the others.
import type { SignOutReason } from '../machines/auth-machine.ts';

export interface SignOutTaskContext {
  /** The user being signed out (null if supabase had already forgotten them). */
  userId: string | null;
  reason: SignOutReason;
}

export type SignOutTask = (context: SignOutTaskContext) => void | Promise<void>;

/** How long one task may take before sign-out moves on without it. */
export const SIGN_OUT_TASK_TIMEOUT_MS = 5_000;

const tasks = new Set<SignOutTask>();

/** Adds a task; returns the function that removes it again (for effects and tests). */
export function registerSignOutTask(task: SignOutTask): () => void {
  tasks.add(task);
  return () => {
    tasks.delete(task);
  };
}

/** Runs every registered task once, in registration order, each bounded by the timeout. */
export async function runSignOutTasks(
  context: SignOutTaskContext,
  { timeoutMs = SIGN_OUT_TASK_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<void> {
  for (const task of [...tasks]) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    try {
      const outcome = await Promise.race([Promise.resolve().then(() => task(context)), timeout]);
      if (outcome === 'timeout')
        console.error(`A sign-out task did not finish within ${timeoutMs} ms; continuing.`);
    } catch (error) {
      console.error('A sign-out task failed; continuing.', error);
    } finally {
      clearTimeout(timer);
    }
  }
}
