import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import type { Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from './db/schema.js';
import { createLeaveRepository } from './repositories/approvals/leave-repository.js';

/**
 * The API's layers are lint's, not habit's (eslint.config.js `apiZones`, .dependency-cruiser.cjs): each case
 * puts one wrong import into a real module and expects lint to refuse it.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const SRC = path.join(ROOT, 'apps/api/src');
/**
 * The project's config with only the layer rule on, and no type information, which it does not need (building
 * the API's TypeScript program for the typed rules took more than all the cases together).
 */
const eslint = new ESLint({
  cwd: ROOT,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => ruleId === 'import-x/no-restricted-paths',
});

/** The layer errors ESLint reports for `file` (relative to src) with `importLine` put on top. */
async function layerErrors(file: string, importLine: string): Promise<string[]> {
  const filePath = path.join(SRC, file);
  const code = `${importLine}\n${fs.readFileSync(filePath, 'utf8')}`;
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('lint keeps the API layers one way', { timeout: 180_000 }, () => {
  it('accepts the modules as they are', async () => {
    for (const file of [
      'repositories/audit-log-repository.ts',
      'services/record-change.ts',
      'services/approvals/leave-service.ts',
      'adapters/mail-provider.ts',
      'mail/mail-messages.ts',
    ]) {
      expect(await layerErrors(file, '')).toEqual([]);
    }
  });

  it('refuses a repository that imports a service, even for a type', async () => {
    const errors = await layerErrors(
      'repositories/audit-log-repository.ts',
      "import type { RecordedChange } from '../services/record-change.js';",
    );
    expect(errors).toEqual([expect.stringContaining('Repositories only store rows')]);
  });

  it('refuses a repository that imports another repository', async () => {
    const errors = await layerErrors(
      'repositories/audit-log-repository.ts',
      "import type { FieldChange } from './record-change-repository.js';",
    );
    expect(errors).toEqual([expect.stringContaining('A repository never uses another repository')]);
  });

  it('refuses a repository that imports e-mail texts', async () => {
    const errors = await layerErrors(
      'repositories/audit-log-repository.ts',
      "import { offerMail } from '../mail/mail-messages.js';",
    );
    expect(errors).toEqual([expect.stringContaining('Repositories only store rows')]);
  });

  it('refuses a service that imports a route or a plugin', async () => {
    expect(
      await layerErrors(
        'services/record-change.ts',
        "import { publicRoutes } from '../routes/public/index.js';",
      ),
    ).toEqual([expect.stringContaining('Services know nothing of HTTP')]);
    expect(
      await layerErrors(
        'services/record-change.ts',
        "import type { Services } from '../plugins/application/services.js';",
      ),
    ).toEqual([expect.stringContaining('Services know nothing of HTTP')]);
  });

  it('refuses a repository in one area that imports a repository of another', async () => {
    const errors = await layerErrors(
      'repositories/approvals/leave-repository.ts',
      "import type { UsersRepository } from '../people/users-repository.js';",
    );
    expect(errors).toEqual([expect.stringContaining('A repository never uses another repository')]);
  });

  it('refuses an adapter that imports a service or a repository', async () => {
    expect(
      await layerErrors(
        'adapters/mail-provider.ts',
        "import { queueMail } from '../services/mail/mail-queue.js';",
      ),
    ).toEqual([expect.stringContaining('Adapters talk to the outside world')]);
    expect(
      await layerErrors(
        'adapters/file-storage.ts',
        "import type { StoredUpload } from '../repositories/stored-upload.js';",
      ),
    ).toEqual([expect.stringContaining('Adapters talk to the outside world')]);
  });

  it('refuses the database layer or e-mail texts importing upward', async () => {
    expect(
      await layerErrors('db/schema.ts', "import type { Queries } from '../repositories/all-queries.js';"),
    ).toEqual([expect.stringContaining('bottom layer')]);
    expect(
      await layerErrors('mail/mail-messages.ts', "import type { Database } from '../db/schema.js';"),
    ).toEqual([expect.stringContaining('E-mail texts are a leaf')]);
  });
});

/** The project's config with only the syntax rules on (what the API's modules may call), as above. */
const eslintCalls = new ESLint({
  cwd: ROOT,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-syntax',
});

/** The errors of the API's syntax rules for `file` (relative to src) with `line` put at its end. */
async function callErrors(file: string, line: string): Promise<string[]> {
  const filePath = path.join(SRC, file);
  const code = `${fs.readFileSync(filePath, 'utf8')}\n${line}\n`;
  const [result] = await eslintCalls.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.message);
}

describe('lint keeps services built in one place', { timeout: 180_000 }, () => {
  it('accepts the modules as they are', async () => {
    for (const file of ['services/approvals/decision-link-service.ts', 'routes/back-office/approvals.ts']) {
      expect(await callErrors(file, '')).toEqual([]);
    }
  });

  it('refuses a service that builds another service', async () => {
    expect(
      await callErrors(
        'services/approvals/decision-link-service.ts',
        'export const again = createApprovalService(deps);',
      ),
    ).toEqual([expect.stringContaining('Services are built once')]);
  });

  it('refuses a route that builds a service or a repository', async () => {
    for (const line of [
      'const approvals = createApprovalService(deps);',
      'const users = createUsersRepository(app.db);',
    ]) {
      expect(await callErrors('routes/back-office/approvals.ts', line)).toEqual([
        expect.stringContaining('Routes build neither services nor repositories'),
      ]);
    }
  });
});

describe('lint keeps the reads routes see free of writes', { timeout: 180_000 }, () => {
  it('accepts the modules as they are', async () => {
    for (const file of [
      'repositories/approvals/leave-repository.ts',
      'repositories/approvals/approval-queries.ts',
      'repositories/all-queries.ts',
    ]) {
      expect(await callErrors(file, '')).toEqual([]);
    }
  });

  it('refuses a query that writes, through the query builder or in SQL', async () => {
    for (const [file, line] of [
      [
        'repositories/approvals/leave-repository.ts',
        "export function createLeaveDaysQueries(db: Kysely<Database>) { return { reset: () => db.updateTable('leave_requests').set({ days: 0 }).execute() }; }",
      ],
      [
        'repositories/approvals/leave-repository.ts',
        'export function createLeaveDaysQueries(db: Kysely<Database>) { return { reset: () => sql`delete from leave_requests`.execute(db) }; }',
      ],
      [
        'repositories/approvals/approval-queries.ts',
        "export const erase = (db: Kysely<Database>) => db.deleteFrom('expenses');",
      ],
    ] as const) {
      expect(await callErrors(file, line)).toEqual([expect.stringContaining('A query writes nothing')]);
    }
  });

  it('refuses a repository (a writer) in app.queries', async () => {
    expect(
      await callErrors('repositories/all-queries.ts', 'export const leaves = createLeaveRepository(trx);'),
    ).toEqual([expect.stringContaining('app.queries holds only reads')]);
  });

  it('builds a writer only on a transaction (npm run typecheck fails if it takes the database)', () => {
    const onTheDatabase = (db: Kysely<Database>) =>
      // @ts-expect-error -- a repository's factory takes the Transaction of the change, as recordChange does
      createLeaveRepository(db);
    expect(onTheDatabase).toBeTypeOf('function');
  });
});

describe('lint refuses import cycles, type-only imports included', { timeout: 120_000 }, () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'smartmove-cycle-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  function cruise(target: string) {
    return spawnSync(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
        '--config',
        '.dependency-cruiser.cjs',
        target,
      ],
      { cwd: ROOT, encoding: 'utf8' },
    );
  }

  it('finds a cycle whose one side imports only a type', () => {
    fs.writeFileSync(
      path.join(dir, 'approvals.ts'),
      "import type { Receipt } from './expenses.js';\nexport type Approval = { receipt: Receipt };\n",
    );
    fs.writeFileSync(
      path.join(dir, 'expenses.ts'),
      "import type { Approval } from './approvals.js';\nexport type Receipt = { name: string };\nexport const first = (approvals: Approval[]) => approvals[0];\n",
    );
    const result = cruise(dir);
    expect(result.status).not.toBe(0);
    expect(result.stdout).toContain('no-circular');
  });
});
