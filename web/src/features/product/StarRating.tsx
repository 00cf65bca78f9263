/** Stars out of five with the review count (rendered only when reviews are enabled: the caller checks review_status). */
export function StarRating({ rating, count, href }: { rating: number; count?: number; href?: string }) {
  const rounded = Math.round(rating);
  const label = `Rated ${rating.toFixed(1)} out of 5`;
  const countText = count === undefined ? null : `${count} review${count === 1 ? '' : 's'}`;
  return (
    <p className="star-rating">
      <span className="star-rating__stars" role="img" aria-label={label}>
        {[1, 2, 3, 4, 5].map((i) => (
          <span key={i} aria-hidden="true" className={i <= rounded ? 'star star--on' : 'star'}>
            ★
          </span>
        ))}
      </span>
      {countText !== null && (href ? <a href={href}>{countText}</a> : <span>{countText}</span>)}
    </p>
  );
}
