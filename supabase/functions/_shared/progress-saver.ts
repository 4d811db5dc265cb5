// Keeps a generating reply's text in the database while it streams, so that a process dying mid-reply
// loses at most about one interval of it (issue 12). Saves are serialized (never two in flight), run
// about every `intervalMs` while new traces arrive, and at least every `heartbeatMs` even when the
// provider is silent, so a row that stops changing reliably means its generation is gone
// (`interrupt_stale_replies` in the migrations). A failed save is logged and retried on the next tick:
// losing progress must never break the reply itself.

export interface ProgressSaverOptions {
  save: () => Promise<void>;
  intervalMs: number;
  heartbeatMs: number;
  now?: () => number;
}

export class ProgressSaver {
  private dirty = true;
  private lastSaved = 0;
  private inFlight: Promise<void> | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private readonly now: () => number;

  constructor(private readonly options: ProgressSaverOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Saves at once (the row exists from the first moment), then on every tick. */
  start(): void {
    this.tick();
    this.timer = setInterval(() => this.tick(), this.options.intervalMs);
  }

  /** New text arrived: the next tick saves it. */
  changed(): void {
    this.dirty = true;
  }

  /** Stops ticking and waits for a save still running, so nothing lands after the final reply. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.inFlight;
  }

  private tick(): void {
    if (this.inFlight) return;
    if (!this.dirty && this.now() - this.lastSaved < this.options.heartbeatMs) return;
    this.dirty = false;
    this.inFlight = this.options
      .save()
      .catch((error: unknown) => {
        this.dirty = true;
        console.error('saving reply progress failed', error);
      })
      .finally(() => {
        this.lastSaved = this.now();
        this.inFlight = null;
      });
  }
}
