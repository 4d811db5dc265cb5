// Thumbs up and down on a finished reply (issue 13), beside Copy. Each is a toggle (aria-pressed):
// pressing the pressed one withdraws the rating. A thumbs down is recorded at once and then asks for an
// optional note in a small dialog (Send / Skip); Skip keeps the rating without a note.
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useId, useRef, useState, type ReactNode, type Ref } from 'react';
import {
  FEEDBACK_NOTE_MAX_LENGTH,
  type FeedbackRating,
} from '../../../supabase/functions/_shared/feedback.ts';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  preloadDialogs,
} from '../../components/ui/dialog.tsx';

export const FEEDBACK_STRINGS = {
  good: 'Good response',
  bad: 'Bad response',
  noteTitle: 'What could be better?',
  noteDescription: 'Your note helps us improve the assistant. It is optional.',
  noteLabel: 'Note (optional)',
  notePlaceholder: 'What was wrong or missing?',
  send: 'Send',
  skip: 'Skip',
} as const;

export type RateReply = (messageId: string, rating: FeedbackRating, note?: string | null) => void;

export interface FeedbackButtonsProps {
  messageId: string;
  rating: FeedbackRating;
  onRate: RateReply;
}

export function FeedbackButtons({ messageId, rating, onRate }: FeedbackButtonsProps) {
  const [asking, setAsking] = useState(false);
  const badRef = useRef<HTMLButtonElement>(null);
  const toggle = (next: 'up' | 'down') => {
    if (rating === next) {
      onRate(messageId, null);
      return;
    }
    onRate(messageId, next);
    if (next === 'down') setAsking(true);
  };
  return (
    <>
      <ThumbButton
        label={FEEDBACK_STRINGS.good}
        pressed={rating === 'up'}
        onClick={() => toggle('up')}
        icon={<ThumbsUp aria-hidden="true" />}
      />
      <ThumbButton
        ref={badRef}
        label={FEEDBACK_STRINGS.bad}
        pressed={rating === 'down'}
        onClick={() => toggle('down')}
        // A thumbs down asks for a note in a dialog: its code starts loading on the way to a click.
        onIntent={preloadDialogs}
        icon={<ThumbsDown aria-hidden="true" />}
      />
      <FeedbackNoteDialog
        open={asking}
        onOpenChange={setAsking}
        onCloseAutoFocus={(event) => {
          // Back to the thumb that asked (the dialog had no trigger of its own).
          event.preventDefault();
          badRef.current?.focus();
        }}
        onSend={(note) => {
          onRate(messageId, 'down', note);
          setAsking(false);
        }}
      />
    </>
  );
}

function ThumbButton({
  label,
  pressed,
  onClick,
  icon,
  ref,
  onIntent,
}: {
  label: string;
  pressed: boolean;
  onClick: () => void;
  onIntent?: () => void;
  icon: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <Button
      ref={ref}
      variant="ghost"
      size="sm"
      className={cn(
        'h-7 px-2 text-xs text-muted-foreground',
        pressed && 'bg-accent text-accent-foreground hover:bg-accent [&_svg]:fill-current',
      )}
      aria-label={label}
      aria-pressed={pressed}
      title={label}
      onClick={onClick}
      onPointerEnter={onIntent}
      onFocus={onIntent}
    >
      {icon}
    </Button>
  );
}

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
