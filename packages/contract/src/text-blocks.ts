/** One block of a plain text: a paragraph (its lines) or a list (its "- " items). */
export type TextBlock = { kind: 'paragraph'; lines: string[] } | { kind: 'list'; items: string[] };

const BULLET = /^\s*- +(.*)$/;

/**
 * A plain text as typed in a textarea, read as blocks: blank lines separate paragraphs, and consecutive lines
 * starting with "- " form a list. Nothing in the text is markup: every block holds the text as written. The
 * pages show a job's description so, and the server describes it so to job search engines.
 */
export function textBlocks(text: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let current: TextBlock | undefined;
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const bullet = BULLET.exec(raw)?.[1]?.trim();
    if (!line) {
      current = undefined;
    } else if (bullet !== undefined) {
      if (current?.kind !== 'list') blocks.push((current = { kind: 'list', items: [] }));
      if (bullet) current.items.push(bullet);
    } else {
      if (current?.kind !== 'paragraph') blocks.push((current = { kind: 'paragraph', lines: [] }));
      current.lines.push(line);
    }
  }
  return blocks.filter((block) => (block.kind === 'list' ? block.items.length > 0 : true));
}
