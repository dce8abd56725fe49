import { zodResolver } from '@hookform/resolvers/zod';
import { GenerateInvoicesSchema, todayIsoDate, type z } from '@smartmove/contract';
import { useForm } from 'react-hook-form';
import { DateInput } from '../../../components/ui/form/date-input';
import { FormCard } from '../../../components/ui/form/form-layout';
import { fieldsOf } from '../../../components/ui/form/registered-field';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { useMutationForm } from '../../../components/ui/form/use-mutation-form';
import { plural } from '../../../lib/format';

const PeriodEndSchema = GenerateInvoicesSchema.pick({ periodEnd: true });
type PeriodEnd = z.infer<typeof PeriodEndSchema>;

/**
 * A "Generate …" form: asks "Period end" (today by default) and makes or refreshes the drafts up to it,
 * saying how many (`what`: "draft invoice") or `none` when there was nothing to bill.
 */
export function PeriodEndForm({
  title,
  hint,
  what,
  none,
  generate,
  busy,
}: {
  title: string;
  hint: string;
  what: string;
  none: string;
  generate: (input: PeriodEnd) => Promise<{ items: unknown[] }>;
  busy: boolean;
}) {
  const form = useForm<z.input<typeof PeriodEndSchema>, unknown, PeriodEnd>({
    resolver: zodResolver(PeriodEndSchema),
    defaultValues: { periodEnd: todayIsoDate() },
  });
  const registered = fieldsOf(form);
  const onSubmit = useMutationForm({
    form,
    submit: generate,
    success: (result) =>
      result.items.length === 0 ? none : `${plural(result.items.length, what)} made or refreshed`,
  });
  const titleId = `${title.toLowerCase().replaceAll(' ', '-')}-title`;
  return (
    <FormCard title={title} titleId={titleId} busy={busy} onSubmit={onSubmit}>
      <DateInput label="Period end" hint={hint} {...registered('periodEnd')} />
      <div className="form__actions">
        <SubmitButton submitting={busy}>{title}</SubmitButton>
      </div>
    </FormCard>
  );
}
