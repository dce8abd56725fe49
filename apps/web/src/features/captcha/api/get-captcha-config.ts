import { API_PATHS, type CaptchaConfig } from '@smartmove/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /captcha/config: ALTCHA (self-hosted) or reCAPTCHA, its variant and language. */
export async function getCaptchaConfig(signal?: AbortSignal): Promise<CaptchaConfig> {
  // The answer's schema (and zod) load beside the request, not with the page.
  const [body, { CaptchaConfigSchema }] = await Promise.all([
    apiRequest(API_PATHS.captchaConfig, signal ? { signal } : {}),
    import('./captcha-config-schema'),
  ]);
  return CaptchaConfigSchema.parse(body);
}

export function useCaptchaConfig() {
  return useQuery({
    queryKey: ['captcha-config'],
    queryFn: ({ signal }) => getCaptchaConfig(signal),
    staleTime: Infinity,
  });
}
