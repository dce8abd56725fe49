import type { CaptchaVariant } from '@smartmove/contract';
import type {} from 'altcha/types/react';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import { useEffect, useRef, useState, type Ref } from 'react';
import type { CaptchaFieldProps, CaptchaStatus } from './captcha-types';

interface AltchaCaptchaProps extends CaptchaFieldProps {
  challengeUrl: string;
  variant: CaptchaVariant;
  language: string;
  onStatusChange: (status: CaptchaStatus) => void;
}

const STATE_TO_STATUS: Record<string, CaptchaStatus> = {
  unverified: 'unsolved',
  verifying: 'verifying',
  verified: 'solved',
  expired: 'expired',
  error: 'error',
  code: 'verifying',
};

/**
 * The self-hosted ALTCHA proof-of-work widget. Its script is loaded here only, so only the page that
 * shows a captcha downloads it. Normal variant: a visible "I'm not a robot" box; invisible: it solves
 * in the background as soon as the page loads (and again after expiry).
 */
export function AltchaCaptcha({
  challengeUrl,
  variant,
  language,
  onTokenChange,
  onStatusChange,
  resetSignal,
}: AltchaCaptchaProps) {
  const [loaded, setLoaded] = useState(false);
  const widgetRef = useRef<AltchaWidgetElement | null>(null);
  const callbacks = useRef({ onTokenChange, onStatusChange });
  useEffect(() => {
    callbacks.current = { onTokenChange, onStatusChange };
  });

  useEffect(() => {
    let active = true;
    void import('altcha').then(
      () => active && setLoaded(true),
      () => active && callbacks.current.onStatusChange('error'),
    );
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => {
    const widget = widgetRef.current;
    if (!loaded || !widget) return;
    const onState = (event: Event) => {
      const state = (event as CustomEvent<{ state: string; payload?: string }>).detail.state;
      const status = STATE_TO_STATUS[state] ?? 'unsolved';
      callbacks.current.onStatusChange(status);
      if (status !== 'solved') callbacks.current.onTokenChange(undefined);
      // The invisible variant has no box to tick: solve a fresh challenge after expiry.
      if (status === 'expired' && variant === 'invisible') void widget.verify();
    };
    const onVerified = (event: Event) => {
      callbacks.current.onTokenChange((event as CustomEvent<{ payload: string }>).detail.payload);
      callbacks.current.onStatusChange('solved');
    };
    widget.addEventListener('statechange', onState);
    widget.addEventListener('verified', onVerified);
    callbacks.current.onStatusChange(variant === 'invisible' ? 'verifying' : 'unsolved');
    return () => {
      widget.removeEventListener('statechange', onState);
      widget.removeEventListener('verified', onVerified);
    };
  }, [loaded, variant]);

  // A spent or refused token: start over with a fresh challenge.
  useEffect(() => {
    const widget = widgetRef.current;
    if (resetSignal === 0 || !widget || typeof widget.reset !== 'function') return;
    widget.reset();
    callbacks.current.onTokenChange(undefined);
    if (variant === 'invisible') void widget.verify();
  }, [resetSignal, variant]);

  if (!loaded) return null;
  return (
    <altcha-widget
      ref={widgetRef as Ref<HTMLElement>}
      challenge={challengeUrl}
      language={language}
      display={variant === 'invisible' ? 'invisible' : 'standard'}
      auto={variant === 'invisible' ? 'onload' : 'off'}
      name="altcha"
    />
  );
}
