// Thumbs up and down on a finished reply (issue 13), beside Copy. Each is a toggle (aria-pressed):
// pressing the pressed one withdraws the rating. A thumbs down is recorded at once and then asks for an
// optional note in a small dialog (Send / Skip); Skip keeps the rating without a note.
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useRef, useState, type ReactNode, type Ref } from 'react';
import type { FeedbackRating } from '../../../supabase/functions/_shared/feedback.ts';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { preloadDialogs } from '../../components/ui/dialog.tsx';
import { onDemand, OnDemandView, preload } from '../../components/ui/on-demand.ts';
import { FEEDBACK_STRINGS } from './feedback-strings.ts';

// The note dialog (feedback-note-dialog.tsx) loads on the way to a thumbs down, with the dialogs' code.
const noteDialog = onDemand(() => import('./feedback-note-dialog.tsx'));

/** Resolves once the note dialog's code is loaded (tests). */
export const loadFeedbackNote = (): Promise<unknown> => noteDialog.load();

function preloadNoteDialog(): void {
  preloadDialogs();
  preload(noteDialog);
}

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
        onIntent={preloadNoteDialog}
        icon={<ThumbsDown aria-hidden="true" />}
      />
      <OnDemandView part={noteDialog} wanted={asking}>
        {({ FeedbackNoteDialog }) => (
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
        )}
      </OnDemandView>
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
