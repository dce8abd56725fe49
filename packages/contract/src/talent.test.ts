import { describe, expect, it } from 'vitest';
import {
  parseTalentQuery,
  searchWords,
  skillsOf,
  TALENT_QUERY_MESSAGES,
  TalentQueryError,
  wantedTerms,
} from './talent.js';

const term = (words: string[], prefix = false) => ({ type: 'term', words, prefix });

describe('talent search words', () => {
  it('lower-cases, drops accents and splits on everything but letters and digits', () => {
    expect(searchWords('Café-Owner, C++ & Node.js (AWS-Glue) ½')).toEqual([
      'cafe',
      'owner',
      'c',
      'node',
      'js',
      'aws',
      'glue',
      '1',
      '2',
    ]);
    expect(searchWords('İstanbul Ærø')).toEqual(['istanbul', 'ærø']);
  });

  it("lists a job's skills once each", () => {
    expect(skillsOf('Python, PySpark; python , AWS Glue\nSQL')).toEqual([
      'Python',
      'PySpark',
      'AWS Glue',
      'SQL',
    ]);
  });
});

describe('the talent query language', () => {
  it('parses words, phrases, OR, NOT and -word, parentheses and prefixes', () => {
    expect(parseTalentQuery('spark')).toEqual(term(['spark']));
    expect(parseTalentQuery('Spark Databricks')).toEqual({
      type: 'and',
      children: [term(['spark']), term(['databricks'])],
    });
    expect(parseTalentQuery('"Apache Spark" OR flink')).toEqual({
      type: 'or',
      children: [term(['apache', 'spark']), term(['flink'])],
    });
    expect(parseTalentQuery('spark -intern NOT junior')).toEqual({
      type: 'and',
      children: [
        term(['spark']),
        { type: 'not', child: term(['intern']) },
        { type: 'not', child: term(['junior']) },
      ],
    });
    expect(parseTalentQuery('(spark OR flink) AND data*')).toEqual({
      type: 'and',
      children: [{ type: 'or', children: [term(['spark']), term(['flink'])] }, term(['data'], true)],
    });
    expect(parseTalentQuery('"machine learn"*')).toEqual(term(['machine', 'learn'], true));
    // A word of several parts is a phrase; a dash standing alone excludes nothing.
    expect(parseTalentQuery('full-stack - java')).toEqual({
      type: 'and',
      children: [term(['full', 'stack']), term(['java'])],
    });
    expect(parseTalentQuery('   ')).toBeUndefined();
  });

  it('refuses what it cannot read with a message', () => {
    const refusal = (query: string) => {
      try {
        parseTalentQuery(query);
      } catch (error) {
        expect(error).toBeInstanceOf(TalentQueryError);
        return (error as Error).message;
      }
      return undefined;
    };
    expect(refusal('"spark')).toBe(TALENT_QUERY_MESSAGES.openQuote);
    expect(refusal('(spark OR flink')).toBe(TALENT_QUERY_MESSAGES.openParenthesis);
    expect(refusal('spark)')).toBe(TALENT_QUERY_MESSAGES.strayParenthesis);
    expect(refusal('-spark')).toBe(TALENT_QUERY_MESSAGES.onlyExcluded);
    expect(refusal('spark OR -flink')).toBe(TALENT_QUERY_MESSAGES.onlyExcluded);
    expect(refusal('spark OR OR flink')).toBe(TALENT_QUERY_MESSAGES.orNeedsSides);
    expect(refusal('()')).toBe(TALENT_QUERY_MESSAGES.emptyParentheses);
    expect(refusal('spark NOT')).toBe(TALENT_QUERY_MESSAGES.notNeedsWord);
    expect(refusal('"+++"')).toBe(TALENT_QUERY_MESSAGES.noLetters('+++'));
    expect(refusal(Array.from({ length: 25 }, (_, index) => `w${index}`).join(' '))).toBe(
      TALENT_QUERY_MESSAGES.tooManyTerms,
    );
    expect(refusal('x'.repeat(301))).toBe(TALENT_QUERY_MESSAGES.tooLong);
  });

  it('highlights what is to be found, never what is excluded', () => {
    expect(wantedTerms(parseTalentQuery('(spark OR "delta lake") -intern')!)).toEqual([
      { words: ['spark'], prefix: false },
      { words: ['delta', 'lake'], prefix: false },
    ]);
  });
});
