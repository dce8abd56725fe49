import {
  API_PATHS,
  ApiErrorSchema,
  BENCH_REVIEW_MESSAGES,
  BenchPageSchema,
  MyBenchCandidateSchema,
  MyBenchPageSchema,
  PORTAL_MESSAGES,
  USER_TYPES,
  UploadBenchListResultSchema,
} from '@smartmove/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeOnEngines, useTestApp } from '../../test/test-api.js';
import { DEMO_RECRUITER_ID, insertUser, type TestUser } from '../../test/portal-users.js';

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

describeOnEngines('partner bench', (engine) => {
  const api = useTestApp(engine);
  const { employee, partner } = api.users;

  describe('bench lists and upload', () => {
    it('reports duplicates in a dry run without saving, then saves only the new consultants', async () => {
      const payload = {
        candidates: [
          consultant,
          { ...consultant, name: 'Li Wei', email: '', phone: '', visaStatus: 'GC' },
          { ...consultant, name: 'priya  raman', email: 'PRIYA.RAMAN@example.com' },
        ],
      };
      const dryRun = await api.as(partner).post(API_PATHS.uploadBenchList, { ...payload, dryRun: true });
      expect(dryRun.statusCode).toBe(200);
      expect(UploadBenchListResultSchema.parse(dryRun.json())).toEqual({
        added: 0,
        duplicates: [{ index: 2, reason: PORTAL_MESSAGES.bench.duplicateInUpload }],
      });
      expect(
        MyBenchPageSchema.parse((await api.as(partner).get(API_PATHS.getMyBenchList)).json()).total,
      ).toBe(0);

      const saved = UploadBenchListResultSchema.parse(
        (await api.as(partner).post(API_PATHS.uploadBenchList, payload)).json(),
      );
      expect(saved).toEqual({
        added: 2,
        duplicates: [{ index: 2, reason: PORTAL_MESSAGES.bench.duplicateInUpload }],
      });

      const again = UploadBenchListResultSchema.parse(
        (await api.as(partner).post(API_PATHS.uploadBenchList, { candidates: [consultant] })).json(),
      );
      expect(again).toEqual({
        added: 0,
        duplicates: [{ index: 0, reason: PORTAL_MESSAGES.bench.duplicateOnBench }],
      });

      const mine = MyBenchPageSchema.parse((await api.as(partner).get(API_PATHS.getMyBenchList)).json());
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
      const mine = MyBenchPageSchema.parse((await api.as(partner).get(API_PATHS.getMyBenchList)).json());
      expect(mine.items.map((item) => item.status)).toEqual(['waiting-for-review', 'waiting-for-review']);
      const before = BenchPageSchema.parse(
        (await api.as(partner).get(`${API_PATHS.getBenchList}?pageSize=50`)).json(),
      );
      expect(before.total).toBe(5);
      expect(before.items.map((item) => item.name)).not.toContain('Priya Raman');
      const bench = api.app.services.bench;
      for (const item of mine.items) {
        await bench.setState(item.id, 'published', { id: DEMO_RECRUITER_ID, name: 'Rita Recruiter' });
      }
      const published = MyBenchPageSchema.parse((await api.as(partner).get(API_PATHS.getMyBenchList)).json());
      expect(published.items.map((item) => item.status)).toEqual(['published', 'published']);

      const all = BenchPageSchema.parse(
        (await api.as(partner).get(`${API_PATHS.getBenchList}?pageSize=50`)).json(),
      );
      expect(all.total).toBe(7);
      expect(JSON.stringify(all)).not.toContain(consultant.email);
      expect(all.items[0]).not.toHaveProperty('email');
      const found = BenchPageSchema.parse(
        (await api.as(partner).get(`${API_PATHS.getBenchList}?keyword=PRIYA`)).json(),
      );
      expect(found.items.map((item) => item.name)).toEqual(['Priya R.']);
      const second = BenchPageSchema.parse(
        (await api.as(partner).get(`${API_PATHS.getBenchList}?page=2&pageSize=5`)).json(),
      );
      expect(second.items).toHaveLength(2);
    });

    it("keeps each partner's bench apart", async () => {
      const otherPartner = await insertUser(api.app, USER_TYPES.partner);
      const theirUpload = await api
        .as(otherPartner)
        .post(API_PATHS.uploadBenchList, { candidates: [consultant] });
      expect(UploadBenchListResultSchema.parse(theirUpload.json()).added).toBe(1);
      const theirs = MyBenchPageSchema.parse(
        (await api.as(otherPartner).get(API_PATHS.getMyBenchList)).json(),
      );
      expect(theirs.total).toBe(1);
      const mine = MyBenchPageSchema.parse((await api.as(partner).get(API_PATHS.getMyBenchList)).json());
      expect(mine.total).toBe(2);
    });

    it('refuses a whole batch with one row the form refuses (visa "TN"), storing none of it', async () => {
      const fresh = await insertUser(api.app, USER_TYPES.partner);
      const response = await api.as(fresh).post(API_PATHS.uploadBenchList, {
        candidates: [
          { ...consultant, name: 'Uma Valid', email: 'uma.valid@example.com' },
          { ...consultant, name: 'Tina Treaty', email: 'tina.treaty@example.com', visaStatus: 'TN' },
          { ...consultant, name: 'Hari Valid', email: 'hari.valid@example.com' },
        ],
      });
      expect(response.statusCode).toBe(400);
      expect(ApiErrorSchema.parse(response.json()).errors).toEqual({
        'candidates.1.visaStatus': PORTAL_MESSAGES.bench.visaStatus,
      });
      const mine = MyBenchPageSchema.parse((await api.as(fresh).get(API_PATHS.getMyBenchList)).json());
      expect(mine.total).toBe(0);
    });

    it('answers invalid rows with 400 and per-row field errors, saving none of them', async () => {
      const response = await api.as(partner).post(API_PATHS.uploadBenchList, {
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
        'candidates.1.name': "Only letters, spaces and ' - . , are allowed",
        'candidates.1.exp': PORTAL_MESSAGES.bench.experience,
        'candidates.1.location': PORTAL_MESSAGES.bench.location,
        'candidates.1.visaStatus': PORTAL_MESSAGES.bench.visaStatus,
        'candidates.1.skills': PORTAL_MESSAGES.bench.skills,
        'candidates.1.email': PORTAL_MESSAGES.bench.email,
      });
      const empty = await api.as(partner).post(API_PATHS.uploadBenchList, { candidates: [] });
      expect(ApiErrorSchema.parse(empty.json()).errors).toMatchObject({
        candidates: PORTAL_MESSAGES.bench.noRows,
      });
      const mine = MyBenchPageSchema.parse((await api.as(partner).get(API_PATHS.getMyBenchList)).json());
      expect(mine.items.map((item) => item.name)).not.toContain('Valid Person');
    });

    it('maps the visa labels people write to one code and label, and splits skills on commas and semicolons', async () => {
      const written = await insertUser(api.app, USER_TYPES.partner);
      const response = await api.as(written).post(API_PATHS.uploadBenchList, {
        candidates: [
          { ...consultant, name: 'Uma Citizen', email: '', visaStatus: 'US Citizen', skills: 'a; b, c; B' },
          { ...consultant, name: 'Hari Hyphen', email: '', visaStatus: 'H-1B' },
          { ...consultant, name: 'Gina Green', email: '', visaStatus: 'green card' },
        ],
      });
      expect(UploadBenchListResultSchema.parse(response.json()).added).toBe(3);
      const mine = MyBenchPageSchema.parse((await api.as(written).get(API_PATHS.getMyBenchList)).json());
      expect(mine.items.map((item) => [item.name, item.visaStatus])).toEqual([
        ['Uma Citizen', 'CITIZEN'],
        ['Hari Hyphen', 'H1B'],
        ['Gina Green', 'GC'],
      ]);
      expect(mine.items[0]?.skills).toEqual(['a', 'b', 'c']);
      const stored = await api.app.db
        .selectFrom('bench_candidates')
        .select('visa_status')
        .where('owner_user_id', '=', written.id)
        .orderBy('name')
        .execute();
      expect(stored.map((row) => row.visa_status)).toEqual(['166110003', '166110001', '166110007']);
      const byVisa = MyBenchPageSchema.parse(
        (await api.as(written).get(`${API_PATHS.getMyBenchList}?keyword=green%20card`)).json(),
      );
      expect(byVisa.items.map((item) => item.name)).toEqual(['Gina Green']);
      const byLabel = MyBenchPageSchema.parse(
        (await api.as(written).get(`${API_PATHS.getMyBenchList}?keyword=h1`)).json(),
      );
      expect(byLabel.items.map((item) => item.name)).toEqual(['Hari Hyphen']);
      // The seeded candidates' older texts ("US Citizen", "H4 EAD") show the same one label.
      const seeded = BenchPageSchema.parse(
        (await api.as(partner).get(`${API_PATHS.getBenchList}?pageSize=50`)).json(),
      );
      expect(seeded.items.find((item) => item.name === 'Kevin L.')?.visaStatus).toBe('CITIZEN');
      expect(seeded.items.find((item) => item.name === 'Mohammed A.')?.visaStatus).toBe('EAD');
    });

    it('answers 401 without a token and 403 for an employee', async () => {
      for (const url of [API_PATHS.getBenchList, API_PATHS.getMyBenchList]) {
        expect((await api.anonymous.get(url)).statusCode).toBe(401);
        expect((await api.as(employee).get(url)).statusCode).toBe(403);
      }
      expect(
        (await api.anonymous.post(API_PATHS.uploadBenchList, { candidates: [consultant] })).statusCode,
      ).toBe(401);
      expect(
        (await api.as(employee).post(API_PATHS.uploadBenchList, { candidates: [consultant] })).statusCode,
      ).toBe(403);
    });
  });

  describe('editing and removing their own consultants', () => {
    let owner: TestUser;
    let id: string;
    const auditActions = async (recordId: string) =>
      (
        await api.app.db
          .selectFrom('audit_log')
          .select(['action', 'actor_id'])
          .where('record_id', '=', recordId)
          .orderBy('at')
          .execute()
      ).map((row) => `${row.actor_id}: ${row.action}`);

    beforeAll(async () => {
      owner = await insertUser(api.app, USER_TYPES.partner);
      await api.as(owner).post(API_PATHS.uploadBenchList, {
        candidates: [consultant, { ...consultant, name: 'Li Wei', email: 'li.wei@example.com' }],
      });
      const mine = MyBenchPageSchema.parse((await api.as(owner).get(API_PATHS.getMyBenchList)).json());
      id = mine.items.find((item) => item.name === consultant.name)!.id;
      await api.app.services.bench.setState(id, 'published', {
        id: DEMO_RECRUITER_ID,
        name: 'Rita Recruiter',
      });
    });

    it('saves an edit with the upload rules, and a published consultant waits for review again', async () => {
      const edited = await api.as(owner).post(API_PATHS.updateBenchCandidate, {
        ...consultant,
        id,
        title: 'Senior Data Engineer',
        exp: '8',
        visaStatus: 'Green Card',
        skills: 'Python; dbt, python',
      });
      expect(edited.statusCode).toBe(200);
      expect(MyBenchCandidateSchema.parse(edited.json())).toMatchObject({
        id,
        title: 'Senior Data Engineer',
        exp: '8 Years',
        visaStatus: 'GC',
        skills: ['Python', 'dbt'],
        status: 'waiting-for-review',
      });
      const hotList = BenchPageSchema.parse(
        (await api.as(partner).get(`${API_PATHS.getBenchList}?pageSize=50`)).json(),
      );
      expect(hotList.items.map((item) => item.id)).not.toContain(id);
      expect(await auditActions(id)).toEqual([
        `${DEMO_RECRUITER_ID}: published bench candidate`,
        `${owner.id}: edited bench candidate`,
      ]);
      const history = await api.app.db
        .selectFrom('record_changes')
        .select(['field', 'new_value'])
        .where('record_id', '=', id)
        .where('actor_id', '=', owner.id)
        .execute();
      expect(history).toEqual(
        expect.arrayContaining([
          { field: 'title', new_value: 'Senior Data Engineer' },
          { field: 'visa_status', new_value: '166110003' },
          { field: 'status', new_value: 'waiting-for-review' },
        ]),
      );
    });

    it('refuses an invalid edit with field errors and an edit that repeats another consultant of theirs', async () => {
      const invalid = await api.as(owner).post(API_PATHS.updateBenchCandidate, {
        ...consultant,
        id,
        visaStatus: 'TN',
        skills: ' ; ',
      });
      expect(invalid.statusCode).toBe(400);
      expect(ApiErrorSchema.parse(invalid.json()).errors).toMatchObject({
        visaStatus: PORTAL_MESSAGES.bench.visaStatus,
        skills: PORTAL_MESSAGES.bench.skills,
      });
      const repeat = await api.as(owner).post(API_PATHS.updateBenchCandidate, {
        ...consultant,
        id,
        name: 'Li Wei',
        email: 'li.wei@example.com',
      });
      expect(repeat.statusCode).toBe(400);
      expect(ApiErrorSchema.parse(repeat.json()).message).toBe(PORTAL_MESSAGES.bench.duplicateOnBench);
    });

    it("answers 401, 403, and 404 for another partner's consultant or a seeded one, changing nothing", async () => {
      const other = await insertUser(api.app, USER_TYPES.partner);
      const seededId = '00000000-0000-4000-8000-000000000201';
      for (const [url, body] of [
        [API_PATHS.updateBenchCandidate, { ...consultant, id }],
        [API_PATHS.removeBenchCandidate, { id }],
      ] as const) {
        expect((await api.anonymous.post(url, body)).statusCode).toBe(401);
        expect((await api.as(employee).post(url, body)).statusCode).toBe(403);
        const theirs = await api.as(other).post(url, body);
        expect(theirs.statusCode).toBe(404);
        expect(ApiErrorSchema.parse(theirs.json()).message).toBe(BENCH_REVIEW_MESSAGES.notFound);
        expect((await api.as(owner).post(url, { ...body, id: seededId })).statusCode).toBe(404);
      }
      const mine = MyBenchPageSchema.parse((await api.as(owner).get(API_PATHS.getMyBenchList)).json());
      expect(mine.items.find((item) => item.id === id)?.title).toBe('Senior Data Engineer');
    });

    it('removes a consultant of their own with an audit line', async () => {
      const removed = await api.as(owner).post(API_PATHS.removeBenchCandidate, { id });
      expect(removed.statusCode).toBe(200);
      const mine = MyBenchPageSchema.parse((await api.as(owner).get(API_PATHS.getMyBenchList)).json());
      expect(mine.items.map((item) => item.name)).toEqual(['Li Wei']);
      expect((await auditActions(id)).at(-1)).toBe(`${owner.id}: removed bench candidate`);
      expect((await api.as(owner).post(API_PATHS.removeBenchCandidate, { id })).statusCode).toBe(404);
    });
  });
});
