import { DOWNLOAD_MY_DATA_ACTION, PERSONAL_DATA_DOWNLOAD_NOTE } from '@smartmove/contract';
import { Link } from 'react-router';
import { DownloadDataButton } from '../../../components/ui/download-data-button';
import { paths } from '../../../config/paths';
import { downloadMyData } from '../../../lib/personal-data-download';

/**
 * My profile's "Your data" (docs/personal-data-export.md): a copy of everything held about the person, as a
 * ZIP.
 */
export function MyDataSection() {
  return (
    <section className="form-card" aria-labelledby="my-data-title">
      <h2 id="my-data-title" className="form-card__title">
        Your data
      </h2>
      <p>
        {PERSONAL_DATA_DOWNLOAD_NOTE} See our <Link to={paths.privacy()}>Privacy notice</Link>.
      </p>
      <DownloadDataButton label={DOWNLOAD_MY_DATA_ACTION} download={downloadMyData} />
    </section>
  );
}
