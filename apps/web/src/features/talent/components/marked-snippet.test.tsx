import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkedSnippet } from './marked-snippet';

describe('MarkedSnippet', () => {
  it('shows the matched words marked and escaped text as text, never as markup', () => {
    const { container } = render(
      <MarkedSnippet
        snippet={'&lt;img src=x onerror=alert(1)&gt; built <mark>Kinesis</mark> &amp; <mark>Flink</mark> …'}
      />,
    );
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'Kinesis',
      'Flink',
    ]);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror=alert(1)> built Kinesis & Flink …');
  });
});
