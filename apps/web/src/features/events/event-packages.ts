/**
 * The events company's packages (docs/product.md#limits: pricing in rupees, 20k social events and private
 * parties, 50k wedding, 25k nightlife curation). /services, /blog and /book-your-day show them.
 */
export interface EventPackage {
  id: 'social-events-and-private-parties' | 'wedding' | 'nightlife-curation';
  name: string;
  /** The service card title on /services (spec: "nightlife curators, weddings, social events and private parties"). */
  serviceName: string;
  priceInRupees: number;
  /** "₹20k": the price as the spec quotes it. */
  priceLabel: string;
  summary: string;
  includes: string[];
  image: { src: string; width: number; height: number; alt: string };
}

const IMAGE_SIZE = { width: 1200, height: 600 } as const;

export const EVENT_PACKAGES: EventPackage[] = [
  {
    id: 'social-events-and-private-parties',
    name: 'Social Events and Private Parties',
    serviceName: 'Social Events and Private Parties',
    priceInRupees: 20_000,
    priceLabel: '₹20k',
    summary:
      'Birthdays, anniversaries, reunions and house parties, planned down to the last balloon so you can enjoy your own celebration.',
    includes: [
      'Theme, décor and balloon styling',
      'Venue shortlist and booking',
      'Catering and cake coordination',
      'Music playlist and sound set-up',
      'Up to 50 guests',
    ],
    image: {
      src: '/images/events/social-party.svg',
      ...IMAGE_SIZE,
      alt: 'A party table with a birthday cake, balloons, bunting and confetti',
    },
  },
  {
    id: 'wedding',
    name: 'Wedding',
    serviceName: 'Weddings',
    priceInRupees: 50_000,
    priceLabel: '₹50k',
    summary:
      'From the mehendi to the reception, one team plans, styles and runs every function, so your families can celebrate instead of coordinate.',
    includes: [
      'Planning for up to three functions',
      'Floral mandap and stage décor',
      'Vendor management: caterers, photographers, musicians',
      'Guest hospitality and transport desk',
      'Day-of coordination team',
    ],
    image: {
      src: '/images/events/wedding.svg',
      ...IMAGE_SIZE,
      alt: 'A couple under a floral wedding arch lit by candles and string lights',
    },
  },
  {
    id: 'nightlife-curation',
    name: 'Nightlife Curation',
    serviceName: 'Nightlife Curators',
    priceInRupees: 25_000,
    priceLabel: '₹25k',
    summary:
      'Club nights, launch parties and after-parties with the right DJ, lights and guest list, curated for the crowd you want.',
    includes: [
      'DJ and live act booking',
      'Lighting, sound and stage design',
      'Guest list and entry management',
      'Bar and mixology partners',
      'Security and late-night logistics',
    ],
    image: {
      src: '/images/events/nightlife.svg',
      ...IMAGE_SIZE,
      alt: 'A DJ on stage under pink and blue spotlights and a mirror ball, with a dancing crowd',
    },
  },
];

/** The order /blog's pricing cards use: the spec lists social events, wedding, nightlife. */
export function findEventPackage(id: string): EventPackage | undefined {
  return EVENT_PACKAGES.find((eventPackage) => eventPackage.id === id);
}
