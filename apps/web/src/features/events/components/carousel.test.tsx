import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './carousel';

const SLIDES = ['Weddings', 'Nightlife', 'Parties'].map((label) => ({
  id: label.toLowerCase(),
  label,
  content: <p>{label} slide</p>,
}));

function preferReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

/** The accessible name of the slide on show. */
function activeSlide() {
  const slides = document.querySelectorAll('[aria-roledescription="slide"]');
  const active = [...slides].filter((slide) => slide.getAttribute('aria-hidden') === 'false');
  expect(active).toHaveLength(1);
  return active[0]?.getAttribute('aria-label');
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Carousel', () => {
  it('moves with the Previous and Next buttons, wrapping around', () => {
    preferReducedMotion(true);
    render(<Carousel label="Events" slides={SLIDES} />);
    expect(activeSlide()).toBe('Weddings, 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(activeSlide()).toBe('Nightlife, 2 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(activeSlide()).toBe('Parties, 3 of 3');
  });

  it('answers arrow keys, Home and End while focus is inside', () => {
    preferReducedMotion(true);
    render(<Carousel label="Events" slides={SLIDES} />);
    const next = screen.getByRole('button', { name: 'Next slide' });
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(activeSlide()).toBe('Nightlife, 2 of 3');
    fireEvent.keyDown(next, { key: 'End' });
    expect(activeSlide()).toBe('Parties, 3 of 3');
    fireEvent.keyDown(next, { key: 'Home' });
    expect(activeSlide()).toBe('Weddings, 1 of 3');
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    expect(activeSlide()).toBe('Parties, 3 of 3');
  });

  it('jumps to a slide with its picker button and marks it current', () => {
    preferReducedMotion(true);
    render(<Carousel label="Events" slides={SLIDES} />);
    const third = screen.getByRole('button', { name: 'Show slide 3: Parties' });
    fireEvent.click(third);
    expect(third.getAttribute('aria-current')).toBe('true');
    expect(activeSlide()).toBe('Parties, 3 of 3');
  });

  it('rotates on its own until paused', () => {
    preferReducedMotion(false);
    render(<Carousel label="Events" slides={SLIDES} autoRotateMs={5000} />);
    void act(() => vi.advanceTimersByTime(5000));
    expect(activeSlide()).toBe('Nightlife, 2 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Pause automatic slide show' }));
    void act(() => vi.advanceTimersByTime(20_000));
    expect(activeSlide()).toBe('Nightlife, 2 of 3');
    expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toBeTruthy();
  });

  it('does not rotate for visitors who prefer reduced motion, unless they start it', () => {
    preferReducedMotion(true);
    render(<Carousel label="Events" slides={SLIDES} autoRotateMs={5000} />);
    void act(() => vi.advanceTimersByTime(20_000));
    expect(activeSlide()).toBe('Weddings, 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
    void act(() => vi.advanceTimersByTime(5000));
    expect(activeSlide()).toBe('Nightlife, 2 of 3');
  });

  it('holds still while the pointer is over it', () => {
    preferReducedMotion(false);
    render(<Carousel label="Events" slides={SLIDES} autoRotateMs={5000} />);
    const region = screen.getByRole('region', { name: 'Events' });
    fireEvent.mouseEnter(region);
    void act(() => vi.advanceTimersByTime(20_000));
    expect(activeSlide()).toBe('Weddings, 1 of 3');
    fireEvent.mouseLeave(region);
    void act(() => vi.advanceTimersByTime(5000));
    expect(activeSlide()).toBe('Nightlife, 2 of 3');
  });
});
