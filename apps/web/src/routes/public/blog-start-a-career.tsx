import { ArticleRoute, ARTICLE_ROUTE_HANDLE, articleMeta } from './article-route';
import type { Route } from './+types/blog-start-a-career';

const SLUG = 'how-to-start-a-careeer-in-data-engineering';

export const meta: Route.MetaFunction = ({ location }) =>
  articleMeta(
    SLUG,
    'How to start a career in data engineering: the skills to learn, projects to build and how to land the first role.',
    location.pathname,
  );

export const handle = ARTICLE_ROUTE_HANDLE;

export default function BlogStartACareer() {
  return <ArticleRoute slug={SLUG} />;
}
