import type { RouteHandle } from '../../config/paths';
import { formatPublishedOn, listArticleSummaries } from '../../features/blog/article-links';
import { EventsCarousel } from '../../features/events/components/events-carousel';
import { EventsIntro } from '../../features/events/components/events-intro';
import { PricingCards } from '../../features/events/components/pricing-cards';
import { TestimonialsCarousel } from '../../features/events/components/testimonials-carousel';
import { ArticlesTeaser } from '../../features/marketing/components/articles-teaser';
import { pageMeta } from '../../lib/meta';
import '../../styles/events.css';
import '../../styles/marketing.css';
import type { Route } from './+types/blog';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    'Blog',
    'Book your day: social events, private parties, weddings and nightlife curation packages, with testimonials from our guests.',
    location.pathname,
  );

export const handle: RouteHandle = { tab: 'blog' };

/** Runs at build time only (the page is prerendered): the article texts stay out of the page's JavaScript. */
export async function loader() {
  return {
    articles: listArticleSummaries().map((article) => ({
      ...article,
      publishedLabel: formatPublishedOn(article.publishedOn),
    })),
  };
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <div className="events-page">
        <EventsIntro title="Blog">Events, packages and what our guests say.</EventsIntro>
        <div className="container">
          <EventsCarousel />
        </div>
        <PricingCards />
        <TestimonialsCarousel />
      </div>
      <ArticlesTeaser articles={loaderData.articles} />
    </>
  );
}
