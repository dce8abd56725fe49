import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../errors.js';
import {
  assertCleanText,
  DISALLOWED_CHARACTER_FIELD_MESSAGE,
  findDisallowedText,
  hasDisallowedCharacter,
  NUL_CHARACTER_MESSAGE,
} from './input-hygiene.js';

/** The rule spelled out code unit by code unit: the reference the pattern is checked against. */
function referenceHasDisallowed(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    if (unit <= 0x1f && unit !== 0x09 && unit !== 0x0a && unit !== 0x0d) return true;
    if (unit >= 0x7f && unit <= 0x9f) return true;
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      index += 1;
    } else if (unit >= 0xdc00 && unit <= 0xdfff) return true;
  }
  return false;
}

describe('hasDisallowedCharacter', () => {
  it.each([
    'Zoë O’Brien-Smith',
    'José',
    'नमस्ते',
    '𝕊𝕞𝕒𝕣𝕥 🚀',
    'line one\r\nline two\n\ttabbed',
    '<script>alert(1)</script>',
    '',
  ])('lets %j through', (text) => {
    expect(hasDisallowedCharacter(text)).toBe(false);
  });

  it.each([
    ['NUL', 'a\u0000b'],
    ['a C0 control', 'a\u0001b'],
    ['a vertical tab', 'a\u000bb'],
    ['a form feed', 'a\u000cb'],
    ['escape', 'a\u001b[31m'],
    ['DEL', 'a\u007f'],
    ['a C1 control', '\u0085'],
    ['a lone high surrogate', '\ud800'],
    ['a lone high surrogate before text', 'a\ud83dbc'],
    ['a lone low surrogate', 'a\udc00'],
    ['a reversed pair', '\ude80\ud83d'],
  ])('refuses %s', (_what, text) => {
    expect(hasDisallowedCharacter(text)).toBe(true);
  });

  it('agrees with the rule spelled out unit by unit, on any UTF-16 text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 40 }),
        fc.string({ unit: 'grapheme', maxLength: 20 }),
        (a, b) => {
          const text = a + b;
          expect(hasDisallowedCharacter(text)).toBe(referenceHasDisallowed(text));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('never refuses well-formed text without controls', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (text) => {
        const clean = [...text].filter((character) => !referenceHasDisallowed(character)).join('');
        expect(hasDisallowedCharacter(clean)).toBe(false);
      }),
    );
  });
});

describe('findDisallowedText', () => {
  it('names the field, deep in objects and arrays', () => {
    expect(findDisallowedText({ title: 'ok', description: 'x\ud800' })).toBe('description');
    expect(findDisallowedText({ entries: [{ project: 'a' }, { project: 'b\u0007' }] })).toBe(
      'entries.1.project',
    );
    expect(findDisallowedText(['fine', 'bad\u0000'])).toBe('1');
    expect(findDisallowedText('top\u0000')).toBe('');
    expect(findDisallowedText({ title: 'ok', n: 1, b: true, z: null })).toBeUndefined();
  });

  it('reports a bad key by the object that holds it, so the answer never echoes it', () => {
    expect(findDisallowedText({ outer: { 'k\u0000': 'v' } })).toBe('outer');
  });

  it('stops at a depth that no form needs', () => {
    let deep: unknown = 'x\u0000';
    for (let level = 0; level < 40; level += 1) deep = { a: deep };
    expect(findDisallowedText(deep)).toBeUndefined();
  });
});

describe('assertCleanText', () => {
  it('throws a 400 that names the field', () => {
    let thrown: unknown;
    try {
      assertCleanText({ LinkedIn: 'x', file: 'cv\u0001.pdf' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(HttpError);
    expect(thrown).toMatchObject({
      statusCode: 400,
      message: NUL_CHARACTER_MESSAGE,
      errors: { file: DISALLOWED_CHARACTER_FIELD_MESSAGE },
    });
  });

  it('lets clean parts and a missing file name through', () => {
    expect(() => assertCleanText({ LinkedIn: 'https://x.example', file: undefined })).not.toThrow();
  });
});
