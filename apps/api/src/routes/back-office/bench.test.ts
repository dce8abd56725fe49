import {
  API_PATHS,
  ApiErrorSchema,
  BENCH_REVIEW_MESSAGES,
  BenchPageSchema,
  BenchReviewPageSchema,
  MyBenchPageSchema,
  STAFF_ROLES,
  USER_TYPES,
  UploadBenchListResultSchema,
} from '@smartmove/contract';
import { beforeAll, expect, it } from 'vitest';
import { DEMO_BENCH_CANDIDATES } from '../../db/seed-data.js';
import { insertUser } from '../../test/portal-users.js';
import { describeOnEngines, useTestApp } from '../../test/test-api.js';

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

describeOnEngines('bench publishing', (engine) => {
  const api = useTestApp(engine);
  const { employee, partner, admin, recruiter, manager } = api.users;
  let candidateId: string;
  beforeAll(async () => {
    const upload = await api.as(partner).post(API_PATHS.uploadBenchList, { candidates: [consultant] });
    expect(UploadBenchListResultSchema.parse(upload.json()).added).toBe(1);
    const mine = MyBenchPageSchema.parse((await api.as(partner).get(API_PATHS.getMyBenchList)).json());
    candidateId = mine.items[0]!.id;
  });
  const hotList = async (keyword: string) =>
    BenchPageSchema.parse((await api.anonymous.get(API_PATHS.uaGetBenchList, { keyword })).json());
  const auditLines = (action: string) =>
    api.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', action)
      .where('record_id', '=', candidateId)
      .execute();

  it('answers 401 without a token and 403 to everyone but recruiters and admins, before the body', async () => {
    expect((await api.anonymous.get(API_PATHS.getBenchReview)).statusCode).toBe(401);
    for (const url of [API_PATHS.publishBenchCandidate, API_PATHS.unpublishBenchCandidate]) {
      expect((await api.anonymous.post(url, 'not json')).statusCode).toBe(401);
      for (const user of [employee, partner, manager]) {
        expect((await api.as(user).post(url, { nonsense: true })).statusCode).toBe(403);
      }
    }
    for (const user of [employee, partner, manager])
      expect((await api.as(user).get(API_PATHS.getBenchReview)).statusCode).toBe(403);
    expect((await api.as(admin).get(API_PATHS.getBenchReview)).statusCode).toBe(200);
  });

  it("lists a partner's upload waiting for review, with the partner's name; filters by status and search", async () => {
    const waiting = BenchReviewPageSchema.parse(
      (await api.as(recruiter).get(API_PATHS.getBenchReview, { status: 'waiting-for-review' })).json(),
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
    const published = BenchReviewPageSchema.parse(
      (await api.as(recruiter).get(API_PATHS.getBenchReview, { status: 'published' })).json(),
    );
    expect(published.total).toBe(DEMO_BENCH_CANDIDATES.length);
    expect(published.items.every((item) => item.partnerName === null)).toBe(true);
    const searched = BenchReviewPageSchema.parse(
      (await api.as(recruiter).get(API_PATHS.getBenchReview, { search: 'flink' })).json(),
    );
    expect(searched.items.map((item) => item.id)).toEqual([candidateId]);
    expect(
      BenchReviewPageSchema.parse(
        (await api.as(recruiter).get(API_PATHS.getBenchReview, { search: 'parker part' })).json(),
      ).total,
    ).toBe(1);
    expect((await api.as(recruiter).get(API_PATHS.getBenchReview, { status: 'hidden' })).statusCode).toBe(
      400,
    );
    expect((await hotList('Review Candidate')).total).toBe(0);
  });

  it('publishes on the hot list with an audit line, and unpublishes again', async () => {
    const publish = await api.as(recruiter).post(API_PATHS.publishBenchCandidate, { id: candidateId });
    expect(publish.statusCode, publish.body).toBe(200);
    expect(publish.json()).toEqual({ id: candidateId, status: 'published' });
    expect((await hotList('Review Candidate')).items.map((item) => item.id)).toEqual([candidateId]);
    const mine = MyBenchPageSchema.parse((await api.as(partner).get(API_PATHS.getMyBenchList)).json());
    expect(mine.items[0]?.status).toBe('published');

    // Publishing again changes nothing and writes no second line.
    expect(
      (await api.as(recruiter).post(API_PATHS.publishBenchCandidate, { id: candidateId })).statusCode,
    ).toBe(200);
    const published = await auditLines('published bench candidate');
    expect(published).toHaveLength(1);
    expect(published[0]).toMatchObject({
      actor_name: 'Rita Recruiter',
      record_kind: 'bench-candidate',
      record_label: 'Review Candidate (Kafka Engineer)',
    });
    const history = await api.app.db
      .selectFrom('record_changes')
      .selectAll()
      .where('record_id', '=', candidateId)
      .execute();
    expect(history).toEqual([
      expect.objectContaining({ field: 'status', old_value: 'waiting-for-review', new_value: 'published' }),
    ]);

    const unpublish = await api.as(admin).post(API_PATHS.unpublishBenchCandidate, { id: candidateId });
    expect(unpublish.json()).toEqual({ id: candidateId, status: 'waiting-for-review' });
    expect((await hotList('Review Candidate')).total).toBe(0);
    expect(await auditLines('unpublished bench candidate')).toEqual([
      expect.objectContaining({ actor_name: 'Ada Admin' }),
    ]);
  });

  it('answers 404 for an unknown candidate and 400 without an id', async () => {
    const missing = await api
      .as(recruiter)
      .post(API_PATHS.publishBenchCandidate, { id: 'no-such-candidate' });
    expect(missing.statusCode).toBe(404);
    expect((await api.as(recruiter).post(API_PATHS.unpublishBenchCandidate, {})).statusCode).toBe(400);
  });

  it('lets a new recruiter publish, not an approver', async () => {
    const newRecruiter = await insertUser(api.app, USER_TYPES.employee, undefined, {
      staffRoles: [STAFF_ROLES.recruiter],
    });
    const approver = await insertUser(api.app, USER_TYPES.employee, undefined, {
      staffRoles: [STAFF_ROLES.approver],
    });
    expect(
      (await api.as(approver).post(API_PATHS.publishBenchCandidate, { id: candidateId })).statusCode,
    ).toBe(403);
    expect(
      (await api.as(newRecruiter).post(API_PATHS.publishBenchCandidate, { id: candidateId })).statusCode,
    ).toBe(200);
  });

  it('sends a waiting candidate back with a reason the partner reads; their edit resubmits it', async () => {
    const unpublish = await api.as(recruiter).post(API_PATHS.unpublishBenchCandidate, { id: candidateId });
    expect(unpublish.statusCode).toBe(200);
    for (const user of [employee, partner, manager]) {
      const refused = await api
        .as(user)
        .post(API_PATHS.sendBackBenchCandidate, { id: candidateId, reason: 'x' });
      expect(refused.statusCode).toBe(403);
    }
    const noReason = await api
      .as(recruiter)
      .post(API_PATHS.sendBackBenchCandidate, { id: candidateId, reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(noReason.json()).errors).toEqual({ reason: BENCH_REVIEW_MESSAGES.reason });
    expect(
      (await api.as(recruiter).post(API_PATHS.sendBackBenchCandidate, { id: 'nobody', reason: 'Why' }))
        .statusCode,
    ).toBe(404);

    const reason = 'Please add the Kafka certification year to the skills.';
    const sent = await api.as(recruiter).post(API_PATHS.sendBackBenchCandidate, { id: candidateId, reason });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ id: candidateId, status: 'sent-back' });

    const mine = MyBenchPageSchema.parse((await api.as(partner).get(API_PATHS.getMyBenchList)).json());
    expect(mine.items.find((item) => item.id === candidateId)).toMatchObject({
      status: 'sent-back',
      sentBackReason: reason,
    });
    const review = BenchReviewPageSchema.parse(
      (await api.as(recruiter).get(API_PATHS.getBenchReview, { status: 'sent-back' })).json(),
    );
    expect(review.items).toEqual([
      expect.objectContaining({
        id: candidateId,
        status: 'sent-back',
        sentBackReason: reason,
        exp: '6 Years',
      }),
    ]);
    const waiting = BenchReviewPageSchema.parse(
      (await api.as(recruiter).get(API_PATHS.getBenchReview, { status: 'waiting-for-review' })).json(),
    );
    expect(waiting.items.map((item) => item.id)).not.toContain(candidateId);
    expect(await auditLines('sent back bench candidate')).toEqual([
      expect.objectContaining({ actor_name: 'Rita Recruiter', record_kind: 'bench-candidate' }),
    ]);
    const history = await api.app.db
      .selectFrom('record_changes')
      .selectAll()
      .where('record_id', '=', candidateId)
      .where('new_value', 'in', ['sent-back', reason])
      .execute();
    expect(history.map((row) => [row.field, row.new_value]).sort()).toEqual(
      [
        ['reason', reason],
        ['status', 'sent-back'],
      ].sort(),
    );

    // The partner fixes it and saves: back in the queue, the reason gone.
    const edit = await api
      .as(partner)
      .post(API_PATHS.updateBenchCandidate, { ...consultant, id: candidateId, skills: 'Kafka 2024, Flink' });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ status: 'waiting-for-review', sentBackReason: null });
    const after = MyBenchPageSchema.parse((await api.as(partner).get(API_PATHS.getMyBenchList)).json());
    expect(after.items.find((item) => item.id === candidateId)).toMatchObject({
      status: 'waiting-for-review',
      sentBackReason: null,
    });

    // A published candidate is unpublished before it is sent back.
    await api.as(recruiter).post(API_PATHS.publishBenchCandidate, { id: candidateId });
    const published = await api
      .as(recruiter)
      .post(API_PATHS.sendBackBenchCandidate, { id: candidateId, reason });
    expect(published.statusCode).toBe(409);
    expect((await hotList('Review Candidate')).total).toBe(1);
  });
});
