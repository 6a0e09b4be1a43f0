/**
 * A decorative line icon (hidden from assistive technology: the text beside it carries the meaning),
 * drawn on a 24 × 24 grid with round ends and joins, in the text colour. One component instead of the
 * same <svg> attributes written out in every island.
 * @example <StrokeIcon d="M15 5l-7 7 7 7" strokeWidth={2.5} /> // a back chevron, 18 px
 */
export function StrokeIcon(props: { d: string; size?: number; strokeWidth?: number; className?: string }) {
  const { d, size = 18, strokeWidth = 2, className } = props;
  return (
    <svg
      aria-hidden="true"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      className={className}
    >
      <path d={d} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
