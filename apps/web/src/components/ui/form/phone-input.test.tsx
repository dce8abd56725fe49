import { PHONE_COUNTRIES } from '@smartmove/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import en from 'react-phone-number-input/locale/en.json';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PHONE_INPUT_LABELS, PhoneInput } from './phone-input';

afterEach(cleanup);

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
});
