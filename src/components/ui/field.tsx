import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cn } from './cn.ts';
import { Input, inputClasses, type InputProps } from './input.tsx';
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
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

/** The hint and the error under a field, with the ids its control's aria-describedby names. */
function FieldNotes({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint?: ReactNode;
  hintId?: string;
  error?: string | null;
  errorId?: string;
}) {
  return (
    <>
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
    </>
  );
}

export interface SelectFieldProps extends Omit<ComponentPropsWithRef<'select'>, 'id'> {
  label: ReactNode;
  error?: string | null;
  id?: string;
}

/** Label + native select + error (keyboard and screen readers for free), wired like TextField. */
export function SelectField({ label, error, id, className, ...props }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const errorId = error ? `${selectId}-error` : undefined;
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={selectId}>{label}</Label>
      <select
        {...props}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        // A select matches :read-only, which inputClasses greys out for read-only text fields.
        className={cn(inputClasses, 'read-only:bg-surface read-only:text-surface-foreground')}
      />
      <FieldNotes error={error} errorId={errorId} />
    </div>
  );
}
