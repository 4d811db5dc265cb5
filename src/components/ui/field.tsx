import { useId, type ReactNode } from 'react';
import { cn } from './cn.ts';
import { Input, type InputProps } from './input.tsx';
import { Label } from './label.tsx';

export interface TextFieldProps extends Omit<InputProps, 'id'> {
  /** The visible label, also the input's accessible name. */
  label: ReactNode;
  /** Shown under the input in the destructive colour; marks the input aria-invalid. */
  error?: string | null;
  /** Help text under the input, linked with aria-describedby. */
  hint?: ReactNode;
  /** Something at the end of the label row (a "Forgot password?" link, for instance). */
  labelAside?: ReactNode;
  id?: string;
}

/** Label + input + hint + error, wired for assistive technology. */
export function TextField({ label, error, hint, labelAside, id, className, ...props }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [props['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-2', className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={inputId}>{label}</Label>
        {labelAside}
      </div>
      <Input {...props} id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive-text">
          {error}
        </p>
      ) : null}
    </div>
  );
}
