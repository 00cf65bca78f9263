// One import's result: the counts, then each rejected item or row with its line and message, and (for a preview)
// the parts it would create or update.
import type { ImportReport } from '@parts/common/catalog-import';

const STATUS: Record<ImportReport['status'], string> = {
  preview: 'Preview: nothing is changed until you confirm',
  dry_run: 'Dry run: nothing was changed',
  applied: 'Imported',
  failed: 'Refused: nothing was changed',
};

export function ImportReportView({ report }: { report: ImportReport }) {
  const verb = report.status === 'applied' ? '' : 'would be ';
  return (
    <section className="import-report" aria-label="Import result" aria-live="polite">
      <h2>
        {report.file_name}: {STATUS[report.status]}
      </h2>
      <ul className="import-report__counts">
        <li>
          <strong>{report.created}</strong> {verb}created
        </li>
        <li>
          <strong>{report.updated}</strong> {verb}updated
        </li>
        <li>
          <strong>{report.unchanged}</strong> unchanged
        </li>
        <li>
          <strong>{report.rejected}</strong> rejected
        </li>
      </ul>
      {report.rejects.length > 0 && (
        <table className="admin-table">
          <caption>Rejected</caption>
          <thead>
            <tr>
              <th scope="col">Line</th>
              <th scope="col">Part</th>
              <th scope="col">Why</th>
            </tr>
          </thead>
          <tbody>
            {report.rejects.map((r) => (
              <tr key={`${r.line}-${r.key}`}>
                <td data-label="Line" className="num">
                  {r.line}
                </td>
                <td data-label="Part">{r.key}</td>
                <td data-label="Why">{r.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {report.status === 'preview' && report.changes.length > 0 && (
        <table className="admin-table">
          <caption>Would change</caption>
          <thead>
            <tr>
              <th scope="col">Line</th>
              <th scope="col">Part</th>
              <th scope="col">Change</th>
            </tr>
          </thead>
          <tbody>
            {report.changes.map((c) => (
              <tr key={`${c.line}-${c.key}`}>
                <td data-label="Line" className="num">
                  {c.line}
                </td>
                <td data-label="Part">{c.key}</td>
                <td data-label="Change">{c.action === 'create' ? 'New part' : 'Update'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
