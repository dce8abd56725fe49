import { ROUTE_PATTERNS } from '@smartmove/contract';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Env } from './env.js';

/**
 * Pages whose path carries a secret: every route with a `:token` segment (an applicant's /my-application/{token},
 * which opens and withdraws the application). The request log shows such a path with the token replaced.
 */
const SECRET_PATHS = ROUTE_PATTERNS.filter((pattern) => pattern.includes(':token')).map((pattern) => {
  const before = pattern.slice(0, pattern.indexOf(':token'));
  return new RegExp(`^(${before.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})[^/?#]+`);
});

/** `url` as the log may show it: the token of a secret page's path replaced by "[redacted]". */
export function withoutSecrets(url: string): string {
  for (const pattern of SECRET_PATHS) {
    if (pattern.test(url)) return url.replace(pattern, '$1[redacted]');
  }
  return url;
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
