import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { PhoneInput, type PhoneInputProps } from './phone-input';

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
