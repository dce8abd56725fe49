import {
  API_PATHS,
  ApiErrorSchema,
  BenchPageSchema,
  MyBenchPageSchema,
  PORTAL_MESSAGES,
  USER_TYPES,
  UploadBenchListResultSchema,
} from '@smartmove/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ENGINES, type TestApp } from '../../test/test-app.js';
import { demoUsers, DEMO_RECRUITER_ID, insertUser, type TestUser } from '../../test/portal-users.js';

const consultant = {
  title: 'Data Engineer',
  name: 'Priya Raman',
  exp: 7,
  location: 'Austin, TX',
  visaStatus: 'h1b',
  skills: 'Python, Spark, Airflow',
  email: 'priya.raman@example.com',
  phone: '+12015550199',
};

describe.each(TEST_ENGINES)('partner bench on %s', (engine) => {
  let testApp: TestApp;
  let employee: TestUser;
  let partner: TestUser;
  beforeAll(async () => {
    testApp = await createTestApp(engine);
    [employee, partner] = await demoUsers(testApp.app);
  });
  afterAll(() => testApp.close());

  const get = (url: string, user: TestUser | undefined) =>
    testApp.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });
  const upload = (user: TestUser | undefined, payload: Record<string, unknown>) =>
    testApp.app.inject({
      method: 'POST',
      url: API_PATHS.uploadBenchList,
      headers: user?.headers ?? {},
      payload,
    });

  describe('bench lists and upload', () => {
    it('reports duplicates in a dry run without saving, then saves only the new consultants', async () => {
      const payload = {
        candidates: [
          consultant,
          { ...consultant, name: 'Li Wei', email: '', phone: '', visaStatus: 'GC' },
          { ...consultant, name: 'priya  raman', email: 'PRIYA.RAMAN@example.com' },
        ],
      };
      const dryRun = await upload(partner, { ...payload, dryRun: true });
      expect(dryRun.statusCode).toBe(200);
      expect(UploadBenchListResultSchema.parse(dryRun.json())).toEqual({
        added: 0,
        duplicates: [{ index: 2, reason: PORTAL_MESSAGES.bench.duplicateInUpload }],
      });
      expect(MyBenchPageSchema.parse((await get(API_PATHS.getMyBenchList, partner)).json()).total).toBe(0);

      const saved = UploadBenchListResultSchema.parse((await upload(partner, payload)).json());
      expect(saved).toEqual({
        added: 2,
        duplicates: [{ index: 2, reason: PORTAL_MESSAGES.bench.duplicateInUpload }],
      });

      const again = UploadBenchListResultSchema.parse(
        (await upload(partner, { candidates: [consultant] })).json(),
      );
      expect(again).toEqual({
        added: 0,
        duplicates: [{ index: 0, reason: PORTAL_MESSAGES.bench.duplicateOnBench }],
      });

      const mine = MyBenchPageSchema.parse((await get(API_PATHS.getMyBenchList, partner)).json());
      expect(mine.items.map((item) => item.name)).toEqual(['Priya Raman', 'Li Wei']);
      expect(mine.items[0]).toMatchObject({
        exp: '7 Years',
        visaStatus: 'H1B',
        email: consultant.email,
        phone: consultant.phone,
        skills: ['Python', 'Spark', 'Airflow'],
      });
    });

    it('shows the partner each upload waiting for review, and lists the whole bench once published', async () => {
      const mine = MyBenchPageSchema.parse((await get(API_PATHS.getMyBenchList, partner)).json());
      expect(mine.items.map((item) => item.status)).toEqual(['waiting-for-review', 'waiting-for-review']);
      const before = BenchPageSchema.parse(
        (await get(`${API_PATHS.getBenchList}?pageSize=50`, partner)).json(),
      );
      expect(before.total).toBe(5);
      expect(before.items.map((item) => item.name)).not.toContain('Priya Raman');
      const bench = testApp.app.repositories.bench;
      for (const item of mine.items) {
        await bench.setState(item.id, 'published', { id: DEMO_RECRUITER_ID, name: 'Rita Recruiter' });
      }
      const published = MyBenchPageSchema.parse((await get(API_PATHS.getMyBenchList, partner)).json());
      expect(published.items.map((item) => item.status)).toEqual(['published', 'published']);

      const all = BenchPageSchema.parse((await get(`${API_PATHS.getBenchList}?pageSize=50`, partner)).json());
      expect(all.total).toBe(7);
      expect(JSON.stringify(all)).not.toContain(consultant.email);
      expect(all.items[0]).not.toHaveProperty('email');
      const found = BenchPageSchema.parse(
        (await get(`${API_PATHS.getBenchList}?keyword=PRIYA`, partner)).json(),
      );
      expect(found.items.map((item) => item.name)).toEqual(['Priya Raman']);
      const second = BenchPageSchema.parse(
        (await get(`${API_PATHS.getBenchList}?page=2&pageSize=5`, partner)).json(),
      );
      expect(second.items).toHaveLength(2);
    });

    it("keeps each partner's bench apart", async () => {
      const otherPartner = await insertUser(testApp.app, USER_TYPES.partner);
      const theirUpload = await upload(otherPartner, { candidates: [consultant] });
      expect(UploadBenchListResultSchema.parse(theirUpload.json()).added).toBe(1);
      const theirs = MyBenchPageSchema.parse((await get(API_PATHS.getMyBenchList, otherPartner)).json());
      expect(theirs.total).toBe(1);
      const mine = MyBenchPageSchema.parse((await get(API_PATHS.getMyBenchList, partner)).json());
      expect(mine.total).toBe(2);
    });

    it('answers invalid rows with 400 and per-row field errors, saving none of them', async () => {
      const response = await upload(partner, {
        candidates: [
          { ...consultant, name: 'Valid Person', email: 'valid@example.com' },
          {
            title: '',
            name: 'R2D2',
            exp: 70,
            location: '',
            visaStatus: 'Tourist',
            skills: '',
            email: 'nope',
          },
        ],
      });
      expect(response.statusCode).toBe(400);
      expect(ApiErrorSchema.parse(response.json()).errors).toMatchObject({
        'candidates.1.title': PORTAL_MESSAGES.bench.title,
        'candidates.1.name': 'Only letters and spaces are allowed',
        'candidates.1.exp': PORTAL_MESSAGES.bench.experience,
        'candidates.1.location': PORTAL_MESSAGES.bench.location,
        'candidates.1.visaStatus': PORTAL_MESSAGES.bench.visaStatus,
        'candidates.1.skills': PORTAL_MESSAGES.bench.skills,
        'candidates.1.email': PORTAL_MESSAGES.bench.email,
      });
      const empty = await upload(partner, { candidates: [] });
      expect(ApiErrorSchema.parse(empty.json()).errors).toMatchObject({
        candidates: PORTAL_MESSAGES.bench.noRows,
      });
      const mine = MyBenchPageSchema.parse((await get(API_PATHS.getMyBenchList, partner)).json());
      expect(mine.items.map((item) => item.name)).not.toContain('Valid Person');
    });

    it('answers 401 without a token and 403 for an employee', async () => {
      for (const url of [API_PATHS.getBenchList, API_PATHS.getMyBenchList]) {
        expect((await get(url, undefined)).statusCode).toBe(401);
        expect((await get(url, employee)).statusCode).toBe(403);
      }
      expect((await upload(undefined, { candidates: [consultant] })).statusCode).toBe(401);
      expect((await upload(employee, { candidates: [consultant] })).statusCode).toBe(403);
    });
  });
});
