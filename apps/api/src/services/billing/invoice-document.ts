import type { BillingEntity, Client, Invoice } from '@smartmove/contract';
import { BILLING_OFFICES } from '../../config/brand.js';
import type { Queries } from '../../repositories/all-queries.js';
import { toClient } from '../../repositories/billing/client-repository.js';
import { officeToday } from './office-day.js';

/** The issuing office and the client as an invoice names them, kept on it at issue. */
export interface InvoiceParties {
  issuer: { name: string; address: string; email: string; gstin: string | null };
  client: {
    name: string;
    address: string;
    country: string;
    state: string;
    gstin: string | null;
    sac: string;
    paymentTermsDays: number;
  };
}

/** Everything an invoice's PDF shows (docs/product.md#billing). */
export interface InvoiceDocument {
  invoice: Invoice;
  issuer: InvoiceParties['issuer'];
  client: InvoiceParties['client'];
  /** "Net 30" (payment due 30 days after the issue date); "Due on receipt" for 0. */
  paymentTerms: string;
  /** The SAC code, on Pune invoices only. */
  sac: string | null;
  /** The LUT sentence of a Pune invoice to a client outside India; null otherwise. */
  taxNote: string | null;
  /** A credit note's invoice number. */
  creditedInvoiceNumber: string | null;
}

export function invoiceParties(entity: BillingEntity, client: Client): InvoiceParties {
  const office = BILLING_OFFICES[entity];
  return {
    issuer: { name: office.name, address: office.address, email: office.email, gstin: office.gstin },
    client: {
      name: client.name,
      address: client.address,
      country: client.country,
      state: client.state,
      gstin: client.gstin,
      sac: client.sac,
      paymentTermsDays: client.paymentTermsDays,
    },
  };
}

/**
 * What the PDF of an invoice or credit note needs, as it stands: an issued one with the parties as they were
 * at issue, a draft with the client as it is now. Undefined when there is no such invoice.
 */
export async function loadInvoiceDocument(
  queries: Queries,
  id: string,
  at = new Date(),
): Promise<InvoiceDocument | undefined> {
  const invoice = await queries.invoices.find(id, officeToday(at));
  if (!invoice) return undefined;
  const row = await queries.invoices.findRow(id);
  let parties: InvoiceParties | undefined = row?.parties
    ? (JSON.parse(row.parties) as InvoiceParties)
    : undefined;
  if (!parties) {
    const client = await queries.clients.find(invoice.clientId);
    if (!client) return undefined;
    parties = invoiceParties(invoice.entity, toClient(client));
  }
  const credited = invoice.creditedInvoiceId
    ? await queries.invoices.findRow(invoice.creditedInvoiceId)
    : undefined;
  const days = parties.client.paymentTermsDays;
  return {
    invoice,
    ...parties,
    paymentTerms: days === 0 ? 'Due on receipt' : `Net ${days}`,
    sac: invoice.entity === 'pune' ? parties.client.sac : null,
    taxNote: invoice.taxNote,
    creditedInvoiceNumber: credited?.number ?? null,
  };
}
