import type { RegisteredField } from './registered-field';
import { TextInput } from './text-input';

/** "First Name", "Last Name" (letters only) and "Email" of the public forms, each as `fieldsOf` registered it. */
export function NameEmailFields({
  firstName,
  lastName,
  email,
  emailFieldClassName,
}: {
  firstName: RegisteredField;
  lastName: RegisteredField;
  email: RegisteredField;
  emailFieldClassName?: string | undefined;
}) {
  return (
    <>
      <TextInput label="First Name" autoComplete="given-name" lettersOnly {...firstName} />
      <TextInput label="Last Name" autoComplete="family-name" lettersOnly {...lastName} />
      <TextInput
        label="Email"
        type="email"
        autoComplete="email"
        {...(emailFieldClassName ? { fieldClassName: emailFieldClassName } : {})}
        {...email}
      />
    </>
  );
}

/** The "LinkedIn" profile address. */
export function LinkedInField(field: RegisteredField) {
  return (
    <TextInput
      label="LinkedIn"
      type="url"
      inputMode="url"
      autoComplete="url"
      placeholder="https://www.linkedin.com/in/your-name"
      {...field}
    />
  );
}
