import { PHONE_COUNTRIES } from '@smartmove/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import en from 'react-phone-number-input/locale/en.json';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PHONE_INPUT_LABELS, PhoneInput } from './phone-input';
import { resetVisitorCountryDetection } from './visitor-country';

/** GET /ipinfo, as the server answers it for a visitor from `country`. */
function visitorFrom(country: string | null) {
  const fetch = vi.fn(() => Promise.resolve(Response.json({ country })));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

beforeEach(() => {
  resetVisitorCountryDetection();
  visitorFrom(null);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PhoneInput', () => {
  it("uses the library's own English labels for its controls and the offered countries", () => {
    const keys = ['ext', 'country', 'phone', 'ZZ', ...PHONE_COUNTRIES] as const;
    expect(PHONE_INPUT_LABELS).toEqual(Object.fromEntries(keys.map((key) => [key, en[key]])));
  });

  it('offers exactly United States, India and Canada and gives the number back in E.164', () => {
    const onChange = vi.fn();
    render(<PhoneInput label="Mobile" name="mobile" value="" onChange={onChange} />);
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['United States', 'India', 'Canada']);
    fireEvent.change(screen.getByLabelText('Mobile'), { target: { value: '2015550123' } });
    expect(onChange).toHaveBeenLastCalledWith('+12015550123');
  });

  it("starts with the visitor's country when it is one of the three, asking once", async () => {
    const fetch = visitorFrom('IN');
    render(<PhoneInput label="Mobile" name="mobile" value="" onChange={vi.fn()} />);
    render(<PhoneInput label="Other" name="other" value="" onChange={vi.fn()} />);
    const pickers = screen.getAllByRole<HTMLSelectElement>('combobox', { name: 'Country calling code' });
    await vi.waitFor(() => expect(pickers.map((picker) => picker.value)).toEqual(['IN', 'IN']));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the United States for a visitor from elsewhere', async () => {
    const fetch = visitorFrom('FR');
    render(<PhoneInput label="Mobile" name="mobile" value="" onChange={vi.fn()} />);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Country calling code' }).value).toBe(
      'US',
    );
  });
});
