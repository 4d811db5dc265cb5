// @vitest-environment happy-dom
// A tooltip on a row button: a click is a click (no tooltip from the focus it brings), keyboard focus
// shows the full title.
import '../../features/chat/testing/dom-test-setup.ts';
import { act, fireEvent, render, screen } from '@testing-library/react';
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

describe('Tooltip', () => {
  it('a click on the trigger is a click, and the focus it brings opens no tooltip', async () => {
    const onSelect = vi.fn();
    render(<Row onSelect={onSelect} />);
    const row = screen.getByRole('button', { name: 'Investment strategies f…' });
    fireEvent.pointerDown(row, { button: 0, pointerType: 'mouse' });
    act(() => row.focus());
    fireEvent.pointerUp(row, { button: 0, pointerType: 'mouse' });
    fireEvent.click(row);
    expect(onSelect).toHaveBeenCalledOnce();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('keyboard focus shows the full title', async () => {
    render(<Row onSelect={() => {}} />);
    act(() => screen.getByRole('button', { name: 'Investment strategies f…' }).focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Investment strategies for duplexes in Austin',
    );
  });
});
