import { describe, expect, it } from 'vitest';
import { PORTAL_MESSAGES } from '../portal.js';
import { addDays, todayIsoDate } from '../portal-dates.js';
import { AddExpenseFieldsSchema, parseAmountText } from './expenses.js';

const messages = PORTAL_MESSAGES.expense;
const claim = {
  expenseDate: addDays(todayIsoDate(), -1),
  category: 'Travel',
  currency: 'USD',
  description: 'Taxi',
};
const amountOf = (amount: unknown) => AddExpenseFieldsSchema.safeParse({ ...claim, amount });

describe('a claim amount as people type it', () => {
  it('takes a leading "$" and thousands commas, as the number, in minor units', () => {
    expect(parseAmountText('$1,042.50')).toBe(1042.5);
    for (const [typed, amount] of [
      ['$42.50', 4250],
      ['42.50', 4250],
      [' $ 12,345.8 ', 1_234_580],
      ['1042', 104_200],
      ['999,999.99', 99_999_999],
      ['0.29', 29],
    ] as const) {
      const parsed = amountOf(typed);
      expect(parsed.success, typed).toBe(true);
      expect(parsed.data?.amount, typed).toBe(amount);
    }
  });

  it('refuses anything else with the form’s messages', () => {
    for (const garbage of ['12abc', '1,04,2', '$$5', '42,5', '5$', 'USD 5', '.', '1e3', ',100']) {
      expect(amountOf(garbage).error?.issues[0]?.message, garbage).toBe(messages.amount);
    }
    for (const blank of ['', '  ', '$']) {
      expect(amountOf(blank).error?.issues[0]?.message, blank).toBe(messages.amount);
    }
    expect(amountOf('$0.00').error?.issues[0]?.message).toBe(messages.amountPositive);
    expect(amountOf('-$5').error?.issues[0]?.message).toBe(messages.amount);
    expect(amountOf('$1,000,000.01').error?.issues[0]?.message).toBe(messages.amountTooLarge);
    expect(amountOf('$1.005').error?.issues[0]?.message).toBe(messages.amountDecimals);
  });
});
