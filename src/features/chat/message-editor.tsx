// Edit & resend (docs/conversation-service.md "Versions and branches"): a user bubble turned into an
// editor. Save & send makes the text a new version of the question, answered like any send; Cancel
// (or Escape) leaves the question as it was. The composer's length limit holds here too.
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { MESSAGE_MAX_LENGTH } from '../../../supabase/functions/_shared/protocol.ts';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { CHAT_STRINGS, messageTooLongText } from './chat-strings.ts';

export interface MessageEditorProps {
  initialText: string;
  onSave: (text: string) => void;
  onCancel: () => void;
}

export function MessageEditor({ initialText, onSave, onCancel }: MessageEditorProps) {
  const [text, setText] = useState(initialText);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const reasonId = useId();
  const trimmed = text.trim();
  const tooLong = trimmed.length > MESSAGE_MAX_LENGTH;
  const canSave = trimmed !== '' && !tooLong && trimmed !== initialText.trim();

  useLayoutEffect(() => {
    const el = textareaRef.current;
    if (!el) return;
    el.focus();
    el.setSelectionRange(el.value.length, el.value.length);
  }, []);

  useLayoutEffect(() => {
    const el = textareaRef.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, 320)}px`;
  }, [text]);

  const save = () => {
    if (canSave) onSave(trimmed);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    } else if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      save();
    }
  };

  return (
    <form
      className="flex w-full max-w-[min(85%,48rem)] flex-col gap-2 rounded-2xl border border-input bg-surface p-3"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <textarea
        ref={textareaRef}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        aria-label={CHAT_STRINGS.editorLabel}
        aria-invalid={tooLong || undefined}
        aria-describedby={tooLong ? reasonId : undefined}
        rows={2}
        className={cn(
          'block w-full resize-none bg-transparent text-base leading-6 text-surface-foreground',
          'focus:outline-none focus-visible:outline-none',
        )}
      />
      {tooLong ? (
        <p id={reasonId} aria-live="polite" className="text-xs text-destructive-text">
          {messageTooLongText(trimmed.length, MESSAGE_MAX_LENGTH)}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
          {CHAT_STRINGS.cancel}
        </Button>
        <Button type="submit" size="sm" disabled={!canSave}>
          {CHAT_STRINGS.saveAndSend}
        </Button>
      </div>
    </form>
  );
}
