import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderInvoicePdf, type InvoicePdfContent } from './invoice-pdf.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'smartmove-invoice-pdf-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Runs a poppler tool on the PDF and answers what it prints. */
function poppler(tool: 'pdftotext' | 'pdffonts' | 'pdfinfo', pdf: Buffer, ...args: string[]): string {
  const file = path.join(dir, `${tool}-${Math.random().toString(36).slice(2)}.pdf`);
  fs.writeFileSync(file, pdf);
  return execFileSync(`/usr/bin/${tool}`, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], {
    encoding: 'utf8',
  });
}

const PUNE_INVOICE: InvoicePdfContent = {
  kind: 'invoice',
  number: 'SMIN/26-27/0007',
  currency: 'INR',
  issueDate: '2026-05-04',
  dueDate: '2026-06-03',
  issuer: {
    name: 'SmartMove Pune',
    address: ['Sample Tower, 4th Floor, Baner Road', 'Pune, Maharashtra 411045, India'],
    gstin: '27AAACS1234F1Z5',
  },
  client: {
    name: 'Deccan Logistics Pvt Ltd',
    address: ['12 Shivaji Nagar', 'Pune, Maharashtra 411005, India'],
    gstin: '27AABCD5678E1Z2',
  },
  lines: [
    {
      description: 'Priya Sharma — Freight analytics',
      weekStart: '2026-04-20',
      hours: 40,
      rate: 350000,
      amount: 14000000,
    },
    {
      description: 'Priya Sharma — Freight analytics (overtime)',
      weekStart: '2026-04-20',
      hours: 2.5,
      rate: 525000,
      amount: 1312500,
    },
    { description: 'Travel to client site', weekStart: null, hours: null, rate: null, amount: 1937500 },
  ],
  subtotal: 17250000,
  taxes: [
    { name: 'CGST 9%', amount: 1552500 },
    { name: 'SGST 9%', amount: 1552500 },
  ],
  total: 20355000,
  paid: 5000000,
  balance: 15355000,
  paymentTerms: 'Net 30',
  sacCode: '998314',
};

const SEATTLE_CREDIT_NOTE: InvoicePdfContent = {
  kind: 'credit_note',
  number: 'SMUS-CN-2026-0002',
  currency: 'USD',
  issueDate: '2026-11-30',
  dueDate: '2026-12-30',
  issuer: {
    name: 'SmartMove Seattle',
    address: ['Sample Building, 500 Pine Street', 'Seattle, WA 98101, USA'],
  },
  client: { name: 'Contoso Retail', address: ['1 Market Street', 'Seattle, WA 98104, USA'] },
  lines: [
    {
      description: 'Dana Employee — Retail analytics',
      weekStart: '2026-11-16',
      hours: 40,
      rate: 9500,
      amount: 380000,
    },
  ],
  subtotal: 380000,
  taxes: [],
  total: 380000,
  paid: 0,
  balance: 380000,
  paymentTerms: 'Net 30',
};

/** pdftotext's text with runs of spaces made one (columns are laid out with -layout). */
const flat = (text: string) => text.replace(/[ \t]+/g, ' ');

describe('invoice PDF', () => {
  it('holds every fact of a Pune GST invoice as text, ₹ included, in embedded fonts', async () => {
    const pdf = await renderInvoicePdf(PUNE_INVOICE);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = flat(poppler('pdftotext', pdf, '-layout', '-enc', 'UTF-8'));
    for (const expected of [
      'SmartMove Pune',
      'Sample Tower, 4th Floor, Baner Road',
      'Pune, Maharashtra 411045, India',
      'GSTIN: 27AAACS1234F1Z5',
      'Invoice',
      'Number: SMIN/26-27/0007',
      'Issue date: May 4, 2026',
      'Due date: Jun 3, 2026',
      'Payment terms: Net 30',
      'SAC: 998314',
      'Bill to',
      'Deccan Logistics Pvt Ltd',
      '12 Shivaji Nagar',
      'GSTIN: 27AABCD5678E1Z2',
    ]) {
      expect(text).toContain(expected);
    }
    // Each line on one row of the table: description, week, hours, rate, amount.
    expect(text).toMatch(/Priya Sharma — Freight analytics Apr 20, 2026 40\.00 ₹3,500\.00 ₹1,40,000\.00/);
    expect(text).toMatch(
      /Priya Sharma — Freight analytics \(overtime\) Apr 20, 2026 2\.50 ₹5,250\.00 ₹13,125\.00/,
    );
    expect(text).toMatch(/Travel to client site ₹19,375\.00/);
    expect(text).toMatch(/Subtotal ₹1,72,500\.00/);
    expect(text).toMatch(/CGST 9% ₹15,525\.00/);
    expect(text).toMatch(/SGST 9% ₹15,525\.00/);
    expect(text).toMatch(/Total ₹2,03,550\.00/);
    expect(text).toMatch(/Paid ₹50,000\.00/);
    expect(text).toMatch(/Balance due ₹1,53,550\.00/);
    expect(text).toContain('SMIN/26-27/0007 · Page 1 of 1');

    const fonts = poppler('pdffonts', pdf).trim().split('\n').slice(2);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) {
      // name type encoding emb sub uni …: every font embedded (as a subset) with a Unicode map.
      expect(font).toMatch(/NotoSans.*\byes\s+yes\s+yes\b/);
    }
  });

  it('names a credit note and a Seattle office in dollars, with no tax lines and the LUT sentence when given', async () => {
    const lut = 'Supply meant for export under LUT without payment of IGST';
    const text = flat(
      poppler(
        'pdftotext',
        await renderInvoicePdf({ ...SEATTLE_CREDIT_NOTE, note: lut }),
        '-layout',
        '-enc',
        'UTF-8',
      ),
    );
    expect(text).toContain('Credit note');
    expect(text).toContain('Number: SMUS-CN-2026-0002');
    expect(text).toContain('SmartMove Seattle');
    expect(text).toMatch(/Dana Employee — Retail analytics Nov 16, 2026 40\.00 \$95\.00 \$3,800\.00/);
    expect(text).toMatch(/Total \$3,800\.00/);
    expect(text).not.toContain('GSTIN');
    expect(text).not.toContain('SAC');
    expect(text).toContain(lut);
  });

  it('continues a long invoice on further pages, each line once, under a repeated header', async () => {
    const lines = Array.from({ length: 120 }, (_, index) => ({
      description: `Consultant ${index + 1} — Data platform migration, phase ${(index % 3) + 1}`,
      weekStart: '2026-11-16',
      hours: 40,
      rate: 9500,
      amount: 380000,
    }));
    const pdf = await renderInvoicePdf({
      ...SEATTLE_CREDIT_NOTE,
      kind: 'invoice',
      number: 'SMUS-2026-0042',
      lines,
      subtotal: 45600000,
      total: 45600000,
      balance: 45600000,
    });
    const pages = Number(/Pages:\s+(\d+)/.exec(poppler('pdfinfo', pdf))?.[1]);
    expect(pages).toBeGreaterThan(2);
    const text = flat(poppler('pdftotext', pdf, '-layout', '-enc', 'UTF-8'));
    for (let index = 1; index <= 120; index += 1) {
      expect(text.match(new RegExp(`Consultant ${index} — `, 'g'))).toHaveLength(1);
    }
    expect(text.match(/Description Week Hours Rate Amount/g)).toHaveLength(pages);
    expect(text).toContain(`SMUS-2026-0042 · Page ${pages} of ${pages}`);
    expect(text).toMatch(/Total \$456,000\.00/);
  });
});
