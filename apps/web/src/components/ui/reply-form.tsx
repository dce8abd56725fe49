import '../../styles/thread.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { CASE_REPLY_MAX_LENGTH, CaseReplyTextSchema, z } from '@smartmove/contract';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Form } from './form/form-layout';
import { showSubmitError } from './form/server-errors';
import { SubmitButton } from './form/submit-button';
import { Textarea } from './form/textarea';

const ReplyFormSchema = z.object({ body: CaseReplyTextSchema });
type ReplyFormValues = z.input<typeof ReplyFormSchema>;

/**
 * A "Reply" box with a "Send reply" button, validated with the contract's reply schema (the server checks
 * again and its field error lands on the box). Cleared once the reply is sent.
 */
export function ReplyForm({
  onSend,
  label = 'Reply',
  name,
}: {
  onSend: (body: string) => Promise<unknown>;
  label?: string;
  /** Names the form for assistive technology (e.g. "Reply to CS-…"). */
  name?: string;
}) {
  const [sent, setSent] = useState('');
  const { register, handleSubmit, formState, control, setError, reset } = useForm<
    ReplyFormValues,
    unknown,
    z.output<typeof ReplyFormSchema>
  >({ resolver: zodResolver(ReplyFormSchema), defaultValues: { body: '' } });
  const body = useWatch({ control, name: 'body' });

  const onSubmit = handleSubmit(async (values) => {
    setSent('');
    try {
      await onSend(values.body);
      reset({ body: '' });
      setSent('Reply sent.');
    } catch (error) {
      showSubmitError(error, setError);
    }
  });

  return (
    <Form busy={formState.isSubmitting} onSubmit={onSubmit} className="reply-form" aria-label={name ?? label}>
      <Textarea
        label={label}
        rows={4}
        maxLength={CASE_REPLY_MAX_LENGTH}
        count={body?.length ?? 0}
        error={formState.errors.body?.message}
        {...register('body')}
      />
      <SubmitButton submitting={formState.isSubmitting}>Send reply</SubmitButton>
      <p className="reply-form__confirmation" role="status">
        {sent}
      </p>
    </Form>
  );
}
