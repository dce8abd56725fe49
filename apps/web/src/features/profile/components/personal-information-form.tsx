import { zodResolver } from '@hookform/resolvers/zod';
import {
  MARITAL_STATUSES,
  PersonalInformationSchema,
  type PersonalInformation,
  type PersonalInformationInput,
  type PersonalInformationResponse,
} from '@smartmove/contract';
import { useForm } from 'react-hook-form';
import { FormCard } from '../../../components/ui/form/form-layout';
import { PhoneField } from '../../../components/ui/form/phone-input';
import { Select } from '../../../components/ui/form/select';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextInput } from '../../../components/ui/form/text-input';
import { useMutationForm } from '../../../components/ui/form/use-mutation-form';
import { getSession, saveSession } from '../../../lib/session';
import { useUpdatePersonalInformationMutation } from '../api/profile';
import { fieldsOf } from '../../../components/ui/form/registered-field';

const MARITAL_OPTIONS = MARITAL_STATUSES.map((status) => ({ value: status, label: status }));

/** Name, e-mail, date of birth, marital status and the emergency contact. */
export function PersonalInformationForm({ saved }: { saved: PersonalInformationResponse }) {
  const mutation = useUpdatePersonalInformationMutation();
  const form = useForm<PersonalInformationInput, unknown, PersonalInformation>({
    resolver: zodResolver(PersonalInformationSchema),
    defaultValues: saved as PersonalInformationInput,
  });
  const { control } = form;
  const registered = fieldsOf(form);

  const onSubmit = useMutationForm({
    form,
    submit: async (values) => {
      const updated = await mutation.mutateAsync(values);
      // The header greets the user by the stored session's name.
      const session = getSession();
      if (session) saveSession({ ...session, name: updated.name, email: updated.email });
      return updated;
    },
    success: () => 'Personal information saved',
    resetTo: (updated) => updated as PersonalInformationInput,
  });

  return (
    <FormCard
      title="Personal information"
      titleId="personal-form-title"
      busy={mutation.isPending}
      onSubmit={onSubmit}
    >
      <div className="form__grid form__grid--two">
        <TextInput label="Full Name" autoComplete="name" lettersOnly {...registered('name')} />
        <TextInput label="Email" type="email" autoComplete="email" {...registered('email')} />
        <TextInput label="Date of birth" type="date" autoComplete="bday" {...registered('dateOfBirth')} />
        <Select
          label="Marital status"
          placeholder="Not given"
          options={MARITAL_OPTIONS}
          {...registered('maritalStatus')}
        />
        <TextInput
          label="Emergency contact name"
          autoComplete="off"
          {...registered('emergencyContactName')}
        />
        <PhoneField control={control} name="emergencyContactPhone" label="Emergency contact phone" />
      </div>
      <div className="form__actions">
        <SubmitButton submitting={mutation.isPending}>Save personal information</SubmitButton>
      </div>
    </FormCard>
  );
}
