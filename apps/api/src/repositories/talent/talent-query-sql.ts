import { TALENT_INDEX_MAX_WORDS, type TalentQuery } from '@smartmove/contract';

/**
 * One parsed search (the contract's `parseTalentQuery`) in each engine's own syntax. Every word is one the
 * contract's tokenizer made (letters and digits only), so neither engine splits or changes it again: SQLite's
 * FTS5 gets each word quoted as a string, PostgreSQL a `tsquery` literal read as it is (no parser, no
 * dictionary), and the records hold the same words (`toTsvectorLiteral`, the FTS5 text). Both engines then
 * find the same records.
 */

/** PostgreSQL keeps at most this many positions of one word in a tsvector (the rest are dropped). */
const POSITIONS_PER_WORD = 256;

/** FTS5 MATCH syntax: "a b" is a phrase, "a"* a prefix, NOT binary (left operand: what is found). */
export function toFts5Match(query: TalentQuery): string {
  switch (query.type) {
    case 'term':
      return `"${query.words.join(' ').replaceAll('"', '""')}"${query.prefix ? '*' : ''}`;
    case 'or':
      return `(${query.children.map(toFts5Match).join(' OR ')})`;
    case 'not':
      throw new Error('NOT stands inside a group with a term to find (parseTalentQuery sees to it)');
    case 'and': {
      const found = query.children.filter((child) => child.type !== 'not').map(toFts5Match);
      const excluded = query.children.flatMap((child) =>
        child.type === 'not' ? [toFts5Match(child.child)] : [],
      );
      return excluded.reduce((left, right) => `(${left} NOT ${right})`, `(${found.join(' AND ')})`);
    }
  }
}

/** A `tsquery` literal: <-> for a phrase, :* for a prefix, & | ! for AND, OR and NOT. */
export function toTsqueryLiteral(query: TalentQuery): string {
  switch (query.type) {
    case 'term': {
      const words = query.words.map((word) => `'${word}'`);
      if (query.prefix) words[words.length - 1] += ':*';
      return `(${words.join(' <-> ')})`;
    }
    case 'or':
      return `(${query.children.map(toTsqueryLiteral).join(' | ')})`;
    case 'not':
      return `!${toTsqueryLiteral(query.child)}`;
    case 'and':
      return `(${query.children.map(toTsqueryLiteral).join(' & ')})`;
  }
}

/** The words a record is indexed by: its first TALENT_INDEX_MAX_WORDS. */
export function indexedWords(words: readonly string[]): string[] {
  return words.slice(0, TALENT_INDEX_MAX_WORDS);
}

/**
 * A `tsvector` literal of the words with their positions (1-based), read by PostgreSQL as it is. Past
 * POSITIONS_PER_WORD of one word PostgreSQL keeps none of its positions, so the literal names no more.
 */
export function toTsvectorLiteral(words: readonly string[]): string {
  const positions = new Map<string, number[]>();
  indexedWords(words).forEach((word, index) => {
    const list = positions.get(word) ?? [];
    if (list.length < POSITIONS_PER_WORD) list.push(index + 1);
    positions.set(word, list);
  });
  return [...positions].map(([word, list]) => `'${word}':${list.join(',')}`).join(' ');
}
