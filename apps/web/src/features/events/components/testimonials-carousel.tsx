import { TESTIMONIALS } from '../testimonials';
import { Carousel } from './carousel';

/** Four guest testimonials, one slide each. */
export function TestimonialsCarousel() {
  const slides = TESTIMONIALS.map((testimonial, index) => ({
    id: `testimonial-${index + 1}`,
    label: `Testimonial from ${testimonial.name}`,
    content: (
      <figure className="testimonial">
        <blockquote>
          <p>{testimonial.quote}</p>
        </blockquote>
        <figcaption>
          <span className="testimonial__name">{testimonial.name}</span>
          <span className="testimonial__event">{testimonial.event}</span>
        </figcaption>
      </figure>
    ),
  }));
  return (
    <section className="events-section events-section--tint" aria-labelledby="testimonials-title">
      <div className="container">
        <p className="events-eyebrow">Testimonials</p>
        <h2 id="testimonials-title" className="events-heading">
          What our guests say
        </h2>
        <Carousel label="Testimonials" slides={slides} className="carousel--testimonials" />
      </div>
    </section>
  );
}
