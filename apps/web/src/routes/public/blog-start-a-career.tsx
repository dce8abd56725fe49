import { ARTICLE_COVERS, ARTICLE_PATHS } from '../../features/blog/article-links';
import { getArticle, wordCount } from '../../features/blog/articles';
import { ArticlePage } from '../../features/blog/components/article-page';
import { JsonLd } from '../../features/seo/json-ld';
import { withArticleTags } from '../../features/seo/meta-tags';
import { blogPostingJsonLd } from '../../features/seo/structured-data';
import type { RouteHandle } from '../../config/paths';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/blog-start-a-career';

const article = getArticle('how-to-start-a-careeer-in-data-engineering');
const cover = ARTICLE_COVERS[article.slug];

export const meta: Route.MetaFunction = ({ location }) =>
  withArticleTags(
    pageMeta(
      'How to Start a Career in Data Engineering',
      'How to start a career in data engineering: the skills to learn, projects to build and how to land the first role.',
      location.pathname,
    ),
    { publishedOn: article.publishedOn, author: article.author, image: cover.src },
  );

export const handle: RouteHandle = { tab: 'blog' };

export default function BlogStartACareer() {
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
