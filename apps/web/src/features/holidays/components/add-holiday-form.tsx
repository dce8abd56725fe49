import { zodResolver } from '@hookform/resolvers/zod';
import { AddHolidaySchema, officeLabel, type OfficeCode } from '@smartmove/contract';
import { useForm } from 'react-hook-form';
import { DateInput } from '../../../components/ui/form/date-input';
import { FormCard } from '../../../components/ui/form/form-layout';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextInput } from '../../../components/ui/form/text-input';
import { useMutationForm } from '../../../components/ui/form/use-mutation-form';
import { formatDate } from '../../../lib/format';
import { useAddHolidayMutation } from '../api/holidays';
import { fieldsOf } from '../../../components/ui/form/registered-field';

const AddHolidayFieldsSchema = AddHolidaySchema.pick({ date: true, name: true });
interface AddHolidayFields {
  date: string;
  name: string;
}

/** "Add holiday" to the chosen office's calendar: Date and Name. */
export function AddHolidayForm({ office }: { office: OfficeCode }) {
  const mutation = useAddHolidayMutation();
  const form = useForm<AddHolidayFields>({
    resolver: zodResolver(AddHolidayFieldsSchema),
    defaultValues: { date: '', name: '' },
  });
  const registered = fieldsOf(form);

  const onSubmit = useMutationForm({
    form,
    submit: (values) => mutation.mutateAsync({ office, ...values }),
    success: (holiday) => `${holiday.name} on ${formatDate(holiday.date)} added to ${officeLabel(office)}`,
    resetTo: () => ({ date: '', name: '' }),
  });

  return (
    <FormCard title="Add holiday" titleId="add-holiday-title" busy={mutation.isPending} onSubmit={onSubmit}>
      <div className="form__grid form__grid--two">
        <DateInput label="Date" {...registered('date')} />
        <TextInput label="Name" autoComplete="off" maxLength={100} {...registered('name')} />
      </div>
      <div className="form__actions">
        <SubmitButton submitting={mutation.isPending}>Add holiday</SubmitButton>
      </div>
    </FormCard>
  );
}
