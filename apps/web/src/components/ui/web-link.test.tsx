import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WebLink } from './web-link';

afterEach(cleanup);

describe('WebLink', () => {
  it('links an http(s) address, in a new tab', () => {
    render(<WebLink href="https://www.linkedin.com/in/ada" />);
    const link = screen.getByRole('link', { name: 'https://www.linkedin.com/in/ada' });
    expect(link.getAttribute('href')).toBe('https://www.linkedin.com/in/ada');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
  });

  it.each([
    'javascript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'www.linkedin.com/in/ada',
  ])('shows a stored %j as text, never as a link', (value) => {
    render(<WebLink href={value} />);
    expect(screen.getByText(value).closest('a')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
