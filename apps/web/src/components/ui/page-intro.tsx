import type { ReactNode } from 'react';

/** The heading block at the top of a page. */
export function PageIntro({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="page-intro">
      <div className="container">
        <h1>{title}</h1>
        {children ? <div className="page-intro__text">{children}</div> : null}
      </div>
    </section>
  );
}
