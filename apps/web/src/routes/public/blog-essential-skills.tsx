import { ARTICLE_COVERS, ARTICLE_PATHS } from '../../features/blog/article-links';
import { getArticle, wordCount } from '../../features/blog/articles';
import { ArticlePage } from '../../features/blog/components/article-page';
import { JsonLd } from '../../features/seo/json-ld';
import { withArticleTags } from '../../features/seo/meta-tags';
import { blogPostingJsonLd } from '../../features/seo/structured-data';
import type { RouteHandle } from '../../config/paths';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/blog-essential-skills';

const article = getArticle('10-essential-skills-of-data-engineer');
const cover = ARTICLE_COVERS[article.slug];

export const meta: Route.MetaFunction = ({ location }) =>
  withArticleTags(
    pageMeta(
      '10 Essential Skills of a Data Engineer',
      'The ten essential skills of a data engineer: SQL, Python, distributed processing, cloud platforms, modelling, orchestration and more.',
      location.pathname,
    ),
    { publishedOn: article.publishedOn, author: article.author, image: cover.src },
  );

export const handle: RouteHandle = { tab: 'blog' };

export default function BlogEssentialSkills() {
  return (
    <>
      <JsonLd
        data={blogPostingJsonLd({
          ...article,
          path: ARTICLE_PATHS[article.slug],
          wordCount: wordCount(article),
          image: cover.src,
        })}
      />
      <ArticlePage article={article} />
    </>
  );
}
