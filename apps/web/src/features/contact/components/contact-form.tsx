import type { ContactForm as ContactFormValues } from '@smartmove/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { Form } from '../../../components/ui/form/form-layout';
import { HoneypotField } from '../../../components/ui/form/honeypot-field';
import { lazyResolver } from '../../../components/ui/form/lazy-resolver';
import { SubmissionReceivedModal } from '../../../components/ui/form/submission-received-modal';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { Textarea } from '../../../components/ui/form/textarea';
import { useMutationForm } from '../../../components/ui/form/use-mutation-form';
import { PrivacyNote } from '../../../components/ui/form/privacy-note';
import { NameEmailFields } from '../../../components/ui/form/person-fields';
import { CONSULTANT_QUERY } from '../../../config/paths';
import { fieldsOf } from '../../../components/ui/form/registered-field';

const validation = lazyResolver(() =>
  import('../contact-form-validation').then((module) => module.contactFormResolver),
);

const EMPTY: ContactFormValues = { pro_firstname: '', pro_lastname: '', pro_email: '', pro_message: '' };

/** The message a visitor starts from when they come from a consultant's "Submit Candidate". */
function consultantMessage(consultant: string): string {
  return `I am interested in your consultant ${consultant}. Please send me the full profile and their availability.`;
}

/** The "Drop us a line" form: POST /CRM/AddContactUs with pro_messagetype 166110000. */
export function ContactForm() {
  const [thanksOpen, setThanksOpen] = useState(false);
  const submitRef = useRef<HTMLButtonElement>(null);
  const [honeypot, setHoneypot] = useState('');
  const form = useForm<ContactFormValues>({ resolver: validation.resolver, defaultValues: EMPTY });
  const {
    formState: { isSubmitting, isValidating },
    setValue,
    getValues,
  } = form;
  const registered = fieldsOf(form);

  // From the hot list's "Submit Candidate": the message names the consultant (the page is prerendered
  // without it, so it is filled in once the page runs). Whatever the visitor typed is kept.
  const [searchParams] = useSearchParams();
  const consultant = searchParams.get(CONSULTANT_QUERY)?.trim().slice(0, 300);
  useEffect(() => {
    if (consultant && !getValues('pro_message')) setValue('pro_message', consultantMessage(consultant));
  }, [consultant, getValues, setValue]);

  const onSubmit = useMutationForm({
    form,
    submit: async (values) => {
      // The call and its response schema load with the first submission, not with the page.
      const { addContactUs, toContactMessage } = await import('../api/add-contact-us');
      return addContactUs(toContactMessage(values, honeypot));
    },
    resetTo: () => EMPTY,
    onSuccess: () => setThanksOpen(true),
    fieldMap: {
      pro_firstname: 'pro_firstname',
      pro_lastname: 'pro_lastname',
      pro_email: 'pro_email',
      pro_message: 'pro_message',
    },
  });
  const closeThanks = useCallback(() => setThanksOpen(false), []);

  return (
    <section className="form-card" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="form-card__title">
        Drop us a line
      </h2>
      <p className="form-card__lead">Tell us what you are working on; we answer within one business day.</p>
      <Form
        {...validation.formProps({ isSubmitting, isValidating })}
        onSubmit={onSubmit}
        aria-labelledby="contact-form-title"
      >
        <div className="form__grid form__grid--two">
          <NameEmailFields
            firstName={registered('pro_firstname')}
            lastName={registered('pro_lastname')}
            email={registered('pro_email')}
            emailFieldClassName="form__span-all"
          />
          <Textarea label="Message" fieldClassName="form__span-all" {...registered('pro_message')} />
        </div>
        <HoneypotField value={honeypot} onChange={(event) => setHoneypot(event.target.value)} />
        <PrivacyNote purpose="inquiry" />
        <div className="form__actions">
          <SubmitButton ref={submitRef} submitting={isSubmitting}>
            Send Message
          </SubmitButton>
        </div>
      </Form>
      <SubmissionReceivedModal open={thanksOpen} onClose={closeThanks} returnFocusTo={submitRef} />
    </section>
  );
}
