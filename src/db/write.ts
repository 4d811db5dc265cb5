import type { Table } from 'dexie';
import type { AppDb } from './app-db.ts';
import { guardStorage } from './storage-status.ts';

/**
 * Runs `scope` in one read-write transaction over `tables`, recording storage trouble (quota, lost
 * connection) in `db.storageStatus` and rethrowing it: a write either lands whole or the caller sees
 * why not. Called inside another transaction over the same tables, it joins that transaction.
 */
export function write<T>(db: AppDb, tables: Table[], scope: () => Promise<T>): Promise<T> {
  return guardStorage(db.storageStatus, () => db.transaction('rw', tables, scope));
}

/** Errors of local writes refused before they reach storage (closed vocabulary). */
export const LOCAL_WRITE_ERRORS = {
  'invalid-title': 'The title must be 1 to 40 characters.',
  'blank-message': 'The message is empty.',
  'message-too-long': 'The message is too long.',
  'conversation-not-found': 'The conversation does not exist here.',
  'message-not-found': 'The message does not exist here.',
  'note-too-long': 'The note is too long.',
  'invalid-name': 'The name must be 1 to 40 characters.',
  'scenario-not-found': 'The scenario does not exist here.',
  'invalid-calculation': 'This card cannot be kept as a scenario.',
} as const;

export type LocalWriteErrorCode = keyof typeof LOCAL_WRITE_ERRORS;

export class LocalWriteError extends Error {
  override readonly name = 'LocalWriteError';
  constructor(readonly code: LocalWriteErrorCode) {
    super(LOCAL_WRITE_ERRORS[code]);
  }
}
