import type { ReactNode } from 'react';

/** The eyebrow, heading and intro at the top of a page section; the heading names the section. */
export function SectionHeader({
  id,
  eyebrow,
  title,
  children,
  align = 'start',
}: {
  id: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  align?: 'start' | 'center';
}) {
  return (
    <div className={align === 'center' ? 'section-header section-header--center' : 'section-header'}>
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h2 id={id}>{title}</h2>
      {children ? <p className="section-header__intro">{children}</p> : null}
    </div>
  );
}
