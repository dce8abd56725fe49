import type { RouteHandle } from '../../config/paths';
import { SITE } from '../../config/site';
import { formatPublishedOn, listArticleSummaries } from '../../features/blog/article-links';
import { INDUSTRIES } from '../../features/industries/industries-content';
import { ArticlesTeaser } from '../../features/marketing/components/articles-teaser';
import { CareersSection } from '../../features/marketing/components/careers-section';
import { ConsultationBand } from '../../features/marketing/components/consultation-band';
import { DeliveryProcess } from '../../features/marketing/components/delivery-process';
import { HomeHero } from '../../features/marketing/components/home-hero';
import { IndustriesTeaser } from '../../features/marketing/components/industries-teaser';
import { OfficesSection } from '../../features/marketing/components/offices-section';
import { PracticesSection } from '../../features/marketing/components/practices-section';
import { JsonLd } from '../../features/seo/json-ld';
import { organizationJsonLd } from '../../features/seo/structured-data';
import { pageMeta } from '../../lib/meta';
import '../../styles/marketing.css';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    SITE.tagline,
    'SmartMove: consulting and technology services for digital transformation, data engineering and Microsoft Dynamics.',
    location.pathname,
  );

export const handle: RouteHandle = { tab: 'home' };

/**
 * Runs at build time only (the page is prerendered): the cards get the few facts they show, and the
 * industry and article texts and the structured data's builder stay out of the page's JavaScript.
 */
export async function loader() {
  return {
    organization: organizationJsonLd(),
    industries: INDUSTRIES.map(({ id, name }) => ({ id, name })),
    articles: listArticleSummaries().map((article) => ({
      ...article,
      publishedLabel: formatPublishedOn(article.publishedOn),
    })),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <JsonLd data={loaderData.organization} />
      <HomeHero />
      <PracticesSection />
      <DeliveryProcess />
      <IndustriesTeaser industries={loaderData.industries} />
      <CareersSection />
      <ArticlesTeaser articles={loaderData.articles} />
      <OfficesSection />
      <ConsultationBand />
    </>
  );
}
