import { House } from 'lucide-react';
import { PRODUCT_NAME } from '../../lib/product.ts';
import { cn } from './cn.ts';

/** The product mark: an icon and the name. Decorative icon; the text is the name. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 text-lg font-bold tracking-tight', className)}>
      <span className="inline-flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <House aria-hidden="true" className="size-5" />
      </span>
      {PRODUCT_NAME}
    </span>
  );
}
