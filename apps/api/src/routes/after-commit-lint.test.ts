import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * What follows a change's commit is the change's (services/after-commit.ts), not the route's: lint
 * (eslint.config.js `afterCommitSyntax`) refuses a route that wakes the mail worker or stores or removes a
 * file by hand. Each case puts one such call into a real route and expects lint to refuse it.
 */
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const ROUTES = path.join(ROOT, 'apps/api/src/routes');
/** The project's config with only that rule on, and no type information, which it does not need. */
const eslint = new ESLint({
  cwd: ROOT,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-syntax',
});

const messagesOf = (results: ESLint.LintResult[]) =>
  results.flatMap((result) =>
    result.messages.map((message) => `${path.relative(ROOT, result.filePath)}: ${message.message}`),
  );

/** The rule's errors for the route `file` (relative to routes/) with `code` added at its end. */
async function errorsWith(file: string, code: string): Promise<string[]> {
  const filePath = path.join(ROUTES, file);
  const source = `${fs.readFileSync(filePath, 'utf8')}\n${code}\n`;
  return messagesOf(await eslint.lintText(source, { filePath }));
}

describe('lint leaves what follows a commit to the change', { timeout: 180_000 }, () => {
  it('accepts the routes and application plugins as they are: none wakes the mail worker or handles a file', async () => {
    const results = await eslint.lintFiles([
      'apps/api/src/routes/**/*.ts',
      'apps/api/src/plugins/application/**/*.ts',
    ]);
    expect(results.length).toBeGreaterThan(40);
    expect(messagesOf(results)).toEqual([]);
  });

  it('refuses a route that wakes the mail worker', async () => {
    const errors = await errorsWith(
      'portal/cases.ts',
      'declare const app: { mail: { wake(): void } };\napp.mail.wake();',
    );
    expect(errors).toEqual([expect.stringContaining('A route does not wake the mail worker')]);
  });

  it('refuses a route that stores or removes a file itself', async () => {
    const errors = await errorsWith(
      'portal/expenses.ts',
      [
        'declare const server: { fileStorage: { save(...args: unknown[]): void; remove(name: string): void } };',
        "server.fileStorage.remove('receipts/a.pdf');",
        'const { fileStorage } = server;',
        'fileStorage.save();',
      ].join('\n'),
    );
    expect(errors).toEqual([
      expect.stringContaining('A route receives an upload with receiveUpload'),
      expect.stringContaining('A route receives an upload with receiveUpload'),
    ]);
  });
});
