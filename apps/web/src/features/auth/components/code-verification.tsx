import { AUTH_MESSAGES, OTP, PHONE_METADATA } from '@smartmove/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { formatPhoneNumberIntl } from 'react-phone-number-input/core';
import type { z } from '@smartmove/contract';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { Form } from '../../../components/ui/form/form-layout';
import { lazyResolver } from '../../../components/ui/form/lazy-resolver';
import { failureMessage } from '../../../components/ui/form/server-errors';
import { useMutationForm } from '../../../components/ui/form/use-mutation-form';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextInput } from '../../../components/ui/form/text-input';
import { sendVerification } from '../api/send-verification';
import { useCountdown } from '../hooks/use-countdown';
import { useFocusFirstError } from '../hooks/use-focus-first-error';
import type { CodeFormSchema } from '../code-verification-validation';
import '../../../styles/auth.css';

type CodeForm = z.infer<typeof CodeFormSchema>;
const validation = lazyResolver(() =>
  import('../code-verification-validation').then((module) => module.codeFormResolver),
);
const CODE_FIELDS = ['code'] as const;

/** Digits only, at most six: a pasted "Your code is 123 456" becomes "123456". */
function toCodeDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, OTP.length);
}

export interface CodeVerificationProps {
  phone: string;
  /** Seconds the server asked to wait before another code (at least the 30-second cooldown). */
  resendAfterSeconds: number;
  /** Checks the code; throws ApiRequestError with the server's reason when it is refused. */
  onVerify: (code: string) => Promise<void>;
  onChangePhone: () => void;
  /** The invisible captcha's token for "Resend Code" (SendVerification needs one each time). */
  takeCaptchaToken: () => Promise<string>;
}

/** Step two of sign-in and sign-up: the code from the SMS, Verify, and a resend with a countdown. */
export function CodeVerification({
  phone,
  resendAfterSeconds,
  onVerify,
  onChangePhone,
  takeCaptchaToken,
}: CodeVerificationProps) {
  const headingId = useId();
  const codeRef = useRef<HTMLInputElement | null>(null);
  const [notice, setNotice] = useState<string>(
    `${AUTH_MESSAGES.codeSent}: ${formatPhoneNumberIntl(phone, PHONE_METADATA) || phone}.`,
  );
  const [alert, setAlert] = useState<string>();
  const [resending, setResending] = useState(false);
  const { secondsLeft, start } = useCountdown();
  const form = useForm<CodeForm>({ resolver: validation.resolver, defaultValues: { code: '' } });
  const {
    control,
    setFocus,
    reset,
    formState: { errors, isSubmitting, isValidating, submitCount },
  } = form;
  useFocusFirstError({ isSubmitting, submitCount, errors }, setFocus, CODE_FIELDS);

  useEffect(() => {
    start(Math.max(OTP.resendCooldownSeconds, resendAfterSeconds));
    codeRef.current?.focus();
  }, [start, resendAfterSeconds]);

  const onSubmit = useMutationForm({
    form,
    submit: ({ code }: CodeForm) => onVerify(code),
    fieldMap: { code: 'code' },
    alert: setAlert,
  });

  async function resend() {
    setAlert(undefined);
    setResending(true);
    try {
      const sent = await sendVerification(phone, await takeCaptchaToken());
      reset({ code: '' });
      setNotice(`We sent a new code to ${formatPhoneNumberIntl(phone, PHONE_METADATA) || phone}.`);
      start(Math.max(OTP.resendCooldownSeconds, sent.resendAfterSeconds));
      codeRef.current?.focus();
    } catch (error) {
      setAlert(failureMessage(error));
    } finally {
      setResending(false);
    }
  }

  return (
    <div className="auth-code" aria-labelledby={headingId} role="group">
      <h2 id={headingId} className="auth-step__title">
        Check your messages
      </h2>
      <p className="auth-notice" role="status">
        {notice}
      </p>
      <Form
        {...validation.formProps({ isSubmitting, isValidating })}
        onSubmit={onSubmit}
        aria-labelledby={headingId}
      >
        <Controller
          control={control}
          name="code"
          render={({ field }) => (
            <TextInput
              label="Verification Code"
              name={field.name}
              value={field.value}
              onChange={(event) => field.onChange(toCodeDigits(event.target.value))}
              onBlur={field.onBlur}
              ref={(element) => {
                field.ref(element);
                codeRef.current = element;
              }}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              className="auth-code__input"
              hint={`The ${OTP.length}-digit code from the SMS. It is valid for ${OTP.ttlSeconds / 60} minutes.`}
              error={errors.code?.message}
            />
          )}
        />
        <FormAlert message={alert} />
        <div className="form__actions">
          <SubmitButton submitting={isSubmitting}>Verify</SubmitButton>
        </div>
      </Form>
      <div className="auth-code__more">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void resend()}
          disabled={secondsLeft > 0 || resending || isSubmitting}
        >
          {secondsLeft > 0 ? `Resend Code in ${secondsLeft}s` : 'Resend Code'}
        </button>
        <button type="button" className="auth-link-button" onClick={onChangePhone} disabled={isSubmitting}>
          Use a different phone number
        </button>
      </div>
    </div>
  );
}
