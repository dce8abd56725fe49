import { useCallback, useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronIcon } from '../../../components/ui/chevron-icon';
import { usePrefersReducedMotion } from '../use-prefers-reduced-motion';

export interface CarouselSlide {
  id: string;
  /** Short name of the slide, announced with its position ("Weddings, 1 of 3"). */
  label: string;
  content: ReactNode;
}

export interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  slides: CarouselSlide[];
  /** Rotate automatically every this many milliseconds (never when the visitor prefers reduced motion). */
  autoRotateMs?: number;
  className?: string;
}

/**
 * An accessible carousel (WAI-ARIA APG): Previous/Next buttons, one button per slide, arrow keys, Home
 * and End while focus is inside, and for rotating carousels a Pause/Play button. Rotation also waits while
 * the pointer or keyboard focus is inside, and never starts for visitors who prefer reduced motion.
 */
export function Carousel({ label, slides, autoRotateMs, className }: CarouselProps) {
  const [current, setCurrent] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  // An explicit choice of the visitor wins over the reduced-motion default.
  const [userChoice, setUserChoice] = useState<'play' | 'pause' | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const slidesId = useId();
  const count = slides.length;
  const rotates = autoRotateMs !== undefined && count > 1;
  const playing = rotates && (userChoice === 'play' || (userChoice === null && !reducedMotion));
  const rotatingNow = playing && !hovered && !focused;

  const show = useCallback((index: number) => setCurrent(((index % count) + count) % count), [count]);

  useEffect(() => {
    if (!rotatingNow) return;
    const timer = window.setTimeout(() => show(current + 1), autoRotateMs);
    return () => window.clearTimeout(timer);
  }, [rotatingNow, current, autoRotateMs, show]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const moves: Record<string, number> = {
      ArrowLeft: current - 1,
      ArrowRight: current + 1,
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    show(target);
  };

  return (
    <section
      className={['carousel', className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className="carousel__controls">
        {rotates ? (
          <button
            type="button"
            className="carousel__button carousel__rotation"
            aria-label={playing ? 'Pause automatic slide show' : 'Start automatic slide show'}
            onClick={() => setUserChoice(playing ? 'pause' : 'play')}
          >
            {playing ? <PauseIcon /> : <PlayIcon />}
          </button>
        ) : null}
        <button
          type="button"
          className="carousel__button"
          aria-label="Previous slide"
          aria-controls={slidesId}
          onClick={() => show(current - 1)}
        >
          <ChevronIcon direction="left" size={22} />
        </button>
        <button
          type="button"
          className="carousel__button"
          aria-label="Next slide"
          aria-controls={slidesId}
          onClick={() => show(current + 1)}
        >
          <ChevronIcon direction="right" size={22} />
        </button>
      </div>
      <div id={slidesId} className="carousel__slides" aria-live={rotatingNow ? 'off' : 'polite'}>
        {slides.map((slide, index) => {
          const active = index === current;
          return (
            <div
              key={slide.id}
              className={active ? 'carousel__slide carousel__slide--active' : 'carousel__slide'}
              role="group"
              aria-roledescription="slide"
              aria-label={`${slide.label}, ${index + 1} of ${count}`}
              aria-hidden={!active}
              inert={!active}
            >
              {slide.content}
            </div>
          );
        })}
      </div>
      <div className="carousel__picker" role="group" aria-label="Choose a slide">
        {slides.map((slide, index) => (
          <button
            key={slide.id}
            type="button"
            className="carousel__dot"
            aria-label={`Show slide ${index + 1}: ${slide.label}`}
            aria-current={index === current ? 'true' : undefined}
            aria-controls={slidesId}
            onClick={() => show(index)}
          />
        ))}
      </div>
    </section>
  );
}

function PauseIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
      <rect x="6" y="5" width="4" height="14" rx="1" fill="currentColor" />
      <rect x="14" y="5" width="4" height="14" rx="1" fill="currentColor" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
      <path d="M8 5l11 7-11 7z" fill="currentColor" />
    </svg>
  );
}
