import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { API_PATHS, PAGE_DATA_ELEMENT_ID } from '@smartmove/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPageData, type CachedPage } from '../../adapters/page-cache.js';
import { DEMO_RECRUITER_ID } from '../../test/portal-users.js';
import { describeOnEngines, useTestApp } from '../../test/test-api.js';

/** A web build as finish-build leaves it, reduced to what the server reads. */
function scratchBuild(): string {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'web-build-'));
  const page = (head: string, body: string) =>
    `<!DOCTYPE html><html><head>${head}</head><body>${body}<script>start()</script></body></html>`;
  const files: Record<string, string> = {
    'index.html': page('', 'home'),
    'notfound/index.html': page('', 'not found'),
    '__spa-fallback.html': page('', 'fallback'),
    '__spa-shells/applynow/:id.html': page(
      '<link rel="modulepreload" href="/assets/apply-now.js"/>',
      'shell',
    ),
    '__spa-shells/c2c-job-board-details/:id.html': page(
      '<link rel="modulepreload" href="/assets/job-details.js"/>',
      'shell',
    ),
    '__spa-shells/dashboard.html': page('<link rel="modulepreload" href="/assets/dashboard.js"/>', 'shell'),
  };
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(directory, name)), { recursive: true });
    fs.writeFileSync(path.join(directory, name), content);
  }
  return directory;
}

/** A seeded open job, closed by one test. */
const FULL_STACK_JOB = {
  id: '00000000-0000-4000-8000-000000000103',
  name: 'full-stack-developer-react-node',
};
const PAGE_DATA = new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">(.*?)</script>`);

describe('withPageData', () => {
  it('puts the data in a JSON script no value can break out of', () => {
    const shell = { raw: Buffer.from('<html><head></head><body></body></html>'), scriptHashes: ['sha256-x'] };
    const data = { job: { pro_description: '</script><script>alert(1)</script> & "quotes"' } };
    const page = withPageData(shell as CachedPage, PAGE_DATA_ELEMENT_ID, data);
    const html = page.raw.toString();
    expect(html).not.toContain('</script><script>alert');
    expect(JSON.parse(PAGE_DATA.exec(html)![1]!)).toEqual(data);
    expect(brotliDecompressSync(page.br).toString()).toBe(html);
    expect(page.scriptHashes).toEqual(['sha256-x']);
  });
});

describeOnEngines('pages rendered in the browser (%s)', (engine) => {
  let buildDir: string;
  beforeAll(() => {
    buildDir = scratchBuild();
  });
  afterAll(() => {
    fs.rmSync(buildDir, { recursive: true, force: true });
  });
  const server = useTestApp(engine, () => ({ serveWeb: true, env: { WEB_BUILD_DIR: buildDir } }));

  it.each(['/applynow/senior-data-engineer', '/c2c-job-board-details/senior-data-engineer'])(
    '%s is its route shell with the open job the API gives',
    async (url) => {
      const [response, api] = await Promise.all([
        server.anonymous.get(url),
        server.anonymous.get(`${API_PATHS.getJobByName}?jobname=senior-data-engineer`),
      ]);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain(
        url.startsWith('/applynow') ? '/assets/apply-now.js' : '/assets/job-details.js',
      );
      expect(JSON.parse(PAGE_DATA.exec(response.body)![1]!)).toEqual({ job: api.json() });
      // The data runs nothing: the page's CSP is the plain shell's.
      const plain = await server.anonymous.get(url.replace('senior-data-engineer', 'no-such-job'));
      expect(response.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
    },
  );

  it('serves an unknown or closed job the plain shell, which asks the API', async () => {
    await server.app.services.c2cJobs.close(FULL_STACK_JOB.id, {
      id: DEMO_RECRUITER_ID,
      name: 'Recruiter',
    });
    for (const name of ['no-such-job', FULL_STACK_JOB.name]) {
      const response = await server.anonymous.get(`/applynow/${name}`);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('/assets/apply-now.js');
      expect(response.body).not.toContain(PAGE_DATA_ELEMENT_ID);
    }
  });

  it('compresses the page it makes and answers a repeat with 304', async () => {
    const url = '/c2c-job-board-details/databricks-platform-engineer';
    const plain = await server.anonymous.get(url);
    const compressed = await server.anonymous.get(url, undefined, { headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
    const again = await server.anonymous.get(url, undefined, {
      headers: { 'if-none-match': String(plain.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('sends a browser that asks for /favicon.ico to the icon the pages name', async () => {
    const response = await server.anonymous.get('/favicon.ico');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/favicon.svg');
  });

  it("serves each page its route's shell, and the fallback to a route without one", async () => {
    expect((await server.anonymous.get('/dashboard')).body).toContain('/assets/dashboard.js');
    const support = await server.anonymous.get('/support');
    expect(support.statusCode).toBe(200);
    expect(support.body).toContain('fallback');
  });
});
