import { PENDING_APPROVAL_MESSAGE, USER_TYPES } from '@smartmove/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PendingApprovalContext } from '../approval-status';
import { RoleGate } from './role-gate';

afterEach(cleanup);

function renderGate(pending: boolean, userType: number = USER_TYPES.employee) {
  localStorage.setItem(
    'user-session',
    JSON.stringify({ token: 'token', name: 'Nia New', email: 'nia@example.com', userType }),
  );
  return render(
    <MemoryRouter>
      <PendingApprovalContext value={pending}>
        <RoleGate route="timeSheet" title="Time sheets">
          <p>The time sheet screen</p>
        </RoleGate>
      </PendingApprovalContext>
    </MemoryRouter>,
  );
}

describe('RoleGate', () => {
  beforeEach(() => localStorage.clear());

  it('shows an account waiting for approval the heading and the waiting message, not the screen', () => {
    renderGate(true);
    expect(screen.getByRole('heading', { level: 1, name: 'Time sheets' })).toBeTruthy();
    expect(screen.getByText(PENDING_APPROVAL_MESSAGE)).toBeTruthy();
    expect(screen.queryByText('The time sheet screen')).toBeNull();
  });

  it('shows an approved account the screen of its role', () => {
    renderGate(false);
    expect(screen.getByText('The time sheet screen')).toBeTruthy();
    expect(screen.queryByText(PENDING_APPROVAL_MESSAGE)).toBeNull();
  });

  it('still tells a partner the page is for employees when approved', () => {
    renderGate(false, USER_TYPES.partner);
    expect(screen.queryByText('The time sheet screen')).toBeNull();
  });
});
