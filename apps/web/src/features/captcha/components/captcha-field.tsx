import type { CaptchaVariant } from '@smartmove/contract';
import { useState } from 'react';
import { FieldError } from '../../../components/ui/form/field';
import { useCaptchaConfig } from '../api/get-captcha-config';
import { AltchaCaptcha } from './altcha-captcha';
import { CAPTCHA_STATUS_TEXT, type CaptchaFieldProps, type CaptchaStatus } from './captcha-types';
import { Recaptcha } from './recaptcha';

/**
 * The captcha of docs/product.md#captcha: self-hosted ALTCHA by default, Google reCAPTCHA v2 when the server is
 * configured for it; normal or invisible variant, language en. Reports the token (undefined until
 * solved and again after expiry) and says in words what state it is in. `variant` overrides the
 * configured one: the sign-in, sign-up and apply forms always solve it invisibly, and then only a
 * failure is shown.
 */
export function CaptchaField({ variant, ...props }: CaptchaFieldProps & { variant?: CaptchaVariant }) {
  const config = useCaptchaConfig();
  const [status, setStatus] = useState<CaptchaStatus>('loading');
  const failed = config.isError || status === 'error';
  const statusText = config.isError
    ? 'The captcha could not be loaded; please reload the page.'
    : CAPTCHA_STATUS_TEXT[status];
  const quiet = variant === 'invisible' && !failed;

  return (
    <div
      className={quiet ? 'captcha captcha--invisible' : 'captcha'}
      {...(quiet ? {} : { role: 'group', 'aria-label': 'Verification' })}
    >
      {config.data?.provider === 'altcha' ? (
        <AltchaCaptcha
          {...props}
          challengeUrl={config.data.challengeUrl}
          variant={variant ?? config.data.variant}
          language={config.data.language}
          onStatusChange={setStatus}
        />
      ) : null}
      {config.data?.provider === 'recaptcha' ? (
        <Recaptcha
          {...props}
          siteKey={config.data.siteKey}
          variant={variant ?? config.data.variant}
          language={config.data.language}
          onStatusChange={setStatus}
        />
      ) : null}
      {quiet ? null : (
        <p className="captcha__status" role="status">
          {statusText}
        </p>
      )}
      <FieldError id="captcha-error" error={props.error} />
    </div>
  );
}
