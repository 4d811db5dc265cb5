import { describe, expect, it, vi } from 'vitest';
import { createUpdateController, type UpdatePort, type UpdateUi } from './update-controller.ts';

function setup({ hadController = true, streaming = false } = {}) {
  let onWaiting: (worker: object) => void = () => {};
  let onControllerChange: () => void = () => {};
  const port = {
    onWaiting: (listener: (worker: object) => void) => {
      onWaiting = listener;
    },
    onControllerChange: (listener: () => void) => {
      onControllerChange = listener;
    },
    skipWaiting: vi.fn<() => void>(),
  } satisfies UpdatePort;
  let accept: (() => void) | null = null;
  const ui = {
    promptReload: vi.fn((reload: () => void) => (accept = reload)),
    reloadDeferred: vi.fn(),
  } satisfies UpdateUi;
  let active = streaming;
  let idle: Array<() => void> = [];
  const streams = {
    isActive: () => active,
    whenIdle: () => new Promise<void>((resolve) => idle.push(resolve)),
    end() {
      active = false;
      const waiting = idle;
      idle = [];
      for (const resolve of waiting) resolve();
    },
    start() {
      active = true;
    },
  };
  const reload = vi.fn();
  const timers: Array<() => void> = [];
  createUpdateController({
    port,
    ui,
    streams,
    reload,
    hadController,
    setTimer: (callback) => timers.push(callback),
  });
  return {
    port,
    ui,
    streams,
    reload,
    timers,
    waiting: (worker: object) => onWaiting(worker),
    controllerChanged: () => onControllerChange(),
    clickReload: () => accept!(),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('update controller', () => {
  it('prompts once per waiting worker; Reload skips waiting and reloads on the controller change', async () => {
    const t = setup();
    const worker = {};
    t.waiting(worker);
    t.waiting(worker);
    expect(t.ui.promptReload).toHaveBeenCalledTimes(1);
    t.clickReload();
    await flush();
    expect(t.port.skipWaiting).toHaveBeenCalledTimes(1);
    expect(t.reload).not.toHaveBeenCalled();
    t.controllerChanged();
    await flush();
    expect(t.reload).toHaveBeenCalledTimes(1);
    // The fallback timer finds the reload done.
    t.timers.forEach((fire) => fire());
    await flush();
    expect(t.reload).toHaveBeenCalledTimes(1);
    // A later release prompts again.
    t.waiting({});
    expect(t.ui.promptReload).toHaveBeenCalledTimes(2);
  });

  it('never reloads under a streaming reply: the switch and the reload wait until it ends', async () => {
    const t = setup({ streaming: true });
    t.waiting({});
    t.clickReload();
    await flush();
    expect(t.ui.reloadDeferred).toHaveBeenCalled();
    expect(t.port.skipWaiting).not.toHaveBeenCalled();
    t.streams.end();
    await flush();
    expect(t.port.skipWaiting).toHaveBeenCalledTimes(1);
    t.controllerChanged();
    await flush();
    expect(t.reload).toHaveBeenCalledTimes(1);
  });

  it('a switch made in another tab reloads this one too, after its stream ends', async () => {
    const t = setup();
    t.streams.start();
    t.controllerChanged();
    await flush();
    expect(t.reload).not.toHaveBeenCalled();
    expect(t.ui.reloadDeferred).toHaveBeenCalled();
    t.streams.end();
    await flush();
    expect(t.reload).toHaveBeenCalledTimes(1);
  });

  it('the first install taking control of the page is not an update', async () => {
    const t = setup({ hadController: false });
    t.controllerChanged();
    await flush();
    expect(t.reload).not.toHaveBeenCalled();
    t.controllerChanged();
    await flush();
    expect(t.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads anyway when no controller change follows skip-waiting', async () => {
    const t = setup();
    t.waiting({});
    t.clickReload();
    await flush();
    expect(t.timers).toHaveLength(1);
    t.timers[0]!();
    await flush();
    expect(t.reload).toHaveBeenCalledTimes(1);
  });
});
