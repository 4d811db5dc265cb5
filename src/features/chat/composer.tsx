// Spec §2 Main pane and §5: the message input. Enter sends, Shift+Enter inserts a line break (and
// so does Enter while an IME is composing); blank text never sends; the input grows with its
// content from 24 px to 120 px and scrolls beyond that.
import { ArrowUp, Square } from 'lucide-react';
import { useImperativeHandle, useLayoutEffect, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { CHAT_STRINGS } from './chat-strings.ts';

export const COMPOSER_MIN_HEIGHT = 24;
export const COMPOSER_MAX_HEIGHT = 120;

export interface ComposerHandle {
  focus: () => void;
  /** Puts text back (a send that could not be stored: nothing typed is lost). */
  restore: (text: string) => void;
}

export interface ComposerProps {
  /** Called with the trimmed text; the input is then cleared and keeps focus. */
  onSend: (text: string) => void;
  /** A send is in progress: the send button is disabled and Enter does nothing. */
  sending?: boolean;
  /** A reply is streaming: the send button becomes 'Stop generating' (when `onStop` is given). */
  streaming?: boolean;
  onStop?: () => void;
  /** The whole composer is unavailable (no active conversation, storage full …). */
  disabled?: boolean;
  /** Controlled text (e.g. a draft per conversation); uncontrolled when omitted. */
  value?: string;
  onValueChange?: (value: string) => void;
  placeholder?: string;
  autoFocus?: boolean;
  ref?: Ref<ComposerHandle>;
  className?: string;
}

/** The height the textarea should have for its content, within 24–120 px. */
export function clampComposerHeight(scrollHeight: number): number {
  return Math.min(COMPOSER_MAX_HEIGHT, Math.max(COMPOSER_MIN_HEIGHT, scrollHeight));
}

export function Composer({
  onSend,
  sending = false,
  streaming = false,
  onStop,
  disabled = false,
  value: controlledValue,
  onValueChange,
  placeholder = CHAT_STRINGS.composerPlaceholder,
  autoFocus,
  ref,
  className,
}: ComposerProps) {
  const [uncontrolledValue, setUncontrolledValue] = useState('');
  const value = controlledValue ?? uncontrolledValue;
  const textareaRef = useRef<HTMLTextAreaElement>(null);

  const setValue = (next: string) => {
    if (controlledValue === undefined) setUncontrolledValue(next);
    onValueChange?.(next);
  };

  useImperativeHandle(ref, () => ({
    focus: () => textareaRef.current?.focus(),
    restore: (text: string) => setValue(text),
  }));

  useLayoutEffect(() => {
    const el = textareaRef.current;
    if (!el) return;
    el.style.height = 'auto';
    const height = clampComposerHeight(el.scrollHeight);
    el.style.height = `${height}px`;
    el.style.overflowY = el.scrollHeight > COMPOSER_MAX_HEIGHT ? 'auto' : 'hidden';
  }, [value]);

  const canSend = !disabled && !sending && value.trim() !== '';
  const send = () => {
    if (!canSend) return;
    onSend(value.trim());
    setValue('');
    textareaRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  const showStop = streaming && onStop !== undefined;

  return (
    <form
      className={cn('border-t border-border bg-background px-3 py-3 sm:px-4', className)}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <div
        className={cn(
          'mx-auto flex max-w-3xl items-end gap-2 rounded-2xl border border-input bg-surface py-2 pr-2 pl-4',
          'focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-ring',
        )}
      >
        <textarea
          ref={textareaRef}
          rows={1}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={placeholder}
          aria-label={CHAT_STRINGS.composerPlaceholder.replace(/\.+$/, '')}
          disabled={disabled}
          autoFocus={autoFocus}
          enterKeyHint="send"
          className={cn(
            'my-2 block min-w-0 flex-1 resize-none bg-transparent text-base leading-6 text-surface-foreground',
            'placeholder:text-muted-foreground focus:outline-none focus-visible:outline-none disabled:opacity-60',
          )}
          style={{ maxHeight: COMPOSER_MAX_HEIGHT }}
        />
        {showStop ? (
          <Button
            variant="outline"
            size="icon"
            className="rounded-full"
            aria-label={CHAT_STRINGS.stopGenerating}
            title={CHAT_STRINGS.stopGenerating}
            onClick={onStop}
          >
            <Square aria-hidden="true" className="fill-current" />
          </Button>
        ) : (
          <Button
            type="submit"
            size="icon"
            className="rounded-full"
            aria-label={CHAT_STRINGS.sendMessage}
            title={CHAT_STRINGS.sendMessage}
            disabled={!canSend}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
        )}
      </div>
    </form>
  );
}
