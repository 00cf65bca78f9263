import type { HomeData } from '@parts/common/catalog';

export function HomeStats({ stats }: { stats: HomeData['stats'] }) {
  const items = [
    { value: stats.products, label: 'parts' },
    { value: stats.brands, label: 'brands' },
    { value: stats.makes, label: 'vehicle makes covered' },
    { value: stats.applications, label: 'vehicle applications' },
  ];
  return (
    <dl className="home-stats">
      {items.map((i) => (
        <div key={i.label} className="home-stats__item">
          <dt>{i.label}</dt>
          <dd>{i.value.toLocaleString('en-US')}</dd>
        </div>
      ))}
    </dl>
  );
}
