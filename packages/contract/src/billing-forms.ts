import {
  AddClientSchema,
  AddPlacementSchema,
  ChangePlacementRatesSchema,
  RecordPaymentSchema,
  UpdateClientSchema,
} from './billing.js';
import { parseMinorUnits } from './money.js';
import { z } from './zod.js';

/**
 * The billing screens' forms: people type money as decimals ("95.00", "1,250.50") and e-mails one a line;
 * each form's schema turns what was typed into the API's body (minor units, lists, numbers), whose own
 * schema then checks it, so the messages are the API's wherever the two agree.
 */

export const BILLING_FORM_MESSAGES = {
  rate: 'Please enter the rate per hour, such as 95.00',
  optionalRate: 'Please enter the overtime rate per hour, such as 142.50, or leave it empty',
  amount: 'Please enter the amount paid, such as 1,250.00',
  paymentTerms: 'Payment terms are a number of days from 0 to 365',
  costRate: 'Please enter what an hour of this salaried consultant costs, such as 60.00',
} as const;

/**
 * What was typed, turned into the API's body by `schema`, whose issues stay on their fields. (Zod's `pipe`
 * wants the two types to match exactly, which optional API fields never do.)
 */
function into<Body>(schema: z.ZodType<Body>) {
  return (typed: unknown, context: z.RefinementCtx): Body => {
    const result = schema.safeParse(typed);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    return z.NEVER;
  };
}

/** A decimal amount typed into a field, as minor units; `message` when it is not one or not above 0. */
function typedMoney(message: string) {
  return z.string().transform((text, context) => {
    const amount = parseMinorUnits(text);
    if (amount === undefined || amount <= 0) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return amount;
  });
}

/** An optional decimal amount: empty is null. */
function typedOptionalMoney(message: string) {
  return z.string().transform((text, context) => {
    if (text.trim() === '') return null;
    const amount = parseMinorUnits(text);
    if (amount === undefined || amount <= 0) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return amount;
  });
}

/** Billing e-mails typed one a line (or separated by commas). */
const typedEmails = z.string().transform((text) =>
  text
    .split(/[\s,;]+/)
    .map((email) => email.trim())
    .filter((email) => email !== ''),
);

const typedDays = z.string().transform((text, context) => {
  const days = Number(text.trim());
  if (text.trim() === '' || !Number.isInteger(days)) {
    context.addIssue({ code: 'custom', message: BILLING_FORM_MESSAGES.paymentTerms });
    return z.NEVER;
  }
  return days;
});

const clientFormFields = {
  name: z.string(),
  billingEmails: typedEmails,
  address: z.string(),
  country: z.string(),
  state: z.string(),
  gstin: z.string(),
  sac: z.string(),
  entity: z.string(),
  currency: z.string(),
  paymentTermsDays: typedDays,
  invoicePeriod: z.string(),
};

/** "Add client" as typed, into AddClient. */
export const ClientFormSchema = z.object(clientFormFields).transform(into(AddClientSchema));
/** "Edit client" as typed, into UpdateClient. */
export const EditClientFormSchema = z
  .object({ id: z.string(), ...clientFormFields })
  .transform(into(UpdateClientSchema));

const rateFields = {
  billRate: typedMoney(BILLING_FORM_MESSAGES.rate),
  payRate: typedMoney(BILLING_FORM_MESSAGES.rate),
  overtimeBillRate: typedOptionalMoney(BILLING_FORM_MESSAGES.optionalRate),
  overtimePayRate: typedOptionalMoney(BILLING_FORM_MESSAGES.optionalRate),
};

/** "Add placement" as typed, into AddPlacement. */
export const PlacementFormSchema = z
  .object({
    clientId: z.string(),
    userId: z.string(),
    project: z.string(),
    payType: z.string(),
    vendorUserId: z.string().transform((id) => id || null),
    startDate: z.string(),
    endDate: z.string().transform((date) => date || null),
    ...rateFields,
    costRate: typedOptionalMoney(BILLING_FORM_MESSAGES.costRate),
  })
  .transform(into(AddPlacementSchema));

/** "Change rates" as typed, into ChangePlacementRates. */
export const PlacementRatesFormSchema = z
  .object({ id: z.string(), from: z.string(), ...rateFields })
  .transform(into(ChangePlacementRatesSchema));

/** "Record payment" as typed, into RecordPayment. */
export const PaymentFormSchema = z
  .object({
    id: z.string(),
    amount: typedMoney(BILLING_FORM_MESSAGES.amount),
    date: z.string(),
    reference: z.string(),
  })
  .transform(into(RecordPaymentSchema));
