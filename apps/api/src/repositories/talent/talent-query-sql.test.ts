import { parseTalentQuery } from '@smartmove/contract';
import { describe, expect, it } from 'vitest';
import { toFts5Match, toTsqueryLiteral, toTsvectorLiteral } from './talent-query-sql.js';

const both = (query: string) => {
  const parsed = parseTalentQuery(query)!;
  return [toFts5Match(parsed), toTsqueryLiteral(parsed)];
};

describe("one search in each engine's syntax", () => {
  it('compiles every operator', () => {
    expect(both('spark')).toEqual(['"spark"', "('spark')"]);
    expect(both('"apache spark" data*')).toEqual([
      '("apache spark" AND "data"*)',
      "(('apache' <-> 'spark') & ('data':*))",
    ]);
    expect(both('(spark OR flink) -intern NOT junior')).toEqual([
      '(((("spark" OR "flink")) NOT "intern") NOT "junior")',
      "((('spark') | ('flink')) & !('intern') & !('junior'))",
    ]);
    // Keywords are words once quoted, for both engines.
    expect(both('or "not"')).toEqual(['("or" AND "not")', "(('or') & ('not'))"]);
  });

  it("writes a record's words with their positions for PostgreSQL", () => {
    expect(toTsvectorLiteral(['spark', 'data', 'spark'])).toBe("'spark':1,3 'data':2");
  });
});
