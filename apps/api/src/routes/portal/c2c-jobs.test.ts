import { API_PATHS, C2CJobPageSchema } from '@smartmove/contract';
import { describe, expect, it } from 'vitest';
import { describeOnEngines, useTestApp } from '../../test/test-api.js';

/** The partner's list (GET /CRM/GetC2CJobs) and the public one (GET /CRM/UAGetC2CJobs) alike. */
describeOnEngines('C2C job lists', (engine) => {
  const api = useTestApp(engine);
  const { employee, partner } = api.users;

  describe('C2C jobs', () => {
    it('lists open jobs newest first, with keyword, location, remote and job name filters', async () => {
      const all = C2CJobPageSchema.parse((await api.as(partner).get(API_PATHS.getC2CJobs)).json());
      expect(all.total).toBe(6);
      expect(all.items[0]?.pro_jobname).toBe('power-bi-developer');

      const keyword = C2CJobPageSchema.parse(
        (await api.as(partner).get(`${API_PATHS.getC2CJobs}?keyword=snowflake`)).json(),
      );
      expect(keyword.items.map((job) => job.pro_jobname)).toEqual(['snowflake-data-architect']);
      const remote = C2CJobPageSchema.parse(
        (await api.anonymous.get(`${API_PATHS.uaGetC2CJobs}?remote=true`)).json(),
      );
      expect(remote.items.every((job) => job.pro_remote)).toBe(true);
      expect(remote.total).toBe(3);
      const location = C2CJobPageSchema.parse(
        (await api.anonymous.get(`${API_PATHS.uaGetC2CJobs}?location=wa`)).json(),
      );
      expect(location.items.map((job) => job.pro_location).sort()).toEqual(['Bellevue, WA', 'Seattle, WA']);
      const wildcard = C2CJobPageSchema.parse(
        (await api.anonymous.get(`${API_PATHS.uaGetC2CJobs}?keyword=%25`)).json(),
      );
      expect(wildcard.total).toBe(0);
    });

    it('never lists a removed job, publicly or signed in', async () => {
      await api.app.db
        .updateTable('c2c_jobs')
        .set({ removed: 1 })
        .where('job_name', '=', 'power-bi-developer')
        .execute();
      const one = C2CJobPageSchema.parse(
        (await api.anonymous.get(`${API_PATHS.uaGetC2CJobs}?jobname=power-bi-developer`)).json(),
      );
      expect(one).toMatchObject({ total: 0, items: [] });
      const signedIn = C2CJobPageSchema.parse(
        (await api.as(partner).get(`${API_PATHS.getC2CJobs}?pageSize=50`)).json(),
      );
      expect(signedIn.items.map((job) => job.pro_jobname)).not.toContain('power-bi-developer');
      const found = C2CJobPageSchema.parse(
        (await api.anonymous.get(`${API_PATHS.uaGetC2CJobs}?jobname=senior-data-engineer`)).json(),
      );
      expect(found.items.map((job) => job.pro_jobtitle)).toEqual(['Senior Data Engineer']);
    });

    it('answers 401 without a token and 403 for an employee on the signed-in list, 400 on a bad filter', async () => {
      expect((await api.anonymous.get(API_PATHS.getC2CJobs)).statusCode).toBe(401);
      expect((await api.as(employee).get(API_PATHS.getC2CJobs)).statusCode).toBe(403);
      expect((await api.anonymous.get(`${API_PATHS.uaGetC2CJobs}?remote=maybe`)).statusCode).toBe(400);
    });
  });
});
