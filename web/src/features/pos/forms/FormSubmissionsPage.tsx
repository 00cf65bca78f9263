import { submissionListSchema } from '@parts/common/custom-form';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../../ui/PageHeading';
import { PageLoading } from '../../../ui/Spinner';
import { apiQuery } from '../../../ui/query/api-query';
import { QueryErrorState } from '../../../ui/query/QueryErrorState';
import './form-submissions.css';
import { useStoreTime } from '../../../app/store-time';

export const formSubmissionKeys = { all: ['form-submissions'] as const };
const submissionsQuery = (formId: string | null) =>
  apiQuery(
    [...formSubmissionKeys.all, formId],
    `/api/staff/forms/submissions?limit=100${formId ? `&form_id=${encodeURIComponent(formId)}` : ''}`,
    submissionListSchema,
  );

const show = (v: string | boolean) => (v === true ? 'Yes' : v === false ? 'No' : v || '—');

/** Staff: what shoppers sent through the custom forms (decision 0022), newest first; each also went to the recipients. */
export default function FormSubmissionsPage() {
  const storeTime = useStoreTime();
  // The back office's form list links here with ?form_id= to show one form's submissions.
  const formId = useSearchParams()[0].get('form_id');
  const list = useQuery(submissionsQuery(formId && /^\d+$/.test(formId) ? formId : null));
  const { data } = list;
  return (
    <>
      <PageHeading
        title="Form submissions"
        description="Parts requests, fleet applications and other custom forms, newest first. Each was also emailed to the form's recipients."
      />
      {list.error ? (
        <QueryErrorState query={list} />
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
