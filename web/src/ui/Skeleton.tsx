import type { CSSProperties } from 'react';

/** A grey block the size of the content to come, so nothing jumps when it arrives. Hidden from screen readers. */
export function Skeleton({
  width,
  height,
  className,
  style,
}: {
  width?: string | number;
  height?: string | number;
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <span
      className={['skeleton', className].filter(Boolean).join(' ')}
      style={{ width, height, ...style }}
      aria-hidden="true"
    />
  );
}
