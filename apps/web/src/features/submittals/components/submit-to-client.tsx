import { zodResolver } from '@hookform/resolvers/zod';
import { parseBillRate, SUBMITTAL_MESSAGES, z, type SubmittalSource } from '@smartmove/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Form } from '../../../components/ui/form/form-layout';
import { fieldsOf } from '../../../components/ui/form/registered-field';
import { Select } from '../../../components/ui/form/select';
import { failureMessage } from '../../../components/ui/form/server-errors';
import { TextInput } from '../../../components/ui/form/text-input';
import { useMutationForm } from '../../../components/ui/form/use-mutation-form';
import { Modal } from '../../../components/ui/modal';
import { paths } from '../../../config/paths';
import { firstSubmittalOf, useOpenJobsQuery, useSubmitToClientMutation } from '../api/submittals';

const SubmitFormSchema = z.object({
  jobId: z.string().min(1, { error: SUBMITTAL_MESSAGES.job }),
  billRate: z
    .string()
    .refine((text) => parseBillRate(text) !== undefined, { error: SUBMITTAL_MESSAGES.billRate }),
});
type SubmitFormValues = z.infer<typeof SubmitFormSchema>;

/** A refusal the dialog shows above its buttons: its message, and the first submittal of a repeat. */
interface Refusal {
  message: string;
  firstSubmittalId: string | undefined;
}

function SubmitForm({
  candidate,
  onCancel,
}: {
  candidate: { source: SubmittalSource; id: string };
  onCancel: () => void;
}) {
  const jobs = useOpenJobsQuery(true);
  const submit = useSubmitToClientMutation();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<Refusal>();
  const form = useForm<SubmitFormValues>({
    resolver: zodResolver(SubmitFormSchema),
    defaultValues: { jobId: '', billRate: '' },
  });
  const registered = fieldsOf(form);
  const onSubmit = useMutationForm({
    form,
    submit: (values) => {
      setRefusal(undefined);
      return submit.mutateAsync({
        candidate,
        jobId: values.jobId,
        billRate: parseBillRate(values.billRate) ?? 0,
      });
    },
    success: () => 'Submitted. The candidate is asked for consent by e-mail.',
    showError: (error) =>
      setRefusal({ message: failureMessage(error), firstSubmittalId: firstSubmittalOf(error) }),
    onSuccess: (submittal) => void navigate(paths.submittal(submittal.id)),
  });
  const options = (jobs.data?.items ?? []).map((job) => ({
    value: job.id,
    label: job.endClient ? `${job.title} — ${job.endClient}` : job.title,
  }));
  return (
    <Form busy={submit.isPending} onSubmit={(event) => void onSubmit(event)}>
      <p>The candidate is e-mailed the job, the end client and the rate, and is asked to agree first.</p>
      <Select
        label="Job"
        placeholder={jobs.isPending ? 'Loading jobs…' : 'Select a job'}
        options={options}
        {...registered('jobId')}
      />
      <TextInput
        label="Bill rate"
        inputMode="decimal"
        autoComplete="off"
        hint="US dollars per hour, e.g. 95 or 95.50."
        {...registered('billRate')}
      />
      {refusal ? (
        <div className="form__error" role="alert">
          <p>{refusal.message}</p>
          {refusal.firstSubmittalId ? (
            <p>
              <Link to={paths.submittal(refusal.firstSubmittalId)}>Open the first submittal</Link>
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="form__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button button--primary">
          Submit to client
        </button>
      </div>
    </Form>
  );
}

/**
 * "Submit to client" on a candidate's page (docs/product.md#submittals): a dialog asking the job and the bill
 * rate; focus moves into it and back to the button when it closes.
 */
export function SubmitToClient({ candidate }: { candidate: { source: SubmittalSource; id: string } }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--primary"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        Submit to client
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Submit to client">
        <SubmitForm candidate={candidate} onCancel={() => setOpen(false)} />
      </Modal>
    </>
  );
}
