import { ArticleRoute, ARTICLE_ROUTE_HANDLE, articleMeta } from './article-route';
import type { Route } from './+types/blog-future-of-data-engineering';

const SLUG = 'the-future-of-data-engineering';

export const meta: Route.MetaFunction = ({ location }) =>
  articleMeta(
    SLUG,
    'Where data engineering is heading: lakehouses, streaming, data contracts, AI-assisted pipelines and the changing role of the data engineer.',
    location.pathname,
  );

export const handle = ARTICLE_ROUTE_HANDLE;

export default function BlogFutureOfDataEngineering() {
  return <ArticleRoute slug={SLUG} />;
}
