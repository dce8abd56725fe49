import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatInterviewStart,
  INTERVIEW_MESSAGES,
  INTERVIEW_TIME_ZONES,
  SUBMITTAL_STATE,
  z,
  type Submittal,
} from '@smartmove/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FactList } from '../../../components/ui/fact-list';
import { Form } from '../../../components/ui/form/form-layout';
import { fieldsOf } from '../../../components/ui/form/registered-field';
import { Select } from '../../../components/ui/form/select';
import { TextInput } from '../../../components/ui/form/text-input';
import { useMutationAction } from '../../../components/ui/form/use-mutation-action';
import { useMutationForm } from '../../../components/ui/form/use-mutation-form';
import { Modal } from '../../../components/ui/modal';
import { useCancelInterviewMutation, useScheduleInterviewMutation } from '../api/submittals';

const emails = (text: string) =>
  text
    .split(/[,;\s]+/)
    .map((address) => address.trim())
    .filter(Boolean);

const InterviewFormSchema = z.object({
  start: z.string().min(1, { error: INTERVIEW_MESSAGES.start }),
  timeZone: z.string().min(1, { error: INTERVIEW_MESSAGES.timeZone }),
  durationMinutes: z.coerce
    .number({ error: INTERVIEW_MESSAGES.duration })
    .int({ error: INTERVIEW_MESSAGES.duration })
    .min(15, { error: INTERVIEW_MESSAGES.duration })
    .max(480, { error: INTERVIEW_MESSAGES.duration }),
  interviewers: z
    .string()
    .refine(
      (text) =>
        emails(text).length > 0 && emails(text).every((address) => z.email().safeParse(address).success),
      { error: INTERVIEW_MESSAGES.interviewers },
    ),
  meetingUrl: z.url({ protocol: /^https?$/, error: INTERVIEW_MESSAGES.meetingUrl }),
});
type InterviewFormInput = z.input<typeof InterviewFormSchema>;
type InterviewFormValues = z.output<typeof InterviewFormSchema>;

/** The wall-clock time of an instant in a zone, as a datetime-local input holds it ("2026-12-14T10:00"). */
function wallClock(instant: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

function InterviewForm({ submittal, onDone }: { submittal: Submittal; onDone: () => void }) {
  const schedule = useScheduleInterviewMutation();
  const current = submittal.interview?.status === 'scheduled' ? submittal.interview : undefined;
  const zone = current?.timeZone ?? browserTimeZone();
  const zones = [...new Set([zone, ...INTERVIEW_TIME_ZONES])];
  const form = useForm<InterviewFormInput, unknown, InterviewFormValues>({
    resolver: zodResolver(InterviewFormSchema),
    defaultValues: current
      ? {
          start: wallClock(current.start, current.timeZone),
          timeZone: current.timeZone,
          durationMinutes: current.durationMinutes,
          interviewers: current.interviewers.join(', '),
          meetingUrl: current.meetingUrl,
        }
      : { start: '', timeZone: zone, durationMinutes: 45, interviewers: '', meetingUrl: '' },
  });
  const registered = fieldsOf(form);
  const onSubmit = useMutationForm({
    form,
    submit: (values) =>
      schedule.mutateAsync({
        submittalId: submittal.id,
        start: values.start,
        timeZone: values.timeZone,
        durationMinutes: values.durationMinutes,
        interviewers: emails(values.interviewers),
        meetingUrl: values.meetingUrl,
      }),
    success: () =>
      current ? 'Interview moved. Everyone invited is told.' : 'Interview scheduled. Invitations sent.',
    onSuccess: onDone,
  });
  return (
    <Form busy={schedule.isPending} onSubmit={(event) => void onSubmit(event)}>
      <div className="form__grid form__grid--two">
        <TextInput label="Start" type="datetime-local" {...registered('start')} />
        <Select
          label="Time zone"
          options={zones.map((value) => ({ value, label: value }))}
          {...registered('timeZone')}
        />
      </div>
      <div className="form__grid form__grid--two">
        <TextInput
          label="Duration (minutes)"
          type="number"
          min={15}
          max={480}
          {...registered('durationMinutes')}
        />
        <TextInput label="Meeting link" type="url" placeholder="https://" {...registered('meetingUrl')} />
      </div>
      <TextInput
        label="Interviewers"
        hint="E-mail addresses, separated by commas."
        autoComplete="off"
        {...registered('interviewers')}
      />
      <div className="form__actions">
        <button type="button" className="button button--secondary" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="button button--primary">
          {current ? 'Move interview' : 'Schedule interview'}
        </button>
      </div>
    </Form>
  );
}

/**
 * A submittal's interview: what is scheduled, in its own time zone, and "Schedule interview" (or, once
 * scheduled, "Move interview" and "Cancel interview", which asks first).
 */
export function InterviewSection({ submittal }: { submittal: Submittal }) {
  const [editing, setEditing] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const cancel = useCancelInterviewMutation();
  const confirmCancel = useMutationAction({
    action: () => cancel.mutateAsync({ submittalId: submittal.id }),
    success: () => 'Interview cancelled. Everyone invited is told.',
    onSettled: () => setCancelling(false),
  });
  const interview = submittal.interview;
  const scheduled = interview?.status === 'scheduled' ? interview : undefined;
  const canSchedule =
    submittal.state === SUBMITTAL_STATE.submittedToClient || submittal.state === SUBMITTAL_STATE.interview;
  if (!canSchedule && !interview) return null;
  return (
    <section aria-labelledby="interview-heading" className="portal-section">
      <h2 id="interview-heading">Interview</h2>
      {interview ? (
        <FactList
          className="record-fields"
          facts={[
            ['When', formatInterviewStart(interview.start, interview.timeZone)],
            ['Duration', `${interview.durationMinutes} minutes`],
            ['Interviewers', interview.interviewers.join(', ')],
            ['Meeting link', interview.meetingUrl],
            ['Status', interview.status === 'scheduled' ? 'Scheduled' : 'Cancelled'],
          ]}
        />
      ) : (
        <p>No interview yet.</p>
      )}
      {canSchedule ? (
        <div className="form__actions">
          <button
            type="button"
            className="button button--primary"
            aria-haspopup="dialog"
            onClick={() => setEditing(true)}
          >
            {scheduled ? 'Move interview' : 'Schedule interview'}
          </button>
          {scheduled ? (
            <button
              type="button"
              className="button button--secondary"
              aria-haspopup="dialog"
              onClick={() => setCancelling(true)}
            >
              Cancel interview
            </button>
          ) : null}
        </div>
      ) : null}
      <Modal
        open={editing}
        onClose={() => setEditing(false)}
        title={scheduled ? 'Move interview' : 'Schedule interview'}
      >
        <InterviewForm submittal={submittal} onDone={() => setEditing(false)} />
      </Modal>
      <ConfirmDialog
        open={cancelling}
        title="Cancel interview?"
        action="Cancel interview"
        busy={cancel.isPending}
        onConfirm={() => void confirmCancel(undefined)}
        onClose={() => setCancelling(false)}
      >
        The candidate and the interviewers are e-mailed that it is cancelled.
      </ConfirmDialog>
    </section>
  );
}
