import { zodResolver } from '@hookform/resolvers/zod';
import {
  AddExpenseFieldsSchema,
  EXPENSE_CATEGORIES,
  EXPENSE_CURRENCIES,
  minorUnitsToText,
  PORTAL_MESSAGES,
  RECEIPT_MAX_BYTES,
  RECEIPT_MIME_TYPES,
  todayIsoDate,
  type AddExpenseFields,
  type Expense,
} from '@smartmove/contract';
import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from '@smartmove/contract';
import { ControlledFileInput } from '../../../components/ui/form/controlled-file-input';
import { DateInput } from '../../../components/ui/form/date-input';
import { FormCard } from '../../../components/ui/form/form-layout';
import { Select } from '../../../components/ui/form/select';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextInput } from '../../../components/ui/form/text-input';
import { Textarea } from '../../../components/ui/form/textarea';
import { useMutationForm } from '../../../components/ui/form/use-mutation-form';
import { formatMoney } from '../../../lib/format';
import { useAddExpenseMutation } from '../api/add-expense';
import { useMyClientsQuery } from '../api/get-my-clients';
import { useResubmitExpenseMutation } from '../api/resubmit-expense';
import { fieldsOf } from '../../../components/ui/form/registered-field';

const messages = PORTAL_MESSAGES.expense;

const receiptFile = z
  .custom<File>((value) => typeof File !== 'undefined' && value instanceof File, {
    error: messages.receipt,
  })
  .refine((file) => (RECEIPT_MIME_TYPES as readonly string[]).includes(file.type), {
    error: messages.receiptType,
  })
  .refine((file) => file.size <= RECEIPT_MAX_BYTES, { error: messages.receiptTooBig });
const ExpenseFormSchema = AddExpenseFieldsSchema.extend({ receipt: receiptFile });
/** Sending a rejected claim again: it keeps its receipt unless another is chosen. */
const ResendFormSchema = AddExpenseFieldsSchema.extend({ receipt: receiptFile.optional() });
type ExpenseFormValues = z.input<typeof ResendFormSchema>;
type ExpenseFormOutput = AddExpenseFields & { receipt?: File | undefined };

const DESCRIPTION_MAX = 1000;
const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/**
 * A new expense claim: date, category, amount, currency, description and the receipt. With `resending`,
 * the author's rejected claim, prefilled, to correct and send again (render it with `key` set to the
 * claim's id, so that each claim starts from its own values).
 */
export function ExpenseForm({ resending, onDone }: { resending?: Expense | undefined; onDone?: () => void }) {
  const add = useAddExpenseMutation();
  const resend = useResubmitExpenseMutation();
  const mutation = resending ? resend : add;
  const form = useForm<ExpenseFormValues, unknown, ExpenseFormOutput>({
    resolver: zodResolver(resending ? ResendFormSchema : ExpenseFormSchema),
    defaultValues: resending
      ? {
          expenseDate: resending.expenseDate,
          category: resending.category as ExpenseFormValues['category'],
          amount: minorUnitsToText(resending.amount),
          currency: resending.currency as ExpenseFormValues['currency'],
          description: resending.description,
          billToClientId: resending.billToClientId ?? '',
        }
      : { expenseDate: todayIsoDate(), amount: '', currency: 'USD', description: '', billToClientId: '' },
  });
  const { control } = form;
  const registered = fieldsOf(form);
  // Only an employee placed with a client can bill a claim to one.
  const clients = useMyClientsQuery().data?.items ?? [];
  const description = useWatch({ control, name: 'description' });
  const titleRef = useRef<HTMLDivElement>(null);
  // "Edit and resend" brings the form, prefilled, into view with focus on its first field.
  useEffect(() => {
    if (!resending) return;
    // Focus first (it scrolls to the field), then the form's title at once: a smooth scroll would be cut
    // short by the focus's own scroll.
    form.setFocus('expenseDate');
    titleRef.current?.scrollIntoView({ block: 'start', behavior: 'instant' });
  }, [resending, form]);

  const onSubmit = useMutationForm({
    form,
    submit: ({ receipt, ...fields }: ExpenseFormOutput) => {
      if (resending) return resend.mutateAsync({ ...fields, id: resending.id, receipt });
      if (!receipt) throw new Error(messages.receipt);
      return add.mutateAsync({ ...fields, receipt });
    },
    success: (expense) =>
      resending
        ? `Claim of ${formatMoney(expense.amount, expense.currency)} sent again`
        : `Claim of ${formatMoney(expense.amount, expense.currency)} submitted`,
    resetTo: (_expense, values) => ({
      expenseDate: todayIsoDate(),
      amount: '',
      currency: values.currency,
      description: '',
      billToClientId: '',
    }),
    onSuccess: () => onDone?.(),
  });

  return (
    <div ref={titleRef}>
      <FormCard
        title={resending ? 'Edit and resend claim' : 'New claim'}
        titleId="expense-form-title"
        busy={mutation.isPending}
        onSubmit={onSubmit}
      >
        {resending?.decision ? (
          <p className="form__note">
            Rejected by {resending.decision.by}
            {resending.decision.reason ? `: ${resending.decision.reason}` : ''}. Correct the claim and send it
            again.
          </p>
        ) : null}
        <div className="form__grid form__grid--two">
          <DateInput label="Expense date" max={todayIsoDate()} {...registered('expenseDate')} />
          <Select
            label="Category"
            placeholder="Select category"
            options={options(EXPENSE_CATEGORIES)}
            {...registered('category')}
          />
          <TextInput
            label="Amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            {...registered('amount')}
          />
          <Select label="Currency" options={options(EXPENSE_CURRENCIES)} {...registered('currency')} />
        </div>
        {clients.length > 0 ? (
          <Select
            label="Bill to client"
            placeholder="Not billed to a client"
            options={clients.map((client) => ({ value: client.id, label: client.name }))}
            hint="An approved claim billed to a client goes on its next invoice at cost."
            {...registered('billToClientId')}
          />
        ) : null}
        <Textarea
          label="Description"
          rows={3}
          maxLength={DESCRIPTION_MAX}
          count={description?.length ?? 0}
          {...registered('description')}
        />
        <ControlledFileInput
          control={control}
          name="receipt"
          tooLargeMessage={messages.receiptTooBig}
          label="Receipt"
          accept=".jpg,.jpeg,.png,.webp,.pdf,image/jpeg,image/png,image/webp,application/pdf"
          maxBytes={RECEIPT_MAX_BYTES}
          hint={
            resending
              ? `Leave it empty to keep ${resending.receiptName}; or a photo (JPEG, PNG, WebP) or a PDF, up to 10MB.`
              : 'A photo (JPEG, PNG, WebP) or a PDF, up to 10MB.'
          }
        />
        <div className="form__actions">
          {resending ? (
            <button type="button" className="button button--secondary" onClick={onDone}>
              Cancel
            </button>
          ) : null}
          <SubmitButton submitting={mutation.isPending}>
            {resending ? 'Send again' : 'Submit claim'}
          </SubmitButton>
        </div>
      </FormCard>
    </div>
  );
}
