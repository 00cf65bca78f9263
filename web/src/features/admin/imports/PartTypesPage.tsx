// Imports → Part types: which store category each PCdb part type goes to. A PIES Item whose part type has no category
// here is rejected with the part type named; choosing one (or adding the part type) lets the next import take it.
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { partTypeListSchema, type PartTypeList } from '@parts/common/catalog-import';
import { api } from '../../../ui/api';
import { PageHeading } from '../../../ui/PageHeading';
import { importKeys, partTypesQuery } from './import-queries';
import './imports.css';

type Save = { part_terminology_id: number; part_type_name: string; category_id: number | null };

export default function PartTypesPage() {
  const queryClient = useQueryClient();
  const list = useQuery(partTypesQuery());
  const save = useMutation({
    mutationFn: (body: Save) => api('/admin/api/imports/part-types/save', { json: body, schema: partTypeListSchema }),
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
          <AddPartType categories={list.data.categories} onSave={(b) => save.mutate(b)} />
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

function AddPartType({ categories, onSave }: { categories: PartTypeList['categories']; onSave: (b: Save) => void }) {
  const [id, setId] = useState('');
  const [name, setName] = useState('');
  const [category, setCategory] = useState<number | null>(null);
  const ok = /^\d{1,9}$/.test(id) && name.trim() !== '' && category !== null;
  return (
    <form
      className="admin-filters import-form"
      aria-label="Add a part type"
      onSubmit={(e) => {
        e.preventDefault();
        if (!ok) return;
        onSave({ part_terminology_id: Number(id), part_type_name: name.trim(), category_id: category });
        setId('');
        setName('');
      }}
    >
      <label className="field">
        <span className="field__label">PCdb id</span>
        <input className="field__input" inputMode="numeric" value={id} onChange={(e) => setId(e.target.value)} />
      </label>
      <label className="field">
        <span className="field__label">Part type name</span>
        <input className="field__input" value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <label className="field">
        <span className="field__label">Category</span>
        <CategorySelect label="Category" categories={categories} value={category} onChange={setCategory} />
      </label>
      <div className="import-form__actions">
        <button type="submit" className="btn btn--primary btn--md" disabled={!ok}>
          Add
        </button>
      </div>
    </form>
  );
}
