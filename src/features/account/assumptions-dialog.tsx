// The profile of assumptions (issue 23), from the account menu: where the user buys, their budget,
// down payment, credit and role, so they need not restate them in every conversation. Saved on this
// device first and delivered by the outbox like every other change (db/assumptions-repository.ts);
// the built-in analyst uses a value only when a question leaves it out, and marks it "from your
// profile". "Clear profile" removes everything it uses.
import { useLiveQuery } from 'dexie-react-hooks';
import { useContext, useState, type FormEvent } from 'react';
import {
  CREDIT_BAND_LABELS,
  CREDIT_BANDS,
  PROFILE_ROLES,
  ROLE_LABELS,
  isEmptyAssumptions,
} from '../../../supabase/functions/_shared/assumptions.ts';
import type { AssumptionsRecord } from '../../db/app-db.ts';
import { InvalidAssumptionsError, readAssumptions } from '../../db/assumptions-repository.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { SelectField, TextField } from '../../components/ui/field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { notify } from '../../components/ui/toast.tsx';
import { ChatSessionContext, type ChatSession } from '../chat-session/chat-session-context.ts';
import {
  formErrorsOf,
  formValuesOf,
  readAssumptionsForm,
  type AssumptionsFormErrors,
  type AssumptionsFormValues,
  type DownPaymentKind,
} from './assumptions-form.ts';

export const ASSUMPTIONS_TEXT = {
  title: 'Your assumptions',
  description:
    'Hearth’s analyst uses these for anything a question leaves out, and marks each one “from your profile”. What you write in a question always wins. Every field is optional.',
  location: 'Where you buy',
  locationHint: 'A city or state, like Austin, TX.',
  budget: 'Budget',
  budgetHint: 'Used as the price when a question gives none.',
  downPayment: 'Down payment',
  downPaymentKind: 'Down payment given as',
  percent: 'Percent of the price',
  amount: 'Dollar amount',
  credit: 'Credit',
  role: 'You are',
  notSet: 'Not set',
  save: 'Save',
  clear: 'Clear profile',
  cancel: 'Cancel',
  saved: 'Profile saved',
  cleared: 'Profile cleared',
  savedHere: 'Saved on this device. It reaches your account when you are online.',
  savedToAccount: 'Saved to your account.',
  noSession: 'Your profile opens with your conversations. Try again in a moment.',
} as const;

export interface AssumptionsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function AssumptionsDialog({ open, onOpenChange }: AssumptionsDialogProps) {
  const state = useContext(ChatSessionContext);
  const session = state?.status === 'ready' ? state.session : null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{ASSUMPTIONS_TEXT.title}</DialogTitle>
          <DialogDescription>{ASSUMPTIONS_TEXT.description}</DialogDescription>
        </DialogHeader>
        {!open ? null : session ? (
          <StoredAssumptions session={session} onDone={() => onOpenChange(false)} />
        ) : (
          <p className="text-sm">{ASSUMPTIONS_TEXT.noSession}</p>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** Reads this device's profile once per opening, then the form edits a copy of it. */
function StoredAssumptions({ session, onDone }: { session: ChatSession; onDone: () => void }) {
  const stored = useLiveQuery(() => readAssumptions(session.db), [session.db]);
  if (!stored) {
    return (
      <div className="flex justify-center py-6 text-primary">
        <Spinner label="Loading your profile…" />
      </div>
    );
  }
  return <AssumptionsForm session={session} stored={stored} onDone={onDone} />;
}

function AssumptionsForm({
  session,
  stored,
  onDone,
}: {
  session: ChatSession;
  stored: AssumptionsRecord;
  onDone: () => void;
}) {
  const [values, setValues] = useState<AssumptionsFormValues>(() => formValuesOf(stored));
  const [errors, setErrors] = useState<AssumptionsFormErrors>({});
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof AssumptionsFormValues>(key: K, value: AssumptionsFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  async function save(assumptions: Parameters<ChatSession['engine']['saveAssumptions']>[0]) {
    setBusy(true);
    try {
      await session.engine.saveAssumptions(assumptions);
      notify.success(assumptions === null ? ASSUMPTIONS_TEXT.cleared : ASSUMPTIONS_TEXT.saved);
      onDone();
    } catch (caught) {
      if (caught instanceof InvalidAssumptionsError) setErrors(formErrorsOf(caught.errors));
      else {
        console.error('Could not save the profile of assumptions', caught);
        notify.error('Could not save your profile', { description: String(caught) });
      }
    } finally {
      setBusy(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = readAssumptionsForm(values);
    setErrors(read.ok ? {} : read.errors);
    if (!read.ok) {
      // Focus the first field in error (once it is marked), so keyboard and screen-reader users land on it.
      const form = event.currentTarget;
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    void save(isEmptyAssumptions(read.value) ? null : read.value);
  }

  const status = stored.pending
    ? ASSUMPTIONS_TEXT.savedHere
    : stored.updated_at
      ? ASSUMPTIONS_TEXT.savedToAccount
      : null;

  return (
    <form className="grid gap-4" onSubmit={onSubmit} noValidate>
      <TextField
        label={ASSUMPTIONS_TEXT.location}
        name="location"
        autoComplete="address-level1"
        maxLength={100}
        value={values.location}
        onChange={(event) => set('location', event.target.value)}
        hint={ASSUMPTIONS_TEXT.locationHint}
        error={errors.location}
      />
      <TextField
        label={ASSUMPTIONS_TEXT.budget}
        name="budget"
        inputMode="decimal"
        autoComplete="off"
        value={values.budget}
        onChange={(event) => set('budget', event.target.value)}
        hint={ASSUMPTIONS_TEXT.budgetHint}
        error={errors.budget}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={ASSUMPTIONS_TEXT.downPayment}
          name="down_payment"
          inputMode="decimal"
          autoComplete="off"
          value={values.downPayment}
          onChange={(event) => set('downPayment', event.target.value)}
          error={errors.downPayment}
        />
        <SelectField
          label={ASSUMPTIONS_TEXT.downPaymentKind}
          name="down_payment_kind"
          value={values.downPaymentKind}
          onChange={(event) => set('downPaymentKind', event.target.value as DownPaymentKind)}
        >
          <option value="percent">{ASSUMPTIONS_TEXT.percent}</option>
          <option value="amount">{ASSUMPTIONS_TEXT.amount}</option>
        </SelectField>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={ASSUMPTIONS_TEXT.credit}
          name="credit_band"
          value={values.creditBand}
          onChange={(event) => set('creditBand', event.target.value as AssumptionsFormValues['creditBand'])}
          error={errors.creditBand}
        >
          <option value="">{ASSUMPTIONS_TEXT.notSet}</option>
          {CREDIT_BANDS.map((band) => (
            <option key={band} value={band}>
              {CREDIT_BAND_LABELS[band]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={ASSUMPTIONS_TEXT.role}
          name="role"
          value={values.role}
          onChange={(event) => set('role', event.target.value as AssumptionsFormValues['role'])}
          error={errors.role}
        >
          <option value="">{ASSUMPTIONS_TEXT.notSet}</option>
          {PROFILE_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </SelectField>
      </div>
      {status ? (
        <p className="text-sm text-muted-foreground" data-testid="assumptions-status">
          {status}
        </p>
      ) : null}
      <DialogFooter className="gap-2">
        <Button
          variant="outline"
          disabled={busy || (isEmptyAssumptions(stored) && !stored.pending)}
          onClick={() => void save(null)}
        >
          {ASSUMPTIONS_TEXT.clear}
        </Button>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <DialogClose asChild>
            <Button variant="outline">{ASSUMPTIONS_TEXT.cancel}</Button>
          </DialogClose>
          <Button type="submit" loading={busy}>
            {ASSUMPTIONS_TEXT.save}
          </Button>
        </div>
      </DialogFooter>
    </form>
  );
}
