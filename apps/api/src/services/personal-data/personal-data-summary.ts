import { formatDate } from '@smartmove/contract';
import { BRAND_NAME } from '../../config/brand.js';

/** The readable page beside data.json in "Download my data" (docs/personal-data-export.md). */
export const SUMMARY_HTML = 'summary.html';

/** One part of data.json as the summary lists it: what it is, why it is held, and its date of each item. */
interface SummaryPart {
  key: string;
  what: string;
  why: string;
  /** The field of an item that says since when it is held. */
  since: string;
}

/** The parts of data.json, in its order, with the purposes the privacy notice gives for them. */
const PARTS: readonly SummaryPart[] = [
  {
    key: 'profile',
    what: 'Your account: name, phone number, e-mail address, role, office, manager',
    why: 'To sign you in and run the portal.',
    since: 'createdAt',
  },
  {
    key: 'personalDetails',
    what: 'Personal details: date of birth, marital status, emergency contact',
    why: 'To employ you, and to reach someone for you in an emergency.',
    since: 'updatedAt',
  },
  { key: 'address', what: 'Your address', why: 'To employ and pay you.', since: 'updatedAt' },
  {
    key: 'inquiries',
    what: 'Inquiries: contact messages, consultation requests, know-your-worth requests',
    why: 'To answer your request.',
    since: 'createdAt',
  },
  {
    key: 'applications',
    what: 'Job applications, with their resumes',
    why: 'To consider you for the role you chose and similar roles.',
    since: 'createdAt',
  },
  { key: 'timeSheets', what: 'Time sheets', why: 'To pay you and bill the work.', since: 'createdAt' },
  { key: 'leave', what: 'Leave requests', why: 'To plan and approve your time off.', since: 'createdAt' },
  { key: 'claims', what: 'Expense claims, with their receipts', why: 'To repay you.', since: 'createdAt' },
  { key: 'cases', what: 'Support cases and their messages', why: 'To support you.', since: 'createdAt' },
  { key: 'payslips', what: 'Payslips', why: 'To pay you.', since: 'uploadedAt' },
  { key: 'signIns', what: 'The time of each sign-in', why: 'To keep your account secure.', since: 'at' },
  { key: 'passkeys', what: 'Passkeys (their names and dates)', why: 'To sign you in.', since: 'createdAt' },
  {
    key: 'calendarFeeds',
    what: 'Calendar links you made',
    why: 'To show your leave in your calendar.',
    since: 'createdAt',
  },
  { key: 'projects', what: 'Projects you are assigned to', why: 'To record your work.', since: 'assignedAt' },
  {
    key: 'notes',
    what: "Our staff's notes on your records",
    why: 'To handle your records.',
    since: 'at',
  },
  {
    key: 'history',
    what: 'Changes to your records: who changed what, and when',
    why: 'To keep track of your records.',
    since: 'at',
  },
  {
    key: 'auditLog',
    what: 'Audit log lines about you and your records',
    why: 'To keep the service secure and accountable.',
    since: 'at',
  },
  {
    key: 'emails',
    what: 'E-mail we sent you about your records (subject and dates)',
    why: 'To tell you about your records.',
    since: 'queuedAt',
  },
];

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for HTML, in an element or an attribute: every value the page shows passes here. */
export function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The items of a part: a list's, an object's one, none for null. */
function itemsOf(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.filter(isRecord);
  return isRecord(value) ? [value] : [];
}

const day = (instant: string) => formatDate(instant, { timeZone: 'UTC' });

/** The earliest date of the items' `since` field, as people read it; undefined without one. */
function earliest(items: readonly Record<string, unknown>[], field: string): string | undefined {
  const dates = items
    .map((item) => item[field])
    .filter((value): value is string => typeof value === 'string' && value !== '')
    .sort();
  return dates[0];
}

/** Whose copy it is: the account's name, or the name on the application or inquiry. */
function nameIn(data: Record<string, unknown>): string | undefined {
  if (isRecord(data.profile) && typeof data.profile.name === 'string') return data.profile.name;
  const [first] = [...itemsOf(data.applications), ...itemsOf(data.inquiries)];
  if (!first) return undefined;
  return [first.firstName, first.lastName].filter((part) => typeof part === 'string' && part).join(' ');
}

const STYLE = `
body { font: 16px/1.5 system-ui, sans-serif; color: #1d2433; margin: 0 auto; max-width: 60rem; padding: 1.5rem; }
h1 { font-size: 1.6rem; margin: 0 0 0.5rem; }
h2 { font-size: 1.2rem; margin: 2rem 0 0.5rem; }
table { border-collapse: collapse; width: 100%; }
th, td { padding: 0.6rem 0.8rem; border-bottom: 1px solid #d5dae3; text-align: left; vertical-align: top; }
thead th { background: #f2f4f8; font-size: 0.85rem; }
td.count { text-align: right; white-space: nowrap; }
.muted { color: #5b6476; }
code { overflow-wrap: anywhere; }
@media (max-width: 40rem) {
  body { padding: 1rem; }
  thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  table, tbody, tr, th, td { display: block; }
  tr { padding: 0.5rem 0; border-bottom: 1px solid #d5dae3; }
  th, td { padding: 0.15rem 0; border: 0; text-align: left !important; }
  td::before { content: attr(data-label) ": "; font-weight: 600; }
}
`;

/**
 * summary.html: what the copy holds, why and since when, for a person to read without a JSON viewer (India's
 * DPDP Act 2023 §11 asks for a summary of the personal data processed). One file that needs nothing else: its
 * style is inline, it runs no script and loads nothing (its Content-Security-Policy says so too), and every
 * value from the data is escaped.
 */
export function personalDataSummaryHtml(
  document: { generatedAt: string; data: Record<string, unknown>; privacyUrl: string },
  files: readonly string[],
): string {
  const name = nameIn(document.data);
  const rows = PARTS.flatMap((part) => {
    const items = itemsOf(document.data[part.key]);
    if (items.length === 0) return [];
    const since = earliest(items, part.since);
    return [
      `<tr><th scope="row">${escapeHtml(part.what)}</th>` +
        `<td class="count" data-label="How many">${items.length}</td>` +
        `<td data-label="Why we hold it">${escapeHtml(part.why)}</td>` +
        `<td data-label="Since">${since ? escapeHtml(day(since)) : '—'}</td></tr>`,
    ];
  });
  const fileItems = files.map((path) => `<li><code>${escapeHtml(path)}</code></li>`);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(`Your data at ${BRAND_NAME}`)}</title>
<style>${STYLE}</style>
</head>
<body>
<h1>${escapeHtml(`Your data at ${BRAND_NAME}`)}</h1>
<p>${escapeHtml(
    `What ${BRAND_NAME} holds about ${name ? name : 'you'}, why, and since when, on ${day(document.generatedAt)}.`,
  )}</p>
<p class="muted">Every detail is in <code>data.json</code> beside this page (a machine-readable copy); your files are in the <code>files</code> folder.</p>
<h2>What we hold</h2>
${
  rows.length > 0
    ? `<table>
<thead><tr><th scope="col">What</th><th scope="col">How many</th><th scope="col">Why we hold it</th><th scope="col">Since</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>`
    : '<p>Nothing.</p>'
}
<h2>Your files</h2>
${fileItems.length > 0 ? `<ul>\n${fileItems.join('\n')}\n</ul>` : '<p>None.</p>'}
<h2>Your rights</h2>
<p>You may ask us to correct or delete what we hold, and withdraw your consent: our <a href="${escapeHtml(document.privacyUrl)}">privacy notice</a> says how.</p>
</body>
</html>
`;
}
