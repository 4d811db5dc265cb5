// A calculator's answer as a card you can adjust (issue 22 §2). Every input is a labelled field; the
// ones the question did not give are marked (assumed, default); the outputs recompute as you type, here,
// with the very calculator module the server answered with (calculation-cards.ts) — no request, so it
// works offline. Reset returns to the assistant's reading. Loaded with the first reply that has a card
// (message-bubble.tsx), not with the chat route.
import { useId, useMemo, useState } from 'react';
import type {
  CalculationInput,
  CalculationResult,
} from '../../../supabase/functions/_shared/calculation-result.ts';
import { recompute } from '../../../supabase/functions/_shared/assistant/calculation-cards.ts';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { inputClasses } from '../../components/ui/input.tsx';
import { fieldText, outputText, readField, SOURCE_MARKS, unitAffix } from './calculation-fields.ts';

const initialTexts = (inputs: readonly CalculationInput[]) =>
  Object.fromEntries(inputs.map((input) => [input.key, fieldText(input.value, input.unit)]));

export default function CalculationCard({ result }: { result: CalculationResult }) {
  const headingId = useId();
  const [texts, setTexts] = useState<Record<string, string>>(() => initialTexts(result.inputs));
  const readings = useMemo(
    () =>
      Object.fromEntries(
        result.inputs.map((input) => [input.key, readField(texts[input.key] ?? '', input.unit)]),
      ),
    [result.inputs, texts],
  );
  // A field that cannot be read keeps its last good value (the assistant's, until one was typed).
  const [lastGood, setLastGood] = useState<Record<string, number>>({});
  const values = useMemo(
    () =>
      Object.fromEntries(
        result.inputs.map((input) => {
          const reading = readings[input.key]!;
          return [input.key, 'value' in reading ? reading.value : (lastGood[input.key] ?? input.value)];
        }),
      ),
    [result.inputs, readings, lastGood],
  );
  const changed = result.inputs.some((input) => texts[input.key] !== fieldText(input.value, input.unit));
  const outputs = useMemo(
    () => (changed ? (recompute(result.calculator, values) ?? result.outputs) : result.outputs),
    [changed, result, values],
  );
  const primary = outputs.filter((o) => o.primary);
  const others = outputs.filter((o) => !o.primary);

  const onChange = (input: CalculationInput, text: string) => {
    setTexts((current) => ({ ...current, [input.key]: text }));
    const reading = readField(text, input.unit);
    if ('value' in reading) setLastGood((current) => ({ ...current, [input.key]: reading.value }));
  };

  return (
    <section
      aria-labelledby={headingId}
      className="mt-3 rounded-xl border border-border bg-background p-4 text-foreground"
      data-calculation={result.calculator}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold">
          {result.title}: try other numbers
        </h3>
        <Button
          variant="outline"
          size="sm"
          disabled={!changed}
          onClick={() => {
            setTexts(initialTexts(result.inputs));
            setLastGood({});
          }}
        >
          Reset
        </Button>
      </div>
      <p className="mt-1 text-sm text-muted-foreground">
        Change a figure and the results update on this device, online or not.
      </p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {result.inputs.map((input) => (
          <Field
            key={input.key}
            input={input}
            text={texts[input.key] ?? ''}
            error={'error' in readings[input.key]! ? (readings[input.key] as { error: string }).error : null}
            onChange={(text) => onChange(input, text)}
          />
        ))}
      </div>
      <div className="mt-4 border-t border-border pt-3" aria-live="polite">
        {primary.map((output) => (
          <p key={output.key} className="flex flex-wrap items-baseline justify-between gap-2">
            <span className="font-medium">{output.label}</span>
            <span className="text-xl font-semibold tabular-nums" data-output={output.key}>
              {outputText(output)}
            </span>
          </p>
        ))}
      </div>
      <dl className="mt-2 grid gap-1 text-sm">
        {others.map((output) => (
          <div key={output.key} className="flex flex-wrap justify-between gap-2">
            <dt className="text-muted-foreground">{output.label}</dt>
            <dd className="tabular-nums" data-output={output.key}>
              {outputText(output)}
            </dd>
          </div>
        ))}
      </dl>
      {result.formulas.length > 0 ? (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer text-muted-foreground">Formulas</summary>
          <ul className="mt-1 list-disc ps-5">
            {result.formulas.map((formula) => (
              <li key={formula}>{formula}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}

function Field({
  input,
  text,
  error,
  onChange,
}: {
  input: CalculationInput;
  text: string;
  error: string | null;
  onChange: (text: string) => void;
}) {
  const id = useId();
  const mark = SOURCE_MARKS[input.source];
  const { prefix, suffix } = unitAffix(input.unit);
  const describedBy = [mark && `${id}-source`, suffix && `${id}-unit`, error && `${id}-error`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="grid gap-1">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {input.label}
        </label>
        {mark ? (
          <span
            id={`${id}-source`}
            className="rounded-full border border-border px-2 text-xs text-muted-foreground"
            title={mark.description}
          >
            <span aria-hidden="true">{mark.label}</span>
            <span className="sr-only">{mark.description}</span>
          </span>
        ) : null}
      </div>
      <div className="flex items-center gap-2">
        {prefix ? (
          <span aria-hidden="true" className="text-sm text-muted-foreground">
            {prefix}
          </span>
        ) : null}
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={cn(inputClasses, 'h-9 tabular-nums')}
        />
        {suffix ? (
          <span id={`${id}-unit`} className="shrink-0 text-sm text-muted-foreground">
            {suffix}
          </span>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive-text">
          {error}
        </p>
      ) : null}
    </div>
  );
}
