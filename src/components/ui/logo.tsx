import { House } from 'lucide-react';
import { PRODUCT_NAME } from '../../../supabase/functions/_shared/product.ts';
import { cn } from './cn.ts';

/**
 * The product mark: an icon and the name. Decorative icon; the text is the name. `compact` hides the
 * name visually below the `sm` breakpoint (it stays for screen readers) where space is short.
 */
export function Logo({ className, compact = false }: { className?: string; compact?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2 text-lg font-bold tracking-tight', className)}>
      <span className="inline-flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <House aria-hidden="true" className="size-5" />
      </span>
      <span className={compact ? 'max-sm:sr-only' : undefined}>{PRODUCT_NAME}</span>
    </span>
  );
}
