import { textBlocks } from '@smartmove/contract';
import { Fragment } from 'react';

export { textBlocks, type TextBlock } from '@smartmove/contract';

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
