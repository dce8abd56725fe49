import { zodResolver } from '@hookform/resolvers/zod';
import {
  AddExpenseFieldsSchema,
  EXPENSE_CATEGORIES,
  EXPENSE_CURRENCIES,
  PORTAL_MESSAGES,
  RECEIPT_MAX_BYTES,
  RECEIPT_MIME_TYPES,
  todayIsoDate,
  type AddExpenseFields,
} from '@smartmove/contract';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from '@smartmove/contract';
import { FileInput } from '../../../components/ui/form/file-input';
import { DateInput } from '../../../components/ui/form/date-input';
import { FormCard } from '../../../components/ui/form/form-layout';
import { Select } from '../../../components/ui/form/select';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextInput } from '../../../components/ui/form/text-input';
import { Textarea } from '../../../components/ui/form/textarea';
import { useMutationForm } from '../../../components/ui/form/use-mutation-form';
import { formatMoney } from '../../../lib/format';
import { useAddExpenseMutation } from '../api/add-expense';

const messages = PORTAL_MESSAGES.expense;

const ExpenseFormSchema = AddExpenseFieldsSchema.extend({
  receipt: z
    .custom<File>((value) => typeof File !== 'undefined' && value instanceof File, {
      error: messages.receipt,
    })
    .refine((file) => (RECEIPT_MIME_TYPES as readonly string[]).includes(file.type), {
      error: messages.receiptType,
    })
    .refine((file) => file.size <= RECEIPT_MAX_BYTES, { error: messages.receiptTooBig }),
});
type ExpenseFormValues = z.input<typeof ExpenseFormSchema>;
type ExpenseFormOutput = AddExpenseFields & { receipt: File };

const DESCRIPTION_MAX = 1000;
const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** A new expense claim: date, category, amount, currency, description and the receipt. */
export function ExpenseForm() {
  const mutation = useAddExpenseMutation();
  const form = useForm<ExpenseFormValues, unknown, ExpenseFormOutput>({
    resolver: zodResolver(ExpenseFormSchema),
    defaultValues: { expenseDate: todayIsoDate(), amount: '', currency: 'USD', description: '' },
  });
  const { register, formState, control, setError } = form;
  const description = useWatch({ control, name: 'description' });

  const onSubmit = useMutationForm({
    form,
    submit: mutation.mutateAsync,
    success: (expense) => `Claim of ${formatMoney(expense.amount, expense.currency)} submitted`,
    resetTo: (_expense, values) => ({
      expenseDate: todayIsoDate(),
      amount: '',
      currency: values.currency,
      description: '',
    }),
  });

  return (
    <FormCard title="New claim" titleId="expense-form-title" busy={mutation.isPending} onSubmit={onSubmit}>
      <div className="form__grid form__grid--two">
        <DateInput
          label="Expense date"
          max={todayIsoDate()}
          error={formState.errors.expenseDate?.message}
          {...register('expenseDate')}
        />
        <Select
          label="Category"
          placeholder="Select category"
          options={options(EXPENSE_CATEGORIES)}
          error={formState.errors.category?.message}
          {...register('category')}
        />
        <TextInput
          label="Amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          error={formState.errors.amount?.message}
          {...register('amount')}
        />
        <Select
          label="Currency"
          options={options(EXPENSE_CURRENCIES)}
          error={formState.errors.currency?.message}
          {...register('currency')}
        />
      </div>
      <Textarea
        label="Description"
        rows={3}
        maxLength={DESCRIPTION_MAX}
        count={description?.length ?? 0}
        error={formState.errors.description?.message}
        {...register('description')}
      />
      <Controller
        control={control}
        name="receipt"
        render={({ field, fieldState }) => (
          <FileInput
            label="Receipt"
            name={field.name}
            value={field.value as File | undefined}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            accept=".jpg,.jpeg,.png,.webp,.pdf,image/jpeg,image/png,image/webp,application/pdf"
            maxBytes={RECEIPT_MAX_BYTES}
            onTooLarge={() => setError('receipt', { type: 'size', message: messages.receiptTooBig })}
            error={fieldState.error?.message}
            hint="A photo (JPEG, PNG, WebP) or a PDF, up to 10MB."
          />
        )}
      />
      <div className="form__actions">
        <SubmitButton submitting={mutation.isPending}>Submit claim</SubmitButton>
      </div>
    </FormCard>
  );
}
