/**
 * Brand and contact facts (docs/product.md#brand). Nothing else hard-codes them. Contact details and team
 * members are SAMPLE values on example.com-style domains, to be replaced by the real ones.
 */
export const SITE = {
  name: 'SmartMove',
  tagline: 'make the smart move',
  description:
    'SmartMove is a technology consulting company: technology services, digital transformation, data engineering, full stack development and Microsoft Dynamics.',
  established: 2021,
  offices: ['Seattle', 'Pune'] as const,
  /** Absolute origin used for canonical URLs and Open Graph tags. */
  origin: 'https://www.smartmove.example.com',
  contact: {
    sample: true,
    email: 'hello@smartmove.example.com',
    phone: '+1 (206) 555-0100',
    puneAddress: 'Sample Tower, 4th Floor, Baner Road, Pune, Maharashtra 411045, India',
    seattleAddress: 'Sample Building, 500 Pine Street, Seattle, WA 98101, USA',
  },
  social: {
    sample: true,
    imageSharing: { label: 'Instagram', href: 'https://instagram.example.com/smartmove' },
    messaging: { label: 'WhatsApp', href: 'https://whatsapp.example.com/smartmove' },
  },
  /** Sample people shown on /about-us. */
  team: [
    {
      sample: true,
      name: 'Aarav Mehta',
      role: 'Founder & Principal Data Engineer',
      bio: 'Fifteen years of building data platforms on AWS and Azure; leads the data engineering practice from Seattle.',
      image: '/images/team/aarav-mehta.svg',
    },
    {
      sample: true,
      name: 'Sarah Collins',
      role: 'Head of Delivery, Microsoft Dynamics',
      bio: 'Runs Dynamics 365 and full stack delivery teams across Seattle and Pune.',
      image: '/images/team/sarah-collins.svg',
    },
  ],
} as const;

/** Base URLs of the three APIs the spec names; all default to the site's own origin. */
export const API_BASE_URLS = {
  main: import.meta.env.VITE_MAIN_API_URL ?? '',
  realEstate: import.meta.env.VITE_REAL_ESTATE_API_URL ?? '',
  primary: import.meta.env.VITE_PRIMARY_API_URL ?? '',
} as const;

export type ApiBase = keyof typeof API_BASE_URLS;

export function pageTitle(title: string): string {
  return `${SITE.name} | ${title}`;
}
