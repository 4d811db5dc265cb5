import type { ComponentPropsWithRef } from 'react';
import { cn } from './cn.ts';

export function Label({ className, ...props }: ComponentPropsWithRef<'label'>) {
  return <label className={cn('text-sm leading-none font-medium', className)} {...props} />;
}
