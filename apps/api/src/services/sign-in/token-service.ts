import { isUserType, type UserType } from '@smartmove/contract';
import { SignJWT, jwtVerify } from 'jose';

/** Who a valid access token speaks for. */
export interface AuthUser {
  id: string;
  userType: UserType;
}

export interface TokenService {
  signAccessToken(user: AuthUser): Promise<string>;
  /** The token's user, or undefined when it is missing, forged or expired. */
  verifyAccessToken(token: string): Promise<AuthUser | undefined>;
}

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'smartmove';
const AUDIENCE = 'smartmove-portal';

export function createTokenService(secret: Uint8Array, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): TokenService {
  return {
    async signAccessToken(user) {
      return new SignJWT({ userType: user.userType })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(secret);
    },
    async verifyAccessToken(token) {
      try {
        const { payload } = await jwtVerify(token, secret, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
          // jose checks `exp` only when the token has one: a token without it would never expire.
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        if (typeof payload.sub !== 'string' || !isUserType(payload.userType)) return undefined;
        return { id: payload.sub, userType: payload.userType };
      } catch {
        return undefined;
      }
    },
  };
}
