import {
  API_PATHS,
  AddressLookupSchema,
  AddressResponseSchema,
  ApiErrorSchema,
  PORTAL_MESSAGES,
  PersonalInformationResponseSchema,
  USER_TYPES,
} from '@smartmove/contract';
import { expect, it } from 'vitest';
import { describeOnEngines, useTestApp } from '../../test/test-api.js';
import { insertUser } from '../../test/portal-users.js';

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

describeOnEngines('profile updates', (engine) => {
  const api = useTestApp(engine);
  const { employee, partner } = api.users;

  it('updates the personal information of the caller only, for either role', async () => {
    const response = await api.as(employee).post(API_PATHS.updatePersonalInformation, personal);
    expect(response.statusCode).toBe(200);
    expect(PersonalInformationResponseSchema.parse(response.json())).toEqual(personal);
    const read = await api.as(employee).get(API_PATHS.getPersonalInformation);
    expect(PersonalInformationResponseSchema.parse(read.json())).toEqual(personal);
    const user = await api.app.db
      .selectFrom('users')
      .select(['name', 'email'])
      .where('id', '=', employee.id)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ name: 'Dana Employee', email: 'dana.new@example.com' });
    const partnerRow = await api.app.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', partner.id)
      .executeTakeFirstOrThrow();
    expect(partnerRow.email).toBe('parker.partner@example.com');

    const partnerUpdate = await api.as(partner).post(API_PATHS.updatePersonalInformation, {
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
    const none = await api.as(employee).get(API_PATHS.getAddress);
    expect(AddressLookupSchema.parse(none.json())).toEqual({ address: null });
    const first = await api.as(employee).post(API_PATHS.updateAddress, address);
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
      AddressResponseSchema.parse((await api.as(employee).post(API_PATHS.updateAddress, moved)).json()),
    ).toEqual(moved);
    const rows = await api.app.db
      .selectFrom('user_addresses')
      .selectAll()
      .where('user_id', '=', employee.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.city).toBe('Pune');
    const read = await api.as(employee).get(API_PATHS.getAddress);
    expect(AddressLookupSchema.parse(read.json())).toEqual({ address: moved });
  });

  it('answers invalid values with 400 and field errors', async () => {
    const badPersonal = await api.as(employee).post(API_PATHS.updatePersonalInformation, {
      name: 'D4na',
      email: 'not-an-email',
      dateOfBirth: '2030-01-01',
      maritalStatus: 'Complicated',
      emergencyContactPhone: '12345',
    });
    expect(badPersonal.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(badPersonal.json()).errors).toMatchObject({
      name: "Only letters, spaces and ' - . , are allowed",
      email: PORTAL_MESSAGES.profile.emailInvalid,
      dateOfBirth: PORTAL_MESSAGES.profile.dateOfBirth,
      maritalStatus: PORTAL_MESSAGES.profile.maritalStatus,
      emergencyContactPhone: expect.any(String),
    });
    const badAddress = await api.as(employee).post(API_PATHS.updateAddress, {
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
    expect((await api.anonymous.post(API_PATHS.updatePersonalInformation, personal)).statusCode).toBe(401);
    expect((await api.anonymous.post(API_PATHS.updateAddress, address)).statusCode).toBe(401);
    for (const url of [API_PATHS.getPersonalInformation, API_PATHS.getAddress]) {
      expect((await api.anonymous.get(url)).statusCode).toBe(401);
    }
    const other = await insertUser(api.app, USER_TYPES.employee);
    const otherRead = await api.as(other).get(API_PATHS.getAddress);
    expect(AddressLookupSchema.parse(otherRead.json())).toEqual({ address: null });
    await api.as(other).post(API_PATHS.updateAddress, { ...address, city: 'Tacoma' });
    const mine = await api.app.db
      .selectFrom('user_addresses')
      .select('city')
      .where('user_id', '=', employee.id)
      .executeTakeFirstOrThrow();
    expect(mine.city).toBe('Pune');
  });
});
