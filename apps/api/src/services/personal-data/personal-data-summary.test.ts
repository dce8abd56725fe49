import { describe, expect, it } from 'vitest';
import { escapeHtml, personalDataSummaryHtml } from './personal-data-summary.js';

const HOSTILE = `<script>alert("x")</script>&'`;

describe('summary.html of a personal data copy', () => {
  it('lists each part that holds anything: what, how many, why and since when', () => {
    const html = personalDataSummaryHtml(
      {
        generatedAt: '2026-12-07T10:00:00.000Z',
        privacyUrl: 'https://www.example.com/privacy',
        data: {
          profile: { name: 'Dana Employee', createdAt: '2024-03-01T08:00:00.000Z' },
          personalDetails: null,
          leave: [{ createdAt: '2025-06-02T08:00:00.000Z' }, { createdAt: '2025-01-15T08:00:00.000Z' }],
          claims: [],
          signIns: [{ at: '2026-12-01T09:00:00.000Z' }],
        },
      },
      ['files/receipts/1-taxi.pdf'],
    );
    expect(html).toContain('What SmartMove holds about Dana Employee, why, and since when, on Dec 7, 2026.');
    expect(html).toContain(
      '<tr><th scope="row">Leave requests</th><td class="count" data-label="How many">2</td>' +
        '<td data-label="Why we hold it">To plan and approve your time off.</td>' +
        '<td data-label="Since">Jan 15, 2025</td></tr>',
    );
    expect(html).toMatch(
      /Your account: [^<]+<\/th><td class="count" data-label="How many">1<\/td>.*Mar 1, 2024/,
    );
    expect(html).toContain('The time of each sign-in');
    // Parts with nothing in them are not listed.
    expect(html).not.toContain('Personal details');
    expect(html).not.toContain('Expense claims');
    expect(html).toContain('<li><code>files/receipts/1-taxi.pdf</code></li>');
    expect(html).toContain('<a href="https://www.example.com/privacy">privacy notice</a>');
  });

  it('escapes every value it shows, and needs nothing outside itself', () => {
    const html = personalDataSummaryHtml(
      {
        generatedAt: '2026-12-07T10:00:00.000Z',
        privacyUrl: `https://example.com/"><script>`,
        data: { applications: [{ firstName: HOSTILE, lastName: 'Doe', createdAt: HOSTILE }] },
      },
      [`files/${HOSTILE}`],
    );
    expect(html).not.toContain('<script');
    expect(html).toContain(escapeHtml(HOSTILE));
    expect(escapeHtml(HOSTILE)).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;');
    expect(html).toContain(`content="default-src 'none'; style-src 'unsafe-inline'"`);
    expect(html).not.toMatch(/<(script|link|img|iframe)\b/);
  });

  it('says so when nothing is held', () => {
    const html = personalDataSummaryHtml(
      { generatedAt: '2026-12-07T10:00:00.000Z', privacyUrl: 'https://example.com/privacy', data: {} },
      [],
    );
    expect(html).toContain('What SmartMove holds about you,');
    expect(html).toContain('<h2>What we hold</h2>\n<p>Nothing.</p>');
    expect(html).toContain('<h2>Your files</h2>\n<p>None.</p>');
  });
});
