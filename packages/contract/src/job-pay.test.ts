import { describe, expect, it } from 'vitest';
import { parseHourlyPay } from './job-pay.js';

describe('parseHourlyPay', () => {
  it.each([
    ['$75/hr C2C', { min: 75, max: 75 }],
    ['$70-$80/hr', { min: 70, max: 80 }],
    ['$70 - 80 per hour', { min: 70, max: 80 }],
    ['$70 to $85/hr W2', { min: 70, max: 85 }],
    ['75 USD/hour', { min: 75, max: 75 }],
    ['Up to $62.50/hr', { min: 62.5, max: 62.5 }],
  ])('reads %s', (rate, pay) => {
    expect(parseHourlyPay(rate)).toEqual(pay);
  });

  it.each(['DOE', 'Competitive', '$90k a year', '$80-$70/hr', '$0/hr', ''])(
    'finds no hourly pay in %s',
    (rate) => {
      expect(parseHourlyPay(rate)).toBeUndefined();
    },
  );
});
