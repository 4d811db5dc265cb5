// @vitest-environment happy-dom
// "Save as scenario" on the card (issue 22 §3) as the browser runs it: the card as adjusted (changed
// figures become "you said", outputs recomputed) is kept under the suggested or typed name in Dexie,
// with its outbox entry; the name follows the title rules; without a conversation there is no button.
import '../chat/testing/dom-test-setup.ts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mortgageInputs, resultOf } from '../../../supabase/functions/_shared/assistant/calculation-cards.ts';
import { loadDialogs } from '../../components/ui/dialog.tsx';
import type { AppDb } from '../../db/app-db.ts';
import { createConversationLocally } from '../../db/conversation-repository.ts';
import { listOutbox } from '../../db/outbox-repository.ts';
import { openTestDb } from '../../db/test-db.ts';
import CalculationCard from '../chat/calculation-card.tsx';
import { ScenarioContext } from './scenario-context.ts';
import { adjustedResult, suggestedName } from './save-scenario-button.tsx';

const result = resultOf(
  'mortgage',
  mortgageInputs({ loanAmount: 400_000, annualRate: 0.065, termYears: 30 }),
);

const dbs: AppDb[] = [];
afterEach(() => {
  for (const db of dbs.splice(0)) db.close();
});

async function withConversation() {
  const db = await openTestDb('user-1');
  dbs.push(db);
  const conversation = await createConversationLocally(db, { title: 'Loans' });
  return { db, conversationId: conversation.id };
}

describe('Save as scenario', () => {
  it('keeps the adjusted card under the suggested name, changed figures marked as yours', async () => {
    await loadDialogs();
    const { db, conversationId } = await withConversation();
    const user = userEvent.setup();
    render(
      <ScenarioContext value={{ db, conversationId }}>
        <CalculationCard result={result} messageId="reply-1" />
      </ScenarioContext>,
    );
    await user.clear(screen.getByLabelText('Interest rate'));
    await user.type(screen.getByLabelText('Interest rate'), '5.75');
    await user.click(screen.getByRole('button', { name: 'Save as scenario' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save as scenario' });
    expect(within(dialog).getByRole('textbox', { name: 'Scenario name' })).toHaveValue('Interest rate 5.75%');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await expect.poll(() => db.scenarios.count()).toBe(1);
    const [saved] = await db.scenarios.toArray();
    expect(saved).toMatchObject({ conversation_id: conversationId, message_id: 'reply-1', pending: true });
    const rate = saved!.calculation.inputs.find((i) => i.key === 'annualRate')!;
    expect(rate).toMatchObject({ value: 0.0575, source: 'you said' });
    const payment = saved!.calculation.outputs.find((o) => o.key === 'monthlyTotal')!.value;
    expect(payment).toBeLessThan(result.outputs.find((o) => o.key === 'monthlyTotal')!.value);
    expect((await listOutbox(db)).map((e) => e.kind)).toEqual(['conversation.create', 'scenario.put']);
  });

  it('the name follows the title rules: Save is off for a blank one', async () => {
    await loadDialogs();
    const { db, conversationId } = await withConversation();
    const user = userEvent.setup();
    render(
      <ScenarioContext value={{ db, conversationId }}>
        <CalculationCard result={result} />
      </ScenarioContext>,
    );
    await user.click(screen.getByRole('button', { name: 'Save as scenario' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save as scenario' });
    const name = within(dialog).getByRole('textbox', { name: 'Scenario name' });
    // Nothing changed: the card's title is offered.
    expect(name).toHaveValue('Mortgage payment');
    await user.clear(name);
    await user.type(name, '   ');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(within(dialog).getByText('3/40 characters')).toBeInTheDocument();
  });

  it('is not offered without a conversation to keep it in', () => {
    render(<CalculationCard result={result} />);
    expect(screen.queryByRole('button', { name: 'Save as scenario' })).toBeNull();
  });

  it('adjustedResult keeps the sources of figures left alone; suggestedName fits 40 characters', () => {
    const values = Object.fromEntries(result.inputs.map((i) => [i.key, i.value]));
    const same = adjustedResult(result, values, result.outputs);
    expect(same.inputs).toEqual(result.inputs);
    const long = { ...result, title: 'x'.repeat(60) };
    expect([...suggestedName(long, long)].length).toBe(40);
  });
});
