/** A chevron pointing `left` or `right` (Previous / Next, "more this way"), hidden from screen readers. */
export function ChevronIcon({ direction, size }: { direction: 'left' | 'right'; size: number }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width={size} height={size}>
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
