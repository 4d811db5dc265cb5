// A conversation's scenarios (issue 22 §3–4), in one dialog: the list (open, rename, delete, and pick
// two or three to compare), one scenario's saved card, or the comparison. Everything is read from
// Dexie, so it all works offline; renames and deletes are written there at once and delivered by the
// sync engine. Loaded when the Scenarios button is first pressed.
import { useLiveQuery } from 'dexie-react-hooks';
import { ArrowLeft } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { COMPARE_MAX } from '../../../supabase/functions/_shared/scenario.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { onDemand, OnDemandView } from '../../components/ui/on-demand.ts';
import type { ScenarioRecord } from '../../db/app-db.ts';
import { liveScenarios } from '../../db/live-queries.ts';
import { deleteScenarioLocally, renameScenarioLocally } from '../../db/scenario-repository.ts';
import {
  capTitleInput,
  isValidTitle,
  normalizeTitle,
  titleCounterText,
} from '../../lib/conversation-title.ts';
import { messageOr } from '../../lib/errors.ts';
import { outputText } from '../chat/calculation-fields.ts';
import { CompareTable } from './compare-table.tsx';
import type { ScenarioTarget } from './scenario-context.ts';
import { SCENARIO_STRINGS } from './scenario-strings.ts';

const calculationCard = onDemand(() => import('../chat/calculation-card.tsx'));

type View = { name: 'list' } | { name: 'open'; id: string } | { name: 'compare'; ids: string[] };

export function ScenariosDialog({
  open,
  onOpenChange,
  target,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  target: ScenarioTarget;
}) {
  const [view, setView] = useState<View>({ name: 'list' });
  const [picked, setPicked] = useState<string[]>([]);
  const hintId = useId();
  const scenarios = useLiveQuery(liveScenarios(target.db, target.conversationId), [target], []);
  const byId = new Map(scenarios.map((s) => [s.id, s]));
  const shown = view.name === 'open' ? byId.get(view.id) : undefined;
  const compared =
    view.name === 'compare' ? view.ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])) : [];
  const current: View =
    (view.name === 'open' && !shown) || (view.name === 'compare' && compared.length < 2)
      ? { name: 'list' }
      : view;
  const stillPicked = picked.filter((id) => byId.has(id));

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setView({ name: 'list' });
        onOpenChange(next);
      }}
    >
      <DialogContent className={current.name === 'compare' ? 'max-w-4xl' : 'max-w-2xl'}>
        {current.name === 'list' ? (
          <>
            <DialogHeader>
              <DialogTitle>{SCENARIO_STRINGS.heading}</DialogTitle>
              <DialogDescription>{SCENARIO_STRINGS.description}</DialogDescription>
            </DialogHeader>
            <ScenarioList
              target={target}
              scenarios={scenarios}
              picked={stillPicked}
              onPick={setPicked}
              onOpen={(id) => setView({ name: 'open', id })}
            />
            <div className="flex flex-wrap items-center justify-end gap-3">
              <p className="text-sm text-muted-foreground" id={hintId}>
                {SCENARIO_STRINGS.compareHint}
              </p>
              <Button
                disabled={stillPicked.length < 2}
                aria-describedby={hintId}
                onClick={() => setView({ name: 'compare', ids: stillPicked })}
              >
                {SCENARIO_STRINGS.compare(stillPicked.length)}
              </Button>
            </div>
          </>
        ) : (
          <>
            <DialogHeader>
              <Button
                variant="ghost"
                size="sm"
                className="justify-self-start"
                onClick={() => setView({ name: 'list' })}
              >
                <ArrowLeft aria-hidden="true" />
                {SCENARIO_STRINGS.back}
              </Button>
              <DialogTitle>{shown ? shown.name : SCENARIO_STRINGS.compareHeading}</DialogTitle>
              <DialogDescription className="sr-only">
                {shown ? shown.calculation.title : SCENARIO_STRINGS.compareCaption}
              </DialogDescription>
            </DialogHeader>
            {shown ? (
              <OnDemandView part={calculationCard} wanted>
                {({ default: CalculationCard }) => (
                  <CalculationCard result={shown.calculation} messageId={shown.message_id} />
                )}
              </OnDemandView>
            ) : (
              <CompareTable scenarios={compared} />
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function ScenarioList({
  target,
  scenarios,
  picked,
  onPick,
  onOpen,
}: {
  target: ScenarioTarget;
  scenarios: readonly ScenarioRecord[];
  picked: readonly string[];
  onPick: (ids: string[]) => void;
  onOpen: (id: string) => void;
}) {
  return (
    <ul className="grid gap-2">
      {scenarios.map((scenario) => (
        <ScenarioItem
          key={scenario.id}
          target={target}
          scenario={scenario}
          picked={picked.includes(scenario.id)}
          // Up to three: the others cannot be ticked until one is unticked.
          canPick={picked.length < COMPARE_MAX}
          onPick={(on) => onPick(on ? [...picked, scenario.id] : picked.filter((id) => id !== scenario.id))}
          onOpen={() => onOpen(scenario.id)}
        />
      ))}
    </ul>
  );
}

function ScenarioItem({
  target,
  scenario,
  picked,
  canPick,
  onPick,
  onOpen,
}: {
  target: ScenarioTarget;
  scenario: ScenarioRecord;
  picked: boolean;
  canPick: boolean;
  onPick: (on: boolean) => void;
  onOpen: () => void;
}) {
  const [mode, setMode] = useState<'view' | 'rename' | 'delete'>('view');
  const [error, setError] = useState<string | null>(null);
  const checkId = useId();
  const primary = scenario.calculation.outputs.find((o) => o.primary) ?? scenario.calculation.outputs[0];

  const remove = () => {
    deleteScenarioLocally(target.db, { id: scenario.id }).catch((e: unknown) =>
      setError(messageOr(e, SCENARIO_STRINGS.saveFailed)),
    );
  };

  return (
    <li className="grid gap-2 rounded-lg border border-border p-3" data-scenario={scenario.name}>
      {mode === 'rename' ? (
        <RenameForm
          name={scenario.name}
          onCancel={() => setMode('view')}
          onRename={(name) =>
            renameScenarioLocally(target.db, { id: scenario.id, name }).then(
              () => setMode('view'),
              (e: unknown) => setError(messageOr(e, SCENARIO_STRINGS.saveFailed)),
            )
          }
        />
      ) : (
        <div className="flex flex-wrap items-start gap-3">
          <input
            id={checkId}
            type="checkbox"
            className="mt-1 size-5 shrink-0 accent-primary"
            checked={picked}
            disabled={!picked && !canPick}
            onChange={(event) => onPick(event.target.checked)}
            aria-label={SCENARIO_STRINGS.compareOne(scenario.name)}
          />
          <div className="min-w-0 flex-1">
            <p className="font-medium break-words">{scenario.name}</p>
            <p className="text-sm text-muted-foreground">
              {scenario.calculation.title}
              {primary ? ` · ${primary.label}: ${outputText(primary)}` : ''}
              {scenario.pending ? ` · ${SCENARIO_STRINGS.waiting}` : ''}
            </p>
          </div>
          {mode === 'view' ? (
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" onClick={onOpen}>
                {SCENARIO_STRINGS.open}
                <span className="sr-only"> {scenario.name}</span>
              </Button>
              <Button variant="outline" size="sm" onClick={() => setMode('rename')}>
                {SCENARIO_STRINGS.rename}
                <span className="sr-only"> {scenario.name}</span>
              </Button>
              <Button variant="outline" size="sm" onClick={() => setMode('delete')}>
                {SCENARIO_STRINGS.delete}
                <span className="sr-only"> {scenario.name}</span>
              </Button>
            </div>
          ) : null}
        </div>
      )}
      {mode === 'delete' ? (
        <div className="flex flex-wrap items-center justify-end gap-2" role="group">
          <p className="me-auto text-sm">{SCENARIO_STRINGS.deleteConfirm(scenario.name)}</p>
          <Button variant="outline" size="sm" onClick={() => setMode('view')}>
            {SCENARIO_STRINGS.cancel}
          </Button>
          <Button variant="destructive" size="sm" onClick={remove} autoFocus>
            {SCENARIO_STRINGS.delete}
          </Button>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive-text">
          {error}
        </p>
      ) : null}
    </li>
  );
}

/** Renaming in place, by the conversation title's rules: 1 to 40 characters, with the live counter. */
function RenameForm({
  name,
  onRename,
  onCancel,
}: {
  name: string;
  onRename: (name: string) => void;
  onCancel: () => void;
}) {
  const [value, setValue] = useState(() => capTitleInput(name));
  const inputId = useId();
  const counterId = useId();
  const valid = isValidTitle(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) onRename(normalizeTitle(value));
  };
  return (
    <form onSubmit={submit} className="grid gap-2">
      <label htmlFor={inputId} className="text-sm font-medium">
        {SCENARIO_STRINGS.nameLabel}
      </label>
      <Input
        id={inputId}
        value={value}
        autoFocus
        autoComplete="off"
        aria-describedby={counterId}
        onChange={(event) => setValue(capTitleInput(event.target.value))}
        onFocus={(event) => event.currentTarget.select()}
        onKeyDown={(event) => {
          // Esc leaves the rename, not the whole dialog.
          if (event.key === 'Escape') {
            event.stopPropagation();
            event.preventDefault();
            onCancel();
          }
        }}
      />
      <div className="flex flex-wrap items-center justify-end gap-2">
        <p id={counterId} className="me-auto text-xs text-muted-foreground">
          {titleCounterText(value)}
        </p>
        <Button variant="outline" size="sm" onClick={onCancel}>
          {SCENARIO_STRINGS.cancel}
        </Button>
        <Button type="submit" size="sm" disabled={!valid}>
          {SCENARIO_STRINGS.renameSubmit}
        </Button>
      </div>
    </form>
  );
}
