import {
  API_PATHS,
  BenchPageSchema,
  BenchReviewPageSchema,
  MyBenchPageSchema,
  STAFF_ROLES,
  USER_TYPES,
  UploadBenchListResultSchema,
} from '@smartmove/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BENCH_CANDIDATES } from '../../db/seed-data.js';
import { demoUsers, insertUser, staffUsers, type TestUser } from '../../test/portal-users.js';
import { createTestApp, TEST_ENGINES, type TestApp } from '../../test/test-app.js';

const consultant = {
  title: 'Kafka Engineer',
  name: 'Review Candidate',
  exp: 6,
  location: 'Denver, CO',
  visaStatus: 'GC',
  skills: 'Kafka, Flink',
  email: 'review.candidate@example.com',
  phone: '',
};

describe.each(TEST_ENGINES)('bench publishing on %s', (engine) => {
  let testApp: TestApp;
  let employee: TestUser;
  let partner: TestUser;
  let admin: TestUser;
  let recruiter: TestUser;
  let manager: TestUser;
  let candidateId: string;
  beforeAll(async () => {
    testApp = await createTestApp(engine);
    [employee, partner] = await demoUsers(testApp.app);
    [admin, recruiter, manager] = await staffUsers(testApp.app);
    const upload = await testApp.app.inject({
      method: 'POST',
      url: API_PATHS.uploadBenchList,
      headers: partner.headers,
      payload: { candidates: [consultant] },
    });
    expect(UploadBenchListResultSchema.parse(upload.json()).added).toBe(1);
    const mine = MyBenchPageSchema.parse(
      (
        await testApp.app.inject({ method: 'GET', url: API_PATHS.getMyBenchList, headers: partner.headers })
      ).json(),
    );
    candidateId = mine.items[0]!.id;
  });
  afterAll(() => testApp.close());

  const review = (user: TestUser | undefined, query: Record<string, string> = {}) =>
    testApp.app.inject({
      method: 'GET',
      url: API_PATHS.getBenchReview,
      query,
      ...(user ? { headers: user.headers } : {}),
    });
  const post = (url: string, user: TestUser | undefined, payload: unknown) =>
    testApp.app.inject({
      method: 'POST',
      url,
      payload: payload as Record<string, unknown>,
      ...(user ? { headers: user.headers } : {}),
    });
  const hotList = async (keyword: string) =>
    BenchPageSchema.parse(
      (await testApp.app.inject({ method: 'GET', url: API_PATHS.uaGetBenchList, query: { keyword } })).json(),
    );
  const auditLines = (action: string) =>
    testApp.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', action)
      .where('record_id', '=', candidateId)
      .execute();

  it('answers 401 without a token and 403 to everyone but recruiters and admins, before the body', async () => {
    expect((await review(undefined)).statusCode).toBe(401);
    for (const url of [API_PATHS.publishBenchCandidate, API_PATHS.unpublishBenchCandidate]) {
      expect((await post(url, undefined, 'not json')).statusCode).toBe(401);
      for (const user of [employee, partner, manager]) {
        expect((await post(url, user, { nonsense: true })).statusCode).toBe(403);
      }
    }
    for (const user of [employee, partner, manager]) expect((await review(user)).statusCode).toBe(403);
    expect((await review(admin)).statusCode).toBe(200);
  });

  it("lists a partner's upload waiting for review, with the partner's name; filters by status and search", async () => {
    const waiting = BenchReviewPageSchema.parse(
      (await review(recruiter, { status: 'waiting-for-review' })).json(),
    );
    expect(waiting.items).toEqual([
      expect.objectContaining({
        id: candidateId,
        name: 'Review Candidate',
        partnerName: 'Parker Partner',
        status: 'waiting-for-review',
        skills: ['Kafka', 'Flink'],
        publishedAt: null,
      }),
    ]);
    const published = BenchReviewPageSchema.parse((await review(recruiter, { status: 'published' })).json());
    expect(published.total).toBe(DEMO_BENCH_CANDIDATES.length);
    expect(published.items.every((item) => item.partnerName === null)).toBe(true);
    const searched = BenchReviewPageSchema.parse((await review(recruiter, { search: 'flink' })).json());
    expect(searched.items.map((item) => item.id)).toEqual([candidateId]);
    expect(
      BenchReviewPageSchema.parse((await review(recruiter, { search: 'parker part' })).json()).total,
    ).toBe(1);
    expect((await review(recruiter, { status: 'hidden' })).statusCode).toBe(400);
    expect((await hotList('Review Candidate')).total).toBe(0);
  });

  it('publishes on the hot list with an audit line, and unpublishes again', async () => {
    const publish = await post(API_PATHS.publishBenchCandidate, recruiter, { id: candidateId });
    expect(publish.statusCode, publish.body).toBe(200);
    expect(publish.json()).toEqual({ id: candidateId, status: 'published' });
    expect((await hotList('Review Candidate')).items.map((item) => item.id)).toEqual([candidateId]);
    const mine = MyBenchPageSchema.parse(
      (
        await testApp.app.inject({ method: 'GET', url: API_PATHS.getMyBenchList, headers: partner.headers })
      ).json(),
    );
    expect(mine.items[0]?.status).toBe('published');

    // Publishing again changes nothing and writes no second line.
    expect((await post(API_PATHS.publishBenchCandidate, recruiter, { id: candidateId })).statusCode).toBe(
      200,
    );
    const published = await auditLines('published bench candidate');
    expect(published).toHaveLength(1);
    expect(published[0]).toMatchObject({
      actor_name: 'Rita Recruiter',
      record_kind: 'bench-candidate',
      record_label: 'Review Candidate (Kafka Engineer)',
    });
    const history = await testApp.app.db
      .selectFrom('record_changes')
      .selectAll()
      .where('record_id', '=', candidateId)
      .execute();
    expect(history).toEqual([
      expect.objectContaining({ field: 'status', old_value: 'waiting-for-review', new_value: 'published' }),
    ]);

    const unpublish = await post(API_PATHS.unpublishBenchCandidate, admin, { id: candidateId });
    expect(unpublish.json()).toEqual({ id: candidateId, status: 'waiting-for-review' });
    expect((await hotList('Review Candidate')).total).toBe(0);
    expect(await auditLines('unpublished bench candidate')).toEqual([
      expect.objectContaining({ actor_name: 'Ada Admin' }),
    ]);
  });

  it('answers 404 for an unknown candidate and 400 without an id', async () => {
    const missing = await post(API_PATHS.publishBenchCandidate, recruiter, { id: 'no-such-candidate' });
    expect(missing.statusCode).toBe(404);
    expect((await post(API_PATHS.unpublishBenchCandidate, recruiter, {})).statusCode).toBe(400);
  });

  it('lets a new recruiter publish, not an approver', async () => {
    const newRecruiter = await insertUser(testApp.app, USER_TYPES.employee, undefined, {
      staffRoles: [STAFF_ROLES.recruiter],
    });
    const approver = await insertUser(testApp.app, USER_TYPES.employee, undefined, {
      staffRoles: [STAFF_ROLES.approver],
    });
    expect((await post(API_PATHS.publishBenchCandidate, approver, { id: candidateId })).statusCode).toBe(403);
    expect((await post(API_PATHS.publishBenchCandidate, newRecruiter, { id: candidateId })).statusCode).toBe(
      200,
    );
  });
});
