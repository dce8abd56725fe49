import { Fragment } from 'react';

/** One block of a plain text: a paragraph (its lines) or a list (its "- " items). */
export type TextBlock = { kind: 'paragraph'; lines: string[] } | { kind: 'list'; items: string[] };

const BULLET = /^\s*- +(.*)$/;

/**
 * A plain text as typed in a textarea, read as blocks: blank lines separate paragraphs, and consecutive lines
 * starting with "- " form a list. Nothing in the text is markup: every block holds the text as written.
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

/**
 * A plain text (a job's description) as paragraphs and lists (textBlocks), built as React elements, never as
 * HTML from the text. A line break inside a paragraph stays a line break.
 */
export function TextBlocks({ text, className }: { text: string; className?: string }) {
  return (
    <div className={className ? `text-blocks ${className}` : 'text-blocks'}>
      {textBlocks(text).map((block, index) =>
        block.kind === 'list' ? (
          <ul key={index}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{item}</li>
            ))}
          </ul>
        ) : (
          <p key={index}>
            {block.lines.map((line, lineIndex) => (
              <Fragment key={lineIndex}>
                {lineIndex > 0 ? <br /> : null}
                {line}
              </Fragment>
            ))}
          </p>
        ),
      )}
    </div>
  );
}
