import type { ButtonHTMLAttributes, Ref } from 'react';

/** A row's or a card's own action ("Remove", "Edit", "Retry"): a small secondary button. */
export function SmallButton({
  ref,
  ...props
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className'> & { ref?: Ref<HTMLButtonElement> }) {
  return <button ref={ref} type="button" className="button button--secondary button--small" {...props} />;
}
