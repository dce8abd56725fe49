import type { ReactNode } from 'react';

/** The heading block of the events pages, in their own look. */
export function EventsIntro({
  title,
  tagline,
  children,
}: {
  title: string;
  tagline?: string;
  children?: ReactNode;
}) {
  return (
    <section className="events-intro" aria-labelledby="events-intro-title">
      <div className="container">
        <h1 id="events-intro-title" className="events-intro__title">
          {title}
        </h1>
        {tagline ? <p className="events-intro__tagline">{tagline}</p> : null}
        {children ? <div className="events-intro__text">{children}</div> : null}
      </div>
    </section>
  );
}
