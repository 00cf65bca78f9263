// Content → Custom forms: every form with its submissions; add one or open one in the builder.
import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { formatStoreTime } from '@parts/common/store-time';
import { useFlags } from '../../../app/flags-context';
import { Button } from '../../../ui/Button';
import { PageHeading } from '../../../ui/PageHeading';
import { PageLoading } from '../../../ui/Spinner';
import { QueryErrorState } from '../../../ui/query/QueryErrorState';
import { formQuery, formsQuery } from './content-queries';
import { FormBuilder } from './FormBuilder';
import './content.css';

function EditForm({ formId, onDone }: { formId: number; onDone: () => void }) {
  const query = useQuery(formQuery(formId));
  if (query.isPending) return <PageLoading label="Loading the form" />;
  if (query.error) return <QueryErrorState query={query} />;
  return <FormBuilder key={formId} form={query.data} onDone={onDone} />;
}

export default function FormsPage() {
  const { flags } = useFlags();
  const query = useQuery(formsQuery());
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  return (
    <>
      <PageHeading
        title="Custom forms"
        description="Forms shoppers fill in on the storefront; each submission is mailed to its recipients."
      />
      {editing === 'new' ? (
        <FormBuilder onDone={(id) => setEditing(id || null)} />
      ) : editing !== null ? (
        <EditForm formId={editing} onDone={() => setEditing(null)} />
      ) : (
        <p>
          <Button onClick={() => setEditing('new')}>Add form</Button>
        </p>
      )}
      {query.isPending ? (
        <PageLoading label="Loading forms" />
      ) : query.error ? (
        <QueryErrorState query={query} />
      ) : (
        <table className="admin-table">
          <caption className="visually-hidden">Custom forms</caption>
          <thead>
            <tr>
              <th scope="col">Form</th>
              <th scope="col" className="num">
                Fields
              </th>
              <th scope="col" className="num">
                Submissions
              </th>
              <th scope="col">Last submission</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {query.data.forms.map((f) => (
              <tr key={f.form_id}>
                <td data-label="Form">
                  {f.name} {!f.status && <span className="admin-badge">Hidden</span>}
                </td>
                <td data-label="Fields" className="num">
                  {f.fields}
                </td>
                <td data-label="Submissions" className="num">
                  {f.submissions > 0 ? (
                    <Link to={`/admin/content/submissions?form_id=${f.form_id}`}>{f.submissions}</Link>
                  ) : (
                    0
                  )}
                </td>
                <td data-label="Last submission">
                  {f.last_submission ? formatStoreTime(f.last_submission, flags.store.time_zone) : '—'}
                </td>
                <td>
                  <Button size="sm" variant="secondary" onClick={() => setEditing(f.form_id)}>
                    Edit <span className="visually-hidden">{f.name}</span>
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
