import { useId } from 'react';
import { Link } from 'react-router';
import '../../../styles/articles.css';
import { ARTICLE_COVERS, formatPublishedOn, recommendedFor } from '../article-links';
import { readingMinutes, type Article, type ArticleBlock } from '../articles';
import { LeadLinks } from '../../../components/ui/lead-links';

function ArticleBlockView({ block }: { block: ArticleBlock }) {
  switch (block.type) {
    case 'heading':
      return <h2>{block.text}</h2>;
    case 'list':
      return (
        <ul>
          {block.items?.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    default:
      return <p>{block.text}</p>;
  }
}

/** One data-engineering article: byline, body, a call to action and the "Recommended Blogs" list. */
export function ArticlePage({ article }: { article: Article }) {
  const titleId = useId();
  const recommendedId = useId();
  const cover = ARTICLE_COVERS[article.slug];
  const minutes = readingMinutes(article);
  return (
    <article className="article" aria-labelledby={titleId}>
      <header className="article__header">
        <div className="container article__header-inner">
          <p className="article__eyebrow">Data engineering blog</p>
          <h1 id={titleId}>{article.title}</h1>
          <p className="article__lead">{article.description}</p>
          <ul className="article__meta" aria-label="About this article">
            <li>
              By <span className="article__author">{article.author}</span>, {article.authorRole}
            </li>
            <li>
              <time dateTime={article.publishedOn}>{formatPublishedOn(article.publishedOn)}</time>
            </li>
            <li>{minutes} min read</li>
          </ul>
        </div>
      </header>
      <div className="container article__layout">
        <div className="article__body">
          <img
            className="article__cover"
            src={cover.src}
            width={cover.width}
            height={cover.height}
            alt=""
            fetchPriority="high"
          />
          {article.blocks.map((block, index) => (
            <ArticleBlockView key={index} block={block} />
          ))}
          <aside className="article__cta" aria-label="Work with SmartMove">
            <h2>Put this into practice</h2>
            <p>
              Planning a data platform, or your next role in data engineering? Talk to the people who wrote
              this article.
            </p>
            <div className="article__cta-actions">
              <LeadLinks />
            </div>
          </aside>
        </div>
        <aside className="article__aside" aria-labelledby={recommendedId}>
          <h2 id={recommendedId}>Recommended Blogs</h2>
          <ul className="recommended">
            {recommendedFor(article.slug).map((item) => (
              <li key={item.slug} className="recommended__item">
                <img {...item.cover} alt="" loading="lazy" />
                <div>
                  <Link to={item.href} className="recommended__link">
                    {item.title}
                  </Link>
                  <p className="recommended__meta">
                    <time dateTime={item.publishedOn}>{formatPublishedOn(item.publishedOn)}</time> ·{' '}
                    {item.readingMinutes} min read
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </article>
  );
}
