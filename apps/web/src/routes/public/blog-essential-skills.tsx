import { ArticleRoute, ARTICLE_ROUTE_HANDLE, articleMeta } from './article-route';
import type { Route } from './+types/blog-essential-skills';

const SLUG = '10-essential-skills-of-data-engineer';

export const meta: Route.MetaFunction = ({ location }) =>
  articleMeta(
    SLUG,
    'The ten essential skills of a data engineer: SQL, Python, distributed processing, cloud platforms, modelling, orchestration and more.',
    location.pathname,
  );

export const handle = ARTICLE_ROUTE_HANDLE;

export default function BlogEssentialSkills() {
  return <ArticleRoute slug={SLUG} />;
}
