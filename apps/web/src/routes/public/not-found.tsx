import { MESSAGES } from '@smartmove/contract';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/not-found';

const HOMEPAGE_WORD = 'Homepage';

export const meta: Route.MetaFunction = () =>
  pageMeta('Page Not Found', 'The page you are looking for has been moved or does not exist.');

/** The 404 screen (docs/product.md#pages); the sentence ends with a link to the homepage. */
export default function NotFound() {
  const lead = MESSAGES.notFound.text.slice(0, -HOMEPAGE_WORD.length);
  return (
    <section className="not-found">
      <div className="container">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1>{MESSAGES.notFound.heading}</h1>
        <p>
          {lead}
          <Link to={paths.home()}>{HOMEPAGE_WORD}</Link>
        </p>
      </div>
    </section>
  );
}
