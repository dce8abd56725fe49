import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DecisionProgress } from './decision-status';

afterEach(cleanup);

const steps = () =>
  within(screen.getByRole('list', { name: 'Reimbursement progress' })).getAllByRole('listitem');
const current = () => steps().filter((step) => step.getAttribute('aria-current') === 'step');

describe('a claim’s reimbursement progress', () => {
  it('waits at Submitted with Approved and Paid still to come', () => {
    render(<DecisionProgress status="submitted" decision={null} submittedAt="2026-11-16T10:00:00Z" />);
    expect(steps().map((step) => step.textContent)).toEqual([
      'Submitted Nov 16, 2026',
      'Approved Waiting',
      'Paid Not yet',
    ]);
    expect(current().map((step) => step.textContent)).toEqual(['Submitted Nov 16, 2026']);
  });

  it('is at Paid once paid, with who approved it and when', () => {
    render(
      <DecisionProgress
        status="paid"
        decision={{ by: 'Manny Manager', at: '2026-11-17T10:00:00Z', reason: null }}
        submittedAt="2026-11-16T10:00:00Z"
        paidAt="2026-11-18T10:00:00Z"
      />,
    );
    expect(steps().map((step) => step.textContent)).toEqual([
      'Submitted Nov 16, 2026',
      'Approved by Manny Manager, Nov 17, 2026',
      'Paid Nov 18, 2026',
    ]);
    expect(current().map((step) => step.textContent)).toEqual(['Paid Nov 18, 2026']);
  });

  it('ends at Rejected with the reason, without a Paid step', () => {
    render(
      <DecisionProgress
        status="rejected"
        decision={{ by: 'Manny Manager', at: '2026-11-17T10:00:00Z', reason: 'No receipt date' }}
        submittedAt="2026-11-16T10:00:00Z"
      />,
    );
    expect(steps().map((step) => step.textContent)).toEqual([
      'Submitted Nov 16, 2026',
      'Rejected by Manny Manager, Nov 17, 2026. Reason: No receipt date',
    ]);
    expect(current()).toHaveLength(1);
    expect(current()[0]?.textContent).toMatch(/^Rejected/);
  });

  it('ends at Withdrawn when its author withdrew it while it waited', () => {
    render(
      <DecisionProgress
        status="withdrawn"
        decision={null}
        submittedAt="2026-11-16T10:00:00Z"
        withdrawnAt="2026-11-17T10:00:00Z"
      />,
    );
    expect(steps().map((step) => step.textContent)).toEqual([
      'Submitted Nov 16, 2026',
      'Withdrawn by you, Nov 17, 2026',
    ]);
    expect(current().map((step) => step.textContent)).toEqual(['Withdrawn by you, Nov 17, 2026']);
  });
});
