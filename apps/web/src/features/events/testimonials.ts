/** Guest testimonials for the events page: four slides (docs/product.md#pages). Sample quotes. */
export interface Testimonial {
  quote: string;
  name: string;
  event: string;
}

export const TESTIMONIALS: Testimonial[] = [
  {
    quote:
      'They turned a banquet hall into a garden for our wedding. Our parents did not have to lift a finger, and every function started on time.',
    name: 'Priya and Rohan',
    event: 'Wedding, Pune',
  },
  {
    quote:
      'The DJ, the lights and the guest list were perfect. Our product launch party felt like the best club night in town.',
    name: 'Karan Malhotra',
    event: 'Nightlife curation, launch party',
  },
  {
    quote:
      'I asked for a surprise fiftieth birthday for my mother with two weeks’ notice. The décor, the cake and the music were exactly what she loves.',
    name: 'Ananya Deshpande',
    event: 'Private party',
  },
  {
    quote:
      'Our college reunion brought together ninety people from six cities. The team handled the venue, food and even a photo wall.',
    name: 'Vikram Iyer',
    event: 'Social event, reunion',
  },
];
