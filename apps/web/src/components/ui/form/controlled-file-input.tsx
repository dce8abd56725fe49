import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FileInput, type FileInputProps } from './file-input';

export interface ControlledFileInputProps<
  Values extends FieldValues,
  Output extends FieldValues,
> extends Omit<FileInputProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'ref' | 'error' | 'onTooLarge'> {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  /** The field's error when a file over `maxBytes` is chosen (the file is not kept). */
  tooLargeMessage: string;
}

/** A `FileInput` kept by a react-hook-form form: its value, its error and the refusal of an oversize file. */
export function ControlledFileInput<Values extends FieldValues, Output extends FieldValues = Values>({
  control,
  name,
  tooLargeMessage,
  ...props
}: ControlledFileInputProps<Values, Output>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FileInput
          {...props}
          name={field.name}
          value={field.value as File | undefined}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          onTooLarge={() => control.setError(name, { type: 'size', message: tooLargeMessage })}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
