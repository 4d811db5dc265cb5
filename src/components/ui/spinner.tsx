import { LoaderCircle } from 'lucide-react';
import { cn } from './cn.ts';

const SIZES = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

export interface SpinnerProps {
  size?: keyof typeof SIZES;
  /** What is loading, read out by screen readers (role="status"). Default 'Loading…'. */
  label?: string;
  /** Only the icon, hidden from assistive technology (inside a button that already says it is busy). */
  decorative?: boolean;
  className?: string;
}

export function Spinner({ size = 'md', label = 'Loading…', decorative = false, className }: SpinnerProps) {
  const icon = <LoaderCircle aria-hidden="true" className={cn('animate-spin', SIZES[size], className)} />;
  if (decorative) return icon;
  return (
    <span role="status" className="inline-flex items-center gap-2">
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A spinner centred in the whole viewport, for route-level loading (auth check, lazy route chunks). */
export function FullPageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center text-primary">
      <Spinner size="lg" label={label} />
    </div>
  );
}
