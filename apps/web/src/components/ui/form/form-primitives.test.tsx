import { MESSAGES, SUBMITTING_LABEL } from '@smartmove/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';
import { FileInput } from './file-input';
import { allowOnlyNameKeys } from './name-filter';
import { Select } from './select';
import { SubmitButton } from './submit-button';
import { TextInput } from './text-input';
import { Textarea } from './textarea';

afterEach(cleanup);

describe('TextInput', () => {
  it('is named by its exact label and has no error wiring while valid', () => {
    render(<TextInput label="First Name" name="firstName" />);
    const input = screen.getByLabelText('First Name');
    expect(input).toBeInstanceOf(HTMLInputElement);
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });

  it('ties its error to the input with aria-describedby and aria-invalid', () => {
    render(
      <TextInput label="Email" name="email" error={MESSAGES.contact.emailInvalid} hint="Work address" />,
    );
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ');
    const texts = described.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toContain(`!${MESSAGES.contact.emailInvalid}`);
    expect(texts).toContain('Work address');
  });

  it('drops keys other than letters and space in a name field', () => {
    render(<TextInput label="Last Name" name="lastName" lettersOnly />);
    const input = screen.getByLabelText('Last Name');
    const press = (key: string, extra: object = {}) => fireEvent.keyDown(input, { key, ...extra });
    expect(press('a')).toBe(true);
    expect(press('é')).toBe(true);
    expect(press(' ')).toBe(true);
    expect(press('3')).toBe(false);
    expect(press('@')).toBe(false);
    expect(press('Backspace')).toBe(true);
    expect(press('v', { ctrlKey: true })).toBe(true);
  });
});

describe('allowOnlyNameKeys', () => {
  it('lets composition (IME) keys through', () => {
    const preventDefault = vi.fn();
    allowOnlyNameKeys({
      key: '1',
      ctrlKey: false,
      metaKey: false,
      altKey: false,
      nativeEvent: { isComposing: true },
      preventDefault,
    } as never);
    expect(preventDefault).not.toHaveBeenCalled();
  });
});

describe('Textarea', () => {
  it('shows a counter tied to the field', () => {
    render(<Textarea label="Description" name="description" maxLength={300} count={42} />);
    const textarea = screen.getByLabelText('Description');
    expect(textarea.getAttribute('maxlength')).toBe('300');
    const counterId = textarea.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(counterId)?.textContent).toBe('42 / 300 characters');
  });
});

describe('Select', () => {
  it('offers a placeholder and the options', () => {
    render(
      <Select
        label="Project"
        name="project"
        placeholder="Select Project"
        options={[
          { value: 'Commercial', label: 'Commercial' },
          { value: 'Federal', label: 'Federal' },
        ]}
      />,
    );
    const select = screen.getByLabelText('Project') as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual([
      'Select Project',
      'Commercial',
      'Federal',
    ]);
  });
});

describe('Checkbox', () => {
  it('is named by its label and described by its hint and error', () => {
    render(
      <Checkbox
        label="Terms & Conditions"
        name="terms"
        hint="I accept"
        error={MESSAGES.consultation.terms}
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'Terms & Conditions' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);
  });
});

describe('SubmitButton', () => {
  it('reads "Wait..." and cannot be pressed while submitting', () => {
    const { rerender } = render(<SubmitButton submitting={false}>Send Message</SubmitButton>);
    expect(screen.getByRole('button', { name: 'Send Message' }).hasAttribute('disabled')).toBe(false);
    rerender(<SubmitButton submitting>Send Message</SubmitButton>);
    const button = screen.getByRole('button', { name: SUBMITTING_LABEL });
    expect(button.hasAttribute('disabled')).toBe(true);
  });
});

describe('FileInput', () => {
  const choose = (input: HTMLElement, file: File) => fireEvent.change(input, { target: { files: [file] } });

  it('shows the chosen file with a remove button that clears it', () => {
    const onChange = vi.fn();
    const file = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    const { rerender } = render(
      <FileInput label="Resume" name="file" value={undefined} onChange={onChange} />,
    );
    choose(screen.getByLabelText('Resume'), file);
    expect(onChange).toHaveBeenLastCalledWith(file);
    rerender(<FileInput label="Resume" name="file" value={file} onChange={onChange} />);
    expect(screen.getByText('cv.pdf')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove cv.pdf' }));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('does not keep a file over the limit', () => {
    const onChange = vi.fn();
    const onTooLarge = vi.fn();
    render(
      <FileInput
        label="Resume"
        name="file"
        value={undefined}
        onChange={onChange}
        maxBytes={4}
        onTooLarge={onTooLarge}
      />,
    );
    const big = new File(['12345'], 'big.pdf');
    choose(screen.getByLabelText('Resume'), big);
    expect(onTooLarge).toHaveBeenCalledWith(big);
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});
