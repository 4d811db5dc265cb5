// @vitest-environment happy-dom
// A tooltip whose code is not loaded yet (this file never preloads it): the trigger works on its own,
// a click on it is never lost to the swap, and keyboard focus shows the tooltip once the code is there.
import '../../features/chat/testing/dom-test-setup.ts';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Tooltip, TooltipProvider } from './tooltip.tsx';

function Row({ onSelect }: { onSelect: () => void }) {
  return (
    <TooltipProvider delayDuration={500}>
      <Tooltip content="Investment strategies for duplexes in Austin">
        <button type="button" onClick={onSelect}>
          Investment strategies f…
        </button>
      </Tooltip>
      <button type="button">elsewhere</button>
    </TooltipProvider>
  );
}

describe('Tooltip (code loaded on intent)', () => {
  it('a click on the trigger before the code loads is a click, and no tooltip opens', async () => {
    const onSelect = vi.fn();
    render(<Row onSelect={onSelect} />);
    const row = screen.getByRole('button', { name: 'Investment strategies f…' });
    fireEvent.pointerEnter(row, { pointerType: 'mouse' });
    fireEvent.pointerDown(row, { button: 0, pointerType: 'mouse' });
    act(() => row.focus());
    // The code may arrive mid-press: the trigger is not replaced until the press ends.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('button', { name: 'Investment strategies f…' })).toBe(row);
    fireEvent.pointerUp(row, { button: 0, pointerType: 'mouse' });
    fireEvent.click(row);
    expect(onSelect).toHaveBeenCalledOnce();
    // Then it goes live, keeping the focus, without opening (focus came from a press).
    await waitFor(
      () => expect(screen.getByRole('button', { name: 'Investment strategies f…' })).not.toBe(row),
      {
        timeout: 10_000,
      },
    );
    expect(screen.getByRole('button', { name: 'Investment strategies f…' })).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('keyboard focus shows the full title (live from the start once loaded)', async () => {
    render(<Row onSelect={() => {}} />);
    act(() => screen.getByRole('button', { name: 'Investment strategies f…' }).focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Investment strategies for duplexes in Austin',
    );
  });
});
