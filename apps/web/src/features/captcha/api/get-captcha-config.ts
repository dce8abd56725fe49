import { API_PATHS, type CaptchaConfig } from '@smartmove/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /captcha/config: ALTCHA (self-hosted) or reCAPTCHA, its variant and language. */
export async function getCaptchaConfig(signal?: AbortSignal): Promise<CaptchaConfig> {
  return apiRequest(API_PATHS.captchaConfig, {
    loadSchema: () => import('./captcha-config-schema').then((module) => module.CaptchaConfigSchema),
    ...(signal ? { signal } : {}),
  });
}

export function useCaptchaConfig() {
  return useQuery({
    queryKey: ['captcha-config'],
    queryFn: ({ signal }) => getCaptchaConfig(signal),
    staleTime: Infinity,
  });
}
