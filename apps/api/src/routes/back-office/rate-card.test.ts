import {
  API_PATHS,
  RATE_CARD_MESSAGES,
  RATE_CARD_SKILLS,
  RateCardSchema,
  STAFF_ROLES,
  USER_TYPES,
} from '@smartmove/contract';
import { expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed.js';
import { insertUser } from '../../test/portal-users.js';
import { describeOnEngines, useTestApp } from '../../test/test-api.js';

describeOnEngines('the rate card', (engine) => {
  const api = useTestApp(engine);
  const { employee, partner, admin, recruiter, manager } = api.users;
  const auditLines = () =>
    api.app.db.selectFrom('audit_log').selectAll().where('action', '=', 'updated rate card').execute();

  it('is seeded for every skill of the catalogue, in bands of years', async () => {
    const response = await api.as(recruiter).get(API_PATHS.getRateCard);
    expect(response.statusCode).toBe(200);
    const card = RateCardSchema.parse(response.json());
    expect(card.skills.map((entry) => entry.skill)).toEqual(RATE_CARD_SKILLS);
    for (const entry of card.skills) {
      expect(entry.bands.map((band) => [band.minYears, band.maxYears])).toEqual([
        [0, 2],
        [3, 5],
        [6, 9],
        [10, null],
      ]);
      for (const band of entry.bands) expect(band.rateMin).toBeLessThan(band.rateMax);
    }
    expect(card.skills.find((entry) => entry.skill === 'python')?.bands[0]).toEqual({
      minYears: 0,
      maxYears: 2,
      rateMin: 45,
      rateMax: 60,
    });
  });

  it('answers 401 without a token, 403 to everyone but recruiters and admins', async () => {
    expect((await api.anonymous.get(API_PATHS.getRateCard)).statusCode).toBe(401);
    for (const user of [employee, partner, manager])
      expect((await api.as(user).get(API_PATHS.getRateCard)).statusCode).toBe(403);
    expect((await api.as(admin).get(API_PATHS.getRateCard)).statusCode).toBe(200);
  });

  it('lets only an admin change it, refusing before the body is read', async () => {
    expect((await api.anonymous.post(API_PATHS.updateRateCard, 'not json')).statusCode).toBe(401);
    const plain = await insertUser(api.app, USER_TYPES.employee);
    for (const user of [plain, partner, manager, recruiter]) {
      expect((await api.as(user).post(API_PATHS.updateRateCard, { nonsense: true })).statusCode).toBe(403);
    }
    const approver = await insertUser(api.app, USER_TYPES.employee, undefined, {
      staffRoles: [STAFF_ROLES.approver],
    });
    expect((await api.as(approver).post(API_PATHS.updateRateCard, {})).statusCode).toBe(403);
  });

  it("replaces a skill's bands, keeps the others and writes an audit line", async () => {
    const response = await api.as(admin).post(API_PATHS.updateRateCard, {
      skills: [
        {
          skill: 'SQL',
          bands: [
            { minYears: 0, maxYears: 4, rateMin: 38, rateMax: 52 },
            { minYears: 5, maxYears: null, rateMin: 52, rateMax: 80 },
          ],
        },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const card = RateCardSchema.parse((await api.as(recruiter).get(API_PATHS.getRateCard)).json());
    expect(card.skills.find((entry) => entry.skill === 'SQL')?.bands).toEqual([
      { minYears: 0, maxYears: 4, rateMin: 38, rateMax: 52 },
      { minYears: 5, maxYears: null, rateMin: 52, rateMax: 80 },
    ]);
    expect(card.skills.find((entry) => entry.skill === 'NoSQL')?.bands).toHaveLength(4);
    expect(card.updatedBy).toBe('Ada Admin');
    expect(await auditLines()).toEqual([
      expect.objectContaining({
        actor_name: 'Ada Admin',
        record_kind: 'rate-card',
        record_label: 'Rate card: SQL',
      }),
    ]);
  });

  it('is seeded again without duplicates, keeping the bands an admin set', async () => {
    const rows = () => api.app.db.selectFrom('rate_card').select(['skill', 'min_years']).execute();
    const before = await rows();
    await seedDemoData(api.app.db);
    expect((await rows()).length).toBe(before.length);
    expect((await rows()).filter((row) => row.skill === 'SQL')).toHaveLength(2);
  });

  it('refuses a lowest rate above the highest and overlapping bands, naming the field', async () => {
    const before = (await auditLines()).length;
    const reversed = await api.as(admin).post(API_PATHS.updateRateCard, {
      skills: [{ skill: 'Go', bands: [{ minYears: 0, maxYears: null, rateMin: 90, rateMax: 60 }] }],
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors).toEqual({ 'skills.0.bands.0.rateMin': RATE_CARD_MESSAGES.rateOrder });

    const overlapping = await api.as(admin).post(API_PATHS.updateRateCard, {
      skills: [
        {
          skill: 'Go',
          bands: [
            { minYears: 0, maxYears: 5, rateMin: 40, rateMax: 60 },
            { minYears: 5, maxYears: null, rateMin: 60, rateMax: 90 },
          ],
        },
      ],
    });
    expect(overlapping.statusCode).toBe(400);
    expect(overlapping.json().errors).toEqual({ 'skills.0.bands.1.minYears': RATE_CARD_MESSAGES.overlap });

    const unknown = await api.as(admin).post(API_PATHS.updateRateCard, {
      skills: [{ skill: 'COBOL', bands: [{ minYears: 0, maxYears: null, rateMin: 40, rateMax: 60 }] }],
    });
    expect(unknown.statusCode).toBe(400);
    expect((await auditLines()).length).toBe(before);
    const go = RateCardSchema.parse((await api.as(admin).get(API_PATHS.getRateCard)).json()).skills.find(
      (e) => e.skill === 'Go',
    );
    expect(go?.bands).toHaveLength(4);
  });
});
