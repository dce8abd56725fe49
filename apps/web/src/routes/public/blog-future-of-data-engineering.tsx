import { ARTICLE_COVERS, ARTICLE_PATHS } from '../../features/blog/article-links';
import { getArticle, wordCount } from '../../features/blog/articles';
import { ArticlePage } from '../../features/blog/components/article-page';
import { JsonLd } from '../../features/seo/json-ld';
import { withArticleTags } from '../../features/seo/meta-tags';
import { blogPostingJsonLd } from '../../features/seo/structured-data';
import type { RouteHandle } from '../../config/paths';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/blog-future-of-data-engineering';

const article = getArticle('the-future-of-data-engineering');
const cover = ARTICLE_COVERS[article.slug];

export const meta: Route.MetaFunction = ({ location }) =>
  withArticleTags(
    pageMeta(
      'The Future of Data Engineering',
      'Where data engineering is heading: lakehouses, streaming, data contracts, AI-assisted pipelines and the changing role of the data engineer.',
      location.pathname,
    ),
    { publishedOn: article.publishedOn, author: article.author, image: cover.src },
  );

export const handle: RouteHandle = { tab: 'blog' };

export default function BlogFutureOfDataEngineering() {
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
