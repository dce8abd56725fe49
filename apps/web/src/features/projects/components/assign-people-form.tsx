import { PROJECT_MESSAGES, type Project } from '@smartmove/contract';
import { useState } from 'react';
import { Checkbox } from '../../../components/ui/form/checkbox';
import { Form } from '../../../components/ui/form/form-layout';
import { failureMessage } from '../../../components/ui/form/server-errors';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { useMutationAction } from '../../../components/ui/form/use-mutation-action';
import { ErrorState, LoadingState } from '../../../components/ui/query-status';
import { useAssignableEmployeesQuery, useUpdateProjectAssignmentsMutation } from '../api/projects';

/** One checkbox per active employee; "Save assignments" makes the ticked ones the project's people. */
export function AssignPeopleForm({ project, onSaved }: { project: Project; onSaved: () => void }) {
  const employees = useAssignableEmployeesQuery();
  const mutation = useUpdateProjectAssignmentsMutation();
  const [chosen, setChosen] = useState(() => new Set(project.assignees.map((person) => person.id)));
  const save = useMutationAction({
    action: mutation.mutateAsync,
    success: () => `People assigned to ${project.name} saved`,
    onSuccess: onSaved,
  });

  if (employees.isPending) return <LoadingState label="Loading employees…" />;
  if (employees.isError) {
    return <ErrorState message={failureMessage(employees.error)} onRetry={() => void employees.refetch()} />;
  }

  const toggle = (id: string, checked: boolean) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

  // Everyone assigned stays listed (and can be taken off) even beyond the first page of employees.
  const listed = new Set(employees.data.items.map((person) => person.id));
  const people = [
    ...employees.data.items.map((person) => ({ id: person.id, name: person.name })),
    ...project.assignees.filter((person) => !listed.has(person.id)),
  ].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <Form
      busy={mutation.isPending}
      onSubmit={(event) => {
        event.preventDefault();
        void save({ projectId: project.id, userIds: [...chosen] });
      }}
      aria-label={`Assign people to ${project.name}`}
    >
      <fieldset className="form__fieldset">
        <legend>Employees on {project.name}</legend>
        {people.length === 0 ? <p>{PROJECT_MESSAGES.employees}.</p> : null}
        {people.map((person) => (
          <Checkbox
            key={person.id}
            label={person.name}
            checked={chosen.has(person.id)}
            onChange={(event) => toggle(person.id, event.target.checked)}
          />
        ))}
      </fieldset>
      <div className="form__actions">
        <SubmitButton submitting={mutation.isPending}>Save assignments</SubmitButton>
      </div>
    </Form>
  );
}
