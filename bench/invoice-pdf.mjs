// `npm run bench -- --invoice-pdf` (or `node bench/invoice-pdf.mjs [--build]`): one invoice PDF rendered by the
// built API's renderInvoicePdf (docs/decisions/0013-invoice-pdf.md), RUNS times in this process after one
// render that parses the fonts (reported apart as `firstMs`). Each invoice has 30 lines and amounts of its own,
// so that the shaping kept across documents helps only as much as real invoices' repeated words do. Wall time
// and this process's CPU time per PDF, p50 and p95 (budget: p95 ≤ 100 ms). Written to
// bench/results/<date>-invoice-pdf.json.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { log, machine, root } from './product.mjs';

const RUNS = 300;
const LINES = 30;
const BUDGET_P95_MS = 100;

/** A Pune GST invoice numbered `index`, with amounts of its own. */
function invoice(index) {
  const lines = Array.from({ length: LINES }, (_, line) => {
    const hours = 32 + ((index + line) % 9);
    const rate = 350000 + line * 2500;
    return {
      description: `Consultant ${line + 1} — Freight analytics platform`,
      weekStart: `2026-04-${String(6 + (line % 4) * 7).padStart(2, '0')}`,
      hours,
      rate,
      amount: hours * rate + index,
    };
  });
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const half = Math.round(subtotal * 0.09);
  return {
    kind: 'invoice',
    number: `SMIN/26-27/${String(index + 1).padStart(4, '0')}`,
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
      address: ['12 Shivaji Nagar', 'Pune 411005'],
      gstin: '27AABCD5678E1Z2',
    },
    lines,
    subtotal,
    taxes: [
      { name: 'CGST 9%', amount: half },
      { name: 'SGST 9%', amount: half },
    ],
    total: subtotal + 2 * half,
    paid: 0,
    balance: subtotal + 2 * half,
    paymentTerms: 'Net 30',
    sacCode: '998314',
  };
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (ms) => Math.round(ms * 10) / 10;

export async function runInvoicePdfBench({ build }) {
  if (build) {
    log('building...');
    execSync('npm run build', { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const modulePath = path.join(root, 'apps/api/dist/services/billing/invoice-pdf.js');
  const { renderInvoicePdf } = await import(pathToFileURL(modulePath).href);
  const started = performance.now();
  const first = await renderInvoicePdf(invoice(0));
  const firstMs = performance.now() - started;
  const wall = [];
  const cpu = [];
  for (let index = 1; index <= RUNS; index += 1) {
    const cpuBefore = process.cpuUsage();
    const before = performance.now();
    await renderInvoicePdf(invoice(index));
    wall.push(performance.now() - before);
    const used = process.cpuUsage(cpuBefore);
    cpu.push((used.user + used.system) / 1000);
  }
  wall.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const results = {
    date: new Date().toISOString(),
    machine: machine(),
    runs: RUNS,
    lines: LINES,
    bytes: first.length,
    firstMs: round(firstMs),
    wallMs: { p50: round(percentile(wall, 50)), p95: round(percentile(wall, 95)), max: round(wall.at(-1)) },
    cpuMs: { p50: round(percentile(cpu, 50)), p95: round(percentile(cpu, 95)), max: round(cpu.at(-1)) },
    budgetP95Ms: BUDGET_P95_MS,
  };
  const file = path.join(root, 'bench/results', `${results.date.slice(0, 10)}-invoice-pdf.json`);
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  log(
    `invoice PDF (${LINES} lines, ${results.bytes} bytes): p50 ${results.wallMs.p50} ms, p95 ${results.wallMs.p95} ms ` +
      `(CPU p95 ${results.cpuMs.p95} ms; budget ≤ ${BUDGET_P95_MS} ms: ` +
      `${results.wallMs.p95 <= BUDGET_P95_MS ? 'ok' : 'BELOW BUDGET'}); first ${results.firstMs} ms; ${file}`,
  );
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runInvoicePdfBench({ build: process.argv.includes('--build') });
}
