// @vitest-environment happy-dom
// The scenarios dialog (issue 22 §3–4) from Dexie alone: the list, up to three picked for the compare
// table (better figure marked on results only), renaming in place (Esc leaves the rename, not the
// dialog; a blank name cannot be saved) and deleting after a confirmation.
// Dexie's liveQuery (the dialog's reads) looks for a global IndexedDB: the same fake as the database's.
import 'fake-indexeddb/auto';
import '../chat/testing/dom-test-setup.ts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mortgageInputs, resultOf } from '../../../supabase/functions/_shared/assistant/calculation-cards.ts';
import { loadDialogs } from '../../components/ui/dialog.tsx';
import type { AppDb } from '../../db/app-db.ts';
import { createConversationLocally } from '../../db/conversation-repository.ts';
import { openTestDb } from '../../db/test-db.ts';
import { saveScenarioLocally } from '../../db/scenario-repository.ts';
import { ScenariosDialog } from './scenarios-dialog.tsx';

const dbs: AppDb[] = [];
afterEach(() => {
  for (const db of dbs.splice(0)) db.close();
});

async function withScenarios(rates: number[]) {
  await loadDialogs();
  const db = await openTestDb('user-1');
  dbs.push(db);
  const { id: conversationId } = await createConversationLocally(db, { title: 'Loans' });
  for (const [i, rate] of rates.entries()) {
    await saveScenarioLocally(db, {
      conversationId,
      messageId: null,
      name: `Loan ${i + 1}`,
      calculation: resultOf(
        'mortgage',
        mortgageInputs({ loanAmount: 400_000, annualRate: rate, termYears: 30 }),
      ),
      now: Date.parse('2026-11-27T00:00:00Z') + i,
    });
  }
  render(<ScenariosDialog open onOpenChange={() => undefined} target={{ db, conversationId }} />);
  return { db, dialog: await screen.findByRole('dialog', { name: 'Scenarios' }) };
}

describe('the scenarios dialog', () => {
  it('compares up to three, marking the better result and never an input', async () => {
    const user = userEvent.setup();
    const { dialog } = await withScenarios([0.07, 0.06, 0.065, 0.08]);
    await within(dialog).findByRole('checkbox', { name: 'Compare Loan 4' });
    const compare = within(dialog).getByRole('button', { name: 'Compare (0)' });
    expect(compare).toBeDisabled();
    for (const name of ['Loan 1', 'Loan 2', 'Loan 3'])
      await user.click(within(dialog).getByRole('checkbox', { name: `Compare ${name}` }));
    expect(within(dialog).getByRole('checkbox', { name: 'Compare Loan 4' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Compare (3)' }));

    const table = await screen.findByRole('table');
    const payment = table.querySelector('tr[data-row="monthlyTotal"]')!;
    expect([...payment.querySelectorAll('td')].map((td) => td.hasAttribute('data-best'))).toEqual([
      false,
      true,
      false,
    ]);
    expect(within(payment as HTMLElement).getByText('(better)', { exact: false })).toBeInTheDocument();
    expect(table.querySelector('tr[data-row="annualRate"] td[data-best]')).toBeNull();
    expect(table.querySelector('tr[data-row="annualRate"]')).toHaveAttribute('data-differs', 'true');
    await user.click(screen.getByRole('button', { name: 'Back to scenarios' }));
    expect(await screen.findByRole('dialog', { name: 'Scenarios' })).toBeInTheDocument();
  });

  it('renames in place by the title rules; Esc leaves the rename only', async () => {
    const user = userEvent.setup();
    const { db, dialog } = await withScenarios([0.07]);
    await user.click(await within(dialog).findByRole('button', { name: 'Rename Loan 1' }));
    const field = within(dialog).getByRole('textbox', { name: 'Scenario name' });
    await user.clear(field);
    expect(within(dialog).getByRole('button', { name: 'Save name' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Scenarios' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Rename Loan 1' }));
    await user.clear(within(dialog).getByRole('textbox', { name: 'Scenario name' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Scenario name' }), '  Seven percent ');
    await user.click(within(dialog).getByRole('button', { name: 'Save name' }));
    await within(dialog).findByRole('button', { name: 'Open Seven percent' });
    expect((await db.scenarios.toArray()).map((s) => s.name)).toEqual(['Seven percent']);
  });

  it('deletes after a confirmation, and Cancel keeps it', async () => {
    const user = userEvent.setup();
    const { db, dialog } = await withScenarios([0.07, 0.06]);
    await user.click(await within(dialog).findByRole('button', { name: 'Delete Loan 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await db.scenarios.count()).toBe(2);
    await user.click(within(dialog).getByRole('button', { name: 'Delete Loan 1' }));
    expect(within(dialog).getByText('Delete “Loan 1”? This cannot be undone.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect.poll(() => db.scenarios.count()).toBe(1);
    expect(within(dialog).queryByRole('button', { name: 'Open Loan 1' })).toBeNull();
  });
});
