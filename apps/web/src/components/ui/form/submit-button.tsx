import { SUBMITTING_LABEL } from '@smartmove/contract';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';

export interface SubmitButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** While true the button reads "Wait..." and cannot be pressed (docs/product.md#labels). */
  submitting: boolean;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export function SubmitButton({
  submitting,
  disabled,
  children,
  className,
  ...buttonProps
}: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={['button', 'button--primary', 'form__submit', className].filter(Boolean).join(' ')}
      disabled={submitting || disabled}
      {...buttonProps}
    >
      {submitting ? SUBMITTING_LABEL : children}
    </button>
  );
}
