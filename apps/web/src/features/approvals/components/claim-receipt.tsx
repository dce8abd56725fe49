import { statusLabel, type ClaimApproval } from '@smartmove/contract';
import { FactList } from '../../../components/ui/fact-list';
import { formatDate, formatMoney } from '../../../lib/format';

/** What the approver decides on, shown beside the claim's receipt in the viewer. */
export function ClaimFacts({ claim }: { claim: ClaimApproval }) {
  return (
    <FactList
      className="claim-facts"
      facts={[
        ['Person', claim.personName],
        ['Date', formatDate(claim.expenseDate)],
        ['Category', claim.category],
        ['Amount', formatMoney(claim.amount, claim.currency)],
        ['Description', claim.description],
        ['Status', statusLabel(claim.status)],
      ]}
    />
  );
}
