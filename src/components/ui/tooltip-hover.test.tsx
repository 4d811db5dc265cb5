// @vitest-environment happy-dom
// Hover: a pointer resting on a trigger opens its tooltip after the delay; moving along a group of
// triggers skips the delay while one is open and for 300 ms after (Radix's provider).
import '../../features/chat/testing/dom-test-setup.ts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Tooltip, TooltipProvider } from './tooltip.tsx';

/** What a mouse arriving on an element sends (Radix's trigger opens on the move). */
function pointTo(element: HTMLElement) {
  fireEvent.pointerEnter(element, { pointerType: 'mouse' });
  fireEvent.pointerMove(element, { pointerType: 'mouse' });
}

describe('Tooltip on hover', () => {
  it('opens for a pointer resting on the trigger, after the delay', async () => {
    render(
      <TooltipProvider delayDuration={100}>
        <Tooltip content="Investment strategies for duplexes in Austin">
          <button type="button">Investment strategies f…</button>
        </Tooltip>
      </TooltipProvider>,
    );
    pointTo(screen.getByRole('button'));
    expect(await screen.findByRole('tooltip', {}, { timeout: 2_000 })).toHaveTextContent(
      'Investment strategies for duplexes in Austin',
    );
  });

  it('moving on from a tooltip that just closed opens the next at once; after 300 ms the delay is back', async () => {
    const titles = ['Austin duplexes', 'Denver condos', 'Tampa rentals'];
    render(
      <TooltipProvider delayDuration={2000}>
        {titles.map((title) => (
          <Tooltip key={title} content={`${title}, full title`}>
            <button type="button">{title}</button>
          </Tooltip>
        ))}
      </TooltipProvider>,
    );
    const button = (name: string) => screen.getByRole('button', { name });
    act(() => button('Austin duplexes').focus());
    expect(await screen.findByRole('tooltip', {}, { timeout: 2_000 })).toHaveTextContent('Austin duplexes');
    act(() => button('Austin duplexes').blur());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('tooltip')).toBeNull();
    pointTo(button('Denver condos'));
    // Well before the 2 s delay: the delay is skipped, as Radix's shared provider does.
    expect(await screen.findByRole('tooltip', {}, { timeout: 1000 })).toHaveTextContent('Denver condos');
    // Radix closes a hovered tooltip when the pointer has left it for good; Esc is the simple way here.
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(screen.queryByRole('tooltip')).toBeNull();
    pointTo(button('Tampa rentals'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
