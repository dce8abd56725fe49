import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { TextInput } from './text-input';

interface PersonFieldsProps<T extends FieldValues> {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}

/** A top-level field's error message (the public forms' fields are flat). */
function messageOf<T extends FieldValues>(errors: FieldErrors<T>, name: Path<T>): string | undefined {
  const message = (errors as Record<string, { message?: unknown } | undefined>)[name]?.message;
  return typeof message === 'string' ? message : undefined;
}

/** "First Name", "Last Name" (letters only) and "Email" of the public forms, under each form's field names. */
export function NameEmailFields<T extends FieldValues>({
  register,
  errors,
  names,
  emailFieldClassName,
}: PersonFieldsProps<T> & {
  names: { firstName: Path<T>; lastName: Path<T>; email: Path<T> };
  emailFieldClassName?: string | undefined;
}) {
  return (
    <>
      <TextInput
        label="First Name"
        autoComplete="given-name"
        lettersOnly
        error={messageOf(errors, names.firstName)}
        {...register(names.firstName)}
      />
      <TextInput
        label="Last Name"
        autoComplete="family-name"
        lettersOnly
        error={messageOf(errors, names.lastName)}
        {...register(names.lastName)}
      />
      <TextInput
        label="Email"
        type="email"
        autoComplete="email"
        {...(emailFieldClassName ? { fieldClassName: emailFieldClassName } : {})}
        error={messageOf(errors, names.email)}
        {...register(names.email)}
      />
    </>
  );
}

/** The "LinkedIn" profile address. */
export function LinkedInField<T extends FieldValues>({
  register,
  errors,
  name,
}: PersonFieldsProps<T> & { name: Path<T> }) {
  return (
    <TextInput
      label="LinkedIn"
      type="url"
      inputMode="url"
      autoComplete="url"
      placeholder="https://www.linkedin.com/in/your-name"
      error={messageOf(errors, name)}
      {...register(name)}
    />
  );
}
