import type { ComponentPropsWithRef } from 'react';
import { cn } from './cn.ts';

export function Card({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return (
    <div
      className={cn(
        'rounded-xl border border-border bg-surface text-surface-foreground shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div className={cn('grid gap-1.5 p-6 pb-4', className)} {...props} />;
}

/** The card's heading; `as` picks the level so the page outline stays right (default h2). */
export function CardTitle({
  className,
  as: Heading = 'h2',
  ...props
}: ComponentPropsWithRef<'h2'> & { as?: 'h1' | 'h2' | 'h3' }) {
  return (
    <Heading className={cn('text-2xl leading-tight font-semibold tracking-tight', className)} {...props} />
  );
}

export function CardDescription({ className, ...props }: ComponentPropsWithRef<'p'>) {
  return <p className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div className={cn('p-6 pt-0', className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div className={cn('flex items-center p-6 pt-0', className)} {...props} />;
}
