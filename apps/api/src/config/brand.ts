/** The name the server signs its messages with (SMS codes, a placeholder account name). */
export const BRAND_NAME = 'SmartMove';
/** The sender of the firm's e-mail unless MAIL_FROM says otherwise. */
export const DEFAULT_MAIL_FROM = `${BRAND_NAME} <no-reply@smartmove.example.com>`;

/**
 * The offices that issue invoices, as invoices print them (docs/product.md#billing). SAMPLE values under
 * example.com-style domains and a sample GSTIN, to be replaced by the firm's own.
 */
export const BILLING_OFFICES = {
  seattle: {
    sample: true,
    name: `${BRAND_NAME} Inc. (Seattle)`,
    address: 'Sample Building, 500 Pine Street, Seattle, WA 98101, USA',
    email: 'billing@smartmove.example.com',
    gstin: null,
  },
  pune: {
    sample: true,
    name: `${BRAND_NAME} Technologies Pvt Ltd (Pune)`,
    address: 'Sample Tower, 4th Floor, Baner Road, Pune, Maharashtra 411045, India',
    email: 'billing.pune@smartmove.example.com',
    gstin: '27AAACS1234F1Z5',
  },
} as const;
