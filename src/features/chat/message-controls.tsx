// The version controls under a bubble (docs/conversation-service.md "Versions and branches"):
// ‹ n/m › to move between the versions of a message, Regenerate on the last reply, Continue on a
// stopped or interrupted last reply, Edit on a question. Each only when the pane offers it.
import { ChevronLeft, ChevronRight, FastForward, Pencil, RefreshCw } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import type { VersionInfo } from '../../lib/message-tree.ts';
import { CHAT_STRINGS, versionLabel, versionText } from './chat-strings.ts';

const ICON_BUTTON = 'h-7 px-2 text-xs text-muted-foreground';

export function VersionNav({
  versions,
  onSelect,
}: {
  versions: VersionInfo;
  onSelect: (parentKey: string, childId: string) => void;
}) {
  const { index, count, previousId, nextId, parentKey } = versions;
  return (
    <span
      className="inline-flex items-center text-xs text-muted-foreground"
      role="group"
      aria-label={versionLabel(index, count)}
    >
      <Button
        variant="ghost"
        size="sm"
        className="h-7 w-7 px-0"
        aria-label={CHAT_STRINGS.previousVersion}
        title={CHAT_STRINGS.previousVersion}
        disabled={previousId === null}
        onClick={() => previousId && onSelect(parentKey, previousId)}
      >
        <ChevronLeft aria-hidden="true" />
      </Button>
      <span className="min-w-8 text-center tabular-nums" data-testid="version-position">
        {versionText(index, count)}
      </span>
      <Button
        variant="ghost"
        size="sm"
        className="h-7 w-7 px-0"
        aria-label={CHAT_STRINGS.nextVersion}
        title={CHAT_STRINGS.nextVersion}
        disabled={nextId === null}
        onClick={() => nextId && onSelect(parentKey, nextId)}
      >
        <ChevronRight aria-hidden="true" />
      </Button>
    </span>
  );
}

/**
 * Regenerate; with `unavailable` (the assistant answers the same way every time, issue 23 §5) it stays
 * in its place but does nothing, and says why on hover and focus (its description) instead.
 */
export function RegenerateButton({
  onRegenerate,
  unavailable,
}: {
  onRegenerate: () => void;
  unavailable?: string;
}) {
  const button = (
    <Button
      variant="ghost"
      size="sm"
      className={ICON_BUTTON}
      onClick={unavailable ? undefined : onRegenerate}
      aria-disabled={unavailable ? true : undefined}
      aria-label={CHAT_STRINGS.regenerateLabel}
      // With aria-label, the title is the button's description: why it does nothing, when it does not.
      title={unavailable ?? CHAT_STRINGS.regenerateLabel}
    >
      <RefreshCw aria-hidden="true" />
      <span>{CHAT_STRINGS.regenerate}</span>
    </Button>
  );
  if (!unavailable) return button;
  // An aria-disabled button ignores the pointer; its wrapper shows the reason on hover.
  return (
    <span title={unavailable} className="inline-flex cursor-not-allowed">
      {button}
    </span>
  );
}

export function ContinueButton({ onContinue }: { onContinue: () => void }) {
  return (
    <Button
      variant="outline"
      size="sm"
      className="h-7 px-2 text-xs"
      onClick={onContinue}
      aria-label={CHAT_STRINGS.continueLabel}
      title={CHAT_STRINGS.continueLabel}
    >
      <FastForward aria-hidden="true" />
      {CHAT_STRINGS.continueReply}
    </Button>
  );
}

export function EditButton({ onEdit }: { onEdit: () => void }) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className={ICON_BUTTON}
      onClick={onEdit}
      aria-label={CHAT_STRINGS.editLabel}
      title={CHAT_STRINGS.editLabel}
    >
      <Pencil aria-hidden="true" />
    </Button>
  );
}
