import { zodResolver } from '@hookform/resolvers/zod';
import { AddProjectSchema, type AddProject, type z } from '@smartmove/contract';
import { useForm } from 'react-hook-form';
import { FormCard } from '../../../components/ui/form/form-layout';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextInput } from '../../../components/ui/form/text-input';
import { useMutationForm } from '../../../components/ui/form/use-mutation-form';
import { useAddProjectMutation } from '../api/projects';
import { fieldsOf } from '../../../components/ui/form/registered-field';

/** "Add project": a new project's name; people are assigned to it from the list below. */
export function AddProjectForm() {
  const mutation = useAddProjectMutation();
  const form = useForm<z.input<typeof AddProjectSchema>, unknown, AddProject>({
    resolver: zodResolver(AddProjectSchema),
    defaultValues: { name: '' },
  });
  const registered = fieldsOf(form);
  const onSubmit = useMutationForm({
    form,
    submit: mutation.mutateAsync,
    success: (project) => `Project ${project.name} added: assign people to it below`,
    resetTo: () => ({ name: '' }),
  });

  return (
    <FormCard title="Add project" titleId="add-project-title" busy={mutation.isPending} onSubmit={onSubmit}>
      <TextInput
        label="Project name"
        autoComplete="off"
        hint="As employees will see it on their time sheets, e.g. Retail analytics."
        {...registered('name')}
      />
      <div className="form__actions">
        <SubmitButton submitting={mutation.isPending}>Add project</SubmitButton>
      </div>
    </FormCard>
  );
}
