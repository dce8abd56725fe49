import type { CaptchaVariant } from '@smartmove/contract';
import { useEffect, useRef } from 'react';
import type { CaptchaFieldProps, CaptchaStatus } from './captcha-types';

interface RecaptchaApi {
  render(
    container: HTMLElement,
    parameters: {
      sitekey: string;
      size: 'normal' | 'invisible';
      hl?: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
    },
  ): number;
  execute(widgetId: number): void;
  reset(widgetId: number): void;
}

declare global {
  interface Window {
    grecaptcha?: RecaptchaApi;
    smartmoveRecaptchaLoaded?: () => void;
  }
}

const SCRIPT_ORIGIN = 'https://www.google.com';

/** The script URL: explicit rendering, our language, a callback once it has loaded. */
export function recaptchaScriptUrl(language: string): string {
  const query = new URLSearchParams({ render: 'explicit', hl: language, onload: 'smartmoveRecaptchaLoaded' });
  return `${SCRIPT_ORIGIN}/recaptcha/api.js?${query.toString()}`;
}

let loading: Promise<RecaptchaApi> | undefined;

/** Loads Google's script once, only when a page shows a reCAPTCHA. */
function loadRecaptcha(language: string): Promise<RecaptchaApi> {
  loading ??= new Promise<RecaptchaApi>((resolve, reject) => {
    window.smartmoveRecaptchaLoaded = () => {
      if (window.grecaptcha) resolve(window.grecaptcha);
      else reject(new Error('reCAPTCHA did not load'));
    };
    const script = document.createElement('script');
    script.src = recaptchaScriptUrl(language);
    script.async = true;
    script.defer = true;
    script.onerror = () => {
      loading = undefined;
      reject(new Error('reCAPTCHA could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}

interface RecaptchaProps extends CaptchaFieldProps {
  siteKey: string;
  variant: CaptchaVariant;
  language: string;
  onStatusChange: (status: CaptchaStatus) => void;
}

/** Google reCAPTCHA v2, normal (the checkbox) or invisible (runs on load), when the server configures it. */
export function Recaptcha({
  siteKey,
  variant,
  language,
  onTokenChange,
  onStatusChange,
  resetSignal,
}: RecaptchaProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const widgetId = useRef<number | undefined>(undefined);
  const apiRef = useRef<RecaptchaApi | undefined>(undefined);
  const callbacks = useRef({ onTokenChange, onStatusChange });
  useEffect(() => {
    callbacks.current = { onTokenChange, onStatusChange };
  });

  useEffect(() => {
    let active = true;
    loadRecaptcha(language).then(
      (api) => {
        const container = containerRef.current;
        if (!active || !container || widgetId.current !== undefined) return;
        apiRef.current = api;
        widgetId.current = api.render(container, {
          sitekey: siteKey,
          size: variant === 'invisible' ? 'invisible' : 'normal',
          hl: language,
          callback: (token) => {
            callbacks.current.onTokenChange(token);
            callbacks.current.onStatusChange('solved');
          },
          'expired-callback': () => {
            callbacks.current.onTokenChange(undefined);
            callbacks.current.onStatusChange('expired');
            if (variant === 'invisible' && widgetId.current !== undefined) api.execute(widgetId.current);
          },
          'error-callback': () => {
            callbacks.current.onTokenChange(undefined);
            callbacks.current.onStatusChange('error');
          },
        });
        callbacks.current.onStatusChange(variant === 'invisible' ? 'verifying' : 'unsolved');
        if (variant === 'invisible') api.execute(widgetId.current);
      },
      () => active && callbacks.current.onStatusChange('error'),
    );
    return () => {
      active = false;
    };
  }, [siteKey, variant, language]);

  useEffect(() => {
    const api = apiRef.current;
    if (resetSignal === 0 || !api || widgetId.current === undefined) return;
    api.reset(widgetId.current);
    callbacks.current.onTokenChange(undefined);
    callbacks.current.onStatusChange(variant === 'invisible' ? 'verifying' : 'unsolved');
    if (variant === 'invisible') api.execute(widgetId.current);
  }, [resetSignal, variant]);

  return <div ref={containerRef} className="recaptcha" />;
}
