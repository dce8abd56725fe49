import {
  API_PATHS,
  DEFAULT_PHONE_COUNTRY,
  toOfferedPhoneCountry,
  type PhoneCountry,
} from '@smartmove/contract';
import { useEffect, useState } from 'react';
import { apiRequest } from '../../../lib/api-client';

let detection: Promise<PhoneCountry | undefined> | undefined;

/** The visitor's country from GET /ipinfo when it is one the phone inputs offer; asked once per page load. */
export function detectVisitorPhoneCountry(): Promise<PhoneCountry | undefined> {
  detection ??= apiRequest(API_PATHS.ipInfo, {
    loadSchema: () => import('@smartmove/contract/schemas/ip-info').then((module) => module.IpInfoSchema),
  }).then(
    ({ country }) => toOfferedPhoneCountry(country),
    () => undefined,
  );
  return detection;
}

/** For tests: forget the detected country. */
export function resetVisitorCountryDetection(): void {
  detection = undefined;
}

/** United States, or the visitor's country once detected (docs/product.md#validation). */
export function useDefaultPhoneCountry(): PhoneCountry {
  const [country, setCountry] = useState<PhoneCountry>(DEFAULT_PHONE_COUNTRY);
  useEffect(() => {
    let active = true;
    void detectVisitorPhoneCountry().then((detected) => {
      if (active && detected) setCountry(detected);
    });
    return () => {
      active = false;
    };
  }, []);
  return country;
}
