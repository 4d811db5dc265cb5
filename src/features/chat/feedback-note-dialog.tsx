// The optional note after a thumbs down (issue 13): a small dialog (Send / Skip) with a counter.
// Loaded on the way to a thumbs down (feedback-buttons.tsx), not with the chat.
import { useId, useState } from 'react';
import { FEEDBACK_NOTE_MAX_LENGTH } from '../../../supabase/functions/_shared/feedback.ts';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { FEEDBACK_STRINGS } from './feedback-strings.ts';

export interface FeedbackNoteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the note (trimmed by the store; may be blank). */
  onSend: (note: string) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

export function FeedbackNoteDialog({
  open,
  onOpenChange,
  onSend,
  onCloseAutoFocus,
}: FeedbackNoteDialogProps) {
  const [note, setNote] = useState('');
  const id = useId();
  const length = [...note].length;
  const tooLong = length > FEEDBACK_NOTE_MAX_LENGTH;
  const close = () => {
    setNote('');
    onOpenChange(false);
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent hideCloseButton onCloseAutoFocus={onCloseAutoFocus}>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (tooLong) return;
            onSend(note);
            setNote('');
          }}
        >
          <DialogHeader>
            <DialogTitle>{FEEDBACK_STRINGS.noteTitle}</DialogTitle>
            <DialogDescription>{FEEDBACK_STRINGS.noteDescription}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-note`} className="text-sm font-medium">
              {FEEDBACK_STRINGS.noteLabel}
            </label>
            <textarea
              id={`${id}-note`}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              placeholder={FEEDBACK_STRINGS.notePlaceholder}
              rows={4}
              aria-describedby={`${id}-count`}
              aria-invalid={tooLong || undefined}
              className="min-h-24 w-full resize-y rounded-md border border-input bg-surface px-3 py-2 text-sm text-foreground placeholder:text-muted-foreground"
            />
            <p
              id={`${id}-count`}
              className={cn('text-xs', tooLong ? 'text-destructive-text' : 'text-muted-foreground')}
            >
              {`${length}/${FEEDBACK_NOTE_MAX_LENGTH} characters`}
            </p>
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={close}>
              {FEEDBACK_STRINGS.skip}
            </Button>
            <Button type="submit" disabled={tooLong}>
              {FEEDBACK_STRINGS.send}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
