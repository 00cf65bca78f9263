// Store → Settings (issue 27, decision 0076): every editable setting, grouped as an owner thinks of them (Store,
// Storefront, Fitment, Checkout and payments, Counter, Kiosk). One form; only what changed is sent and saved, and the
// storefront sees it on its next request.
import { useEffect } from 'react';
import { useForm, type UseFormRegister } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SETTING_DEFS,
  SETTING_GROUPS,
  settingsValuesSchema,
  type EditableSetting,
  type SettingDef,
  type SettingsValues,
} from '@parts/common/settings-admin';
import { errorMessage } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { ErrorState } from '../../../ui/ErrorState';
import { PageHeading } from '../../../ui/PageHeading';
import { Spinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { showServerErrors } from '../../../ui/form/server-errors';
import { useToast } from '../../../ui/toast/toast-context';
import { saveSettings, settingsKeys, settingsQuery } from './settings-api';
import { TaxRates } from './TaxRates';

const KEYS = Object.keys(SETTING_DEFS) as EditableSetting[];

export default function SettingsPage() {
  const query = useQuery(settingsQuery());
  return (
    <>
      <PageHeading title="Settings" description="How the storefront, the counter and the kiosk behave." />
      {query.error ? (
        <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : query.data ? (
        <>
          <SettingsForm values={query.data.values} />
          <TaxRates />
        </>
      ) : (
        <Spinner label="Loading the settings" />
      )}
    </>
  );
}

function SettingsForm({ values }: { values: SettingsValues }) {
  const toast = useToast();
  const client = useQueryClient();
  const { register, handleSubmit, setError, reset, formState } = useForm<
    z.input<typeof settingsValuesSchema>,
    unknown,
    SettingsValues
  >({
    resolver: zodResolver(settingsValuesSchema),
    defaultValues: values,
  });
  useEffect(() => reset(values), [values, reset]);
  const save = useMutation({
    mutationFn: saveSettings,
    onSuccess: async (answer) => {
      toast.success(answer.success);
      await client.invalidateQueries({ queryKey: settingsKeys.all });
    },
    onError: (err) => showServerErrors(setError, err, KEYS),
  });
  const submit = handleSubmit((next) => {
    const changed = KEYS.filter((k) => k in formState.dirtyFields);
    save.mutate(Object.fromEntries(changed.map((k) => [k, next[k]])));
  });
  return (
    <form className="admin-form" onSubmit={(e) => void submit(e)} noValidate>
      {SETTING_GROUPS.map((group) => (
        <fieldset key={group} className="admin-form__group">
          <legend>{group}</legend>
          <div className="admin-form__grid">
            {KEYS.filter((k) => SETTING_DEFS[k].group === group).map((k) => (
              <SettingField
                key={k}
                name={k}
                def={SETTING_DEFS[k]}
                register={register}
                error={formState.errors[k]?.message}
              />
            ))}
          </div>
        </fieldset>
      ))}
      {formState.errors.root?.server && (
        <p className="field__error" role="alert">
          {formState.errors.root.server.message}
        </p>
      )}
      <Button type="submit" busy={save.isPending} disabled={!formState.isDirty}>
        Save settings
      </Button>
    </form>
  );
}

interface FieldProps {
  name: EditableSetting;
  def: SettingDef;
  register: UseFormRegister<z.input<typeof settingsValuesSchema>>;
  error?: string;
}

function SettingField({ name, def, register, error }: FieldProps) {
  if (def.kind === 'boolean')
    return (
      <div className="field">
        <label className="admin-check">
          <input type="checkbox" {...register(name)} /> {def.label}
        </label>
        {def.hint && <p className="field__hint">{def.hint}</p>}
      </div>
    );
  if (def.kind === 'choices')
    return (
      <fieldset className="admin-form__choices">
        <legend>{def.label}</legend>
        {def.hint && <p className="field__hint">{def.hint}</p>}
        {Object.entries(def.options ?? {}).map(([value, label]) => (
          <label key={value} className="admin-check">
            <input type="checkbox" value={value} {...register(name)} /> {label}
          </label>
        ))}
        {error && <p className="field__error">{error}</p>}
      </fieldset>
    );
  return (
    <TextField
      label={def.label}
      hint={def.hint}
      inputMode={def.kind === 'number' ? 'numeric' : undefined}
      {...register(name)}
      error={error}
    />
  );
}
