/**
 * Pin artwork as inline SVG (no image requests, so pins show with no network). Properties are blue
 * drop pins with a building; leads are orange square pins with a person, so they differ by shape as
 * well as by colour. Both are 30 × 40 with the tip at the bottom centre, and carry their own shadow (a CSS
 * filter per pin made thousands of pins slow to paint).
 */
export const PROPERTY_PIN_SVG =
  '<svg viewBox="0 0 30 40" width="30" height="40" aria-hidden="true" focusable="false">' +
  '<path d="M15 1C7.3 1 1 7.1 1 14.8 1 25.2 15 39 15 39s14-13.8 14-24.2C29 7.1 22.7 1 15 1z" fill="#000" fill-opacity=".3" transform="translate(0 1.5)"/>' +
  '<path d="M15 1C7.3 1 1 7.1 1 14.8 1 25.2 15 39 15 39s14-13.8 14-24.2C29 7.1 22.7 1 15 1z" fill="#0b3d91" stroke="#fff" stroke-width="2"/>' +
  '<path d="M9 21V11.5l6-3.5 6 3.5V21h-4.2v-4.5h-3.6V21z" fill="#fff"/>' +
  '</svg>';

export const LEAD_PIN_SVG =
  '<svg viewBox="0 0 30 40" width="30" height="40" aria-hidden="true" focusable="false">' +
  '<path d="M5 1h20a4 4 0 0 1 4 4v21a4 4 0 0 1-4 4h-6l-4 9-4-9H5a4 4 0 0 1-4-4V5a4 4 0 0 1 4-4z" fill="#000" fill-opacity=".3" transform="translate(0 1.5)"/>' +
  '<path d="M5 1h20a4 4 0 0 1 4 4v21a4 4 0 0 1-4 4h-6l-4 9-4-9H5a4 4 0 0 1-4-4V5a4 4 0 0 1 4-4z" fill="#b8430a" stroke="#fff" stroke-width="2"/>' +
  '<circle cx="15" cy="11" r="4.2" fill="#fff"/>' +
  '<path d="M7.5 24.5c0-4.6 3.4-7.5 7.5-7.5s7.5 2.9 7.5 7.5z" fill="#fff"/>' +
  '</svg>';
