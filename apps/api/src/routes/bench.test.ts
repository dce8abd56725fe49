import { BenchCandidateSchema } from '@smartmove/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO_BENCH_CANDIDATES, DEMO_USERS } from '../db/seed-data.js';
import { createBenchRepository } from '../repositories/bench-repository.js';
import { createTestApp, TEST_ENGINES, type TestApp } from '../test/test-app.js';

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
};

describe.each(TEST_ENGINES)('bench hot list on %s', (engine) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(engine);
  });
  afterAll(() => testApp.close());

  it('GET /CRM/UAGetBenchList is public and returns the five seeded candidates as cards', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/CRM/UAGetBenchList' });
    expect(response.statusCode).toBe(200);
    const candidates = z.array(BenchCandidateSchema).parse(response.json());
    expect(candidates.map((candidate) => candidate.id)).toEqual(DEMO_BENCH_CANDIDATES.map((row) => row.id));
    const first = DEMO_BENCH_CANDIDATES[0]!;
    expect(candidates[0]).toEqual({
      id: first.id,
      title: first.title,
      name: first.name,
      exp: first.experience,
      location: first.location,
      visaStatus: first.visa_status,
      skills: first.skills.split(',').map((skill) => skill.trim()),
    });
  });

  it('never sends contact details on the public list, and lists the newest first', async () => {
    await testApp.app.db.insertInto('bench_candidates').values(OWNED_CANDIDATE).execute();
    const response = await testApp.app.inject({ method: 'GET', url: '/CRM/UAGetBenchList' });
    const body: Array<Record<string, unknown>> = response.json();
    expect(body).toHaveLength(DEMO_BENCH_CANDIDATES.length + 1);
    expect(body[0]).toMatchObject({ id: OWNED_CANDIDATE.id, skills: ['Snowflake', 'dbt', 'SQL'] });
    for (const candidate of body) {
      expect(Object.keys(candidate).sort()).toEqual(
        ['exp', 'id', 'location', 'name', 'skills', 'title', 'visaStatus'].sort(),
      );
    }
    expect(response.body).not.toContain(OWNED_CANDIDATE.email);
    expect(response.body).not.toContain(OWNED_CANDIDATE.phone);
  });

  it('the repository filters by owner and gives contact details only when asked', async () => {
    const repository = createBenchRepository(testApp.app.db);
    const mine = await repository.list({ ownerUserId: OWNER_ID, includeContact: true });
    expect(mine).toEqual([
      expect.objectContaining({
        id: OWNED_CANDIDATE.id,
        email: OWNED_CANDIDATE.email,
        phone: OWNED_CANDIDATE.phone,
      }),
    ]);
    const publicCards = await repository.list();
    expect(publicCards.every((card) => !('email' in card) && !('phone' in card))).toBe(true);
    expect(await repository.list({ ownerUserId: DEMO_USERS[0]!.id })).toEqual([]);
  });
});
