import { ROUTE_PATTERNS } from '@smartmove/contract';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Env } from './env.js';

/**
 * Pages whose path carries a secret: every route with a `:token` segment (an applicant's /my-application/{token},
 * which opens and withdraws the application; an approver's /decide/{token}). The request log shows such a path
 * with the token replaced.
 */
const SECRET_PATHS = ROUTE_PATTERNS.filter((pattern) => pattern.includes(':token')).map((pattern) => {
  const before = pattern.slice(0, pattern.indexOf(':token'));
  return new RegExp(`^(${before.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})[^/?#]+`);
});

/** A `token` query parameter (an approval link's, read by GET /CRM/GetEmailDecision?token=). */
const SECRET_QUERY = /([?&]token=)[^&#]*/g;

/** `url` as the log may show it: the token of a secret page's path, or of its query, replaced by "[redacted]". */
export function withoutSecrets(url: string): string {
  const cleaned = url.replace(SECRET_QUERY, '$1[redacted]');
  for (const pattern of SECRET_PATHS) {
    if (pattern.test(cleaned)) return cleaned.replace(pattern, '$1[redacted]');
  }
  return cleaned;
}

/** The server's logger: headers that carry credentials redacted, and no token from a secret page's path. */
export function loggerOptions(env: Env): NonNullable<FastifyServerOptions['logger']> {
  return {
    level: env.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-captcha-token"]'],
    serializers: {
      // Fastify's own request serializer, with the URL cleaned.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: withoutSecrets(request.url),
        host: request.host,
        remoteAddress: request.ip,
        ...(request.socket?.remotePort === undefined ? {} : { remotePort: request.socket.remotePort }),
      }),
    },
  };
}
