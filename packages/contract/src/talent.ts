import { VISA_STATUS_CODES } from './visa-status.js';
import { z } from './zod.js';
import { AdminJobSchema } from './schemas/jobs.js';
import { PageQuerySchema, pageOf } from './schemas/pages.js';

/**
 * Talent (docs/product.md#talent): applications, partners' bench consultants and know-your-worth leads searched
 * together by what their resumes and skills say. One tokenizer and one query grammar serve both engines: the
 * API indexes the tokens this module makes and compiles the query this module parses, so SQLite and
 * PostgreSQL find the same records.
 */

export const TALENT_SOURCES = ['application', 'bench', 'lead'] as const;
export type TalentSource = (typeof TALENT_SOURCES)[number];
export const TALENT_SOURCE_LABELS: Record<TalentSource, string> = {
  application: 'Application',
  bench: 'Bench consultant',
  lead: 'Know-your-worth lead',
};

/** Words of one record that are indexed, from its start (PostgreSQL keeps positions up to 16,383). */
export const TALENT_INDEX_MAX_WORDS = 16_000;
/** Longer runs of letters are not words (PostgreSQL refuses lexemes past 2 KB). */
const TOKEN_MAX_LENGTH = 64;
/** Terms in one search: every one is a lookup in the index. */
export const TALENT_QUERY_MAX_TERMS = 24;
export const TALENT_QUERY_MAX_LENGTH = 300;

/** A run of letters, digits and their marks in the original text: what the index splits into words. */
const RUN = /[\p{L}\p{N}\p{M}]+/gu;

/** The words of one run of text: lower-cased, accents removed ("Café" → "cafe", "½" → "1", "2"). */
function wordsOfRun(run: string): string[] {
  return run
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0 && word.length <= TOKEN_MAX_LENGTH);
}

/** A run of the original text and the words it yields, for highlighting. */
export interface TextRun {
  start: number;
  end: number;
  words: string[];
}

/** The runs of `text` that yield words, in order. */
export function textRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  for (const match of text.matchAll(RUN)) {
    const words = wordsOfRun(match[0]);
    if (words.length > 0) runs.push({ start: match.index, end: match.index + match[0].length, words });
  }
  return runs;
}

/** The words of `text` as the search index keeps them, in order. */
export function searchWords(text: string): string[] {
  return textRuns(text).flatMap((run) => run.words);
}

// --- The query language -------------------------------------------------------------------------------

/**
 * A parsed search: words (all must match), "exact phrases", OR, -word or NOT word, parentheses, word* as a
 * prefix. A term of several words (a phrase, or a word such as "full-stack") matches them in a row.
 */
export type TalentQuery =
  | { type: 'term'; words: string[]; prefix: boolean }
  | { type: 'and'; children: TalentQuery[] }
  | { type: 'or'; children: TalentQuery[] }
  | { type: 'not'; child: TalentQuery };

export const TALENT_QUERY_MESSAGES = {
  openQuote: 'Close the quote: a phrase starts with " and ends with ".',
  openParenthesis: 'Close the parenthesis: every ( needs a ).',
  strayParenthesis: 'This ) closes no parenthesis.',
  emptyParentheses: 'Put words between the parentheses.',
  orNeedsSides: 'OR needs a word on each side.',
  notNeedsWord: 'NOT and - need a word after them.',
  onlyExcluded: 'Say what to find, not only what to leave out.',
  noLetters: (text: string) => `"${text}" has no letters or digits to search for.`,
  tooManyTerms: `Use at most ${TALENT_QUERY_MAX_TERMS} words in one search.`,
  tooLong: `Keep the search under ${TALENT_QUERY_MAX_LENGTH} characters.`,
} as const;

export class TalentQueryError extends Error {}

type Lexeme =
  | { kind: '(' | ')' | 'or' | 'and' | 'not' | 'minus' }
  | { kind: 'term'; text: string; phrase: boolean; prefix: boolean };

function lex(query: string): Lexeme[] {
  const lexemes: Lexeme[] = [];
  let at = 0;
  while (at < query.length) {
    const char = query.charAt(at);
    if (/\s/u.test(char)) {
      at += 1;
    } else if (char === '(' || char === ')') {
      lexemes.push({ kind: char });
      at += 1;
    } else if (char === '"') {
      const close = query.indexOf('"', at + 1);
      if (close === -1) throw new TalentQueryError(TALENT_QUERY_MESSAGES.openQuote);
      const prefix = query[close + 1] === '*';
      lexemes.push({ kind: 'term', text: query.slice(at + 1, close), phrase: true, prefix });
      at = close + (prefix ? 2 : 1);
    } else if (char === '-' && (at + 1 === query.length || /\s/u.test(query.charAt(at + 1)))) {
      // A dash standing alone ("Spark - Scala") excludes nothing.
      at += 1;
    } else if (char === '-' && query[at + 1] !== '-' && query[at + 1] !== ')') {
      lexemes.push({ kind: 'minus' });
      at += 1;
    } else {
      let end = at;
      while (end < query.length && !/[\s()"]/u.test(query.charAt(end))) end += 1;
      const text = query.slice(at, end);
      at = end;
      if (text === 'OR') lexemes.push({ kind: 'or' });
      else if (text === 'AND') lexemes.push({ kind: 'and' });
      else if (text === 'NOT') lexemes.push({ kind: 'not' });
      else {
        const prefix = text.endsWith('*');
        lexemes.push({
          kind: 'term',
          text: prefix ? text.replace(/\*+$/u, '') : text,
          phrase: false,
          prefix,
        });
      }
    }
  }
  return lexemes;
}

/** Parses a search; throws a TalentQueryError with the message to show. An empty search is undefined. */
export function parseTalentQuery(query: string): TalentQuery | undefined {
  if (query.length > TALENT_QUERY_MAX_LENGTH) throw new TalentQueryError(TALENT_QUERY_MESSAGES.tooLong);
  const lexemes = lex(query);
  if (lexemes.length === 0) return undefined;
  let at = 0;
  let terms = 0;
  const peek = () => lexemes[at];

  function orExpression(): TalentQuery {
    const children = [andExpression()];
    while (peek()?.kind === 'or') {
      at += 1;
      const next = peek();
      if (!next || next.kind === 'or' || next.kind === ')')
        throw new TalentQueryError(TALENT_QUERY_MESSAGES.orNeedsSides);
      children.push(andExpression());
    }
    const [only] = children;
    return only && children.length === 1 ? only : { type: 'or', children };
  }

  function andExpression(): TalentQuery {
    const children: TalentQuery[] = [];
    for (let next = peek(); next && next.kind !== 'or' && next.kind !== ')'; next = peek()) {
      if (next.kind === 'and') {
        at += 1;
        continue;
      }
      children.push(unary());
    }
    if (children.length === 0) {
      const next = peek();
      throw new TalentQueryError(
        next?.kind === 'or' ? TALENT_QUERY_MESSAGES.orNeedsSides : TALENT_QUERY_MESSAGES.emptyParentheses,
      );
    }
    if (children.every((child) => child.type === 'not'))
      throw new TalentQueryError(TALENT_QUERY_MESSAGES.onlyExcluded);
    const [only] = children;
    return only && children.length === 1 ? only : { type: 'and', children };
  }

  function unary(): TalentQuery {
    const next = peek();
    if (next?.kind === 'not' || next?.kind === 'minus') {
      at += 1;
      const operand = peek();
      if (!operand || operand.kind === 'or' || operand.kind === ')' || operand.kind === 'and') {
        throw new TalentQueryError(TALENT_QUERY_MESSAGES.notNeedsWord);
      }
      return { type: 'not', child: unary() };
    }
    return primary();
  }

  function primary(): TalentQuery {
    const next = lexemes[at++];
    if (next?.kind === '(') {
      if (peek()?.kind === ')') throw new TalentQueryError(TALENT_QUERY_MESSAGES.emptyParentheses);
      const inner = orExpression();
      if (peek()?.kind !== ')') throw new TalentQueryError(TALENT_QUERY_MESSAGES.openParenthesis);
      at += 1;
      return inner;
    }
    if (next?.kind === 'term') {
      const words = searchWords(next.text);
      if (words.length === 0) throw new TalentQueryError(TALENT_QUERY_MESSAGES.noLetters(next.text));
      terms += 1;
      if (terms > TALENT_QUERY_MAX_TERMS) throw new TalentQueryError(TALENT_QUERY_MESSAGES.tooManyTerms);
      return { type: 'term', words, prefix: next.prefix };
    }
    if (next?.kind === ')') throw new TalentQueryError(TALENT_QUERY_MESSAGES.strayParenthesis);
    throw new TalentQueryError(TALENT_QUERY_MESSAGES.orNeedsSides);
  }

  const parsed = orExpression();
  if (at < lexemes.length) throw new TalentQueryError(TALENT_QUERY_MESSAGES.strayParenthesis);
  return parsed;
}

/** The terms a record must contain for the search to find it (those under NOT excluded), for highlighting. */
export function wantedTerms(query: TalentQuery): Array<{ words: string[]; prefix: boolean }> {
  switch (query.type) {
    case 'term':
      return [{ words: query.words, prefix: query.prefix }];
    case 'not':
      return [];
    default:
      return query.children.flatMap(wantedTerms);
  }
}

/** A job's skills as listed on the job ("Python, PySpark; AWS Glue"), each once. */
export function skillsOf(skills: string): string[] {
  const seen = new Set<string>();
  return skills
    .split(/[,;\n]/u)
    .map((skill) => skill.trim())
    .filter((skill) => {
      const key = searchWords(skill).join(' ');
      if (key === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

// --- Resume text ----------------------------------------------------------------------------------------

export const RESUME_TEXT_STATUSES = ['pending', 'read', 'no-text', 'unreadable'] as const;
export type ResumeTextStatus = (typeof RESUME_TEXT_STATUSES)[number];
export const RESUME_TEXT_LABELS: Record<ResumeTextStatus, string> = {
  pending: 'Reading the resume…',
  read: 'Text read from the resume',
  'no-text': 'No text found',
  unreadable: 'The resume could not be read',
};

/** GET /CRM/GetResumeText?id=: what was read from an application's resume. */
export const ResumeTextQuerySchema = z.object({ id: z.string().trim().min(1).max(64) });
export const ResumeTextSchema = z.object({
  status: z.enum(RESUME_TEXT_STATUSES),
  text: z.string().nullable(),
});
export type ResumeText = z.infer<typeof ResumeTextSchema>;

// --- Search ---------------------------------------------------------------------------------------------

/** GET /CRM/SearchTalent?q=&source=&visa=&page=&pageSize=. */
export const TalentSearchQuerySchema = PageQuerySchema.extend({
  q: z
    .string()
    .trim()
    .max(TALENT_QUERY_MAX_LENGTH, { error: TALENT_QUERY_MESSAGES.tooLong })
    .optional()
    .default(''),
  source: z.enum(TALENT_SOURCES).optional(),
  visa: z.coerce
    .number()
    .int()
    .refine((code) => (VISA_STATUS_CODES as readonly number[]).includes(code))
    .optional(),
});
export type TalentSearchQuery = z.input<typeof TalentSearchQuerySchema>;

export const TalentHitSchema = z.object({
  id: z.string(),
  source: z.enum(TALENT_SOURCES),
  name: z.string(),
  title: z.string().nullable(),
  location: z.string().nullable(),
  visaStatus: z.number().int().nullable(),
  updatedAt: z.string(),
  /** The matched words in <mark>, everything else HTML-escaped. */
  snippet: z.string(),
  /** The record's back-office page. */
  link: z.string(),
});
export type TalentHit = z.infer<typeof TalentHitSchema>;
export const TalentPageSchema = pageOf(TalentHitSchema);
export type TalentPage = z.infer<typeof TalentPageSchema>;

// --- Matching a job -------------------------------------------------------------------------------------

/** GET /CRM/GetMatchingCandidates?jobId=. */
export const MatchingCandidatesQuerySchema = z.object({ jobId: z.string().trim().min(1).max(64) });
export const MatchingCandidateSchema = z.object({
  id: z.string(),
  source: z.enum(TALENT_SOURCES),
  name: z.string(),
  title: z.string().nullable(),
  link: z.string(),
  /** The job's skills the candidate's resume or skills name, in the job's order. */
  matched: z.array(z.string()),
});
export type MatchingCandidate = z.infer<typeof MatchingCandidateSchema>;
export const MatchingCandidatesSchema = z.object({
  job: AdminJobSchema,
  /** The job's skills, as its Skills field lists them. */
  skills: z.array(z.string()),
  items: z.array(MatchingCandidateSchema),
});
export type MatchingCandidates = z.infer<typeof MatchingCandidatesSchema>;
/** Candidates listed on a job's page, most skills first. */
export const MATCHING_CANDIDATES_LIMIT = 20;
