import { CompiledQuery, type DialectAdapter, type QueryExecutorProvider } from 'kysely';

/** Statement texts by shape, for each database (its dialect's adapter: a text is in its dialect). */
const textsByDatabase = new WeakMap<DialectAdapter, Map<string, string>>();

/** Shapes kept for one database at most; a further shape is compiled every time. */
const SHAPES_KEPT = 256;

/**
 * A statement that a hot path (a form's write) runs in a few shapes: `compile` (Kysely building and compiling
 * it) runs for a shape's first statement only; later ones of the `shape` reuse its text with their own
 * `parameters`, which the caller lists in the order the text takes them. The first compilation checks that
 * order, and a shape whose order differs is not kept (each of its statements is compiled).
 */
export function compiledOnce<R>(
  db: QueryExecutorProvider,
  shape: string,
  parameters: readonly unknown[],
  compile: () => CompiledQuery<R>,
): CompiledQuery<R> {
  const adapter = db.getExecutor().adapter;
  let texts = textsByDatabase.get(adapter);
  if (!texts) textsByDatabase.set(adapter, (texts = new Map()));
  const text = texts.get(shape);
  // The text was compiled from a statement of this shape, whose output is R.
  if (text !== undefined) return CompiledQuery.raw(text, [...parameters]) as CompiledQuery<R>;
  const compiled = compile();
  const sameOrder =
    compiled.parameters.length === parameters.length &&
    compiled.parameters.every((value, index) => value === parameters[index]);
  if (sameOrder && texts.size < SHAPES_KEPT) texts.set(shape, compiled.sql);
  return compiled;
}
