import { PHONE_COUNTRIES, PHONE_MAX_LENGTH, PHONE_METADATA, type PhoneCountry } from '@smartmove/contract';
import { CA, IN, US } from 'country-flag-icons/react/3x2';
import type { Ref } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import PhoneNumberInput from 'react-phone-number-input/core';
import 'react-phone-number-input/style.css';
import { Field, useCustomField, type CustomControlProps } from './field';
import { useDefaultPhoneCountry } from './visitor-country';

export interface PhoneInputProps extends CustomControlProps {
  /** E.164 ("+12015550123"), or "" when empty. */
  value: string;
  onChange: (value: string) => void;
  /** The number's autofill hint; "tel-national" unless a page asks for more ("username webauthn"). */
  autoComplete?: string;
}

const OFFERED_COUNTRIES = [...PHONE_COUNTRIES];
/** The flags of the offered countries only: the library's full set of flags was 250 kB of script. */
const FLAGS = { US, IN, CA } satisfies Record<PhoneCountry, unknown>;

/**
 * The library's English labels (react-phone-number-input/locale/en.json) that the input shows: its
 * control names and the offered countries' names. The whole file names every country (4 kB of script).
 */
export const PHONE_INPUT_LABELS = {
  ext: 'ext.',
  country: 'Phone number country',
  phone: 'Phone',
  ZZ: 'International',
  US: 'United States',
  IN: 'India',
  CA: 'Canada',
} satisfies Record<PhoneCountry, string> & Record<string, string>;

/**
 * A phone number with a country picker offering exactly United States, India and Canada (flags
 * bundled locally, no "International" entry), typed in national format and given back in E.164.
 * The default country is the United States, or the visitor's when GET /ipinfo names one of the three.
 */
export function PhoneInput({
  name,
  value,
  onChange,
  onBlur,
  disabled,
  ref,
  autoComplete = 'tel-national',
  ...field
}: PhoneInputProps) {
  const { controlProps, fieldProps } = useCustomField('field--phone', field);
  const defaultCountry = useDefaultPhoneCountry();
  return (
    <Field {...fieldProps}>
      <PhoneNumberInput
        {...controlProps}
        // The library forwards its ref to the <input>, though its types name the component class.
        ref={ref as unknown as Ref<never>}
        name={name}
        // An empty box has no value (the library's types have no empty value: leave the prop out).
        {...(value ? { value } : {})}
        onChange={(next) => onChange(next ?? '')}
        onBlur={() => onBlur?.()}
        disabled={disabled ?? false}
        // Metadata of the offered countries only, the same that the contract validates numbers with.
        metadata={PHONE_METADATA}
        labels={PHONE_INPUT_LABELS}
        flags={FLAGS}
        countries={OFFERED_COUNTRIES}
        countryOptionsOrder={OFFERED_COUNTRIES}
        defaultCountry={defaultCountry}
        addInternationalOption={false}
        international={false}
        limitMaxLength
        maxLength={PHONE_MAX_LENGTH}
        autoComplete={autoComplete}
        className="phone-input"
        numberInputProps={{ className: 'field__control phone-input__number' }}
        // Named without the field's own label, so that finding the field by its label finds only the number.
        countrySelectProps={{ 'aria-label': 'Country calling code' }}
      />
    </Field>
  );
}

// The form binding lives beside the input: as a module of its own, the bundler merged it (it is tiny) into
// a chunk of the captcha code, which then came to every page with a phone field.
export interface PhoneFieldProps<TValues extends FieldValues> extends Omit<
  PhoneInputProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'ref' | 'error'
> {
  control: Control<TValues>;
  name: FieldPath<TValues>;
}

/** A PhoneInput bound to a react-hook-form field: value, change, blur, focus and its error message. */
export function PhoneField<TValues extends FieldValues>({
  control,
  name,
  ...inputProps
}: PhoneFieldProps<TValues>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <PhoneInput
          {...inputProps}
          name={field.name}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
