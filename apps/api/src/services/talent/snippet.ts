import { textRuns, type TextRun } from '@smartmove/contract';

/** Words a snippet shows at most. */
export const SNIPPET_WORDS = 32;
/** Words shown before the first highlighted one, for context. */
const LEAD_IN = 6;

/** A term of the search as highlighting reads it: its words in a row, the last a prefix when told. */
export interface HighlightTerm {
  words: readonly string[];
  prefix: boolean;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** Which runs of `runs` hold a match of one of the terms (all the runs of a phrase). */
function matchedRuns(runs: readonly TextRun[], terms: readonly HighlightTerm[]): Set<number> {
  const words = runs.flatMap((run, index) => run.words.map((word) => ({ word, run: index })));
  const matched = new Set<number>();
  for (const term of terms) {
    const last = term.words.length - 1;
    for (let at = 0; at + last < words.length; at += 1) {
      const here = words.slice(at, at + last + 1);
      const fits = term.words.every((word, offset) => {
        const found = here[offset]?.word ?? '';
        return offset === last && term.prefix ? found.startsWith(word) : found === word;
      });
      if (fits) for (const { run } of here) matched.add(run);
    }
  }
  return matched;
}

/** The window of SNIPPET_WORDS runs holding the most matched runs (the earliest of equals). */
function bestWindow(count: number, matched: Set<number>): { start: number; end: number } {
  const hits = [...matched].sort((a, b) => a - b);
  let best = { start: 0, score: 0 };
  let right = 0;
  hits.forEach((hit, left) => {
    const start = Math.max(0, hit - LEAD_IN);
    while (right < hits.length && (hits[right] ?? Infinity) < start + SNIPPET_WORDS) right += 1;
    if (right - left > best.score) best = { start, score: right - left };
  });
  return { start: best.start, end: Math.min(count, best.start + SNIPPET_WORDS) };
}

/**
 * A short passage of the texts around what the search matched, as HTML: the matched words in <mark>, every
 * other character escaped, line breaks as spaces. The first text with a match is used, else the first text
 * with words (no marks).
 */
export function snippetOf(texts: readonly string[], terms: readonly HighlightTerm[]): string {
  let chosen: { text: string; runs: TextRun[]; matched: Set<number> } | undefined;
  for (const text of texts) {
    const runs = textRuns(text);
    if (runs.length === 0) continue;
    const matched = matchedRuns(runs, terms);
    if (matched.size > 0) {
      chosen = { text, runs, matched };
      break;
    }
    chosen ??= { text, runs, matched };
  }
  if (!chosen) return '';
  const { text, runs, matched } = chosen;
  const { start, end } = bestWindow(runs.length, matched);
  let html = start > 0 ? '… ' : '';
  let at = runs[start]?.start ?? 0;
  runs.slice(start, end).forEach((run, offset) => {
    html += escapeHtml(text.slice(at, run.start).replace(/\s+/g, ' '));
    const word = escapeHtml(text.slice(run.start, run.end));
    html += matched.has(start + offset) ? `<mark>${word}</mark>` : word;
    at = run.end;
  });
  if (end < runs.length) html += ' …';
  return html;
}
