// @vitest-environment happy-dom
import '../../features/chat/testing/dom-test-setup.ts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { onDemand, useOnDemand, type OnDemand } from './on-demand.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('onDemand', () => {
  it('loads once however often it is asked, and tells subscribers when it is there', async () => {
    const gate = deferred<{ name: string }>();
    const importer = vi.fn(() => gate.promise);
    const part = onDemand(importer);
    const listener = vi.fn();
    part.subscribe(listener);
    expect(part.current()).toBeNull();
    const first = part.load();
    const second = part.load();
    expect(importer).toHaveBeenCalledOnce();
    gate.resolve({ name: 'kit' });
    await expect(first).resolves.toEqual({ name: 'kit' });
    await expect(second).resolves.toEqual({ name: 'kit' });
    expect(part.current()).toEqual({ name: 'kit' });
    expect(listener).toHaveBeenCalledOnce();
  });

  it('tries again on the next request after a failed load', async () => {
    const importer = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('kit');
    const part = onDemand(importer);
    await expect(part.load()).rejects.toThrow('offline');
    expect(part.current()).toBeNull();
    await expect(part.load()).resolves.toBe('kit');
    expect(importer).toHaveBeenCalledTimes(2);
  });
});

function Shows({ part, wanted }: { part: OnDemand<{ text: string }>; wanted: boolean }) {
  const module = useOnDemand(part, wanted);
  return <p>{module ? module.text : 'not yet'}</p>;
}

describe('useOnDemand', () => {
  it('renders nothing of the module until wanted and loaded, then renders it (no Suspense)', async () => {
    const gate = deferred<{ text: string }>();
    const importer = vi.fn(() => gate.promise);
    const part = onDemand(importer);
    const { rerender } = render(<Shows part={part} wanted={false} />);
    expect(screen.getByText('not yet')).toBeInTheDocument();
    expect(importer).not.toHaveBeenCalled();
    rerender(<Shows part={part} wanted />);
    expect(importer).toHaveBeenCalledOnce();
    gate.resolve({ text: 'loaded' });
    expect(await screen.findByText('loaded')).toBeInTheDocument();
  });

  it('renders an already loaded module in the first render', async () => {
    const part = onDemand(async () => ({ text: 'there' }));
    await part.load();
    render(<Shows part={part} wanted={false} />);
    expect(screen.getByText('there')).toBeInTheDocument();
  });
});
