import { WifiOff } from 'lucide-react';
import { cn } from '../../components/ui/cn.ts';
import { CHAT_STRINGS } from './chat-strings.ts';

export interface OfflineBannerProps {
  className?: string;
}

/** Shown while the browser is offline: sends queue and go out on reconnect. */
export function OfflineBanner({ className }: OfflineBannerProps) {
  return (
    <div
      role="status"
      className={cn(
        'flex items-start gap-2 border-b border-border bg-accent px-4 py-2 text-sm text-accent-foreground',
        className,
      )}
    >
      <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>{CHAT_STRINGS.offline}</p>
    </div>
  );
}
