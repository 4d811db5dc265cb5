// @vitest-environment happy-dom
import './testing/dom-test-setup.ts';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatLayout } from './chat-layout.tsx';
import { MOBILE_MEDIA_QUERY } from './use-media-query.ts';

/** A matchMedia whose mobile query matches while `width < 768`, with change events. */
function fakeViewport(initialWidth: number) {
  let width = initialWidth;
  const listeners = new Set<() => void>();
  const matches = (query: string) => (query === MOBILE_MEDIA_QUERY ? width < 768 : false);
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return matches(query);
    },
    media: query,
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  }));
  return {
    resize(next: number) {
      width = next;
      act(() => listeners.forEach((fn) => fn()));
    },
  };
}

function renderLayout() {
  return render(
    <ChatLayout
      header={<span>Hearth</span>}
      sidebar={({ closeIfMobile }) => (
        <button type="button" onClick={closeIfMobile}>
          Pick conversation
        </button>
      )}
    >
      <p>Main pane</p>
    </ChatLayout>,
  );
}

// Hidden elements have no accessible name, so find the sidebar by tag; its role is checked when visible.
const sidebar = () => document.querySelector('aside')!;

describe('ChatLayout', () => {
  beforeEach(() => {
    vi.unstubAllGlobals();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  describe('desktop (768 px and up)', () => {
    it('shows the sidebar as a 20rem panel, collapsible with the toggle', async () => {
      fakeViewport(1440);
      const user = userEvent.setup();
      renderLayout();
      expect(screen.getByText('Hearth')).toBeInTheDocument();
      expect(screen.getByRole('complementary', { name: 'Conversations' })).toBe(sidebar());
      expect(sidebar()).toBeVisible();
      expect(sidebar()).toHaveClass('md:w-80');
      const toggle = screen.getByRole('button', { name: 'Hide conversations' });
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(toggle).toHaveAttribute('aria-controls', sidebar().id);

      await user.click(toggle);
      expect(sidebar()).not.toBeVisible();
      expect(screen.getByRole('button', { name: 'Show conversations' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      await user.click(screen.getByRole('button', { name: 'Show conversations' }));
      expect(sidebar()).toBeVisible();
    });

    it('does not close after a selection and never shows a backdrop', async () => {
      fakeViewport(1024);
      const user = userEvent.setup();
      renderLayout();
      await user.click(screen.getByRole('button', { name: 'Pick conversation' }));
      expect(sidebar()).toBeVisible();
      expect(screen.queryByTestId('sidebar-backdrop')).toBeNull();
    });
  });

  describe('mobile (under 768 px)', () => {
    it('starts closed; the toggle opens an overlay with a backdrop, focus moves in, the main pane is inert', async () => {
      fakeViewport(360);
      const user = userEvent.setup();
      renderLayout();
      expect(sidebar()).not.toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Show conversations' }));
      expect(sidebar()).toBeVisible();
      expect(sidebar()).toHaveFocus();
      expect(screen.getByTestId('sidebar-backdrop')).toBeInTheDocument();
      expect(screen.getByRole('main', { hidden: true })).toHaveAttribute('inert');
    });

    it('closes after a conversation is selected', async () => {
      fakeViewport(360);
      const user = userEvent.setup();
      renderLayout();
      await user.click(screen.getByRole('button', { name: 'Show conversations' }));
      await user.click(screen.getByRole('button', { name: 'Pick conversation' }));
      expect(sidebar()).not.toBeVisible();
      expect(screen.queryByTestId('sidebar-backdrop')).toBeNull();
      expect(screen.getByRole('main')).not.toHaveAttribute('inert');
    });

    it('closes on the backdrop and on Escape, returning focus to the toggle', async () => {
      fakeViewport(360);
      const user = userEvent.setup();
      renderLayout();
      const toggle = screen.getByRole('button', { name: 'Show conversations' });
      await user.click(toggle);
      await user.click(screen.getByTestId('sidebar-backdrop'));
      expect(sidebar()).not.toBeVisible();
      expect(toggle).toHaveFocus();

      await user.click(toggle);
      await user.keyboard('{Escape}');
      expect(sidebar()).not.toBeVisible();
      expect(screen.getByRole('button', { name: 'Show conversations' })).toHaveFocus();
    });

    it('keeps separate open states when the viewport crosses 768 px', async () => {
      const viewport = fakeViewport(1024);
      renderLayout();
      expect(sidebar()).toBeVisible();
      viewport.resize(600);
      expect(sidebar()).not.toBeVisible();
      viewport.resize(900);
      expect(sidebar()).toBeVisible();
    });
  });

  describe('renderHeader', () => {
    it('hands the sidebar toggle to a header that brings its own landmark', async () => {
      fakeViewport(1440);
      const user = userEvent.setup();
      render(
        <ChatLayout
          renderHeader={(toggle) => (
            <header>
              {toggle}
              <span>Hearth</span>
            </header>
          )}
          sidebar={<p>Sidebar</p>}
          mainTestId="chat-main"
        >
          <p>Main pane</p>
        </ChatLayout>,
      );
      expect(screen.getAllByRole('banner')).toHaveLength(1);
      expect(screen.getByTestId('chat-main')).toBe(screen.getByRole('main'));
      await user.click(screen.getByRole('banner').querySelector('button')!);
      expect(sidebar()).not.toBeVisible();
      expect(screen.getByRole('button', { name: 'Show conversations' })).toBeInTheDocument();
    });
  });
});
