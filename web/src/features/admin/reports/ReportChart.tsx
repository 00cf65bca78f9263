// A report's bars (decision 0077). The canvas is a picture for sighted users: it is named with what it shows and hidden
// details are in the table beside it, which screen readers read instead. Chart.js comes in its own chunk on first use.
import { useEffect, useRef, useState } from 'react';
import type { ChartSpec } from './draw-chart';

export function ReportChart({ spec, label }: { spec: ChartSpec; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let live = true;
    import('./draw-chart')
      .then(({ drawChart }) => {
        if (live && canvas.current) stop = drawChart(canvas.current, spec);
      })
      .catch(() => setFailed(true));
    return () => {
      live = false;
      stop?.();
    };
  }, [spec]);
  if (failed)
    return <p className="report-chart__failed">The chart could not be drawn; the table below has the figures.</p>;
  const height = spec.horizontal ? Math.max(160, spec.labels.length * 28 + 48) : 280;
  return (
    <figure className="report-chart" style={{ height }}>
      <canvas ref={canvas} role="img" aria-label={label} />
    </figure>
  );
}
