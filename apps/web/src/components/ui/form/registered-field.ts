import {
  get,
  type FieldError,
  type FieldPath,
  type FieldValues,
  type FormState,
  type RegisterOptions,
  type UseFormRegister,
  type UseFormRegisterReturn,
} from 'react-hook-form';

/** A field as the form registered it, with its message: spread it on a TextInput, Select or Textarea. */
export type RegisteredField = UseFormRegisterReturn & { error: string | undefined };

/**
 * `field(name)` registers a field of the form and pairs it with its message. Call it in the order the fields
 * read: react-hook-form moves the focus to the first registered field that fails.
 */
export function fieldsOf<Values extends FieldValues>(form: {
  register: UseFormRegister<Values>;
  formState: FormState<Values>;
}) {
  return <Name extends FieldPath<Values>>(
    name: Name,
    options?: RegisterOptions<Values, Name>,
  ): RegisteredField => ({
    ...form.register(name, options),
    error: (get(form.formState.errors, name) as FieldError | undefined)?.message,
  });
}
