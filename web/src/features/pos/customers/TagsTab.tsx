import { useEffect, useState, type FormEvent } from 'react';
import { CUSTOMER_MSG } from '@parts/common/customers';
import { tagCreatedSchema, tagCreateSchema, tagsSavedSchema, customerTagsSchema } from '@parts/common/customer-tabs';
import { fieldErrors } from '@parts/common/input';
import { api, ApiError, errorMessage } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { customerKeys, useCustomerQuery } from './customer-queries';
import { useToast } from '../../../ui/toast/toast-context';
import { ListError } from '../shared/StaffTable';

/** Tags: assign the customer any of the created tags; create a new tag. */
export function TagsTab({ customerId }: { customerId: number }) {
  const toast = useToast();
  const { data, error, refresh, retry } = useCustomerQuery(
    customerKeys.tab(customerId, 'tags'),
    `/api/customer_tag?customerId=${customerId}`,
    customerTagsSchema,
    customerKeys.customer(customerId),
  );
  const [chosen, setChosen] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const [title, setTitle] = useState('');
  const [titleError, setTitleError] = useState<string | undefined>();
  const [creating, setCreating] = useState(false);
  useEffect(() => {
    if (data) setChosen(data.assignedTags);
  }, [data]);

  const save = async () => {
    setBusy(true);
    try {
      const res = await api(`/api/customer_tag/save?customerId=${customerId}`, {
        schema: tagsSavedSchema,
        json: { tags: chosen },
      });
      toast.success(res.success);
      await refresh();
    } catch (err) {
      toast.error(errorMessage(err), { staff: true });
    } finally {
      setBusy(false);
    }
  };
  const create = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = tagCreateSchema.safeParse({ title });
    if (!parsed.success) {
      setTitleError(fieldErrors(parsed.error).title);
      return;
    }
    setCreating(true);
    setTitleError(undefined);
    try {
      const res = await api('/api/customer_tag/create', { json: { title }, schema: tagCreatedSchema });
      toast.success(res.success);
      setTitle('');
      await refresh();
    } catch (err) {
      setTitleError(err instanceof ApiError ? (err.fieldErrors.title ?? err.message) : errorMessage(err));
    } finally {
      setCreating(false);
    }
  };

  if (error) return <ListError onRetry={retry} />;
  if (!data) return <Spinner label="Loading tags" />;
  return (
    <section aria-label="Tags" className="customer-tab">
      {data.customerTags.length === 0 ? (
        <p className="customers-empty">
          {CUSTOMER_MSG.noTags} <a href={data.createTagUrl}>Create a tag</a>
        </p>
      ) : (
        <fieldset className="customer-tags">
          <legend className="field__label">Customer tags</legend>
          {data.customerTags.map((t) => (
            <label key={t.tag_id} className="check customer-tags__tag">
              <input
                type="checkbox"
                checked={chosen.includes(t.tag_id)}
                onChange={(e) =>
                  setChosen(e.target.checked ? [...chosen, t.tag_id] : chosen.filter((x) => x !== t.tag_id))
                }
              />{' '}
              {t.title}
            </label>
          ))}
          <div className="form-actions">
            <Button busy={busy} onClick={() => void save()}>
              Save Tags
            </Button>
          </div>
        </fieldset>
      )}
      <form
        id="create-tag"
        className="customer-subform"
        noValidate
        onSubmit={(e) => void create(e)}
        aria-label="Create tag"
      >
        <h2 className="customer-subform__title">Create Tag</h2>
        <TextField
          label="Tag title"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          error={titleError}
          required
        />
        <div className="form-actions">
          <Button type="submit" variant="secondary" busy={creating}>
            Create Tag
          </Button>
        </div>
      </form>
    </section>
  );
}
