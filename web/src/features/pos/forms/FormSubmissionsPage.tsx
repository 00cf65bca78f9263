import { z } from 'zod';
import { ErrorState } from '../../../ui/ErrorState';
import { PageHeading } from '../../../ui/PageHeading';
import { PageLoading } from '../../../ui/Spinner';
import { useApi } from '../../../ui/useApi';
import './form-submissions.css';
import { useStoreTime } from '../../../app/store-time';

const listSchema = z.object({
  submissions: z.array(
    z.object({
      submission_id: z.number(),
      form_id: z.number(),
      form_name: z.string(),
      origin_url: z.string(),
      fields: z.array(z.object({ id: z.string(), label: z.string(), value: z.union([z.string(), z.boolean()]) })),
      created_at: z.string(),
    }),
  ),
});

const show = (v: string | boolean) => (v === true ? 'Yes' : v === false ? 'No' : v || '—');

/** Staff: what shoppers sent through the custom forms (decision 0022), newest first; each also went to the recipients. */
export default function FormSubmissionsPage() {
  const storeTime = useStoreTime();
  const { data, error, reload } = useApi('/api/staff/forms/submissions?limit=100', listSchema);
  return (
    <>
      <PageHeading
        title="Form submissions"
        description="Parts requests, fleet applications and other custom forms, newest first. Each was also emailed to the form's recipients."
      />
      {error ? (
        <ErrorState message={error} onRetry={reload} />
      ) : !data ? (
        <PageLoading label="Loading submissions" />
      ) : data.submissions.length === 0 ? (
        <p>No submissions yet.</p>
      ) : (
        <ul className="form-submissions" aria-label="Submissions">
          {data.submissions.map((s) => (
            <li key={s.submission_id} className="form-submissions__item">
              <h2>
                {s.form_name} #{s.submission_id}
              </h2>
              <p className="form-submissions__meta">
                {storeTime(s.created_at)} · from {s.origin_url}
              </p>
              <dl>
                {s.fields.map((f) => (
                  <div key={f.id}>
                    <dt>{f.label}</dt>
                    <dd>{show(f.value)}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
