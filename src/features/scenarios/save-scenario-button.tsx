// "Save as scenario" on a calculation card (issue 22 §3): keeps the card as adjusted (its inputs with
// their values and sources, the outputs for them) under a name in the conversation. Written to Dexie at
// once and delivered by the sync engine (scenario-repository.ts), so it works offline.
import { useState } from 'react';
import type {
  CalculationOutput,
  CalculationResult,
} from '../../../supabase/functions/_shared/calculation-result.ts';
import { Button } from '../../components/ui/button.tsx';
import { notify } from '../../components/ui/toast.tsx';
import { saveScenarioLocally } from '../../db/scenario-repository.ts';
import { capTitleInput } from '../../lib/conversation-title.ts';
import { messageOr } from '../../lib/errors.ts';
import { outputText } from '../chat/calculation-fields.ts';
import { TitleDialog } from '../conversations/title-dialogs.tsx';
import { useScenarioTarget } from './scenario-context.ts';
import { SCENARIO_STRINGS } from './scenario-strings.ts';

/**
 * The card as it stands: the values in its fields and the outputs for them. A value the user changed
 * is one they gave ("you said"); the others keep the assistant's source.
 */
export function adjustedResult(
  result: CalculationResult,
  values: Readonly<Record<string, number>>,
  outputs: readonly CalculationOutput[],
): CalculationResult {
  return {
    ...result,
    inputs: result.inputs.map((input) => {
      const value = values[input.key] ?? input.value;
      return { ...input, value, source: value === input.value ? input.source : 'you said' };
    }),
    outputs: [...outputs],
  };
}

/** The name offered: the first figure changed ("Interest rate 5.75%"), else the card's title. */
export function suggestedName(original: CalculationResult, adjusted: CalculationResult): string {
  const changed = adjusted.inputs.find((input, i) => input.value !== original.inputs[i]?.value);
  return capTitleInput(changed ? `${changed.label} ${outputText(changed)}` : original.title);
}

export function SaveScenarioButton({
  result,
  adjusted,
  messageId,
}: {
  result: CalculationResult;
  adjusted: CalculationResult;
  messageId: string | null;
}) {
  const target = useScenarioTarget();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!target) return null;

  const save = (name: string) => {
    setBusy(true);
    saveScenarioLocally(target.db, {
      conversationId: target.conversationId,
      messageId,
      name,
      calculation: adjusted,
    })
      .then((saved) => {
        setOpen(false);
        notify.success(SCENARIO_STRINGS.saved(saved.name));
      })
      .catch((error: unknown) => {
        notify.error(SCENARIO_STRINGS.saveFailed, { description: messageOr(error, '') || undefined });
      })
      .finally(() => setBusy(false));
  };

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        {SCENARIO_STRINGS.save}
      </Button>
      <TitleDialog
        open={open}
        onOpenChange={setOpen}
        heading={SCENARIO_STRINGS.saveHeading}
        submitLabel={SCENARIO_STRINGS.saveSubmit}
        busyLabel={SCENARIO_STRINGS.saving}
        busy={busy}
        initialTitle={open ? suggestedName(result, adjusted) : ''}
        inputLabel={SCENARIO_STRINGS.nameLabel}
        placeholder={SCENARIO_STRINGS.namePlaceholder}
        onSubmit={save}
      />
    </>
  );
}
