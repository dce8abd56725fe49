import { Link } from 'react-router';
import { paths } from '../../config/paths';

/** A visitor's two ways in, side by side: "Get a free consultation" and "Know your worth". */
export function LeadLinks() {
  return (
    <>
      <Link className="button button--primary" to={paths.freeConsultation()}>
        Get a free consultation
      </Link>
      <Link className="button button--secondary" to={paths.knowYourWorth()}>
        Know your worth
      </Link>
    </>
  );
}
