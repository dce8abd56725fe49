/**
 * The sign-in screen's hand-over to /sign-up (in the navigation's state): a phone whose code was right but
 * which has no account yet. It may register for a few minutes from this browser without another code.
 */
export interface VerifiedPhoneState {
  verifiedPhone: string;
}

/** The verified phone a navigation carried, if any. */
export function verifiedPhoneOf(state: unknown): string | undefined {
  const phone = (state as Partial<VerifiedPhoneState> | null | undefined)?.verifiedPhone;
  return typeof phone === 'string' && phone !== '' ? phone : undefined;
}
