import { EVENT_PACKAGES } from '../event-packages';
import { Carousel } from './carousel';

const CAPTIONS: Record<string, { heading: string; text: string }> = {
  wedding: {
    heading: 'Weddings to remember',
    text: 'Floral mandaps, candle-lit receptions and every ritual on time.',
  },
  'nightlife-curation': {
    heading: 'Nights that never end',
    text: 'The right DJ, lights and guest list for your crowd.',
  },
  'social-events-and-private-parties': {
    heading: 'Parties your way',
    text: 'Birthdays, anniversaries and reunions, styled down to the last balloon.',
  },
};

const SLIDE_ORDER = ['wedding', 'nightlife-curation', 'social-events-and-private-parties'];
const ROTATION_MS = 6000;

/** The events page's carousel of three images with captions. */
export function EventsCarousel() {
  const slides = SLIDE_ORDER.flatMap((id) => {
    const eventPackage = EVENT_PACKAGES.find((candidate) => candidate.id === id);
    const caption = CAPTIONS[id];
    if (!eventPackage || !caption) return [];
    return [
      {
        id,
        label: caption.heading,
        content: (
          <figure className="events-slide">
            <img {...eventPackage.image} />
            <figcaption className="events-slide__caption">
              <span className="events-slide__heading">{caption.heading}</span>
              <span>{caption.text}</span>
            </figcaption>
          </figure>
        ),
      },
    ];
  });
  return (
    <Carousel label="Our events" slides={slides} autoRotateMs={ROTATION_MS} className="carousel--hero" />
  );
}
