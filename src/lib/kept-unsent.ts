// What the last inactivity sign-out kept on this device instead of deleting it (docs/sync-rules.md
// S20), handed from the sign-out wipe to the toast that explains the sign-out. No dependencies, so the
// auth runtime can read it without loading the local database code.

/** Unsent work an inactivity sign-out kept on this device: outbox entries and drafts. */
export interface KeptUnsent {
  messages: number;
  drafts: number;
}

let kept: KeptUnsent | null = null;

export function recordKeptUnsent(value: KeptUnsent): void {
  kept = value;
}

/** What the last inactivity sign-out kept (once; null when it kept nothing). */
export function takeKeptUnsent(): KeptUnsent | null {
  const value = kept;
  kept = null;
  return value;
}

/** The toast's description when an inactivity sign-out kept unsent work on this device. */
export function keptUnsentText(value: KeptUnsent): string {
  const parts = [
    value.messages > 0 ? `${value.messages} unsent ${value.messages === 1 ? 'change' : 'changes'}` : '',
    value.drafts > 0 ? `${value.drafts} ${value.drafts === 1 ? 'draft' : 'drafts'}` : '',
  ].filter(Boolean);
  const many = value.messages + value.drafts > 1;
  return `${parts.join(' and ')} kept on this device: sign in again to deliver ${many ? 'them' : 'it'}.`;
}
