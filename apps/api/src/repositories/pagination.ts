import type { Page } from '@smartmove/contract';
import { sql, type RawBuilder } from 'kysely';

export interface PageRequest {
  page: number;
  pageSize: number;
}

export function pageOffset({ page, pageSize }: PageRequest): number {
  return (page - 1) * pageSize;
}

/** PostgreSQL answers count(*) as a bigint string, SQLite as a number. */
export function toCount(value: string | number | bigint | undefined): number {
  return Number(value ?? 0);
}

export function toPage<T>(items: T[], total: number, request: PageRequest): Page<T> {
  return { items, total, page: request.page, pageSize: request.pageSize };
}

/** A LIKE pattern matching the text anywhere, with the user's % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** `lower(column) LIKE pattern ESCAPE '\'`, the same on SQLite and PostgreSQL. */
export function lowerLike(column: string, pattern: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

/** A unique-constraint violation on either engine (two requests racing to create the same row). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
