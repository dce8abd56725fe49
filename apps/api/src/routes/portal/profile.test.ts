import { API_PATHS, AUTH_MESSAGES, LoginSessionSchema, ProfileSchema, USER_TYPES } from '@smartmove/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../db/seed-data.js';
import { errorOf, readOutbox, RELAXED_CODE_LIMITS, registerNewPhone } from '../../test/auth-support.js';
import type { MultipartFile } from '../../test/lead-fixtures.js';
import { describeOnEngines, useTestApp } from '../../test/test-api.js';

const EMPLOYEE = DEMO_USERS[0]!;
const PARTNER = DEMO_USERS[1]!;
/** The main test app signs the demo users in many times: no resend cooldown there (tested on its own). */
const RELAXED = RELAXED_CODE_LIMITS;

describeOnEngines('the profile', (engine) => {
  const api = useTestApp(engine, { env: { ...RELAXED, OTP_RESEND_COOLDOWN_SECONDS: '0' } });
  const { recorder } = api;
  const dataDir = () => api.env.DATA_DIR;
  const register = (details: Record<string, unknown>) => registerNewPhone(recorder, dataDir(), details);

  describe('profile calls', () => {
    it('answer 401 without a valid token on both GetProfile paths', async () => {
      for (const url of [API_PATHS.getProfile, API_PATHS.getAccountProfile, API_PATHS.getProfileImage]) {
        expect((await api.anonymous.get(url)).statusCode, url).toBe(401);
        const forged = await api.withToken('a.b.c').get(url);
        expect(forged.statusCode, url).toBe(401);
      }
    });

    it('GetProfile returns the caller’s own profile on both hosts', async () => {
      const token = await api.app.tokens.signAccessToken({
        id: PARTNER.id,
        userType: USER_TYPES.partner,
      });
      for (const url of [API_PATHS.getProfile, API_PATHS.getAccountProfile]) {
        const response = await api.withToken(token).get(url);
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
      const saved = await api.withToken(token).post(API_PATHS.partnerSignUp, {
        companyName: 'Fischer IT GmbH',
        companyWebsite: 'https://fischer.example.com',
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({
        companyName: 'Fischer IT GmbH',
        companyWebsite: 'https://fischer.example.com',
      });

      const badWebsite = await api
        .withToken(token)
        .post(API_PATHS.partnerSignUp, { companyName: 'Fischer IT', companyWebsite: 'javascript:alert(1)' });
      expect(badWebsite.statusCode).toBe(400);

      const employeeToken = await api.app.tokens.signAccessToken({
        id: EMPLOYEE.id,
        userType: USER_TYPES.employee,
      });
      const refused = await api
        .withToken(employeeToken)
        .post(API_PATHS.partnerSignUp, { companyName: 'Nope Inc' });
      expect(refused.statusCode).toBe(403);
    });
  });

  describe('POST /UploadProfileImage and GET /GetProfileImage', () => {
    const PNG_1PX = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );

    const imagePart = (
      content: Buffer,
      filename: string,
      contentType: string,
      name = 'file',
    ): MultipartFile => ({
      name,
      filename,
      contentType,
      content,
    });

    it('stores a PNG by content and serves it back to its owner only', async () => {
      const token = await api.app.tokens.signAccessToken({
        id: EMPLOYEE.id,
        userType: USER_TYPES.employee,
      });
      const upload = await api
        .withToken(token)
        .upload(API_PATHS.uploadProfileImage, {}, [imagePart(PNG_1PX, 'me.png', 'image/png')]);
      expect(upload.statusCode).toBe(200);
      expect(upload.json()).toMatchObject({ id: EMPLOYEE.id, hasProfileImage: true });

      const image = await api.withToken(token).get(API_PATHS.getProfileImage);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['cache-control']).toBe('private, no-store');
      expect(image.rawPayload.equals(PNG_1PX)).toBe(true);

      const partnerToken = await api.app.tokens.signAccessToken({
        id: PARTNER.id,
        userType: USER_TYPES.partner,
      });
      const none = await api.withToken(partnerToken).get(API_PATHS.getProfileImage);
      expect(none.statusCode).toBe(404);
    });

    it('refuses other content, oversized images, a missing file and a missing token', async () => {
      const token = await api.app.tokens.signAccessToken({
        id: PARTNER.id,
        userType: USER_TYPES.partner,
      });
      const wrongType = await api
        .withToken(token)
        .upload(API_PATHS.uploadProfileImage, {}, [
          imagePart(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.png', 'image/png'),
        ]);
      expect(wrongType.statusCode).toBe(400);
      expect(errorOf(wrongType.body).message).toBe(AUTH_MESSAGES.imageType);

      const tooBig = await api
        .withToken(token)
        .upload(API_PATHS.uploadProfileImage, {}, [
          imagePart(Buffer.concat([PNG_1PX, Buffer.alloc(5 * 1024 * 1024)]), 'big.png', 'image/png'),
        ]);
      expect(tooBig.statusCode).toBe(413);
      expect(errorOf(tooBig.body).message).toBe(AUTH_MESSAGES.imageTooBig);

      const missing = await api
        .withToken(token)
        .upload(API_PATHS.uploadProfileImage, {}, [imagePart(PNG_1PX, 'me.png', 'image/png', 'picture')]);
      expect(missing.statusCode).toBe(400);

      const json = await api.withToken(token).post(API_PATHS.uploadProfileImage, { file: 'x' });
      expect(json.statusCode).toBe(415);

      const noToken = await api.anonymous.upload(API_PATHS.uploadProfileImage, {}, [
        imagePart(PNG_1PX, 'me.png', 'image/png'),
      ]);
      expect(noToken.statusCode).toBe(401);

      const profile = await api.withToken(token).get(API_PATHS.getProfile);
      expect(profile.json()).toMatchObject({ hasProfileImage: false });
    });
  });

  it('no response ever contained a code', () => {
    const codes = readOutbox(dataDir()).map((entry) => entry.code);
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) expect(recorder.containing(code), code).toEqual([]);
  });
});
