import { Link } from 'react-router';
import { SectionHeader } from './section-header';

export interface ArticleCard {
  slug: string;
  title: string;
  description: string;
  href: string;
  cover: { src: string; width: number; height: number };
  publishedOn: string;
  publishedLabel: string;
  readingMinutes: number;
}

/** Cards for the data-engineering articles. */
export function ArticlesTeaser({ articles }: { articles: ArticleCard[] }) {
  return (
    <section className="section section--alt" aria-labelledby="articles-teaser-title">
      <div className="container">
        <SectionHeader id="articles-teaser-title" eyebrow="Insights" title="From our data engineering blog" />
        <ul className="card-grid card-grid--3">
          {articles.map((article) => (
            <li key={article.slug} className="card article-card">
              <img className="article-card__cover" {...article.cover} alt="" loading="lazy" />
              <h3>
                <Link className="article-card__link" to={article.href}>
                  {article.title}
                </Link>
              </h3>
              <p>{article.description}</p>
              <p className="article-card__meta">
                <time dateTime={article.publishedOn}>{article.publishedLabel}</time> ·{' '}
                {article.readingMinutes} min read
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
