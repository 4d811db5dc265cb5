// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
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

  it('suspends like React.lazy when not loaded yet, and keeps its instance when the chunk arrives', async () => {
    let resolve: (module: { default: typeof Page }) => void = () => {};
    const Lazy = preloadableLazy(() => new Promise<{ default: typeof Page }>((r) => (resolve = r)));
    const { rerender } = render(
      <Suspense fallback={<p>fallback</p>}>
        <Lazy name="first" />
      </Suspense>,
    );
    expect(screen.getByText('fallback')).toBeTruthy();
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
});
