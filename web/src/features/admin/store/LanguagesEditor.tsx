// The storefront's languages (decision 0095): code, name, enabled. The language switch offers the enabled ones; a
// language the store has no texts for shows English texts.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { languageSaveSchema, type LanguageRow, type LanguageSave } from '@parts/common/settings-money';
import { errorMessage } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { showServerErrors } from '../../../ui/form/server-errors';
import { useToast } from '../../../ui/toast/toast-context';
import { StaffTable } from '../../pos/shared/StaffTable';
import { deleteLanguage, languagesQuery, saveLanguage, settingsKeys } from './settings-api';

const BLANK: LanguageSave = { original_code: undefined, code: '', name: '', status: true };

export function LanguagesEditor() {
  const toast = useToast();
  const client = useQueryClient();
  const query = useQuery(languagesQuery());
  const { register, handleSubmit, setError, reset, watch, formState } = useForm<
    LanguageSave,
    unknown,
    z.output<typeof languageSaveSchema>
  >({ resolver: zodResolver(languageSaveSchema), defaultValues: BLANK });
  const editing = watch('original_code');
  const done = async (success: string) => {
    toast.success(success);
    await client.invalidateQueries({ queryKey: settingsKeys.all });
  };
  const save = useMutation({
    mutationFn: saveLanguage,
    onSuccess: async (a) => {
      reset(BLANK);
      await done(a.success);
    },
    onError: (err) => showServerErrors(setError, err, ['code', 'name', 'status']),
  });
  const remove = useMutation({
    mutationFn: deleteLanguage,
    onSuccess: (a) => done(a.success),
    onError: (err) => toast.error(errorMessage(err), { staff: true }),
  });
  return (
    <section className="admin-form__group" aria-labelledby="languages-heading">
      <h2 id="languages-heading">Languages</h2>
      <StaffTable<LanguageRow>
        rows={query.data}
        error={query.error}
        onRetry={() => void query.refetch()}
        loadingLabel="Loading the languages"
        emptyText="No languages."
        className="admin-table"
        caption="Languages"
        pager={{ page: 1, totalPages: 1, onPage: () => undefined, label: 'Language pages' }}
        head={
          <>
            <th scope="col">Language</th>
            <th scope="col">Enabled</th>
            <th scope="col">Actions</th>
          </>
        }
        row={(l) => (
          <tr key={l.code}>
            <td data-label="Language">
              {l.name} <span className="admin-table__sub">{l.code}</span>
            </td>
            <td data-label="Enabled">{l.status ? 'Yes' : 'No'}</td>
            <td data-label="Actions">
              <span className="admin-actions">
                <Button size="sm" variant="secondary" onClick={() => reset({ ...l, original_code: l.code })}>
                  Edit <span className="visually-hidden">{l.name}</span>
                </Button>
                <Button size="sm" variant="danger" onClick={() => remove.mutate(l.code)}>
                  Delete <span className="visually-hidden">{l.name}</span>
                </Button>
              </span>
            </td>
          </tr>
        )}
      />
      <form
        className="admin-form__grid"
        aria-label={editing ? 'Change the language' : 'Add a language'}
        onSubmit={(e) => void handleSubmit((body) => save.mutate(body))(e)}
        noValidate
      >
        <TextField
          label="Code"
          required
          hint="e.g. es or pt-br"
          {...register('code')}
          error={formState.errors.code?.message}
        />
        <TextField label="Name" required {...register('name')} error={formState.errors.name?.message} />
        <div className="field">
          <label className="admin-check">
            <input type="checkbox" {...register('status')} /> Enabled
          </label>
          {formState.errors.status && <p className="field__error">{formState.errors.status.message}</p>}
        </div>
        <div className="admin-actions">
          <Button type="submit" busy={save.isPending}>
            {editing ? 'Save language' : 'Add language'}
          </Button>
          {editing && (
            <Button variant="secondary" onClick={() => reset(BLANK)}>
              Cancel
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
