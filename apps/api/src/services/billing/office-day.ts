import type { BillingEntity } from '@smartmove/contract';
import type { OfficeToday } from '../../repositories/billing/invoice-repository.js';
import { OFFICE_TIME_ZONES } from '../reminder-service.js';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The date ('YYYY-MM-DD') an instant falls on in an office: invoices are dated in the issuing office's time. */
export function officeDate(entity: BillingEntity, at: Date): string {
  const timeZone = OFFICE_TIME_ZONES[entity];
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format.format(at);
}

export function officeToday(at: Date): OfficeToday {
  return { seattle: officeDate('seattle', at), pune: officeDate('pune', at) };
}
