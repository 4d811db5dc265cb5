// @vitest-environment happy-dom
import './testing/dom-test-setup.ts';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { clampComposerHeight, Composer, type ComposerHandle } from './composer.tsx';

function setup(props: Partial<Parameters<typeof Composer>[0]> = {}) {
  const onSend = vi.fn();
  const user = userEvent.setup();
  render(<Composer onSend={onSend} {...props} />);
  const input = screen.getByPlaceholderText('Message...') as HTMLTextAreaElement;
  const send = () => screen.getByRole('button', { name: 'Send message' });
  return { onSend, user, input, send };
}

describe('Composer', () => {
  it('has the placeholder "Message..." and a send button labelled "Send message"', () => {
    const { input, send } = setup();
    expect(input.tagName).toBe('TEXTAREA');
    expect(send()).toBeInTheDocument();
  });

  it('Enter sends the trimmed text and clears the input', async () => {
    const { user, input, onSend } = setup();
    await user.type(input, '  hello  {Enter}');
    expect(onSend).toHaveBeenCalledExactlyOnceWith('hello');
    expect(input.value).toBe('');
  });

  it('Shift+Enter inserts a new line and does not send', async () => {
    const { user, input, onSend } = setup();
    await user.type(input, 'line one{Shift>}{Enter}{/Shift}line two');
    expect(onSend).not.toHaveBeenCalled();
    expect(input.value).toBe('line one\nline two');
    await user.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledExactlyOnceWith('line one\nline two');
  });

  it('send is disabled while the text is blank and Enter does nothing', async () => {
    const { user, input, onSend, send } = setup();
    expect(send()).toBeDisabled();
    await user.type(input, '   ');
    expect(send()).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('send is disabled while sending, even with text', async () => {
    const { user, input, onSend, send } = setup({ sending: true });
    await user.type(input, 'hello{Enter}');
    expect(send()).toBeDisabled();
    expect(onSend).not.toHaveBeenCalled();
    expect(input.value).toBe('hello');
  });

  it('clicking send sends and returns focus to the input', async () => {
    const { user, input, onSend, send } = setup();
    await user.type(input, 'question');
    await user.click(send());
    expect(onSend).toHaveBeenCalledExactlyOnceWith('question');
    expect(input).toHaveFocus();
  });

  it('shows "Stop generating" instead of send while a reply streams', async () => {
    const onStop = vi.fn();
    const { user } = setup({ streaming: true, onStop });
    expect(screen.queryByRole('button', { name: 'Send message' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Stop generating' }));
    expect(onStop).toHaveBeenCalledOnce();
  });

  it('Esc in the message box stops a streaming reply (issue 13 shortcut), and does nothing otherwise', async () => {
    const onStop = vi.fn();
    const { user, input } = setup({ streaming: true, onStop });
    await user.type(input, 'draft{Escape}');
    expect(onStop).toHaveBeenCalledOnce();
    expect(input.value).toBe('draft');
  });

  it('Esc without a streaming reply leaves Stop alone', async () => {
    const onStop = vi.fn();
    const { user, input } = setup({ onStop });
    await user.type(input, 'x{Escape}');
    expect(onStop).not.toHaveBeenCalled();
  });

  it('exposes focus() through its ref', () => {
    const ref = createRef<ComposerHandle>();
    render(<Composer onSend={() => {}} ref={ref} />);
    act(() => ref.current!.focus());
    expect(screen.getByPlaceholderText('Message...')).toHaveFocus();
  });

  it('works controlled', async () => {
    const onValueChange = vi.fn();
    const onSend = vi.fn();
    const user = userEvent.setup();
    render(<Composer onSend={onSend} value="draft" onValueChange={onValueChange} />);
    expect(screen.getByPlaceholderText('Message...')).toHaveValue('draft');
    await user.type(screen.getByPlaceholderText('Message...'), '{Enter}');
    expect(onSend).toHaveBeenCalledWith('draft');
    expect(onValueChange).toHaveBeenLastCalledWith('');
  });

  describe('auto-grow', () => {
    it('clamps heights to 24–120 px', () => {
      expect(clampComposerHeight(0)).toBe(24);
      expect(clampComposerHeight(24)).toBe(24);
      expect(clampComposerHeight(72)).toBe(72);
      expect(clampComposerHeight(120)).toBe(120);
      expect(clampComposerHeight(500)).toBe(120);
    });

    it('sets the height from scrollHeight, at least 24 px and at most 120 px, scrolling beyond', async () => {
      let scrollHeight = 10;
      const spy = vi
        .spyOn(HTMLTextAreaElement.prototype, 'scrollHeight', 'get')
        .mockImplementation(() => scrollHeight);
      try {
        const { user, input } = setup();
        expect(input.style.height).toBe('24px');
        scrollHeight = 72;
        await user.type(input, 'a');
        expect(input.style.height).toBe('72px');
        expect(input.style.overflowY).toBe('hidden');
        scrollHeight = 400;
        await user.type(input, 'b');
        expect(input.style.height).toBe('120px');
        expect(input.style.overflowY).toBe('auto');
        scrollHeight = 24;
        await user.clear(input);
        expect(input.style.height).toBe('24px');
      } finally {
        spy.mockRestore();
      }
    });
  });
});

describe('Composer: the message limit (the service refuses more than MESSAGE_MAX_LENGTH)', () => {
  it('shows no counter far from the limit, a counter from 90 % of it', () => {
    const { rerender } = render(<Composer onSend={() => {}} value="short" />);
    expect(screen.queryByTestId('composer-limit')).toBeNull();
    rerender(<Composer onSend={() => {}} value={'a'.repeat(7200)} />);
    expect(screen.getByTestId('composer-limit')).toHaveTextContent('7,200 / 8,000');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it('a pasted message over the limit stays in the input with the reason and is never sent', async () => {
    const onSend = vi.fn();
    const user = userEvent.setup();
    render(<Composer onSend={onSend} />);
    const input = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    input.focus();
    await user.paste('x'.repeat(10_000));
    expect(input.value).toHaveLength(10_000);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('composer-limit')).toHaveTextContent(
      'This message is 10,000 characters long; the limit is 8,000. Shorten it by 2,000 to send it.',
    );
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(input.value).toHaveLength(10_000);
  });

  it('exactly the limit sends; surrounding blanks do not count', async () => {
    const onSend = vi.fn();
    const user = userEvent.setup();
    render(<Composer onSend={onSend} value={`  ${'y'.repeat(8000)}  `} />);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(onSend).toHaveBeenCalledExactlyOnceWith('y'.repeat(8000));
  });
});
