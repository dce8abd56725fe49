import {
  API_PATHS,
  AddressLookupSchema,
  AddressResponseSchema,
  ApiErrorSchema,
  PORTAL_MESSAGES,
  PersonalInformationResponseSchema,
  USER_TYPES,
} from '@smartmove/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ENGINES, type TestApp } from '../../test/test-app.js';
import { demoUsers, insertUser, type TestUser } from '../../test/portal-users.js';

const personal = {
  name: 'Dana Employee',
  email: 'dana.new@example.com',
  dateOfBirth: '1990-04-12',
  maritalStatus: 'Married',
  emergencyContactName: 'Sam Employee',
  emergencyContactPhone: '+12065550111',
};
const address = {
  street: '500 Pine Street',
  city: 'Seattle',
  state: 'WA',
  zipCode: '98101',
  country: 'United States',
};

describe.each(TEST_ENGINES)('profile updates on %s', (engine) => {
  let testApp: TestApp;
  let employee: TestUser;
  let partner: TestUser;
  beforeAll(async () => {
    testApp = await createTestApp(engine);
    [employee, partner] = await demoUsers(testApp.app);
  });
  afterAll(() => testApp.close());

  const post = (url: string, user: TestUser | undefined, payload: Record<string, unknown>) =>
    testApp.app.inject({ method: 'POST', url, headers: user?.headers ?? {}, payload });

  it('updates the personal information of the caller only, for either role', async () => {
    const response = await post(API_PATHS.updatePersonalInformation, employee, personal);
    expect(response.statusCode).toBe(200);
    expect(PersonalInformationResponseSchema.parse(response.json())).toEqual(personal);
    const read = await testApp.app.inject({
      method: 'GET',
      url: API_PATHS.getPersonalInformation,
      headers: employee.headers,
    });
    expect(PersonalInformationResponseSchema.parse(read.json())).toEqual(personal);
    const user = await testApp.app.db
      .selectFrom('users')
      .select(['name', 'email'])
      .where('id', '=', employee.id)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ name: 'Dana Employee', email: 'dana.new@example.com' });
    const partnerRow = await testApp.app.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', partner.id)
      .executeTakeFirstOrThrow();
    expect(partnerRow.email).toBe('parker.partner@example.com');

    const partnerUpdate = await post(API_PATHS.updatePersonalInformation, partner, {
      name: 'Parker Partner',
      email: 'parker@example.com',
    });
    expect(PersonalInformationResponseSchema.parse(partnerUpdate.json())).toMatchObject({
      email: 'parker@example.com',
      dateOfBirth: '',
      maritalStatus: '',
    });
  });

  it('saves the address, and saving again replaces it', async () => {
    const none = await testApp.app.inject({
      method: 'GET',
      url: API_PATHS.getAddress,
      headers: employee.headers,
    });
    expect(AddressLookupSchema.parse(none.json())).toEqual({ address: null });
    const first = await post(API_PATHS.updateAddress, employee, address);
    expect(first.statusCode).toBe(200);
    expect(AddressResponseSchema.parse(first.json())).toEqual(address);
    const moved = {
      ...address,
      street: '1 Baner Road',
      city: 'Pune',
      state: 'MH',
      zipCode: '411045',
      country: 'India',
    };
    expect(
      AddressResponseSchema.parse((await post(API_PATHS.updateAddress, employee, moved)).json()),
    ).toEqual(moved);
    const rows = await testApp.app.db
      .selectFrom('user_addresses')
      .selectAll()
      .where('user_id', '=', employee.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.city).toBe('Pune');
    const read = await testApp.app.inject({
      method: 'GET',
      url: API_PATHS.getAddress,
      headers: employee.headers,
    });
    expect(AddressLookupSchema.parse(read.json())).toEqual({ address: moved });
  });

  it('answers invalid values with 400 and field errors', async () => {
    const badPersonal = await post(API_PATHS.updatePersonalInformation, employee, {
      name: 'D4na',
      email: 'not-an-email',
      dateOfBirth: '2030-01-01',
      maritalStatus: 'Complicated',
      emergencyContactPhone: '12345',
    });
    expect(badPersonal.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(badPersonal.json()).errors).toMatchObject({
      name: 'Only letters and spaces are allowed',
      email: PORTAL_MESSAGES.profile.emailInvalid,
      dateOfBirth: PORTAL_MESSAGES.profile.dateOfBirth,
      maritalStatus: PORTAL_MESSAGES.profile.maritalStatus,
      emergencyContactPhone: expect.any(String),
    });
    const badAddress = await post(API_PATHS.updateAddress, employee, {
      street: '',
      city: '',
      state: '',
      zipCode: '!',
      country: 'Atlantis',
    });
    expect(ApiErrorSchema.parse(badAddress.json()).errors).toEqual({
      street: PORTAL_MESSAGES.profile.street,
      city: PORTAL_MESSAGES.profile.city,
      state: PORTAL_MESSAGES.profile.state,
      zipCode: PORTAL_MESSAGES.profile.zipCode,
      country: PORTAL_MESSAGES.profile.country,
    });
  });

  it("answers 401 without a token, and a user's update never touches another user", async () => {
    expect((await post(API_PATHS.updatePersonalInformation, undefined, personal)).statusCode).toBe(401);
    expect((await post(API_PATHS.updateAddress, undefined, address)).statusCode).toBe(401);
    for (const url of [API_PATHS.getPersonalInformation, API_PATHS.getAddress]) {
      expect((await testApp.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    const other = await insertUser(testApp.app, USER_TYPES.employee);
    const otherRead = await testApp.app.inject({
      method: 'GET',
      url: API_PATHS.getAddress,
      headers: other.headers,
    });
    expect(AddressLookupSchema.parse(otherRead.json())).toEqual({ address: null });
    await post(API_PATHS.updateAddress, other, { ...address, city: 'Tacoma' });
    const mine = await testApp.app.db
      .selectFrom('user_addresses')
      .select('city')
      .where('user_id', '=', employee.id)
      .executeTakeFirstOrThrow();
    expect(mine.city).toBe('Pune');
  });
});
