import '../../styles/thread.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { CASE_REPLY_MAX_LENGTH, CaseReplyTextSchema, z } from '@smartmove/contract';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Form } from './form/form-layout';
import { SubmitButton } from './form/submit-button';
import { Textarea } from './form/textarea';
import { useMutationForm } from './form/use-mutation-form';
import { fieldsOf } from './form/registered-field';

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
  const form = useForm<ReplyFormValues, unknown, z.output<typeof ReplyFormSchema>>({
    resolver: zodResolver(ReplyFormSchema),
    defaultValues: { body: '' },
  });
  const { formState, control } = form;
  const registered = fieldsOf(form);
  const body = useWatch({ control, name: 'body' });

  const onSubmit = useMutationForm({
    form,
    submit: (values) => {
      setSent('');
      return onSend(values.body);
    },
    resetTo: () => ({ body: '' }),
    onSuccess: () => setSent('Reply sent.'),
  });

  return (
    <Form busy={formState.isSubmitting} onSubmit={onSubmit} className="reply-form" aria-label={name ?? label}>
      <Textarea
        label={label}
        rows={4}
        maxLength={CASE_REPLY_MAX_LENGTH}
        count={body?.length ?? 0}
        {...registered('body')}
      />
      <SubmitButton submitting={formState.isSubmitting}>Send reply</SubmitButton>
      <p className="reply-form__confirmation" role="status">
        {sent}
      </p>
    </Form>
  );
}
