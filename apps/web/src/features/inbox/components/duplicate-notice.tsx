import { POSSIBLE_DUPLICATE_LABEL, type DuplicateLink } from '@smartmove/contract';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/ui/status-badge';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';

/** The other application named by the person's name, with who sent it and when. */
function OtherApplication({ link }: { link: DuplicateLink }) {
  return (
    <>
      <Link to={paths.application(link.id)}>{link.name}</Link> (
      {link.submittedBy ? `submitted by ${link.submittedBy}` : 'applied directly'},{' '}
      {formatDate(link.createdAt, { hour: 'numeric', minute: '2-digit' })})
    </>
  );
}

/**
 * "Possible duplicate" on an application whose e-mail or phone had already applied to the job (decisions
 * §19), linking the earlier application (gone once that one was erased), and the later ones marked as its
 * duplicates. Nothing when it is neither.
 */
export function DuplicateNotice({
  possibleDuplicate,
  duplicateOf,
  duplicates,
}: {
  possibleDuplicate: boolean;
  duplicateOf: DuplicateLink | null;
  duplicates: readonly DuplicateLink[];
}) {
  if (!possibleDuplicate && duplicates.length === 0) return null;
  return (
    <section className="record-duplicate" aria-label={POSSIBLE_DUPLICATE_LABEL}>
      {possibleDuplicate ? (
        <p className="record-duplicate__line">
          <StatusBadge status="possible-duplicate" label={POSSIBLE_DUPLICATE_LABEL} />{' '}
          {duplicateOf ? (
            <span>
              The same e-mail or phone already applied to this job: <OtherApplication link={duplicateOf} />.
            </span>
          ) : (
            <span>
              The same e-mail or phone already applied to this job; that application is no longer on record.
            </span>
          )}
        </p>
      ) : null}
      {duplicates.length > 0 ? (
        <div className="record-duplicate__line">
          <span>Submitted again for this job:</span>
          <ul className="record-duplicate__list">
            {duplicates.map((link) => (
              <li key={link.id}>
                <OtherApplication link={link} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
