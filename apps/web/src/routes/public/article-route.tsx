import { ARTICLE_COVERS, ARTICLE_PATHS } from '../../features/blog/article-links';
import { getArticle, wordCount, type Article } from '../../features/blog/articles';
import { ArticlePage } from '../../features/blog/components/article-page';
import { JsonLd } from '../../features/seo/json-ld';
import { withArticleTags } from '../../features/seo/meta-tags';
import { blogPostingJsonLd } from '../../features/seo/structured-data';
import type { RouteHandle } from '../../config/paths';
import { pageMeta } from '../../lib/meta';

/** What the three article routes share: their meta tags and their page, given the article's slug. */

export const ARTICLE_ROUTE_HANDLE: RouteHandle = { tab: 'blog' };

export function articleMeta(slug: Article['slug'], description: string, pathname: string) {
  const article = getArticle(slug);
  return withArticleTags(pageMeta(article.title, description, pathname), {
    publishedOn: article.publishedOn,
    author: article.author,
    image: ARTICLE_COVERS[slug].src,
  });
}

export function ArticleRoute({ slug }: { slug: Article['slug'] }) {
  const article = getArticle(slug);
  return (
    <>
      <JsonLd
        data={blogPostingJsonLd({
          ...article,
          path: ARTICLE_PATHS[slug],
          wordCount: wordCount(article),
          image: ARTICLE_COVERS[slug].src,
        })}
      />
      <ArticlePage article={article} />
    </>
  );
}
