import { API_PATHS, C2CJobPageSchema } from '@smartmove/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ENGINES, type TestApp } from '../../test/test-app.js';
import { demoUsers, type TestUser } from '../../test/portal-users.js';

/** The partner's list (GET /CRM/GetC2CJobs) and the public one (GET /CRM/UAGetC2CJobs) alike. */
describe.each(TEST_ENGINES)('C2C job lists on %s', (engine) => {
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

  describe('C2C jobs', () => {
    it('lists open jobs newest first, with keyword, location, remote and job name filters', async () => {
      const all = C2CJobPageSchema.parse((await get(API_PATHS.getC2CJobs, partner)).json());
      expect(all.total).toBe(6);
      expect(all.items[0]?.pro_jobname).toBe('power-bi-developer');

      const keyword = C2CJobPageSchema.parse(
        (await get(`${API_PATHS.getC2CJobs}?keyword=snowflake`, partner)).json(),
      );
      expect(keyword.items.map((job) => job.pro_jobname)).toEqual(['snowflake-data-architect']);
      const remote = C2CJobPageSchema.parse(
        (await get(`${API_PATHS.uaGetC2CJobs}?remote=true`, undefined)).json(),
      );
      expect(remote.items.every((job) => job.pro_remote)).toBe(true);
      expect(remote.total).toBe(3);
      const location = C2CJobPageSchema.parse(
        (await get(`${API_PATHS.uaGetC2CJobs}?location=wa`, undefined)).json(),
      );
      expect(location.items.map((job) => job.pro_location).sort()).toEqual(['Bellevue, WA', 'Seattle, WA']);
      const wildcard = C2CJobPageSchema.parse(
        (await get(`${API_PATHS.uaGetC2CJobs}?keyword=%25`, undefined)).json(),
      );
      expect(wildcard.total).toBe(0);
    });

    it('never lists a removed job, publicly or signed in', async () => {
      await testApp.app.db
        .updateTable('c2c_jobs')
        .set({ removed: 1 })
        .where('job_name', '=', 'power-bi-developer')
        .execute();
      const one = C2CJobPageSchema.parse(
        (await get(`${API_PATHS.uaGetC2CJobs}?jobname=power-bi-developer`, undefined)).json(),
      );
      expect(one).toMatchObject({ total: 0, items: [] });
      const signedIn = C2CJobPageSchema.parse(
        (await get(`${API_PATHS.getC2CJobs}?pageSize=50`, partner)).json(),
      );
      expect(signedIn.items.map((job) => job.pro_jobname)).not.toContain('power-bi-developer');
      const found = C2CJobPageSchema.parse(
        (await get(`${API_PATHS.uaGetC2CJobs}?jobname=senior-data-engineer`, undefined)).json(),
      );
      expect(found.items.map((job) => job.pro_jobtitle)).toEqual(['Senior Data Engineer']);
    });

    it('answers 401 without a token and 403 for an employee on the signed-in list, 400 on a bad filter', async () => {
      expect((await get(API_PATHS.getC2CJobs, undefined)).statusCode).toBe(401);
      expect((await get(API_PATHS.getC2CJobs, employee)).statusCode).toBe(403);
      expect((await get(`${API_PATHS.uaGetC2CJobs}?remote=maybe`, undefined)).statusCode).toBe(400);
    });
  });
});
