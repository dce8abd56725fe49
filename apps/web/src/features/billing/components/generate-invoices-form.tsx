import { useGenerateInvoicesMutation } from '../api/billing';
import { PeriodEndForm } from './period-end-form';

/** "Generate invoices": one draft per client, made or refreshed from approved hours up to "Period end". */
export function GenerateInvoicesForm() {
  const mutation = useGenerateInvoicesMutation();
  return (
    <PeriodEndForm
      title="Generate invoices"
      hint="Approved hours up to this day that no invoice bills yet become each client's draft."
      what="draft invoice"
      none="No approved hours to invoice up to that date"
      generate={mutation.mutateAsync}
      busy={mutation.isPending}
    />
  );
}
