import { API_PATHS, AUTH_MESSAGES, LoginSessionSchema, ProfileSchema, USER_TYPES } from '@smartmove/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../db/seed-data.js';
import {
  bearer,
  errorOf,
  readOutbox,
  RELAXED_CODE_LIMITS,
  registerNewPhone,
  ResponseRecorder,
} from '../../test/auth-support.js';
import { createTestApp, TEST_ENGINES, type TestApp } from '../../test/test-app.js';

const EMPLOYEE = DEMO_USERS[0]!;
const PARTNER = DEMO_USERS[1]!;
/** The main test app signs the demo users in many times: no resend cooldown there (tested on its own). */
const RELAXED = RELAXED_CODE_LIMITS;

describe.each(TEST_ENGINES)('the profile on %s', (engine) => {
  let testApp: TestApp;
  const recorder = new ResponseRecorder(() => testApp.app);
  const dataDir = () => testApp.env.DATA_DIR;
  const register = (details: Record<string, unknown>) => registerNewPhone(recorder, dataDir(), details);

  beforeAll(async () => {
    testApp = await createTestApp(engine, { env: { ...RELAXED, OTP_RESEND_COOLDOWN_SECONDS: '0' } });
  });
  afterAll(() => testApp.close());

  describe('profile calls', () => {
    it('answer 401 without a valid token on both GetProfile paths', async () => {
      for (const url of [API_PATHS.getProfile, API_PATHS.getAccountProfile, API_PATHS.getProfileImage]) {
        expect((await recorder.inject({ method: 'GET', url })).statusCode, url).toBe(401);
        const forged = await recorder.inject({ method: 'GET', url, headers: bearer('a.b.c') });
        expect(forged.statusCode, url).toBe(401);
      }
    });

    it('GetProfile returns the caller’s own profile on both hosts', async () => {
      const token = await testApp.app.tokens.signAccessToken({
        id: PARTNER.id,
        userType: USER_TYPES.partner,
      });
      for (const url of [API_PATHS.getProfile, API_PATHS.getAccountProfile]) {
        const response = await recorder.inject({ method: 'GET', url, headers: bearer(token) });
        expect(ProfileSchema.parse(response.json())).toMatchObject({
          id: PARTNER.id,
          name: PARTNER.name,
          email: PARTNER.email,
          phoneNo: PARTNER.phone,
          userType: USER_TYPES.partner,
          companyName: PARTNER.company_name,
        });
      }
    });

    it('PartnerSignUp saves the company details of a partner and refuses an employee (403)', async () => {
      const { response } = await register({
        name: 'Lena Fischer',
        email: 'lena@example.com',
        userType: USER_TYPES.partner,
        companyName: 'Fischer IT',
      });
      const { token } = LoginSessionSchema.parse(response.json());
      const saved = await recorder.inject({
        method: 'POST',
        url: API_PATHS.partnerSignUp,
        headers: bearer(token),
        payload: { companyName: 'Fischer IT GmbH', companyWebsite: 'https://fischer.example.com' },
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({
        companyName: 'Fischer IT GmbH',
        companyWebsite: 'https://fischer.example.com',
      });

      const badWebsite = await recorder.inject({
        method: 'POST',
        url: API_PATHS.partnerSignUp,
        headers: bearer(token),
        payload: { companyName: 'Fischer IT', companyWebsite: 'javascript:alert(1)' },
      });
      expect(badWebsite.statusCode).toBe(400);

      const employeeToken = await testApp.app.tokens.signAccessToken({
        id: EMPLOYEE.id,
        userType: USER_TYPES.employee,
      });
      const refused = await recorder.inject({
        method: 'POST',
        url: API_PATHS.partnerSignUp,
        headers: bearer(employeeToken),
        payload: { companyName: 'Nope Inc' },
      });
      expect(refused.statusCode).toBe(403);
    });
  });

  describe('POST /UploadProfileImage and GET /GetProfileImage', () => {
    const PNG_1PX = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );

    function multipart(content: Buffer, filename: string, contentType: string, field = 'file') {
      const boundary = '----smartmove-test-boundary';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
            `Content-Type: ${contentType}\r\n\r\n`,
        ),
        content,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
    }

    it('stores a PNG by content and serves it back to its owner only', async () => {
      const token = await testApp.app.tokens.signAccessToken({
        id: EMPLOYEE.id,
        userType: USER_TYPES.employee,
      });
      const { payload, headers } = multipart(PNG_1PX, 'me.png', 'image/png');
      const upload = await recorder.inject({
        method: 'POST',
        url: API_PATHS.uploadProfileImage,
        headers: { ...headers, ...bearer(token) },
        payload,
      });
      expect(upload.statusCode).toBe(200);
      expect(upload.json()).toMatchObject({ id: EMPLOYEE.id, hasProfileImage: true });

      const image = await recorder.inject({
        method: 'GET',
        url: API_PATHS.getProfileImage,
        headers: bearer(token),
      });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['cache-control']).toBe('private, no-store');
      expect(image.rawPayload.equals(PNG_1PX)).toBe(true);

      const partnerToken = await testApp.app.tokens.signAccessToken({
        id: PARTNER.id,
        userType: USER_TYPES.partner,
      });
      const none = await recorder.inject({
        method: 'GET',
        url: API_PATHS.getProfileImage,
        headers: bearer(partnerToken),
      });
      expect(none.statusCode).toBe(404);
    });

    it('refuses other content, oversized images, a missing file and a missing token', async () => {
      const token = await testApp.app.tokens.signAccessToken({
        id: PARTNER.id,
        userType: USER_TYPES.partner,
      });
      const disguised = multipart(
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        'x.png',
        'image/png',
      );
      const wrongType = await recorder.inject({
        method: 'POST',
        url: API_PATHS.uploadProfileImage,
        headers: { ...disguised.headers, ...bearer(token) },
        payload: disguised.payload,
      });
      expect(wrongType.statusCode).toBe(400);
      expect(errorOf(wrongType.body).message).toBe(AUTH_MESSAGES.imageType);

      const big = multipart(Buffer.concat([PNG_1PX, Buffer.alloc(5 * 1024 * 1024)]), 'big.png', 'image/png');
      const tooBig = await recorder.inject({
        method: 'POST',
        url: API_PATHS.uploadProfileImage,
        headers: { ...big.headers, ...bearer(token) },
        payload: big.payload,
      });
      expect(tooBig.statusCode).toBe(413);
      expect(errorOf(tooBig.body).message).toBe(AUTH_MESSAGES.imageTooBig);

      const otherField = multipart(PNG_1PX, 'me.png', 'image/png', 'picture');
      const missing = await recorder.inject({
        method: 'POST',
        url: API_PATHS.uploadProfileImage,
        headers: { ...otherField.headers, ...bearer(token) },
        payload: otherField.payload,
      });
      expect(missing.statusCode).toBe(400);

      const json = await recorder.inject({
        method: 'POST',
        url: API_PATHS.uploadProfileImage,
        headers: bearer(token),
        payload: { file: 'x' },
      });
      expect(json.statusCode).toBe(415);

      const anonymous = multipart(PNG_1PX, 'me.png', 'image/png');
      const noToken = await recorder.inject({
        method: 'POST',
        url: API_PATHS.uploadProfileImage,
        headers: anonymous.headers,
        payload: anonymous.payload,
      });
      expect(noToken.statusCode).toBe(401);

      const profile = await recorder.inject({
        method: 'GET',
        url: API_PATHS.getProfile,
        headers: bearer(token),
      });
      expect(profile.json()).toMatchObject({ hasProfileImage: false });
    });
  });

  it('no response ever contained a code', () => {
    const codes = readOutbox(dataDir()).map((entry) => entry.code);
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) expect(recorder.containing(code), code).toEqual([]);
  });
});
