import {
  API_PATHS,
  ApiErrorSchema,
  CAPTCHA_TOKEN_HEADER,
  LEAVE_CERTIFICATE_FIELD,
  LeavesResponseSchema,
  MESSAGES,
  PORTAL_MESSAGES,
  TimeSheetSchema,
  addDays,
  latestTimeSheetWeek,
  mondayOf,
  todayIsoDate,
} from '@smartmove/contract';
import { describe, expect, it } from 'vitest';
import {
  DISALLOWED_CHARACTER_FIELD_MESSAGE,
  NUL_CHARACTER_MESSAGE,
} from './plugins/infrastructure/input-hygiene.js';
import {
  CONSULTATION_REQUEST,
  CONTACT_MESSAGE,
  FAST_CAPTCHA_ENV,
  filePart,
  solveCaptcha,
  unique,
} from './test/lead-fixtures.js';
import { describeOnEngines, useTestApp } from './test/test-api.js';

/**
 * The server checks what the client checks (issue 30, item 5): names, single lines, entered dates, and no
 * control character or lone surrogate in any text, whichever way it arrives.
 */

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const thisMonday = mondayOf(todayIsoDate());

describeOnEngines('input checks', (engine) => {
  const api = useTestApp(engine, { env: FAST_CAPTCHA_ENV });
  const { employee } = api.users;
  const contactRows = (email: string) =>
    api.app.db.selectFrom('contact_messages').selectAll().where('email', '=', email).execute();
  const errorsOf = (response: { json(): unknown }) => ApiErrorSchema.parse(response.json()).errors;

  describe('names on the contact and consultation forms', () => {
    it.each([
      ['pro_firstname', '<b>Ada</b>'],
      ['pro_lastname', '<script>alert(1)</script>'],
      ['pro_firstname', 'Ada\r\nBcc: someone@example.com'],
      ['pro_lastname', 'Love\nlace'],
    ])('refuses %s %j on a contact message and stores nothing', async (field, value) => {
      const email = unique(CONTACT_MESSAGE.pro_email);
      const response = await api.anonymous.post(API_PATHS.addContactUs, {
        ...CONTACT_MESSAGE,
        pro_email: email,
        [field]: value,
      });
      expect(response.statusCode).toBe(400);
      expect(errorsOf(response)?.[field]).toBeDefined();
      expect(await contactRows(email)).toHaveLength(0);
    });

    it('refuses markup and a line break in a consultation full name, and a line break in its position', async () => {
      for (const [field, value, message] of [
        ['pro_firstname', '<img src=x onerror=alert(1)>', MESSAGES.nameLettersOnly],
        ['pro_firstname', 'Grace\r\nSubject: hi', MESSAGES.singleLine],
        ['pro_position', 'CTO\nBcc: x@example.com', MESSAGES.singleLine],
      ] as const) {
        const email = unique(CONSULTATION_REQUEST.pro_email);
        const response = await api.anonymous.post(
          API_PATHS.addContactUs,
          { ...CONSULTATION_REQUEST, pro_email: email, [field]: value },
          { headers: { [CAPTCHA_TOKEN_HEADER]: await solveCaptcha(api.app) } },
        );
        expect(response.statusCode, value).toBe(400);
        expect(errorsOf(response), value).toMatchObject({ [field]: message });
        expect(await contactRows(email)).toHaveLength(0);
      }
    });

    it.each([
      ['Zoë', "O'Brien-Smith"],
      ['José', 'Núñez'],
      ['अनीता', 'शर्मा'],
      ['Mary-Jane', 'St. John, Jr.'],
    ])('accepts %s %s and stores it as sent, with a multi-line message', async (firstName, lastName) => {
      const email = unique(CONTACT_MESSAGE.pro_email);
      const response = await api.anonymous.post(API_PATHS.addContactUs, {
        ...CONTACT_MESSAGE,
        pro_firstname: firstName,
        pro_lastname: lastName,
        pro_email: email,
        pro_message: 'Line one\r\nLine two\n\tindented',
      });
      expect(response.statusCode).toBe(200);
      expect(await contactRows(email)).toMatchObject([
        { first_name: firstName, last_name: lastName, message: 'Line one\r\nLine two\n\tindented' },
      ]);
    });

    it('accepts a consultation from "Zoë O\'Brien-Smith"', async () => {
      const email = unique(CONSULTATION_REQUEST.pro_email);
      const response = await api.anonymous.post(
        API_PATHS.addContactUs,
        { ...CONSULTATION_REQUEST, pro_email: email, pro_firstname: "Zoë O'Brien-Smith" },
        { headers: { [CAPTCHA_TOKEN_HEADER]: await solveCaptcha(api.app) } },
      );
      expect(response.statusCode).toBe(200);
      expect(await contactRows(email)).toMatchObject([{ first_name: "Zoë O'Brien-Smith" }]);
    });
  });

  describe('control characters and lone surrogates', () => {
    const caseCount = async () =>
      (await api.app.db.selectFrom('support_cases').select('id').where('user_id', '=', employee.id).execute())
        .length;
    const validCase = {
      title: 'Payslip missing',
      category: 'Payroll',
      priority: 'High',
      description: 'I cannot find my October payslip.',
    };

    it('refuses a lone surrogate escape in AddCase with 400 naming the field, storing nothing', async () => {
      const before = await caseCount();
      // Sent as JSON text, as a client would: JSON.parse makes the escape a lone surrogate.
      for (const [field, raw] of [
        ['title', '"Payslip \\ud800"'],
        ['description', '"\\udc00 dangling low half"'],
        ['description', '"reversed \\ude00\\ud83d pair"'],
      ] as const) {
        const payload = JSON.stringify({ ...validCase, [field]: '@' }).replace('"@"', raw);
        const response = await api.as(employee).inject({
          method: 'POST',
          url: API_PATHS.addCase,
          payload,
          headers: { 'content-type': 'application/json' },
        });
        expect(response.statusCode, raw).toBe(400);
        expect(response.json()).toEqual({
          message: NUL_CHARACTER_MESSAGE,
          errors: { [field]: DISALLOWED_CHARACTER_FIELD_MESSAGE },
        });
      }
      expect(await caseCount()).toBe(before);
    });

    it('refuses control characters in AddCase but keeps a well-formed emoji, tabs and line breaks', async () => {
      const before = await caseCount();
      for (const control of ['\u0001', '\u001b', '\u007f', '\u0085', '\u000b']) {
        const response = await api.as(employee).post(API_PATHS.addCase, {
          ...validCase,
          description: `before${control}after`,
        });
        expect(response.statusCode, JSON.stringify(control)).toBe(400);
        expect(errorsOf(response)).toEqual({ description: DISALLOWED_CHARACTER_FIELD_MESSAGE });
      }
      expect(await caseCount()).toBe(before);
      const fine = await api.as(employee).post(API_PATHS.addCase, {
        ...validCase,
        title: 'Payslip missing 🚀',
        description: 'Line one\r\nLine two\n\tindented 𝕊',
      });
      expect(fine.statusCode).toBe(201);
      expect(fine.json()).toMatchObject({
        title: 'Payslip missing 🚀',
        description: 'Line one\r\nLine two\n\tindented 𝕊',
      });
    });

    it('refuses a control character and an undecodable surrogate in a query parameter, naming it', async () => {
      for (const url of [
        `${API_PATHS.getJobByName}?jobname=a%01b`,
        `${API_PATHS.getJobByName}?jobname=a%7Fb`,
        `${API_PATHS.getJobByName}?jobname=a%C2%85b`,
      ]) {
        const response = await api.anonymous.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(400);
        expect(response.json(), url).toEqual({
          message: NUL_CHARACTER_MESSAGE,
          errors: { jobname: DISALLOWED_CHARACTER_FIELD_MESSAGE },
        });
      }
      // A lone surrogate cannot be valid UTF-8: encoded anyway (CESU-8), it never reaches a handler as one.
      const surrogate = await api.anonymous.inject({
        method: 'GET',
        url: `${API_PATHS.getJobByName}?jobname=a%ED%A0%80b`,
      });
      expect(surrogate.statusCode).toBeLessThan(500);
      expect(surrogate.statusCode).not.toBe(200);
    });

    it('refuses a control character in a multipart field and file name, keeping no leave or claim', async () => {
      const leavesBefore = LeavesResponseSchema.parse(
        (await api.as(employee).get(API_PATHS.getLeaves)).json(),
      );
      const day = addDays(thisMonday, 14);
      const leave = { leaveType: 'unpaid', fromDate: day, toDate: day, reason: 'Moving' };
      // Without a certificate: before, a multipart request without its file was not checked at all.
      const field = await api.as(employee).upload(API_PATHS.applyLeave, { ...leave, reason: 'Mov\u0001ing' });
      expect(field.statusCode).toBe(400);
      expect(errorsOf(field)).toEqual({ reason: DISALLOWED_CHARACTER_FIELD_MESSAGE });
      const file = await api
        .as(employee)
        .upload(
          API_PATHS.applyLeave,
          leave,
          filePart(LEAVE_CERTIFICATE_FIELD, { name: 'note\u001b.png', type: 'image/png', content: PNG }),
        );
      expect(file.statusCode).toBe(400);
      expect(errorsOf(file)).toEqual({ [LEAVE_CERTIFICATE_FIELD]: DISALLOWED_CHARACTER_FIELD_MESSAGE });
      const leavesAfter = LeavesResponseSchema.parse(
        (await api.as(employee).get(API_PATHS.getLeaves)).json(),
      );
      expect(leavesAfter.total).toBe(leavesBefore.total);

      const claim = await api.as(employee).upload(
        API_PATHS.addExpense,
        {
          expenseDate: addDays(todayIsoDate(), -2),
          category: 'Travel',
          amount: '10',
          currency: 'USD',
          description: 'Taxi\u0007',
        },
        filePart('receipt', { name: 'taxi.png', type: 'image/png', content: PNG }),
      );
      expect(claim.statusCode).toBe(400);
      expect(errorsOf(claim)).toEqual({ description: DISALLOWED_CHARACTER_FIELD_MESSAGE });
    });
  });

  describe('entered dates', () => {
    it.each([
      ['9999-12-30', '9999-12-31'],
      ['1900-01-01', '1900-01-02'],
    ])(
      'refuses leave from %s with field errors, and the balance does not count it',
      async (fromDate, toDate) => {
        const before = LeavesResponseSchema.parse((await api.as(employee).get(API_PATHS.getLeaves)).json());
        const response = await api.as(employee).post(API_PATHS.applyLeave, {
          leaveType: 'pto',
          fromDate,
          toDate,
          reason: 'Far away',
          confirmPastDates: true,
        });
        expect(response.statusCode).toBe(400);
        expect(errorsOf(response)).toMatchObject({
          fromDate: PORTAL_MESSAGES.dateOutOfRange,
          toDate: PORTAL_MESSAGES.dateOutOfRange,
        });
        const after = LeavesResponseSchema.parse((await api.as(employee).get(API_PATHS.getLeaves)).json());
        expect(after.total).toBe(before.total);
        expect(after.balance).toEqual(before.balance);
      },
    );

    const week = (weekStart: string) => ({
      weekStart,
      status: 'draft',
      entries: [{ project: 'Retail analytics', hours: [8, 8, 8, 8, 8, 0, 0] }],
    });

    it('refuses a time sheet for 9999-12-27 and one two weeks ahead, and keeps one for next week', async () => {
      const far = await api.as(employee).post(API_PATHS.addTimeSheet, week('9999-12-27'));
      expect(far.statusCode).toBe(400);
      expect(errorsOf(far)).toEqual({ weekStart: PORTAL_MESSAGES.dateOutOfRange });

      // Next week, as late as a sheet may be: a day of slack for the user's clock, so on a Sunday the week after.
      const nextWeek = latestTimeSheetWeek();
      const twoWeeks = await api.as(employee).post(API_PATHS.addTimeSheet, week(addDays(nextWeek, 7)));
      expect(twoWeeks.statusCode).toBe(400);
      expect(errorsOf(twoWeeks)).toEqual({ weekStart: PORTAL_MESSAGES.timeSheet.tooFarAhead });

      for (const weekStart of new Set([addDays(thisMonday, 7), nextWeek])) {
        const kept = await api.as(employee).post(API_PATHS.addTimeSheet, week(weekStart));
        expect(kept.statusCode, weekStart).toBe(200);
        expect(TimeSheetSchema.parse(kept.json())).toMatchObject({ weekStart, status: 'draft' });
      }
    });

    it('refuses a time sheet week before 2000', async () => {
      const old = await api.as(employee).post(API_PATHS.addTimeSheet, week('1999-12-27'));
      expect(old.statusCode).toBe(400);
      expect(errorsOf(old)).toEqual({ weekStart: PORTAL_MESSAGES.dateOutOfRange });
    });

    it('refuses an expense claim dated before 2000', async () => {
      const claim = await api.as(employee).upload(
        API_PATHS.addExpense,
        {
          expenseDate: '1999-12-31',
          category: 'Travel',
          amount: '10',
          currency: 'USD',
          description: 'Taxi',
        },
        filePart('receipt', { name: 'taxi.png', type: 'image/png', content: PNG }),
      );
      expect(claim.statusCode).toBe(400);
      expect(errorsOf(claim)).toMatchObject({ expenseDate: PORTAL_MESSAGES.dateOutOfRange });
    });
  });
});
