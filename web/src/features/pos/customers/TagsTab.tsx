import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { CUSTOMER_MSG } from '@parts/common/customers';
import { tagCreatedSchema, tagCreateSchema, tagsSavedSchema, customerTagsSchema } from '@parts/common/customer-tabs';
import { api, errorMessage } from '../../../ui/api';
import { hasFieldErrors } from '../../../ui/query/errors';
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
  useEffect(() => {
    if (data) setChosen(data.assignedTags);
  }, [data]);
  const assign = useMutation({
    mutationFn: (tags: number[]) =>
      api(`/api/customer_tag/save?customerId=${customerId}`, { schema: tagsSavedSchema, json: { tags } }),
    onSuccess: (res) => toast.success(res.success),
    onError: (err) => toast.error(errorMessage(err), { staff: true }),
    onSettled: () => refresh(),
  });

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
            <Button busy={assign.isPending} onClick={() => assign.mutate(chosen)}>
              Save Tags
            </Button>
          </div>
        </fieldset>
      )}
      <CreateTagForm
        onCreated={async (tagId) => {
          // A tag made on a customer's Tags tab is for that customer (issue 31): it is assigned with the boxes as shown.
          await assign.mutateAsync([...chosen, tagId]).catch(() => undefined);
        }}
      />
    </section>
  );
}

type TagRequest = z.input<typeof tagCreateSchema>;
const checkTag = zodResolver(tagCreateSchema, undefined, { raw: true }) as unknown as Resolver<TagRequest>;

/** Create Tag: the title checked by the route's own schema; the new tag goes to `onCreated` (which assigns it). */
function CreateTagForm({ onCreated }: { onCreated: (tagId: number) => Promise<void> }) {
  const toast = useToast();
  const { register, handleSubmit, reset, setError, formState } = useForm<TagRequest>({
    resolver: checkTag,
    defaultValues: { title: '' },
  });
  const create = useMutation({
    mutationFn: (values: TagRequest) => api('/api/customer_tag/create', { json: values, schema: tagCreatedSchema }),
    onSuccess: async (res) => {
      toast.success(res.success);
      reset({ title: '' });
      await onCreated(res.tag.tag_id);
    },
    // A refusal without a field (a taken title is on the field) still shows at the title: it is the form's one field.
    onError: (err) =>
      setError('title', {
        type: 'server',
        message: (hasFieldErrors(err) && err.fieldErrors.title) || errorMessage(err),
      }),
  });
  const submit = handleSubmit((values) => create.mutateAsync(values).catch(() => undefined));
  return (
    <form
      id="create-tag"
      className="customer-subform"
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label="Create tag"
    >
      <h2 className="customer-subform__title">Create Tag</h2>
      <TextField label="Tag title" {...register('title')} error={formState.errors.title?.message} required />
      <div className="form-actions">
        <Button type="submit" variant="secondary" busy={create.isPending || formState.isSubmitting}>
          Create Tag
        </Button>
      </div>
    </form>
  );
}
