import { BenchPageSchema, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '@smartmove/contract';
import { expect, it } from 'vitest';
import { DEMO_BENCH_CANDIDATES, DEMO_USERS } from '../../db/seed-data.js';
import { createBenchQueries } from '../../repositories/recruiting/bench-queries.js';
import { describeOnEngines, useTestApp } from '../../test/test-api.js';

const OWNER_ID = DEMO_USERS[1]!.id;
const OWNED_CANDIDATE = {
  id: '8f2f6a9e-1111-4c3b-9a55-000000000001',
  owner_user_id: OWNER_ID,
  title: 'Snowflake Architect',
  name: 'Test C.',
  experience: '12 Years',
  location: 'Austin, TX',
  visa_status: 'GC',
  skills: 'Snowflake,  dbt ,SQL',
  email: 'test.candidate@example.com',
  phone: '+12015550199',
  created_at: '2026-02-01T10:00:00.000Z',
  published_at: '2026-02-02T10:00:00.000Z',
  published_by: null,
};

describeOnEngines('bench hot list', (engine) => {
  const api = useTestApp(engine);

  const publicList = async (query = '') => {
    const response = await api.anonymous.get(`/CRM/UAGetBenchList${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return BenchPageSchema.parse(response.json());
  };

  it('GET /CRM/UAGetBenchList is public and returns the five seeded candidates as cards, paged', async () => {
    const page = await publicList();
    expect(page).toMatchObject({ total: DEMO_BENCH_CANDIDATES.length, page: 1, pageSize: PAGE_SIZE_DEFAULT });
    const candidates = page.items;
    expect(candidates.map((candidate) => candidate.id)).toEqual(DEMO_BENCH_CANDIDATES.map((row) => row.id));
    const first = DEMO_BENCH_CANDIDATES[0]!;
    expect(candidates[0]).toEqual({
      id: first.id,
      title: first.title,
      name: first.name,
      exp: first.experience,
      location: first.location,
      visaStatus: 'H1B',
      skills: first.skills.split(',').map((skill) => skill.trim()),
    });
  });

  it('answers one page at a time with the true total, and filters by keyword', async () => {
    const ids = DEMO_BENCH_CANDIDATES.map((row) => row.id);
    const second = await publicList('?page=2&pageSize=2');
    expect(second).toMatchObject({ total: ids.length, page: 2, pageSize: 2 });
    expect(second.items.map((candidate) => candidate.id)).toEqual(ids.slice(2, 4));
    const past = await publicList('?page=9&pageSize=2');
    expect(past).toEqual({ items: [], total: ids.length, page: 9, pageSize: 2 });
    const devops = await publicList('?keyword=devops');
    expect(devops.total).toBe(1);
    expect(devops.items[0]?.title).toBe('DevOps Engineer');
  });

  it('never sends contact details on the public list, and lists the newest first', async () => {
    await api.app.db.insertInto('bench_candidates').values(OWNED_CANDIDATE).execute();
    const response = await api.anonymous.get('/CRM/UAGetBenchList?pageSize=100');
    const body: { items: Array<Record<string, unknown>>; total: number } = response.json();
    expect(body.total).toBe(DEMO_BENCH_CANDIDATES.length + 1);
    expect(body.items).toHaveLength(DEMO_BENCH_CANDIDATES.length + 1);
    expect(body.items[0]).toMatchObject({ id: OWNED_CANDIDATE.id, skills: ['Snowflake', 'dbt', 'SQL'] });
    for (const candidate of body.items) {
      expect(Object.keys(candidate).sort()).toEqual(
        ['exp', 'id', 'location', 'name', 'skills', 'title', 'visaStatus'].sort(),
      );
    }
    expect(response.body).not.toContain(OWNED_CANDIDATE.email);
    expect(response.body).not.toContain(OWNED_CANDIDATE.phone);
  });

  it('leaves a candidate waiting for review off the public list and its keyword search', async () => {
    await api.app.db
      .insertInto('bench_candidates')
      .values({
        ...OWNED_CANDIDATE,
        id: '8f2f6a9e-1111-4c3b-9a55-000000000002',
        name: 'Unreviewed Person',
        title: 'Quantum Gardener',
        email: null,
        phone: null,
        created_at: '2026-03-01T10:00:00.000Z',
        published_at: null,
      })
      .execute();
    const whole = await publicList('?pageSize=100');
    expect(whole.total).toBe(DEMO_BENCH_CANDIDATES.length + 1);
    expect(whole.items.map((candidate) => candidate.name)).not.toContain('Unreviewed Person');
    expect((await publicList('?keyword=quantum')).total).toBe(0);
  });

  it("the repository gives contact details only on the owner's own list", async () => {
    const repository = createBenchQueries(api.app.db);
    const request = { page: 1, pageSize: PAGE_SIZE_MAX };
    const mine = await repository.listOwnedPage(OWNER_ID, {}, request);
    expect(mine.items).toEqual([
      expect.objectContaining({ name: 'Unreviewed Person', status: 'waiting-for-review' }),
      expect.objectContaining({
        id: OWNED_CANDIDATE.id,
        email: OWNED_CANDIDATE.email,
        phone: OWNED_CANDIDATE.phone,
        status: 'published',
      }),
    ]);
    const publicCards = await repository.listPage({}, request);
    expect(publicCards.items.every((card) => !('email' in card) && !('phone' in card))).toBe(true);
    expect((await repository.listOwnedPage(DEMO_USERS[0]!.id, {}, request)).total).toBe(0);
  });

  it("shows a published partner's candidate as the seeded ones: first name and the surname's initial", async () => {
    await api.app.db
      .insertInto('bench_candidates')
      .values({
        ...OWNED_CANDIDATE,
        id: '8f2f6a9e-1111-4c3b-9a55-000000000003',
        name: 'Ravi  Shankar kumar',
        title: 'Initial Checker',
        email: null,
        phone: null,
        created_at: '2026-03-02T10:00:00.000Z',
      })
      .execute();
    const found = await publicList('?keyword=initial%20checker');
    expect(found.items.map((candidate) => candidate.name)).toEqual(['Ravi K.']);
    const seeded = await publicList('?pageSize=100');
    for (const row of DEMO_BENCH_CANDIDATES) {
      expect(seeded.items.find((candidate) => candidate.id === row.id)?.name).toBe(row.name);
    }
    const mine = await createBenchQueries(api.app.db).listOwnedPage(
      OWNER_ID,
      { keyword: 'initial' },
      {
        page: 1,
        pageSize: 10,
      },
    );
    expect(mine.items.map((candidate) => candidate.name)).toEqual(['Ravi  Shankar kumar']);
  });
});
