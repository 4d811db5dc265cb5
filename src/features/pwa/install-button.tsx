// 'Install app', shown only where the browser offers installation (Chromium's beforeinstallprompt)
// and the app is not already running installed. Small enough for the app header:
// `<AppHeader><InstallButton /></AppHeader>`.
import { Download } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { listenForInstallPrompt, type InstallPromptStore } from './install-prompt.ts';
import { PWA_STRINGS } from './pwa-strings.ts';

export interface InstallButtonProps {
  /** Default: the app-wide store main.tsx started. */
  store?: InstallPromptStore;
  className?: string;
}

export function InstallButton({ store = listenForInstallPrompt(), className }: InstallButtonProps) {
  const availability = useSyncExternalStore(store.subscribe, store.getSnapshot, () => 'unavailable');
  if (availability !== 'available') return null;
  return (
    <Button
      variant="outline"
      size="sm"
      className={className}
      title={PWA_STRINGS.installAppDescription}
      onClick={() => void store.prompt()}
    >
      <Download aria-hidden="true" />
      {/* Icon only on narrow headers; the name stays for assistive technology. */}
      <span className="sr-only sm:not-sr-only">{PWA_STRINGS.installApp}</span>
    </Button>
  );
}
