// One run of a task at a time: asking while it runs asks for exactly one more run after it (however
// many times it was asked), like Replicache's pull and push loops. The engine drives its outbox drain
// and its pull through one each.

export class CoalescingRunner {
  #running: Promise<void> | null = null;
  #again = false;

  constructor(
    private readonly task: () => Promise<void>,
    /** Whether another run may start (false once the engine stops). */
    private readonly mayRun: () => boolean = () => true,
  ) {}

  /** The run under way, if any. */
  get running(): Promise<void> | null {
    return this.#running;
  }

  /** Runs now, or once more after the run under way. */
  schedule(): void {
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = (async () => {
      try {
        do {
          this.#again = false;
          await this.task();
        } while (this.#again && this.mayRun());
      } finally {
        this.#running = null;
      }
    })();
  }

  /** Resolves when no run is under way or asked for. */
  async idle(): Promise<void> {
    while (this.#running) await this.#running.catch(() => undefined);
  }
}
