import { describe, expect, it } from 'vitest';
import { multiRowInsert } from './multi-row-insert.js';

describe('multiRowInsert', () => {
  it('binds the rows column by column, row after row, with SQLite placeholders', () => {
    const query = multiRowInsert('sqlite', 'contact_messages', [
      { id: 'a', email: 'a@example.com' },
      { id: 'b', email: 'b@example.com' },
    ]);
    expect(query.sql).toBe('insert into "contact_messages" ("id", "email") values (?, ?), (?, ?)');
    expect(query.parameters).toEqual(['a', 'a@example.com', 'b', 'b@example.com']);
  });

  it('numbers PostgreSQL parameters from the first one it is given and appends the suffix', () => {
    const query = multiRowInsert(
      'postgres',
      'captcha_used_tokens',
      [{ token_id: 't1' }, { token_id: 't2' }],
      {
        firstParameter: 3,
        suffix: ' returning "token_id"',
      },
    );
    expect(query.sql).toBe(
      'insert into "captcha_used_tokens" ("token_id") values ($3), ($4) returning "token_id"',
    );
    expect(query.parameters).toEqual(['t1', 't2']);
  });

  it('takes every column any row has and writes null where a row lacks one', () => {
    const query = multiRowInsert('sqlite', 'job_applications', [{ id: 'a' }, { id: 'b', phone: '+1' }]);
    expect(query.sql).toBe('insert into "job_applications" ("id", "phone") values (?, ?), (?, ?)');
    expect(query.parameters).toEqual(['a', null, 'b', '+1']);
  });

  it('quotes identifiers', () => {
    expect(multiRowInsert('sqlite', 'odd"table', [{ 'odd"column': 1 }]).sql).toBe(
      'insert into "odd""table" ("odd""column") values (?)',
    );
  });

  it('refuses an insert without rows', () => {
    expect(() => multiRowInsert('sqlite', 'contact_messages', [])).toThrow(/No rows/);
  });
});
