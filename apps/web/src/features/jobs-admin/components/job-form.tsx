import { zodResolver } from '@hookform/resolvers/zod';
import {
  JOB_LIMITS,
  JobFormSchema,
  type AdminJob,
  type JobForm,
  type JobFormInput,
} from '@smartmove/contract';
import { useForm, useWatch } from 'react-hook-form';
import { Checkbox } from '../../../components/ui/form/checkbox';
import { Form } from '../../../components/ui/form/form-layout';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextInput } from '../../../components/ui/form/text-input';
import { Textarea } from '../../../components/ui/form/textarea';
import { useMutationForm } from '../../../components/ui/form/use-mutation-form';
import { Select } from '../../../components/ui/form/select';
import { useAddJobMutation, useClientNamesQuery, useUpdateJobMutation } from '../api/jobs-admin';
import { fieldsOf } from '../../../components/ui/form/registered-field';

const EMPTY: JobFormInput = {
  title: '',
  location: '',
  description: '',
  skills: '',
  rate: '',
  remote: false,
  clientId: '',
  endClient: '',
};

function valuesOf(job: AdminJob): JobFormInput {
  const { title, location, description, skills, rate, remote, endClient } = job;
  return { title, location, description, skills, rate, remote, clientId: job.clientId ?? '', endClient };
}

/**
 * "New job" and its edit: Job title, Location, Description, Skills, Rate, Client (one of the firm's clients) or
 * else End client (a name only), Remote, checked with the contract's schema (the server checks it again and
 * its field errors land on the same fields).
 */
export function JobFormPanel({ job, onSaved }: { job?: AdminJob | undefined; onSaved: () => void }) {
  const add = useAddJobMutation();
  const update = useUpdateJobMutation();
  const busy = add.isPending || update.isPending;
  const form = useForm<JobFormInput, unknown, JobForm>({
    resolver: zodResolver(JobFormSchema),
    defaultValues: job ? valuesOf(job) : EMPTY,
  });
  const { control } = form;
  const registered = fieldsOf(form);
  const description = useWatch({ control, name: 'description' }) ?? '';
  const clientId = useWatch({ control, name: 'clientId' }) ?? '';
  const clients = useClientNamesQuery();
  const clientOptions = (clients.data?.items ?? []).map((client) => ({
    value: client.id,
    label: client.name,
  }));

  const onSubmit = useMutationForm({
    form,
    submit: (values) => (job ? update.mutateAsync({ ...values, id: job.id }) : add.mutateAsync(values)),
    success: (saved) => (job ? `${saved.title} saved` : `${saved.title} posted`),
    onSuccess: onSaved,
  });

  return (
    <Form busy={busy} onSubmit={onSubmit} aria-label={job ? 'Edit job' : 'New job'}>
      <div className="form__grid form__grid--two">
        <TextInput
          label="Job title"
          autoComplete="off"
          maxLength={JOB_LIMITS.titleMax}
          {...registered('title')}
        />
        <TextInput
          label="Location"
          autoComplete="off"
          placeholder="Seattle, WA"
          maxLength={JOB_LIMITS.locationMax}
          {...registered('location')}
        />
      </div>
      <Textarea
        label="Description"
        rows={6}
        maxLength={JOB_LIMITS.descriptionMax}
        count={description.length}
        {...registered('description')}
      />
      <div className="form__grid form__grid--two">
        <TextInput
          label="Skills"
          autoComplete="off"
          placeholder="Python, SQL, AWS"
          hint="Separate skills with commas."
          maxLength={JOB_LIMITS.skillsMax}
          {...registered('skills')}
        />
        <TextInput
          label="Rate"
          autoComplete="off"
          placeholder="$75/hr C2C"
          maxLength={JOB_LIMITS.rateMax}
          {...registered('rate')}
        />
      </div>
      <div className="form__grid form__grid--two">
        {/* Mounted once the choices are there, so that an edited job's client shows selected. */}
        {clients.data ? (
          <Select
            label="Client"
            placeholder="No client"
            options={clientOptions}
            hint="Candidates submitted for this job count for this client: the same person to the same client within 90 days is refused."
            {...registered('clientId')}
          />
        ) : (
          <p className="field__hint">
            {clients.isError ? 'The clients could not be loaded.' : 'Loading clients…'}
          </p>
        )}
        {clientId === '' ? (
          <TextInput
            label="End client"
            autoComplete="off"
            hint="The name candidates read when the client is not in the list; repeats then count for this job only."
            maxLength={JOB_LIMITS.endClientMax}
            {...registered('endClient')}
          />
        ) : null}
      </div>
      <Checkbox label="Remote" {...registered('remote')} />
      <div className="form__actions">
        <SubmitButton submitting={busy}>{job ? 'Save job' : 'Post job'}</SubmitButton>
      </div>
    </Form>
  );
}
