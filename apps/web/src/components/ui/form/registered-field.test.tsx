import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, expect, it, vi } from 'vitest';
import { fieldsOf } from './registered-field';
import { TextInput } from './text-input';

afterEach(cleanup);

interface Values {
  city: string;
  address: { zipCode: string };
}

function AddressForm({ onValid }: { onValid: (values: Values) => void }) {
  const form = useForm<Values>({ defaultValues: { city: '', address: { zipCode: '' } } });
  const registered = fieldsOf(form);
  return (
    <form onSubmit={form.handleSubmit(onValid)}>
      <TextInput label="City" {...registered('city', { required: 'Enter the city' })} />
      <TextInput label="ZIP code" {...registered('address.zipCode', { required: 'Enter the ZIP code' })} />
      <button type="submit">Save</button>
    </form>
  );
}

it("shows each field's message on that field (a nested one too) and focuses the first that fails", async () => {
  const onValid = vi.fn();
  render(<AddressForm onValid={onValid} />);
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  const city = screen.getByLabelText('City');
  await waitFor(() => expect(city.getAttribute('aria-invalid')).toBe('true'));
  expect(document.activeElement).toBe(city);
  const zipCode = screen.getByLabelText('ZIP code');
  expect(zipCode.getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByText('Enter the city')).toBeTruthy();
  expect(screen.getByText('Enter the ZIP code')).toBeTruthy();
  expect(onValid).not.toHaveBeenCalled();

  fireEvent.change(city, { target: { value: 'Pune' } });
  fireEvent.change(zipCode, { target: { value: '411001' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
  expect(onValid.mock.calls[0]?.[0]).toEqual({ city: 'Pune', address: { zipCode: '411001' } });
  expect(city.getAttribute('aria-invalid')).toBeNull();
});
