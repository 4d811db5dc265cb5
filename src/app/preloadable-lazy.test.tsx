// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadableLazy } from './preloadable-lazy.tsx';

afterEach(cleanup);

function Page({ name }: { name: string }) {
  return <h1>{name}</h1>;
}

describe('preloadableLazy', () => {
  it('renders a preloaded component at once, without its Suspense fallback', async () => {
    let loads = 0;
    const Lazy = preloadableLazy(async () => {
      loads++;
      return { default: Page };
    });
    await Lazy.preload();
    await Lazy.preload();
    render(
      <Suspense fallback={<p>fallback</p>}>
        <Lazy name="chat" />
      </Suspense>,
    );
    expect(screen.getByRole('heading').textContent).toBe('chat');
    expect(screen.queryByText('fallback')).toBeNull();
    expect(loads).toBe(1);
  });

  it('mounted before any preload, starts loading and waits, and keeps its instance when the chunk arrives', async () => {
    let resolve: (module: { default: typeof Page }) => void = () => {};
    let loads = 0;
    const Lazy = preloadableLazy(
      () => new Promise<{ default: typeof Page }>((r) => ((resolve = r), loads++)),
      <p>waiting</p>,
    );
    const { rerender } = render(
      <Suspense fallback={<p>fallback</p>}>
        <Lazy name="first" />
      </Suspense>,
    );
    // React retries a mount that suspended; the retry finds the load on its way and waits for it.
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(loads).toBe(1);
    await act(async () => resolve({ default: Page }));
    const heading = await screen.findByRole('heading');
    rerender(
      <Suspense fallback={<p>fallback</p>}>
        <Lazy name="second" />
      </Suspense>,
    );
    expect(screen.getByRole('heading')).toBe(heading);
    expect(heading.textContent).toBe('second');
  });

  it('mounted while its preload is on the way, shows `waiting` (never the Suspense fallback), then the page', async () => {
    let resolve: (module: { default: typeof Page }) => void = () => {};
    const Lazy = preloadableLazy(
      () => new Promise<{ default: typeof Page }>((r) => (resolve = r)),
      <p>waiting</p>,
    );
    void Lazy.preload();
    render(
      <Suspense fallback={<p>fallback</p>}>
        <Lazy name="chat" />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(screen.queryByText('fallback')).toBeNull();
    await act(async () => resolve({ default: Page }));
    expect(screen.getByRole('heading').textContent).toBe('chat');
    expect(screen.queryByText('waiting')).toBeNull();
  });

  it('a preload that fails while it waits reaches the error boundary', async () => {
    let reject: (error: Error) => void = () => {};
    const Lazy = preloadableLazy(
      () => new Promise<{ default: typeof Page }>((_, r) => (reject = r)),
      <p>waiting</p>,
    );
    Lazy.preload().catch(() => {});
    const errors: unknown[] = [];
    class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
      override state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      override componentDidCatch(error: unknown) {
        errors.push(error);
      }
      override render() {
        return this.state.failed ? <p>error page</p> : this.props.children;
      }
    }
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Boundary>
        <Suspense fallback={<p>fallback</p>}>
          <Lazy name="chat" />
        </Suspense>
      </Boundary>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => reject(new Error('chunk failed')));
    expect(await screen.findByText('error page')).toBeTruthy();
    expect((errors[0] as Error).message).toBe('chunk failed');
    quiet.mockRestore();
  });
});
