/** What a form needs from the captcha: the current token (undefined until solved and after expiry). */
export interface CaptchaFieldProps {
  onTokenChange: (token: string | undefined) => void;
  /** Changing this number asks for a fresh captcha (after a token was spent or refused). */
  resetSignal: number;
  disabled?: boolean;
  error?: string | undefined;
}

export type CaptchaStatus = 'loading' | 'unsolved' | 'verifying' | 'solved' | 'expired' | 'error';

export const CAPTCHA_STATUS_TEXT: Record<CaptchaStatus, string> = {
  loading: 'Loading the captcha…',
  unsolved: 'Please confirm that you are not a robot to enable Submit.',
  verifying: 'Verifying that you are not a robot…',
  solved: 'Verified: you can submit the form.',
  expired: 'The verification has expired; please verify again.',
  error: 'The verification failed; please try again.',
};
