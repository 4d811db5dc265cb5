// @vitest-environment happy-dom
// A pointer that comes to rest on a trigger whose tooltip code is not loaded yet (its own file, so
// the code is cold): once the code is there the tooltip opens after its delay, without the pointer
// having to move again.
import '../../features/chat/testing/dom-test-setup.ts';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Tooltip, TooltipProvider } from './tooltip.tsx';

describe('Tooltip on hover (code loaded on intent)', () => {
  it('opens for a pointer resting on the trigger since before the code loaded', async () => {
    render(
      <TooltipProvider delayDuration={100}>
        <Tooltip content="Investment strategies for duplexes in Austin">
          <button type="button">Investment strategies f…</button>
        </Tooltip>
      </TooltipProvider>,
    );
    fireEvent.pointerEnter(screen.getByRole('button'), { pointerType: 'mouse' });
    // The first load of the code takes a while under Vitest's transforms.
    expect(await screen.findByRole('tooltip', {}, { timeout: 10_000 })).toHaveTextContent(
      'Investment strategies for duplexes in Austin',
    );
  });
});
