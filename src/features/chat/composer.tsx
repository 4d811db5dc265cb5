// Spec §2 Main pane and §5: the message input. Enter sends, Shift+Enter inserts a line break (and
// so does Enter while an IME is composing); blank text never sends; the input grows with its
// content from 24 px to 120 px and scrolls beyond that. The service's message limit
// (MESSAGE_MAX_LENGTH) is enforced here too: a counter shows from 90 % of it, and a longer message is
// never sent and never cut: it stays in the input with the reason, so nothing typed or pasted is lost.
import { ArrowUp, Square } from 'lucide-react';
import {
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { MESSAGE_MAX_LENGTH } from '../../../supabase/functions/_shared/protocol.ts';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { CHAT_STRINGS, messageCounterText, messageTooLongText } from './chat-strings.ts';

export const COMPOSER_MIN_HEIGHT = 24;
/** The counter shows from this share of the limit on. */
export const COUNTER_FROM = 0.9;
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

  const length = value.trim().length;
  const tooLong = length > MESSAGE_MAX_LENGTH;
  const showCounter = length >= MESSAGE_MAX_LENGTH * COUNTER_FROM;
  const limitId = useId();
  const canSend = !disabled && !sending && length > 0 && !tooLong;
  const send = () => {
    if (!canSend) return;
    onSend(value.trim());
    setValue('');
    textareaRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Esc in the message box stops a reply that is streaming (the shortcuts help lists it).
    if (event.key === 'Escape' && streaming && onStop && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onStop();
      return;
    }
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  const showStop = streaming && onStop !== undefined;

  return (
    <form
      className={cn('border-t border-border bg-background px-3 py-3 short:py-1.5 sm:px-4', className)}
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
          aria-invalid={tooLong || undefined}
          aria-describedby={showCounter ? limitId : undefined}
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
      {showCounter ? (
        <div
          id={limitId}
          data-testid="composer-limit"
          className={cn(
            'mx-auto mt-1.5 flex max-w-3xl items-start justify-between gap-3 px-1 text-xs',
            tooLong ? 'text-destructive-text' : 'text-muted-foreground',
          )}
        >
          {/* Only the reason is announced, not every keystroke's count. */}
          <span aria-live="polite">{tooLong ? messageTooLongText(length, MESSAGE_MAX_LENGTH) : null}</span>
          <span className="shrink-0 tabular-nums">{messageCounterText(length, MESSAGE_MAX_LENGTH)}</span>
        </div>
      ) : null}
    </form>
  );
}
