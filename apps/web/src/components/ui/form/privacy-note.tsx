import { FORM_PRIVACY_NOTES, PRIVACY_LINK_TEXT } from '@smartmove/contract';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/**
 * What a form keeps and why, with the privacy notice a click away (docs/product.md#personal-data). The
 * notice opens in a new tab, so that nothing typed into the form is lost.
 */
export function PrivacyNote({ purpose }: { purpose: keyof typeof FORM_PRIVACY_NOTES }) {
  return (
    <p className="form__privacy">
      {FORM_PRIVACY_NOTES[purpose]}{' '}
      <Link to={paths.privacy()} target="_blank" rel="noopener">
        {PRIVACY_LINK_TEXT}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </Link>
    </p>
  );
}
