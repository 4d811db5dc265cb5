import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { sidebarTitleTooltip } from '../../lib/conversation-title.ts';

export const DELETE_DIALOG_STRINGS = {
  title: 'Delete Chat',
  cancel: 'Cancel',
  delete: 'Delete',
  deleting: 'Deleting...',
} as const;

export interface DeleteChatDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The title of the conversation to delete (blank shows 'Untitled Chat'). */
  title: string | null | undefined;
  onConfirm: () => void;
  deleting?: boolean;
  /** Where focus goes when the dialog closes (default: back to what opened it). */
  onCloseAutoFocus?: (event: Event) => void;
}

/** An optional confirmation before the row menu's Delete goes through. */
export function DeleteChatDialog({
  open,
  onOpenChange,
  title,
  onConfirm,
  deleting = false,
  onCloseAutoFocus,
}: DeleteChatDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{DELETE_DIALOG_STRINGS.title}</DialogTitle>
          <DialogDescription>
            {`\u201c${sidebarTitleTooltip(title)}\u201d and its messages will be deleted.`}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{DELETE_DIALOG_STRINGS.cancel}</Button>
          </DialogClose>
          <Button variant="destructive" loading={deleting} onClick={onConfirm}>
            {deleting ? DELETE_DIALOG_STRINGS.deleting : DELETE_DIALOG_STRINGS.delete}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
