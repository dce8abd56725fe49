import { OTP, isLoginSession } from '@smartmove/contract';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from '@smartmove/contract';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { Form } from '../../../components/ui/form/form-layout';
import { lazyResolver } from '../../../components/ui/form/lazy-resolver';
import { PhoneField } from '../../../components/ui/form/phone-input';
import { useMutationForm } from '../../../components/ui/form/use-mutation-form';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { failureMessage } from '../../../components/ui/form/server-errors';
import { paths } from '../../../config/paths';
import { useInvisibleCaptcha, type RenderCaptcha } from '../../../hooks/use-invisible-captcha';
import { cancelPasskeyRequest, PasskeyCeremonyError, passkeyAutofillAvailable } from '../../../lib/passkeys';
import { checkVerification } from '../api/check-verification';
import { signInWithPasskey } from '../api/passkey-sign-in';
import { sendVerification } from '../api/send-verification';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { useFocusFirstError } from '../hooks/use-focus-first-error';
import type { SignInFormSchema } from '../sign-in-validation';
import type { VerifiedPhoneState } from '../verified-phone';
import { CodeVerification } from './code-verification';
import '../../../styles/auth.css';

type PhoneForm = z.infer<typeof SignInFormSchema>;
const validation = lazyResolver(() =>
  import('../sign-in-validation').then((module) => module.signInFormResolver),
);
const PHONE_FIELDS = ['phone'] as const;

type Step = { name: 'phone' } | { name: 'code'; phone: string; resendAfterSeconds: number };

/**
 * /sign-in: phone → "Send Code" → the SMS code → "Verify" → the remembered page or the dashboard. The code
 * is sent alike whether or not the phone has an account; a verified phone without one goes on to /sign-up,
 * which creates its account without another code. The invisible captcha the route renders solves meanwhile;
 * each code request spends one token. Or "Sign in with a passkey", or a passkey picked in the phone field's
 * autofill where the browser offers it (the passkey code loads only then).
 */
export function SignInForm({ renderCaptcha }: { renderCaptcha: RenderCaptcha }) {
  const titleId = useId();
  const captcha = useInvisibleCaptcha();
  const completeLogin = useCompleteLogin();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ name: 'phone' });
  const [alert, setAlert] = useState<string>();
  const form = useForm<PhoneForm>({ resolver: validation.resolver, defaultValues: { phone: '' } });
  const {
    control,
    setFocus,
    formState: { errors, isSubmitting, isValidating, submitCount },
  } = form;
  useFocusFirstError({ isSubmitting, submitCount, errors }, setFocus, PHONE_FIELDS);
  const [passkeyBusy, setPasskeyBusy] = useState(false);

  // Passkey autofill: a request that waits for the person to pick a passkey in the phone field's autofill.
  useEffect(() => {
    let active = true;
    void (async () => {
      if (!(await passkeyAutofillAvailable()) || !active) return;
      try {
        const session = await signInWithPasskey(true);
        if (active && session) completeLogin(session);
      } catch (error) {
        // Replaced by "Sign in with a passkey", the page gone, or no passkey for this site here: nothing to
        // say. What the server says of a passkey the person picked (not recognised, account not active) shows.
        if (!active || error instanceof PasskeyCeremonyError) return;
        setAlert(passkeyFailure(error));
      }
    })();
    return () => {
      active = false;
      cancelPasskeyRequest();
    };
  }, [completeLogin]);

  async function onPasskeySignIn() {
    setAlert(undefined);
    setPasskeyBusy(true);
    try {
      const session = await signInWithPasskey();
      if (session) completeLogin(session);
    } catch (error) {
      setAlert(passkeyFailure(error));
    } finally {
      setPasskeyBusy(false);
    }
  }

  const onSendCode = useMutationForm({
    form,
    submit: async ({ phone }: PhoneForm) => sendVerification(phone, await captcha.takeToken()),
    onSuccess: (sent, { phone }) => {
      setStep({ name: 'code', phone, resendAfterSeconds: sent.resendAfterSeconds });
    },
    fieldMap: { phoneNo: 'phone' },
    alert: setAlert,
  });

  async function verify(phone: string, code: string) {
    const result = await checkVerification(phone, code);
    if (isLoginSession(result)) {
      completeLogin(result);
      return;
    }
    // The code was right but the phone has no account: it may register for a few minutes, on /sign-up.
    const state: VerifiedPhoneState = { verifiedPhone: phone };
    await navigate(paths.signUp(), { state });
  }

  return (
    <section className="form-card auth-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="form-card__title">
        Welcome back
      </h2>
      {step.name === 'phone' ? (
        <>
          <p className="form-card__lead">We will text you a {OTP.length}-digit verification code.</p>
          <Form
            {...validation.formProps({ isSubmitting, isValidating })}
            onSubmit={onSendCode}
            aria-labelledby={titleId}
          >
            <PhoneField control={control} name="phone" label="Phone" autoComplete="username webauthn" />
            <FormAlert message={alert} />
            <div className="form__actions">
              <SubmitButton submitting={isSubmitting}>Send Code</SubmitButton>
            </div>
          </Form>
          <div className="auth-passkey">
            <button
              type="button"
              className="button button--secondary"
              aria-busy={passkeyBusy}
              disabled={passkeyBusy}
              onClick={() => void onPasskeySignIn()}
            >
              {passkeyBusy ? 'Waiting for your passkey…' : 'Sign in with a passkey'}
            </button>
          </div>
          <p className="auth-switch">
            No account yet? <Link to={paths.signUp()}>Sign up</Link>
          </p>
        </>
      ) : (
        <CodeVerification
          phone={step.phone}
          resendAfterSeconds={step.resendAfterSeconds}
          onVerify={(code) => verify(step.phone, code)}
          takeCaptchaToken={captcha.takeToken}
          onChangePhone={() => {
            setStep({ name: 'phone' });
            // The phone step renders again first; then its input takes the focus back.
            setTimeout(() => setFocus('phone'), 0);
          }}
        />
      )}
      {renderCaptcha(captcha.slotProps)}
    </section>
  );
}

/** A passkey sign-in that failed: cancelled, not recognised, or the account's state, as the server says it. */
function passkeyFailure(error: unknown): string {
  return error instanceof PasskeyCeremonyError ? error.message : failureMessage(error);
}
