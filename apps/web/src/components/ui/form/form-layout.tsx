import type { FormHTMLAttributes, ReactNode } from 'react';

export interface FormProps extends FormHTMLAttributes<HTMLFormElement> {
  /** While true every control is disabled (a native disabled fieldset), docs/product.md#forms. */
  busy: boolean;
  children: ReactNode;
}

/** A form whose controls are all disabled while it submits; validation is ours, not the browser's. */
export function Form({ busy, children, className, ...formProps }: FormProps) {
  return (
    <form
      // Its scripts submit it; should the browser ever submit it (lib/before-hydration.ts), no field
      // goes into a URL.
      method="post"
      noValidate
      className={['form', className].filter(Boolean).join(' ')}
      aria-busy={busy}
      {...formProps}
    >
      <fieldset className="form__fieldset" disabled={busy}>
        {children}
      </fieldset>
    </form>
  );
}

/** A form on a card of its own, named by its title (an h2 with `titleId`). */
export function FormCard({
  title,
  titleId,
  children,
  ...formProps
}: Omit<FormProps, 'className' | 'aria-labelledby'> & { title: ReactNode; titleId: string }) {
  return (
    <Form {...formProps} aria-labelledby={titleId} className="form-card">
      <h2 id={titleId} className="form-card__title">
        {title}
      </h2>
      {children}
    </Form>
  );
}
