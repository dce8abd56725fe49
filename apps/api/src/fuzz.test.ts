import { API_PATHS, ApiErrorSchema, CAPTCHA_TOKEN_HEADER } from '@smartmove/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NUL_CHARACTER_MESSAGE } from './plugins/infrastructure/input-hygiene.js';
import { solveCaptcha } from './test/lead-fixtures.js';
import { describeOnEngines, requestsTo, useTestApp } from './test/test-api.js';
import { createTestApp, TEST_ENGINES } from './test/test-app.js';

/**
 * Property-based abuse of every public endpoint: random JSON, wrong types, huge strings, unicode, SQL and
 * script fragments, malformed multipart. Whatever arrives, the answer is never a 5xx and the server lives on.
 */

const NASTY_STRINGS = [
  "'; drop table users; --",
  '" or 1=1 --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '\u0000\u0001\u0002',
  '𝕊𝕞𝕒𝕣𝕥 🚀 مرحبا नमस्ते',
  '%00%2e%2e%2f',
  '{{7*7}}${7*7}',
];

const nastyString = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc.string({ minLength: 5000, maxLength: 20_000 }),
);

const nastyValue = fc.oneof(
  nastyString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nastyString, { maxLength: 4 }),
  fc.dictionary(nastyString, nastyString, { maxKeys: 3 }),
);

/** Objects with the endpoint's real field names (so validation goes deep) holding hostile values. */
function payloadFor(fields: string[]) {
  return fc.oneof(
    fc.record(Object.fromEntries(fields.map((field) => [field, nastyValue])), { requiredKeys: [] }),
    fc.jsonValue(),
    fc.anything(),
  );
}

const JSON_ENDPOINTS: Array<{ url: string; fields: string[] }> = [
  {
    url: API_PATHS.addContactUs,
    fields: ['pro_firstname', 'pro_lastname', 'pro_email', 'pro_message', 'pro_messagetype', 'website'],
  },
  {
    url: API_PATHS.addCandidateLead,
    fields: ['pro_firstname', 'pro_lastname', 'pro_PhoneNo', 'pro_email', 'pro_url1', 'candidateSkills'],
  },
  { url: API_PATHS.sendVerification, fields: ['phoneNo'] },
  { url: API_PATHS.checkUser, fields: ['phoneNo'] },
  { url: API_PATHS.checkVerification, fields: ['phoneNumber', 'phoneNo', 'code', 'userType'] },
  {
    url: API_PATHS.registerRequestToken,
    fields: ['phoneNo', 'phoneNumber', 'name', 'email', 'userType', 'companyName'],
  },
  { url: API_PATHS.verifySocialUser, fields: ['idToken', 'token', 'provider'] },
];

function expectHandled(status: number, body: string, label: string) {
  expect(status, `${label} → ${status} ${body.slice(0, 200)}`).toBeLessThan(500);
  if (status >= 400) expect(ApiErrorSchema.safeParse(JSON.parse(body)).success, label).toBe(true);
}

describeOnEngines('fuzzing public endpoints', (engine) => {
  const api = useTestApp(engine, {
    env: {
      FORM_RATE_LIMIT_PER_MINUTE: '1000000',
      OTP_RESEND_COOLDOWN_SECONDS: '0',
      OTP_PHONE_HOURLY_LIMIT: '1000000',
      OTP_PHONE_HOURLY_CEILING: '1000000',
      OTP_IP_HOURLY_LIMIT: '1000000',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    },
  });

  for (const endpoint of JSON_ENDPOINTS) {
    it(`POST ${endpoint.url} never answers 5xx`, async () => {
      await fc.assert(
        fc.asyncProperty(payloadFor(endpoint.fields), async (payload) => {
          const response = await api.anonymous.post(endpoint.url, JSON.stringify(payload) ?? 'null', {
            headers: { 'content-type': 'application/json' },
          });
          expectHandled(response.statusCode, response.body, endpoint.url);
        }),
        { numRuns: 40 },
      );
    });
  }

  it('never answers 5xx to raw bytes sent as JSON', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 2000 }),
        fc.constantFrom(...JSON_ENDPOINTS),
        async (bytes, endpoint) => {
          const response = await api.anonymous.post(endpoint.url, Buffer.from(bytes), {
            headers: { 'content-type': 'application/json' },
          });
          expectHandled(response.statusCode, response.body, endpoint.url);
        },
      ),
      { numRuns: 40 },
    );
  });

  it(`GET ${API_PATHS.getJobByName} never answers 5xx`, async () => {
    await fc.assert(
      fc.asyncProperty(nastyString, async (jobName) => {
        const response = await api.anonymous.get(API_PATHS.getJobByName, { jobname: jobName });
        expectHandled(response.statusCode, response.body, 'GetJobByName');
      }),
      { numRuns: 40 },
    );
  });

  it(`POST ${API_PATHS.uaSubmitCandidate} never answers 5xx to malformed multipart`, async () => {
    const boundary = '----smartmovefuzz';
    const part = fc.record({
      name: fc.oneof(
        fc.constantFrom('FirstName', 'Email', 'file', 'pro_visastatus', 'phoneNumber'),
        nastyString,
      ),
      filename: fc.option(
        fc.oneof(fc.constantFrom('../../etc/passwd', 'resume.pdf', 'a\u0000b.docx'), nastyString),
      ),
      content: fc.oneof(nastyString, fc.constant('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n')),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(part, { maxLength: 6 }), fc.boolean(), async (parts, truncate) => {
        let body = parts
          .map(
            (entry) =>
              `--${boundary}\r\nContent-Disposition: form-data; name="${entry.name}"${
                entry.filename === null ? '' : `; filename="${entry.filename}"`
              }\r\n\r\n${entry.content}\r\n`,
          )
          .join('');
        body += truncate ? `--${boundary}` : `--${boundary}--\r\n`;
        const response = await api.anonymous.post(API_PATHS.uaSubmitCandidate, body, {
          headers: {
            'content-type': `multipart/form-data; boundary=${boundary}`,
            // A solved captcha, so that the body itself is read.
            [CAPTCHA_TOKEN_HEADER]: await solveCaptcha(api.app),
          },
        });
        expectHandled(response.statusCode, response.body, 'UASubmitCandidate');
      }),
      { numRuns: 40 },
    );
  });

  it('still serves after the abuse', async () => {
    const response = await api.anonymous.get('/health');
    expect(response.statusCode).toBe(200);
  });
});

describe('NUL characters', () => {
  it('are refused with 400 on every engine, in JSON, query and multipart fields', async () => {
    for (const engine of TEST_ENGINES) {
      const testApp = await createTestApp(engine);
      const requests = requestsTo(testApp.app);
      try {
        const json = await requests.post(API_PATHS.addContactUs, {
          pro_firstname: 'Ada',
          pro_lastname: 'Lovelace',
          pro_email: 'ada@example.com',
          pro_message: 'hello\u0000world',
          pro_messagetype: 166110000,
        });
        expect(json.statusCode).toBe(400);
        const query = await requests.get(API_PATHS.getJobByName, { jobname: 'a\u0000b' });
        expect(query.statusCode).toBe(400);
        const boundary = '----nul';
        const multipart = await requests.post(
          API_PATHS.uaSubmitCandidate,
          `--${boundary}\r\nContent-Disposition: form-data; name="LinkedIn"\r\n\r\nx\u0000y\r\n--${boundary}--\r\n`,
          {
            headers: {
              'content-type': `multipart/form-data; boundary=${boundary}`,
              [CAPTCHA_TOKEN_HEADER]: await solveCaptcha(testApp.app),
            },
          },
        );
        expect(multipart.statusCode).toBe(400);
        expect(multipart.json().message).toBe(NUL_CHARACTER_MESSAGE);
      } finally {
        await testApp.close();
      }
    }
  });
});
