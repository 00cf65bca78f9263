// A progress bar for long work (an upload, an import): a native <progress> named by its label, with the share in words.
export function ProgressBar({
  label,
  value,
}: {
  label: string;
  /** 0 to 1; undefined while the share is unknown. */ value?: number;
}) {
  const percent = value === undefined ? undefined : Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div className="progress">
      <label className="progress__label">
        {label}
        {percent !== undefined && <span className="progress__value"> {percent}%</span>}
        <progress className="progress__bar" max={100} value={percent} />
      </label>
    </div>
  );
}
