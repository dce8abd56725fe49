import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { SITE } from '../../config/site';

/** A page shown without the site's header and footer (a lead's or an applicant's): the brand links home above it. */
export function LeadPage({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className="lead-page">
      <div className={className ? `container ${className}` : 'container'}>
        <Link className="lead-page__brand" to={paths.home()}>
          {SITE.name}
        </Link>
        {children}
      </div>
    </div>
  );
}
