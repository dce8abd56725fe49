import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repository stands on its own (docs/product.md#code-layout): the rules its code relies on are written in
 * docs/product.md and docs/decisions/, so no file cites a document outside it, and the project speaks of
 * itself only: runs are described by date and machine, never by who measured them or in which session.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const THIS_FILE = path
  .relative(ROOT, import.meta.filename)
  .split(path.sep)
  .join('/');

const ORDINAL =
  '(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|[a-z]+teenth|' +
  '[a-z]+tieth|[a-z]+ty-(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|\\d+(?:st|nd|rd|th)|nth)';

/** What a newcomer could not follow, each with why. */
const FORBIDDEN: readonly { pattern: RegExp; why: string }[] = [
  { pattern: /decisions §/, why: 'cites a decisions document outside the repository' },
  { pattern: /decisions\.md|style\.md|spec\.md/, why: 'cites a document outside the repository' },
  // The API's own `routes/shared/` folder is imported as '../shared/<module>.js'; anything else is outside.
  {
    pattern: /\.\.\/shared(?!\/[\w-]+\.js['"])|\/work\/shared/,
    why: 'cites a folder outside the repository',
  },
  { pattern: new RegExp(`\\b${ORDINAL} sessions?\\b`, 'i'), why: 'describes work by session, not by date' },
  {
    pattern:
      /\b(?:a|the|this|that|each|every|one|another|previous|earlier|later|next|last) session(?:'s)? (?:measured|ran|found|tried|concluded|made|saw|timed|kept|did|VM|machine)\b/i,
    why: 'speaks of who measured',
  },
  { pattern: /\bsessions?'s? (?:VM|machine)\b/i, why: 'describes a machine by session, not by date' },
];

/** Run data, kept as each run wrote it (its file names may name a session; what describes them may not). */
const EXCLUDED = [/^bench\/results\/.*\.json$/];

/** The tracked files (`git ls-files`); without git, the files on disk less what is built or installed. */
function trackedFiles(): string[] {
  try {
    return execFileSync('git', ['ls-files', '-z'], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    })
      .split('\0')
      .filter((file) => file !== '');
  } catch {
    const skipped = new Set([
      'node_modules',
      '.git',
      'dist',
      'build',
      'data',
      'test-results',
      '.react-router',
    ]);
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
        if (skipped.has(entry.name)) continue;
        const relative = dir === '' ? entry.name : `${dir}/${entry.name}`;
        if (entry.isDirectory()) walk(relative);
        else if (entry.isFile()) files.push(relative);
      }
    };
    walk('');
    return files;
  }
}

describe('the repository stands on its own', () => {
  it('no file cites a document outside it or says who measured', () => {
    const found: string[] = [];
    for (const file of trackedFiles()) {
      if (file === THIS_FILE || EXCLUDED.some((pattern) => pattern.test(file))) continue;
      const absolute = path.join(ROOT, file);
      if (!fs.existsSync(absolute)) continue;
      const bytes = fs.readFileSync(absolute);
      if (bytes.includes(0)) continue;
      bytes
        .toString('utf8')
        .split('\n')
        .forEach((line, index) => {
          for (const { pattern, why } of FORBIDDEN) {
            const match = pattern.exec(line);
            if (match) found.push(`${file}:${index + 1}: "${match[0]}" ${why}`);
          }
        });
    }
    expect(found).toEqual([]);
  });

  it('recognises each pattern', () => {
    const lines = [
      'Settled in decisions §18.',
      'See ../shared/decisions.md.',
      'as style.md says',
      'On the twenty-sixth session the bench',
      "the fifth session's kind",
      "On this session's VM",
      'Read it in ../shared first.',
      'the session measured p99 12 ms',
      'the ninth and tenth sessions',
    ];
    for (const line of lines)
      expect(
        FORBIDDEN.some(({ pattern }) => pattern.test(line)),
        line,
      ).toBe(true);
    for (const line of [
      "import { COSTLY_READ } from '../shared/rate-limits.js';",
      'bench/results/2026-12-07-form-twenty-sixth-session.json',
      'The session token is renewed once.',
      'Ending the session releases its lock.',
    ]) {
      expect(
        FORBIDDEN.some(({ pattern }) => pattern.test(line)),
        line,
      ).toBe(false);
    }
  });
});
