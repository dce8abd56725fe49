import { AUTH_MESSAGES } from '@smartmove/contract';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import type { z } from '@smartmove/contract';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { Form } from '../../../components/ui/form/form-layout';
import { lazyResolver } from '../../../components/ui/form/lazy-resolver';
import { PhoneField } from '../../../components/ui/form/phone-input';
import { useMutationForm } from '../../../components/ui/form/use-mutation-form';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextInput } from '../../../components/ui/form/text-input';
import { paths } from '../../../config/paths';
import { useInvisibleCaptcha, type RenderCaptcha } from '../../../hooks/use-invisible-captcha';
import { sendVerification } from '../api/send-verification';
import { useFocusFirstError } from '../hooks/use-focus-first-error';
import { useSignUpVerification } from '../hooks/use-sign-up-verification';
import { PARTNER } from '../sign-up-roles';
import type { SignUpFormSchema } from '../sign-up-validation';
import { verifiedPhoneOf } from '../verified-phone';
import { CodeVerification } from './code-verification';
import { RoleChoice } from './role-choice';
import '../../../styles/auth.css';
import { PrivacyNote } from '../../../components/ui/form/privacy-note';
import { fieldsOf } from '../../../components/ui/form/registered-field';

type SignUpFormInput = z.input<typeof SignUpFormSchema>;
type SignUpFormValues = z.output<typeof SignUpFormSchema>;

const validation = lazyResolver(() =>
  import('../sign-up-validation').then((module) => module.signUpFormResolver),
);

const EMPTY: SignUpFormInput = {
  name: '',
  email: '',
  userType: '' as SignUpFormInput['userType'],
  companyName: '',
  companyWebsite: '',
  phone: '',
};

/** The API's field names, as this form calls them. */
const FIELD_MAP: Record<string, keyof SignUpFormInput> = {
  name: 'name',
  email: 'email',
  userType: 'userType',
  companyName: 'companyName',
  companyWebsite: 'companyWebsite',
  phoneNo: 'phone',
};

const SIGN_UP_FIELDS = ['name', 'email', 'userType', 'companyName', 'companyWebsite', 'phone'] as const;

type Step = { name: 'details' } | { name: 'code'; details: SignUpFormValues; resendAfterSeconds: number };

/**
 * /sign-up: Full Name, Email, Role (partners also their company), Phone → "Send Code" → "Verify" →
 * the account is created (register-request-token), a partner's company saved (PartnerSignUp), signed in.
 * A phone that has an account is signed in to it once its code is verified (the code is sent alike for
 * every phone). A phone the sign-in screen verified moments ago (it had no account) comes filled in, and
 * "Create Account" needs no code. The invisible captcha the route renders solves meanwhile; each code
 * request spends one token.
 */
export function SignUpForm({ renderCaptcha }: { renderCaptcha: RenderCaptcha }) {
  const titleId = useId();
  const captcha = useInvisibleCaptcha();
  const {
    verifiedPhone,
    verify,
    register: registerVerified,
    rememberVerifiedPhone,
    forgetVerifiedPhone,
  } = useSignUpVerification();
  const [step, setStep] = useState<Step>({ name: 'details' });
  const [alert, setAlert] = useState<string>();
  const handedOver = verifiedPhoneOf(useLocation().state);
  const form = useForm<SignUpFormInput, unknown, SignUpFormValues>({
    resolver: validation.resolver,
    defaultValues: EMPTY,
  });
  const {
    control,
    register,
    setValue,
    setFocus,
    formState: { errors, isSubmitting, isValidating, submitCount },
  } = form;
  const registered = fieldsOf(form);
  useFocusFirstError({ isSubmitting, submitCount, errors }, setFocus, SIGN_UP_FIELDS);
  const isPartner = useWatch({ control, name: 'userType' }) === PARTNER;
  const phone = useWatch({ control, name: 'phone' });
  const phoneVerified = verifiedPhone !== undefined && phone === verifiedPhone;

  // After hydration (the prerendered page knows no navigation state): the phone the sign-in screen verified.
  useEffect(() => {
    if (!handedOver) return;
    rememberVerifiedPhone(handedOver);
    setValue('phone', handedOver);
    setFocus('name');
  }, [handedOver, rememberVerifiedPhone, setValue, setFocus]);

  const onSendCode = useMutationForm({
    form,
    submit: async (details: SignUpFormValues) => {
      if (details.phone === verifiedPhone) {
        await registerVerified(details);
        return undefined;
      }
      return sendVerification(details.phone, await captcha.takeToken());
    },
    onSuccess: (sent, details) => {
      if (sent) setStep({ name: 'code', details, resendAfterSeconds: sent.resendAfterSeconds });
    },
    fieldMap: FIELD_MAP,
    alert: setAlert,
  });

  const backToDetails = () => {
    forgetVerifiedPhone();
    setStep({ name: 'details' });
    setTimeout(() => setFocus('phone'), 0);
  };

  return (
    <section className="form-card auth-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="form-card__title">
        Create your account
      </h2>
      {step.name === 'details' ? (
        <>
          {phoneVerified ? (
            <p className="auth-notice" role="status">
              {AUTH_MESSAGES.noAccount}
            </p>
          ) : (
            <p className="form-card__lead">Employees and partners sign up with their phone number.</p>
          )}
          <Form
            {...validation.formProps({ isSubmitting, isValidating })}
            onSubmit={onSendCode}
            aria-labelledby={titleId}
          >
            <TextInput label="Full Name" autoComplete="name" lettersOnly {...registered('name')} />
            <TextInput label="Email" type="email" autoComplete="email" {...registered('email')} />
            <RoleChoice error={errors.userType?.message} registration={register('userType')} />
            {isPartner ? (
              <div className="auth-partner">
                <TextInput label="Company Name" autoComplete="organization" {...registered('companyName')} />
                <TextInput
                  label="Company Website (optional)"
                  type="url"
                  autoComplete="url"
                  placeholder="https://"
                  {...registered('companyWebsite')}
                />
              </div>
            ) : null}
            <PhoneField
              control={control}
              name="phone"
              label="Phone"
              hint={
                phoneVerified
                  ? 'Verified: no new code is needed.'
                  : 'We will text a verification code to this number.'
              }
            />
            <FormAlert message={alert} />
            <PrivacyNote purpose="account" />
            <div className="form__actions">
              <SubmitButton submitting={isSubmitting}>
                {phoneVerified ? 'Create Account' : 'Send Code'}
              </SubmitButton>
            </div>
          </Form>
          <p className="auth-switch">
            Already have an account? <Link to={paths.signIn()}>Sign in</Link>
          </p>
        </>
      ) : (
        <CodeVerification
          phone={step.details.phone}
          resendAfterSeconds={step.resendAfterSeconds}
          onVerify={(code) => verify(step.details, code)}
          onChangePhone={backToDetails}
          takeCaptchaToken={captcha.takeToken}
        />
      )}
      {renderCaptcha(captcha.slotProps)}
    </section>
  );
}
