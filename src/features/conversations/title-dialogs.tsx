// The dialogs that ask for a conversation title (spec §2 Sidebar, §5): 'Create New Chat' and
// 'Rename Chat'. The input is capped at 40 characters as typed, a live counter shows 'n/40
// characters', and the submit button is enabled only for a trimmed title of 1 to 40 characters.
// Enter submits when the title is valid; Esc, Cancel and the × close.
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import {
  capTitleInput,
  isValidTitle,
  normalizeTitle,
  TITLE_INPUT_PLACEHOLDER,
  titleCounterText,
} from '../../lib/conversation-title.ts';

export const TITLE_DIALOG_STRINGS = {
  createTitle: 'Create New Chat',
  create: 'Create',
  creating: 'Creating...',
  renameTitle: 'Rename Chat',
  rename: 'Rename',
  renaming: 'Renaming...',
  cancel: 'Cancel',
  inputLabel: 'Chat title',
} as const;

export interface TitleDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  heading: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  initialTitle: string;
  /** Called with the trimmed title. */
  onSubmit: (title: string) => void;
  /** The input's name for screen readers and its placeholder: a chat title's unless given. */
  inputLabel?: string;
  placeholder?: string;
  /** Where focus goes when the dialog closes (default: back to what opened it). */
  onCloseAutoFocus?: (event: Event) => void;
}

/** A dialog asking for a title by the chat title's rules (also a scenario's name, issue 22). */
export function TitleDialog({ open, onOpenChange, onCloseAutoFocus, ...formProps }: TitleDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby={undefined} onCloseAutoFocus={onCloseAutoFocus}>
        {/* Mounted per opening, so each opening starts from `initialTitle`. */}
        <TitleForm {...formProps} />
      </DialogContent>
    </Dialog>
  );
}

function TitleForm({
  heading,
  submitLabel,
  busyLabel,
  busy,
  initialTitle,
  onSubmit,
  inputLabel = TITLE_DIALOG_STRINGS.inputLabel,
  placeholder = TITLE_INPUT_PLACEHOLDER,
}: Omit<TitleDialogProps, 'open' | 'onOpenChange' | 'onCloseAutoFocus'>) {
  const [value, setValue] = useState(() => capTitleInput(initialTitle));
  const inputId = useId();
  const counterId = useId();
  const valid = isValidTitle(value);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid && !busy) onSubmit(normalizeTitle(value));
  };

  return (
    <form onSubmit={submit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{heading}</DialogTitle>
      </DialogHeader>
      <div className="grid gap-2">
        <label htmlFor={inputId} className="sr-only">
          {inputLabel}
        </label>
        <Input
          id={inputId}
          value={value}
          onChange={(event) => setValue(capTitleInput(event.target.value))}
          onFocus={(event) => event.currentTarget.select()}
          placeholder={placeholder}
          aria-describedby={counterId}
          autoComplete="off"
          readOnly={busy}
        />
        <p id={counterId} className="text-right text-xs text-muted-foreground">
          {titleCounterText(value)}
        </p>
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{TITLE_DIALOG_STRINGS.cancel}</Button>
        </DialogClose>
        <Button type="submit" disabled={!valid} loading={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}

export interface NewChatDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the trimmed, valid title. The caller closes the dialog when the chat exists. */
  onCreate: (title: string) => void;
  /** The chat is being created: 'Creating...'. */
  creating?: boolean;
  /** Where focus goes when the dialog closes (default: back to what opened it). */
  onCloseAutoFocus?: (event: Event) => void;
}

export function NewChatDialog({
  open,
  onOpenChange,
  onCreate,
  creating = false,
  onCloseAutoFocus,
}: NewChatDialogProps) {
  return (
    <TitleDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      heading={TITLE_DIALOG_STRINGS.createTitle}
      submitLabel={TITLE_DIALOG_STRINGS.create}
      busyLabel={TITLE_DIALOG_STRINGS.creating}
      busy={creating}
      initialTitle=""
      onSubmit={onCreate}
    />
  );
}

export interface RenameDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The conversation's current title, preselected in the input. */
  currentTitle: string;
  /** Called with the trimmed, valid title. */
  onRename: (title: string) => void;
  renaming?: boolean;
  /** Where focus goes when the dialog closes (default: back to what opened it). */
  onCloseAutoFocus?: (event: Event) => void;
}

export function RenameDialog({
  open,
  onOpenChange,
  currentTitle,
  onRename,
  renaming = false,
  onCloseAutoFocus,
}: RenameDialogProps) {
  return (
    <TitleDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      heading={TITLE_DIALOG_STRINGS.renameTitle}
      submitLabel={TITLE_DIALOG_STRINGS.rename}
      busyLabel={TITLE_DIALOG_STRINGS.renaming}
      busy={renaming}
      initialTitle={currentTitle}
      onSubmit={onRename}
    />
  );
}
