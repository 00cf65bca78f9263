// Imports → Part types: which store category each PCdb part type goes to. A PIES Item whose part type has no category
// here is rejected with the part type named; choosing one (or adding the part type) lets the next import take it.
import { useForm } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  partTypeListSchema,
  partTypeSaveSchema,
  type PartTypeList,
  type PartTypeSave,
} from '@parts/common/catalog-import';
import { api } from '../../../ui/api';
import { PageHeading } from '../../../ui/PageHeading';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { requestResolver } from '../../../ui/form/request-resolver';
import { showServerErrors } from '../../../ui/form/server-errors';
import { importKeys, partTypesQuery } from './import-queries';
import './imports.css';

/** The add form's fields as typed: the route's schema turns the id and the category into numbers. */
type AddValues = { part_terminology_id: string; part_type_name: string; category_id: string };

export default function PartTypesPage() {
  const queryClient = useQueryClient();
  const list = useQuery(partTypesQuery());
  const save = useMutation({
    mutationFn: (body: PartTypeSave) =>
      api('/admin/api/imports/part-types/save', { json: body, schema: partTypeListSchema }),
    onSuccess: (data) => queryClient.setQueryData(importKeys.partTypes, data),
  });
  return (
    <>
      <PageHeading
        title="Part types"
        description="PIES files name each part's PCdb part type; this maps it to one of your categories."
      />
      {save.error && (
        <p className="error-state" role="alert">
          {save.error.message}
        </p>
      )}
      {list.error ? (
        <p className="error-state" role="alert">
          {list.error.message}
        </p>
      ) : !list.data ? (
        <p role="status">Loading the part types…</p>
      ) : (
        <>
          <AddPartType categories={list.data.categories} onSave={(b) => save.mutateAsync(b)} />
          <table className="admin-table">
            <caption>Part types and their categories</caption>
            <thead>
              <tr>
                <th scope="col">Part type</th>
                <th scope="col">Category</th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((t) => (
                <tr key={t.part_terminology_id}>
                  <td data-label="Part type">
                    {t.part_type_name}
                    <span className="admin-table__sub">PCdb {t.part_terminology_id}</span>
                  </td>
                  <td data-label="Category">
                    <CategorySelect
                      label={`Category for ${t.part_type_name}`}
                      categories={list.data.categories}
                      value={t.category_id}
                      onChange={(category_id) => save.mutate({ ...t, category_id })}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </>
  );
}

function CategorySelect(props: {
  label: string;
  categories: PartTypeList['categories'];
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  return (
    <select
      className="field__input"
      aria-label={props.label}
      value={props.value ?? ''}
      onChange={(e) => props.onChange(e.target.value ? Number(e.target.value) : null)}
    >
      <option value="">Not mapped (rejected)</option>
      {props.categories.map((c) => (
        <option key={c.category_id} value={c.category_id}>
          {c.path}
        </option>
      ))}
    </select>
  );
}

/** A part type the store has not seen yet, mapped to one of its categories; checked by the route's own schema. */
function AddPartType({
  categories,
  onSave,
}: {
  categories: PartTypeList['categories'];
  onSave: (b: PartTypeSave) => Promise<unknown>;
}) {
  const form = useForm<AddValues, unknown, PartTypeSave>({
    resolver: requestResolver(partTypeSaveSchema, (v: AddValues) => v),
    defaultValues: {
      part_terminology_id: '',
      part_type_name: '',
      category_id: String(categories[0]?.category_id ?? ''),
    },
  });
  const errors = form.formState.errors;
  return (
    <form
      className="admin-filters import-form"
      aria-label="Add a part type"
      noValidate
      onSubmit={(e) =>
        void form.handleSubmit(async (v) => {
          try {
            await onSave(v);
            form.reset({ ...form.getValues(), part_terminology_id: '', part_type_name: '' });
          } catch (err) {
            showServerErrors(form.setError, err, ['part_terminology_id', 'part_type_name', 'category_id']);
          }
        })(e)
      }
    >
      <TextField
        label="PCdb id"
        inputMode="numeric"
        required
        error={errors.part_terminology_id?.message}
        {...form.register('part_terminology_id')}
      />
      <TextField
        label="Part type name"
        required
        error={errors.part_type_name?.message}
        {...form.register('part_type_name')}
      />
      <SelectField
        label="Category"
        required
        options={categories.map((c) => ({ value: String(c.category_id), label: c.path }))}
        error={errors.category_id?.message}
        {...form.register('category_id')}
      />
      <div className="import-form__actions">
        <button type="submit" className="btn btn--primary btn--md" disabled={form.formState.isSubmitting}>
          Add
        </button>
      </div>
    </form>
  );
}
