import { ENTERED_DATE_MIN, latestEnteredDate } from '@smartmove/contract';
import { TextInput, type TextInputProps } from './text-input';

/**
 * A labelled date field offering only the dates a person may enter (2000-01-01 to two years ahead, the
 * shared schemas' range) unless `min`/`max` narrow it; spread a `fieldsOf(form)` field into it.
 */
export function DateInput({ min = ENTERED_DATE_MIN, max, ...props }: Omit<TextInputProps, 'type'>) {
  return <TextInput type="date" min={min} max={max ?? latestEnteredDate()} {...props} />;
}
