import { HONEYPOT_FIELD } from '@smartmove/contract';
import type { InputHTMLAttributes, Ref } from 'react';

/**
 * A field people never see or reach (off-screen, out of the tab order, hidden from assistive
 * technology) that form-filling robots fill in; the server then drops the submission quietly.
 */
export function HoneypotField(
  props: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> },
) {
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={`${HONEYPOT_FIELD}-trap`}>Leave this field empty</label>
      <input
        id={`${HONEYPOT_FIELD}-trap`}
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        {...props}
      />
    </div>
  );
}
