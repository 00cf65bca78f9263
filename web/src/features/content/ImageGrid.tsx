import type { ImageGrid as Grid } from '@parts/common/content';
import { AppLink } from '../../ui/AppLink';

/** An image grid module: row_image_count pictures a row on wide screens (two on a phone), 270px tall, labelled. */
export function ImageGrid({ grid }: { grid: Grid }) {
  return (
    <section
      className="image-grid"
      aria-labelledby={`image-grid-${grid.grid_id}`}
      style={{ '--grid-columns': grid.row_image_count } as React.CSSProperties}
    >
      <h2 id={`image-grid-${grid.grid_id}`}>{grid.title}</h2>
      <ul className="image-grid__list">
        {grid.items.map((item) => (
          <li key={item.src + item.label}>
            <AppLink to={item.link} className={`image-grid__item image-grid__item--${item.label_position}`}>
              <img src={item.src} alt="" loading="lazy" width={400} height={270} />
              <span className="image-grid__label">{item.label}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
