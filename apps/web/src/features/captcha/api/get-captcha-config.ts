import { API_PATHS, type CaptchaConfig } from '@smartmove/contract';
import { useEffect, useState } from 'react';
import { apiRequest } from '../../../lib/api-client';

/** GET /captcha/config: ALTCHA (self-hosted) or reCAPTCHA, its variant and language. */
export async function getCaptchaConfig(signal?: AbortSignal): Promise<CaptchaConfig> {
  return apiRequest(API_PATHS.captchaConfig, {
    loadSchema: () =>
      import('@smartmove/contract/schemas/captcha').then((module) => module.CaptchaConfigSchema),
    ...(signal ? { signal } : {}),
  });
}

let loading: Promise<CaptchaConfig> | undefined;

/**
 * The captcha configuration, asked once per page load. Without TanStack Query, so that the sign-in and
 * sign-up pages, which have no other server state, do not load the query library for it.
 */
export function useCaptchaConfig(): { data?: CaptchaConfig; isError: boolean } {
  const [state, setState] = useState<{ data?: CaptchaConfig; isError: boolean }>({ isError: false });
  useEffect(() => {
    let active = true;
    loading ??= getCaptchaConfig();
    loading.then(
      (data) => active && setState({ data, isError: false }),
      () => {
        loading = undefined;
        if (active) setState({ isError: true });
      },
    );
    return () => {
      active = false;
    };
  }, []);
  return state;
}
