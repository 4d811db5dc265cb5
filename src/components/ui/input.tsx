import type { ComponentPropsWithRef } from 'react';
import { cn } from './cn.ts';

export const inputClasses = cn(
  'flex h-10 w-full min-w-0 rounded-md border border-input bg-surface px-3 py-2 text-base text-surface-foreground sm:text-sm',
  'placeholder:text-muted-foreground',
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
  'disabled:cursor-not-allowed disabled:opacity-60 read-only:bg-muted read-only:text-muted-foreground',
  'aria-invalid:border-destructive-text',
);

export type InputProps = ComponentPropsWithRef<'input'>;

export function Input({ className, ...props }: InputProps) {
  return <input className={cn(inputClasses, className)} {...props} />;
}
