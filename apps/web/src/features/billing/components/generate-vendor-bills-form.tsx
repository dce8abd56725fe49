import { useGenerateVendorBillsMutation } from '../api/pay';
import { PeriodEndForm } from './period-end-form';

/** "Generate vendor bills": one draft per partner, made or refreshed from approved C2C hours up to "Period end". */
export function GenerateVendorBillsForm() {
  const mutation = useGenerateVendorBillsMutation();
  return (
    <PeriodEndForm
      title="Generate vendor bills"
      hint="Approved hours of C2C placements up to this day that no vendor bill pays yet, at the pay rates."
      what="draft vendor bill"
      none="No approved C2C hours to bill up to that date"
      generate={mutation.mutateAsync}
      busy={mutation.isPending}
    />
  );
}
