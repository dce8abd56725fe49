import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, RESUME_MAX_BYTES, VISA_STATUSES } from '@smartmove/contract';
import { Fragment, useCallback, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FileInput } from '../../../components/ui/form/file-input';
import { Form } from '../../../components/ui/form/form-layout';
import { HoneypotField } from '../../../components/ui/form/honeypot-field';
import { PhoneField } from '../../../components/ui/form/phone-input';
import { Select } from '../../../components/ui/form/select';
import { SubmissionReceivedModal } from '../../../components/ui/form/submission-received-modal';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { useMutationForm } from '../../../components/ui/form/use-mutation-form';
import { useInvisibleCaptcha, type RenderCaptcha } from '../../../hooks/use-invisible-captcha';
import { useSession } from '../../../lib/session';
import { submitApplication } from '../api/submit-application';
import {
  ApplyFormSchema,
  EMPTY_APPLICATION,
  type ApplyFormInput,
  type ApplyFormValues,
} from './apply-form-schema';
import { PrivacyNote } from '../../../components/ui/form/privacy-note';
import { LinkedInField, NameEmailFields } from '../../../components/ui/form/person-fields';
import { fieldsOf } from '../../../components/ui/form/registered-field';

const VISA_OPTIONS = VISA_STATUSES.map((status) => ({ value: status.code, label: status.label }));
const RESUME_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Sets some of the form's fields at once (a consultant picked from the partner's bench). */
export type FillApplication = (
  values: Partial<Record<Exclude<keyof ApplyFormInput, 'file'>, string>>,
) => void;

/**
 * The "Apply for job" form (docs/product.md#records to #validation) for the job named by the route. The invisible captcha
 * the route renders solves while the person fills the form and travels with "Apply Now". A partner's
 * "Submit Candidate" uses the same form with a picker above the fields (`renderPicker`) and its own
 * button label.
 */
export function ApplyForm({
  jobName,
  renderCaptcha,
  renderPicker,
  submitLabel = 'Apply Now',
}: {
  jobName: string;
  renderCaptcha: RenderCaptcha;
  renderPicker?: ((fill: FillApplication) => ReactNode) | undefined;
  submitLabel?: string;
}) {
  const signedIn = useSession() !== undefined;
  const captcha = useInvisibleCaptcha();
  const [thanksOpen, setThanksOpen] = useState(false);
  // A partner's candidate already submitted for the job (docs/product.md#possible-duplicates): the API's
  // notice, said in the popup.
  const [notice, setNotice] = useState<string | undefined>();
  // A new picker after each submission, so that it starts empty like the fields.
  const [sentCount, setSentCount] = useState(0);
  const submitRef = useRef<HTMLButtonElement>(null);
  const [honeypot, setHoneypot] = useState('');
  const form = useForm<ApplyFormInput, unknown, ApplyFormValues>({
    resolver: zodResolver(ApplyFormSchema),
    defaultValues: EMPTY_APPLICATION,
  });
  const {
    control,
    setError,
    setValue,
    clearErrors,
    formState: { errors, isSubmitting },
  } = form;
  const registered = fieldsOf(form);

  const onSubmit = useMutationForm({
    form,
    submit: async (values) => {
      const captchaToken = await captcha.takeToken();
      return submitApplication({ ...values, skillPosition: jobName }, { signedIn, honeypot, captchaToken });
    },
    resetTo: () => EMPTY_APPLICATION,
    onSuccess: (result) => {
      setSentCount((count) => count + 1);
      setNotice(result.alreadySubmitted ? result.notice : undefined);
      setThanksOpen(true);
    },
    fieldMap: {
      FirstName: 'FirstName',
      LastName: 'LastName',
      Email: 'Email',
      LinkedIn: 'LinkedIn',
      pro_visastatus: 'pro_visastatus',
      phoneNumber: 'phoneNumber',
      file: 'file',
    },
  });
  const closeThanks = useCallback(() => setThanksOpen(false), []);
  const fill = useCallback<FillApplication>(
    (values) => {
      for (const [field, value] of Object.entries(values) as Array<[keyof typeof values, string]>) {
        setValue(field, value, { shouldDirty: true });
        clearErrors(field);
      }
    },
    [setValue, clearErrors],
  );

  return (
    <>
      <Form busy={isSubmitting} onSubmit={onSubmit} aria-labelledby="apply-form-title">
        {renderPicker ? <Fragment key={sentCount}>{renderPicker(fill)}</Fragment> : null}
        <div className="form__grid form__grid--two">
          <NameEmailFields
            firstName={registered('FirstName')}
            lastName={registered('LastName')}
            email={registered('Email')}
          />
          <PhoneField control={control} name="phoneNumber" label="Mobile" />
          <LinkedInField {...registered('LinkedIn')} />
          <Select
            label="Visa Status"
            placeholder="Select Visa Status"
            options={VISA_OPTIONS}
            {...registered('pro_visastatus')}
          />
          <Controller
            control={control}
            name="file"
            render={({ field }) => (
              <FileInput
                label="Resume"
                name={field.name}
                value={field.value as File | undefined}
                onChange={(file) => {
                  field.onChange(file);
                  if (file) clearErrors('file');
                }}
                onBlur={field.onBlur}
                ref={field.ref}
                accept={RESUME_ACCEPT}
                maxBytes={RESUME_MAX_BYTES}
                onTooLarge={() => setError('file', { type: 'size', message: MESSAGES.apply.resumeTooBig })}
                hint="PDF, DOC or DOCX, up to 50 MB."
                error={errors.file?.message}
                fieldClassName="form__span-all"
              />
            )}
          />
        </div>
        {renderCaptcha(captcha.slotProps)}
        <HoneypotField value={honeypot} onChange={(event) => setHoneypot(event.target.value)} />
        <PrivacyNote purpose="application" />
        <div className="form__actions">
          <SubmitButton ref={submitRef} submitting={isSubmitting}>
            {submitLabel}
          </SubmitButton>
        </div>
      </Form>
      <SubmissionReceivedModal open={thanksOpen} onClose={closeThanks} returnFocusTo={submitRef}>
        {notice ? (
          <span>
            <strong className="modal__notice">{notice}</strong> We will get back to you shortly.
          </span>
        ) : undefined}
      </SubmissionReceivedModal>
    </>
  );
}
