import { zodResolver } from '@hookform/resolvers/zod';
import { AddCaseSchema, CASE_CATEGORIES, CASE_PRIORITIES, type AddCase } from '@smartmove/contract';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from '@smartmove/contract';
import { FormCard } from '../../../components/ui/form/form-layout';
import { Select } from '../../../components/ui/form/select';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextInput } from '../../../components/ui/form/text-input';
import { Textarea } from '../../../components/ui/form/textarea';
import { useMutationForm } from '../../../components/ui/form/use-mutation-form';
import { paths } from '../../../config/paths';
import { useAddCaseMutation } from '../api/add-case';
import { fieldsOf } from '../../../components/ui/form/registered-field';

type CaseFormValues = z.input<typeof AddCaseSchema>;
const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const DESCRIPTION_MAX = 4000;

/** Raise a support case: title, category, priority and a description. */
export function CaseForm() {
  const mutation = useAddCaseMutation();
  const navigate = useNavigate();
  const form = useForm<CaseFormValues, unknown, AddCase>({
    resolver: zodResolver(AddCaseSchema),
    defaultValues: { title: '', priority: 'Medium', description: '' },
  });
  const { control } = form;
  const registered = fieldsOf(form);
  const description = useWatch({ control, name: 'description' });

  const onSubmit = useMutationForm({
    form,
    submit: mutation.mutateAsync,
    success: (created) => `Case ${created.reference} raised`,
    onSuccess: () => void navigate(paths.support()),
  });

  return (
    <FormCard title="Raise a case" titleId="case-form-title" busy={mutation.isPending} onSubmit={onSubmit}>
      <p className="form-card__lead">Tell us what is wrong; we answer urgent cases first.</p>
      <TextInput label="Title" autoComplete="off" {...registered('title')} />
      <div className="form__grid form__grid--two">
        <Select
          label="Category"
          placeholder="Select category"
          options={options(CASE_CATEGORIES)}
          {...registered('category')}
        />
        <Select label="Priority" options={options(CASE_PRIORITIES)} {...registered('priority')} />
      </div>
      <Textarea
        label="Description"
        rows={6}
        maxLength={DESCRIPTION_MAX}
        count={description?.length ?? 0}
        {...registered('description')}
      />
      <div className="form__actions">
        <SubmitButton submitting={mutation.isPending}>Raise case</SubmitButton>
      </div>
    </FormCard>
  );
}
