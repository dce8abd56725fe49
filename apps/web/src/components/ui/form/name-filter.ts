import { isNameCharacter } from '@smartmove/contract';
import type { KeyboardEvent } from 'react';

/**
 * Name fields accept only letters and space as they are typed (docs/product.md#validation). Control keys,
 * shortcuts and IME composition pass; pasted text is checked by the form's validation instead.
 */
export function allowOnlyNameKeys(event: KeyboardEvent<HTMLInputElement>): void {
  if (event.ctrlKey || event.metaKey || event.altKey || event.nativeEvent.isComposing) return;
  if (event.key.length !== 1) return;
  if (!isNameCharacter(event.key)) event.preventDefault();
}
