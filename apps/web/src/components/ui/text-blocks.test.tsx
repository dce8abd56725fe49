import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextBlocks, textBlocks } from './text-blocks';

afterEach(cleanup);

const DESCRIPTION = [
  'We are hiring a data engineer.',
  'Start in January.',
  '',
  'You will:',
  '- build pipelines in PySpark',
  '  - keep them <b>fast</b>',
  '',
  '',
  'Apply today.',
].join('\r\n');

describe('textBlocks', () => {
  it('reads blank-line separated paragraphs and consecutive "- " lines as a list', () => {
    expect(textBlocks(DESCRIPTION)).toEqual([
      { kind: 'paragraph', lines: ['We are hiring a data engineer.', 'Start in January.'] },
      { kind: 'paragraph', lines: ['You will:'] },
      { kind: 'list', items: ['build pipelines in PySpark', 'keep them <b>fast</b>'] },
      { kind: 'paragraph', lines: ['Apply today.'] },
    ]);
  });

  it('keeps a one-line text as one paragraph and reads nothing from an empty one', () => {
    expect(textBlocks('Senior Java developer')).toEqual([
      { kind: 'paragraph', lines: ['Senior Java developer'] },
    ]);
    expect(textBlocks('  \n\n ')).toEqual([]);
    expect(textBlocks('-\n-5 years\n- ')).toEqual([{ kind: 'paragraph', lines: ['-', '-5 years'] }]);
  });

  it('ends a list at the first line that is not an item', () => {
    expect(textBlocks('- one\n- two\nThen more.')).toEqual([
      { kind: 'list', items: ['one', 'two'] },
      { kind: 'paragraph', lines: ['Then more.'] },
    ]);
  });
});

describe('TextBlocks', () => {
  it('renders paragraphs, line breaks and a list as elements, the text never as HTML', () => {
    const { container } = render(<TextBlocks text={DESCRIPTION} className="job-card__description" />);
    const root = container.firstElementChild as HTMLElement;
    expect(root.className).toBe('text-blocks job-card__description');
    expect([...root.children].map((child) => child.tagName)).toEqual(['P', 'P', 'UL', 'P']);
    expect(root.querySelector('p')?.innerHTML).toBe('We are hiring a data engineer.<br>Start in January.');
    expect([...root.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'build pipelines in PySpark',
      'keep them <b>fast</b>',
    ]);
    expect(root.querySelector('b')).toBeNull();
  });
});
