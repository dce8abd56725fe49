import {
  CONSULTATION_DESCRIPTION_MAX,
  CONSULTATION_PROJECTS,
  SUCCESS_MESSAGES,
  type ConsultationForm as ConsultationFormValues,
  type ConsultationProject,
} from '@smartmove/contract';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import type { ConsultationFormSchema, z } from '@smartmove/contract';
import { Checkbox } from '../../../components/ui/form/checkbox';
import { Form } from '../../../components/ui/form/form-layout';
import { HoneypotField } from '../../../components/ui/form/honeypot-field';
import { lazyResolver } from '../../../components/ui/form/lazy-resolver';
import { PhoneField } from '../../../components/ui/form/phone-input';
import { Select } from '../../../components/ui/form/select';
import { applyServerFieldErrors, failureMessage } from '../../../components/ui/form/server-errors';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextInput } from '../../../components/ui/form/text-input';
import { Textarea } from '../../../components/ui/form/textarea';
import { useMutationForm } from '../../../components/ui/form/use-mutation-form';
import { ApiRequestError } from '../../../lib/api-client';
import { notifyError } from '../../../lib/toast';
import { PrivacyNote } from '../../../components/ui/form/privacy-note';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { fieldsOf } from '../../../components/ui/form/registered-field';

/** The form before validation: no project chosen yet, terms not yet accepted. */
type ConsultationFormInput = Omit<z.input<typeof ConsultationFormSchema>, 'project' | 'terms'> & {
  project: ConsultationProject | '';
  terms: boolean;
};

const EMPTY: ConsultationFormInput = {
  fullName: '',
  mobile: '',
  workEmail: '',
  position: '',
  description: '',
  project: '',
  terms: false,
};

// The schema refuses the empty project and unticked terms that the input type allows.
const validation = lazyResolver<ConsultationFormInput, unknown, ConsultationFormValues>(() =>
  import('../consultation-validation').then(
    (module) =>
      module.consultationFormResolver as Resolver<ConsultationFormInput, unknown, ConsultationFormValues>,
  ),
);

const PROJECT_OPTIONS = CONSULTATION_PROJECTS.map((project) => ({ value: project, label: project }));

/** The captcha the route composes into the form (features do not import each other). */
export type RenderCaptcha = (props: {
  onTokenChange: (token: string | undefined) => void;
  resetSignal: number;
  error?: string | undefined;
}) => ReactNode;

/**
 * The "Let's partner up" form (docs/product.md#pages to #validation): Submit stays disabled until the captcha is
 * solved (and again after it expires); a "Processing" overlay covers the call; on success the
 * message replaces the form until Close.
 */
export function ConsultationForm({ renderCaptcha }: { renderCaptcha: RenderCaptcha }) {
  const [captchaToken, setCaptchaToken] = useState<string | undefined>(undefined);
  const [captchaReset, setCaptchaReset] = useState(0);
  const [captchaError, setCaptchaError] = useState<string | undefined>(undefined);
  const [submitted, setSubmitted] = useState(false);
  const [honeypot, setHoneypot] = useState('');
  const successRef = useRef<HTMLHeadingElement>(null);
  const formTitleRef = useRef<HTMLHeadingElement>(null);
  const returningFromSuccess = useRef(false);
  const form = useForm<ConsultationFormInput, unknown, ConsultationFormValues>({
    resolver: validation.resolver,
    defaultValues: EMPTY,
  });
  const {
    control,
    setError,
    formState: { isSubmitting, isValidating },
  } = form;
  const registered = fieldsOf(form);
  const description = useWatch({ control, name: 'description' }) ?? '';

  useEffect(() => {
    if (submitted) successRef.current?.focus();
    else if (returningFromSuccess.current) {
      returningFromSuccess.current = false;
      formTitleRef.current?.focus();
    }
  }, [submitted]);

  const onTokenChange = (token: string | undefined) => {
    setCaptchaToken(token);
    if (token) setCaptchaError(undefined);
  };

  const onSubmit = useMutationForm({
    form,
    ready: () => captchaToken !== undefined,
    submit: async (values) => {
      // The call and its response schema load with the first submission, not with the page.
      const { requestConsultation, toConsultationMessage } = await import('../api/request-consultation');
      await requestConsultation(toConsultationMessage(values, honeypot), captchaToken ?? '');
    },
    resetTo: () => EMPTY,
    onSuccess: () => {
      setCaptchaToken(undefined);
      setCaptchaReset((count) => count + 1);
      setSubmitted(true);
    },
    // The toast comes even when fields show the server's errors: the captcha may need solving again.
    showError: (error) => {
      applyServerFieldErrors(error, setError, {
        pro_firstname: 'fullName',
        pro_PhoneNo: 'mobile',
        pro_email: 'workEmail',
        pro_position: 'position',
        pro_message: 'description',
        pro_project: 'project',
      });
      const captchaProblem = error instanceof ApiRequestError ? error.errors.captcha : undefined;
      if (captchaProblem) {
        setCaptchaError(captchaProblem);
        setCaptchaToken(undefined);
        setCaptchaReset((count) => count + 1);
      }
      notifyError(failureMessage(error));
    },
  });

  if (submitted) {
    return (
      <section className="form-card success-panel" aria-labelledby="consultation-success">
        <p className="success-panel__icon" aria-hidden="true">
          ✓
        </p>
        <h2 id="consultation-success" ref={successRef} tabIndex={-1} className="success-panel__text">
          {SUCCESS_MESSAGES.consultation}
        </h2>
        <p>Our team will contact you within one business day.</p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            returningFromSuccess.current = true;
            setSubmitted(false);
          }}
        >
          Close
        </button>
      </section>
    );
  }

  return (
    <section className="form-card" aria-labelledby="consultation-form-title">
      <h2 id="consultation-form-title" ref={formTitleRef} tabIndex={-1} className="form-card__title">
        Let&apos;s partner up
      </h2>
      <p className="form-card__lead">Tell us about your project. All fields are required.</p>
      <Form
        {...validation.formProps({ isSubmitting, isValidating })}
        onSubmit={onSubmit}
        aria-labelledby="consultation-form-title"
      >
        <div className="form__grid form__grid--two">
          <TextInput label="Full Name" autoComplete="name" lettersOnly {...registered('fullName')} />
          <PhoneField control={control} name="mobile" label="Mobile" />
          <TextInput label="Work Email" type="email" autoComplete="work email" {...registered('workEmail')} />
          <TextInput label="Position" autoComplete="organization-title" {...registered('position')} />
          <Textarea
            label="Description"
            maxLength={CONSULTATION_DESCRIPTION_MAX}
            count={description.length}
            fieldClassName="form__span-all"
            {...registered('description')}
          />
          <Select
            label="Project"
            placeholder="Select Project"
            options={PROJECT_OPTIONS}
            {...registered('project')}
          />
        </div>
        <Checkbox
          label={
            <Link to={paths.terms()} target="_blank" rel="noopener">
              Terms &amp; Conditions
            </Link>
          }
          hint="I agree to be contacted by SmartMove about my request and accept the terms of the free consultation."
          {...registered('terms')}
        />
        {renderCaptcha({ onTokenChange, resetSignal: captchaReset, error: captchaError })}
        <HoneypotField value={honeypot} onChange={(event) => setHoneypot(event.target.value)} />
        <PrivacyNote purpose="inquiry" />
        <div className="form__actions">
          <SubmitButton submitting={isSubmitting} disabled={!captchaToken}>
            Submit
          </SubmitButton>
        </div>
      </Form>
      {isSubmitting ? (
        <div className="processing-overlay" role="status" aria-live="assertive">
          <span className="spinner" aria-hidden="true" />
          Processing
        </div>
      ) : null}
    </section>
  );
}
