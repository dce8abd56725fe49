import fs from 'node:fs';
import { createRequire } from 'node:module';
import { formatDate, formatMoney, INVOICE_KIND_LABELS } from '@smartmove/contract';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';

/** A party on an invoice: the issuing office or the client. */
export interface InvoiceParty {
  name: string;
  /** Postal address, one line per element. */
  address: readonly string[];
  gstin?: string | null;
}

export interface InvoiceDocumentLine {
  description: string;
  /** The Monday of the week the hours were worked ('YYYY-MM-DD'); null for a line of no week (an expense). */
  weekStart: string | null;
  /** Hours with up to two decimals; null with `rate` for a line billed at cost. */
  hours: number | null;
  /** Per hour, in minor units. */
  rate: number | null;
  /** In minor units. */
  amount: number;
}

/** Everything an invoice or credit note PDF says; money in integer minor units of `currency`. */
export interface InvoicePdfContent {
  kind: 'invoice' | 'credit_note';
  /** Null while a draft (the PDF then says "Draft"). */
  number: string | null;
  currency: 'USD' | 'INR';
  issueDate: string;
  dueDate: string;
  issuer: InvoiceParty;
  client: InvoiceParty;
  lines: readonly InvoiceDocumentLine[];
  subtotal: number;
  taxes: ReadonlyArray<{ name: string; amount: number }>;
  total: number;
  paid: number;
  balance: number;
  /** "Net 30". */
  paymentTerms: string;
  /** The services' SAC code (Pune invoices). */
  sacCode?: string | null;
  /** Said under the totals, e.g. "Supply meant for export under LUT without payment of IGST". */
  note?: string | null;
}

const require = createRequire(import.meta.url);
/** Noto Sans (SIL OFL 1.1): its glyphs include ₹ (U+20B9); embedded as a subset of the glyphs used. */
const FONT_FILES = {
  regular: require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
} as const;
/** Words laid out, kept across documents; emptied when full (a year of invoices reuses far fewer). */
const LAYOUT_CACHE_LIMIT = 20_000;

/**
 * The font with a memory of the words it laid out. Shaping a word (substitutions, kerning) is most of the time a
 * PDF takes, invoices repeat their words (names, dates, amounts, labels), and pdfkit forgets its own cache with
 * each document. pdfkit scales the positions it gets in place, so each call answers fresh positions.
 */
function withLayoutCache(font: fontkit.Font): fontkit.Font {
  const cache = new Map<string, fontkit.GlyphRun>();
  function layout(text: string, features?: Parameters<fontkit.Font['layout']>[1]) {
    const key = features ? `${JSON.stringify(features)}\u0000${text}` : text;
    let run = cache.get(key);
    if (!run) {
      if (cache.size >= LAYOUT_CACHE_LIMIT) cache.clear();
      run = font.layout(text, features);
      cache.set(key, run);
    }
    const positions = run.positions.map((position) => ({ ...position }));
    return {
      glyphs: run.glyphs,
      positions,
      get advanceWidth() {
        return positions.reduce((width, position) => width + position.xAdvance, 0);
      },
    };
  }
  return new Proxy(font, {
    get: (target, property) => (property === 'layout' ? layout : Reflect.get(target, property, target)),
  });
}

let parsedFonts: { regular: fontkit.Font; bold: fontkit.Font } | undefined;
/**
 * Read and parsed once per process, and handed to every document: the font's tables (its glyph substitution and
 * positioning above all) take far longer to parse than a whole invoice takes to lay out. Each document makes
 * its own subset of the glyphs it used.
 */
function fonts() {
  const open = (file: string) => withLayoutCache(fontkit.create(fs.readFileSync(file)) as fontkit.Font);
  return (parsedFonts ??= { regular: open(FONT_FILES.regular), bold: open(FONT_FILES.bold) });
}

const MARGIN = 50;
const FONT_SIZE = 9;
const ROW_GAP = 4;
const AMOUNT_WIDTH = 95;
const FOOTER_HEIGHT = 24;
const hoursFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
}

/**
 * Renders an invoice or credit note as a PDF: every fact as text (so that it can be searched, copied and read
 * by a screen reader or pdftotext), in an embedded font that has ₹, the lines in a table that continues on
 * further pages under its repeated header, and "Page n of m" at the foot of each page. Pure: the same document
 * gives the same text.
 */
export function renderInvoicePdf(invoice: InvoicePdfContent): Promise<Buffer> {
  const { regular, bold } = fonts();
  const issued = new Date(`${invoice.issueDate}T00:00:00.000Z`);
  const title = INVOICE_KIND_LABELS[invoice.kind];
  const doc = new PDFDocument({
    size: invoice.currency === 'USD' ? 'LETTER' : 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: invoice.currency === 'INR' ? 'en-IN' : 'en-US',
    displayTitle: true,
    // The first font the document knows: the standard Helvetica, never embedded, is then never added. (pdfkit
    // takes a parsed fontkit font wherever it takes a font file; its types name only the file.)
    font: regular as unknown as string,
    info: {
      Title: `${title} ${invoice.number ?? 'Draft'}`,
      Author: invoice.issuer.name,
      ...(Number.isNaN(issued.getTime()) ? {} : { CreationDate: issued }),
    },
  });
  doc.registerFont('regular', regular as unknown as Buffer);
  doc.registerFont('bold', bold as unknown as Buffer);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const money = (amount: number) => formatMoney(amount, invoice.currency);
  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN - FOOTER_HEIGHT;

  // Header: the issuing office on the left, the invoice's facts on the right.
  const top = MARGIN;
  doc
    .font('bold')
    .fontSize(14)
    .text(invoice.issuer.name, left, top, { width: width / 2 });
  doc.font('regular').fontSize(FONT_SIZE);
  for (const line of invoice.issuer.address) doc.text(line, { width: width / 2 });
  if (invoice.issuer.gstin) doc.text(`GSTIN: ${invoice.issuer.gstin}`, { width: width / 2 });
  const issuerBottom = doc.y;

  const right = left + width / 2;
  doc
    .font('bold')
    .fontSize(18)
    .text(title, right, top, { width: width / 2, align: 'right' });
  doc.font('regular').fontSize(FONT_SIZE);
  const facts: Array<[string, string]> = [
    ['Number', invoice.number ?? 'Draft'],
    ['Issue date', formatDate(invoice.issueDate)],
    ['Due date', formatDate(invoice.dueDate)],
    ['Payment terms', invoice.paymentTerms],
    ...(invoice.sacCode ? ([['SAC', invoice.sacCode]] as Array<[string, string]>) : []),
  ];
  for (const [label, value] of facts)
    doc.text(`${label}: ${value}`, right, doc.y, { width: width / 2, align: 'right' });

  doc.y = Math.max(issuerBottom, doc.y) + 18;
  doc.font('bold').text('Bill to', left, doc.y);
  doc.font('regular');
  doc.text(invoice.client.name, { width: width / 2 });
  for (const line of invoice.client.address) doc.text(line, { width: width / 2 });
  if (invoice.client.gstin) doc.text(`GSTIN: ${invoice.client.gstin}`, { width: width / 2 });
  doc.moveDown(1.5);

  // The lines.
  const columns: Column[] = [
    { title: 'Description', width: width - 300, align: 'left' },
    { title: 'Week', width: 75, align: 'left' },
    { title: 'Hours', width: 50, align: 'right' },
    { title: 'Rate', width: 80, align: 'right' },
    { title: 'Amount', width: AMOUNT_WIDTH, align: 'right' },
  ];
  const cellOptions = (column: Column) => ({ width: column.width - 6, align: column.align });
  const rowHeight = (cells: readonly string[]) =>
    Math.max(...columns.map((column, index) => doc.heightOfString(cells[index] ?? '', cellOptions(column)))) +
    ROW_GAP;

  function drawRow(cells: readonly string[], y: number) {
    let x = left;
    columns.forEach((column, index) => {
      const cellX = column.align === 'right' ? x + 6 : x;
      doc.text(cells[index] ?? '', cellX, y, cellOptions(column));
      x += column.width;
    });
  }

  function drawHeader() {
    doc.font('bold');
    const y = doc.y;
    drawRow(
      columns.map((column) => column.title),
      y,
    );
    const height = rowHeight(columns.map((column) => column.title));
    doc
      .moveTo(left, y + height - 2)
      .lineTo(left + width, y + height - 2)
      .lineWidth(0.5)
      .stroke();
    doc.font('regular');
    doc.y = y + height + 2;
  }

  drawHeader();
  for (const line of invoice.lines) {
    const cells = [
      line.description,
      line.weekStart ? formatDate(line.weekStart) : '',
      line.hours === null ? '' : hoursFormat.format(line.hours),
      line.rate === null ? '' : money(line.rate),
      money(line.amount),
    ];
    const height = rowHeight(cells);
    if (doc.y + height > bottom()) {
      doc.addPage();
      drawHeader();
    }
    const y = doc.y;
    drawRow(cells, y);
    doc.y = y + height;
  }

  // The totals, right-aligned under the amounts.
  const totals: Array<[string, string, boolean]> = [
    ['Subtotal', money(invoice.subtotal), false],
    ...invoice.taxes.map((tax): [string, string, boolean] => [tax.name, money(tax.amount), false]),
    ['Total', money(invoice.total), true],
    ['Paid', money(invoice.paid), false],
    ['Balance due', money(invoice.balance), true],
  ];
  const labelWidth = 140;
  const amountWidth = AMOUNT_WIDTH - 6;
  const totalsX = left + width - labelWidth - amountWidth - 6;
  const totalRowHeight = doc.heightOfString('0') + ROW_GAP;
  const noteHeight = invoice.note ? doc.heightOfString(invoice.note, { width }) + 12 : 0;
  if (doc.y + 8 + totals.length * totalRowHeight + noteHeight > bottom()) doc.addPage();
  doc.y += 8;
  for (const [label, value, strong] of totals) {
    const y = doc.y;
    doc.font(strong ? 'bold' : 'regular');
    doc.text(label, totalsX, y, { width: labelWidth, align: 'right' });
    doc.text(value, left + width - amountWidth, y, { width: amountWidth, align: 'right' });
    doc.y = y + totalRowHeight;
  }
  doc.font('regular');
  if (invoice.note) {
    doc.moveDown(1);
    doc.text(invoice.note, left, doc.y, { width });
  }

  // "Page n of m" once every page exists (written inside the bottom margin, so no page is added for it).
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    const marginBottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.text(
      `${invoice.number ?? 'Draft'} · Page ${index - start + 1} of ${count}`,
      left,
      doc.page.height - MARGIN,
      {
        width,
        align: 'center',
        lineBreak: false,
      },
    );
    doc.page.margins.bottom = marginBottom;
  }
  doc.end();
  return done;
}
