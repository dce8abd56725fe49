import { API_PATHS } from '@smartmove/contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { describeOnEngines, requestsTo, useTestApp } from './test-api.js';

/** An injector that answers nothing and keeps what it was asked. */
function recording() {
  const sent: InjectOptions[] = [];
  return {
    sent,
    inject: (options: InjectOptions) => {
      sent.push(options);
      return Promise.resolve({} as LightMyRequestResponse);
    },
  };
}

describe('requests of the harness', () => {
  it('send the query as strings without its undefined parameters, and the user on every request', async () => {
    const target = recording();
    const user = { headers: { authorization: 'Bearer t' } };
    await requestsTo(target, user).get('/x', { page: 2, search: undefined, open: true });
    await requestsTo(target, user).post('/y', { a: 1 }, { headers: { 'x-captcha-token': 'c' } });
    expect(target.sent).toEqual([
      { method: 'GET', url: '/x', query: { page: '2', open: 'true' }, headers: user.headers },
      {
        method: 'POST',
        url: '/y',
        payload: { a: 1 },
        headers: { 'x-captcha-token': 'c', authorization: 'Bearer t' },
      },
    ]);
  });

  it('upload a multipart body with its content type beside the extra headers', async () => {
    const target = recording();
    await requestsTo(target).upload('/z', { note: 'hi' }, [], { headers: { 'x-captcha-token': 'c' } });
    const [sent] = target.sent;
    expect(sent?.headers).toMatchObject({
      'content-type': expect.stringMatching(/^multipart\/form-data; boundary=/),
      'x-captcha-token': 'c',
    });
  });
});

describeOnEngines('the test app', (engine) => {
  const api = useTestApp(engine, { perTest: true });
  const { employee } = api.users;

  it('signs the demo users in and leaves the anonymous caller out', async () => {
    expect((await api.as(employee).get(API_PATHS.getProfile)).statusCode).toBe(200);
    expect((await api.anonymous.get(API_PATHS.getProfile)).statusCode).toBe(401);
  });

  it('builds a fresh app per test when asked, with tokens minted for it', async () => {
    expect((await api.as(employee).get(API_PATHS.getProfile)).json()).toMatchObject({ id: employee.id });
  });
});
