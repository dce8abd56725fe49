import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, expect, it } from 'vitest';
import { ControlledFileInput } from './controlled-file-input';

afterEach(cleanup);

function ReceiptForm() {
  const { control } = useForm<{ receipt?: File }>();
  return (
    <ControlledFileInput
      control={control}
      name="receipt"
      label="Receipt"
      maxBytes={4}
      tooLargeMessage="Too big"
    />
  );
}

const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText('Receipt'), { target: { files: [file] } });

it("keeps a chosen file in the form's value and refuses one over the limit on its field", async () => {
  render(<ReceiptForm />);
  choose(new File(['%PDF'], 'small.pdf', { type: 'application/pdf' }));
  expect(await screen.findByText('small.pdf')).toBeTruthy();

  choose(new File(['%PDF-1.4'], 'large.pdf', { type: 'application/pdf' }));
  const input = screen.getByLabelText('Receipt');
  expect(await screen.findByText(/Too big/)).toBeTruthy();
  expect(input.getAttribute('aria-invalid')).toBe('true');
  expect(screen.queryByText('large.pdf')).toBeNull();
  expect(screen.queryByText('small.pdf')).toBeNull();
});
