import { HardDrive } from 'lucide-react';
import { cn } from '../../components/ui/cn.ts';
import { CHAT_STRINGS } from './chat-strings.ts';

export interface StorageWarningProps {
  className?: string;
}

/** Shown when the browser refuses local writes (quota): queued messages stay, new ones cannot be saved. */
export function StorageWarning({ className }: StorageWarningProps) {
  return (
    <div
      role="alert"
      className={cn(
        'flex items-start gap-2 border-b border-border bg-surface px-4 py-2 text-sm font-medium text-destructive-text',
        className,
      )}
    >
      <HardDrive aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>{CHAT_STRINGS.storageFull}</p>
    </div>
  );
}
