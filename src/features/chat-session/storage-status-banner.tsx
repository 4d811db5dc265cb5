// Storage trouble made visible (docs/sync-rules.md S18). A full disk keeps what is queued but refuses
// new messages (the feature's StorageWarning); the other states need a reload or an explanation.
import { HardDrive, RefreshCw } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import type { StorageStatus } from '../../db/storage-status.ts';
import { unreachable } from '../../../supabase/functions/_shared/unreachable.ts';
import { PRODUCT_NAME } from '../../../supabase/functions/_shared/product.ts';
import { StorageWarning } from '../chat/storage-warning.tsx';

export const STORAGE_STATUS_STRINGS = {
  connectionLost: "Local storage stopped responding, so new messages can't be saved. Reload to reconnect.",
  versionChanged: `${PRODUCT_NAME} was updated in another tab. Reload to continue.`,
  deleted: 'You signed out in another tab.',
  upgradeBlocked: `Close other ${PRODUCT_NAME} tabs to finish updating.`,
  reload: 'Reload',
} as const;

function Notice({ text, reload }: { text: string; reload: boolean }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-border bg-surface px-4 py-2 text-sm font-medium text-destructive-text"
    >
      <HardDrive aria-hidden="true" className="size-4 shrink-0" />
      <p className="min-w-0 flex-1">{text}</p>
      {reload ? (
        <Button variant="outline" size="sm" onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" />
          {STORAGE_STATUS_STRINGS.reload}
        </Button>
      ) : null}
    </div>
  );
}

export function StorageStatusBanner({ status }: { status: StorageStatus }) {
  switch (status.state) {
    case 'ok':
      return null;
    case 'quota-exceeded':
      return <StorageWarning />;
    case 'connection-lost':
      return <Notice text={STORAGE_STATUS_STRINGS.connectionLost} reload />;
    case 'version-changed':
      return <Notice text={STORAGE_STATUS_STRINGS.versionChanged} reload />;
    case 'deleted':
      return <Notice text={STORAGE_STATUS_STRINGS.deleted} reload />;
    case 'upgrade-blocked':
      return <Notice text={STORAGE_STATUS_STRINGS.upgradeBlocked} reload={false} />;
    default:
      return unreachable(status);
  }
}

/** Whether new messages can be written at all (the composer is disabled otherwise). */
export function storageAcceptsWrites(status: StorageStatus): boolean {
  return status.state === 'ok' || status.state === 'quota-exceeded' || status.state === 'upgrade-blocked';
}
