// Store → Settings (issue 27, decision 0076): every editable setting, grouped as an owner thinks of them (Store,
// Storefront, Fitment, Checkout and payments, Counter, Kiosk, Email and texts). One form; only what changed is sent and
// saved, and the storefront sees it on its next request. The two secrets (decision 0087) are write-only: the page shows
// "set" or "not set" and sends one only when the owner types a new one.
import { useEffect } from 'react';
import { useForm, type UseFormRegister } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SECRET_DEFS,
  SECRET_KEYS,
  SETTING_DEFS,
  SETTING_GROUPS,
  settingsFormSchema,
  testEmailSchema,
  type EditableSetting,
  type SecretsState,
  type SettingDef,
  type SettingsForm as SettingsFormValues,
  type SettingsValues,
  type TestEmail,
} from '@parts/common/settings-admin';
import { errorMessage } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { ErrorState } from '../../../ui/ErrorState';
import { PageHeading } from '../../../ui/PageHeading';
import { SelectField } from '../../../ui/SelectField';
import { Spinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { showServerErrors } from '../../../ui/form/server-errors';
import { useToast } from '../../../ui/toast/toast-context';
import { saveSettings, sendTestEmail, settingsKeys, settingsQuery } from './settings-api';
import { SettingsLinks } from './SettingsLinks';

const KEYS = Object.keys(SETTING_DEFS) as EditableSetting[];
type FormKey = EditableSetting | (typeof SECRET_KEYS)[number];
const FORM_KEYS: FormKey[] = [...KEYS, ...SECRET_KEYS];
const EMPTY_SECRETS = { smtp_password: '', sms_auth_token: '' };

export default function SettingsPage() {
  const query = useQuery(settingsQuery());
  return (
    <>
      <PageHeading title="Settings" description="How the storefront, the counter and the kiosk behave." />
      {/* Taxes, customer groups and the locale are lists, each on its own page (decision 0095). */}
      <SettingsLinks />
      {query.error ? (
        <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : query.data ? (
        <>
          <SettingsForm values={query.data.values} secrets={query.data.secrets} />
          <TestEmailForm />
        </>
      ) : (
        <Spinner label="Loading the settings" />
      )}
    </>
  );
}

function SettingsForm({ values, secrets }: { values: SettingsValues; secrets: SecretsState }) {
  const toast = useToast();
  const client = useQueryClient();
  const { register, handleSubmit, setError, reset, formState } = useForm<
    z.input<typeof settingsFormSchema>,
    unknown,
    SettingsFormValues
  >({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: { ...values, ...EMPTY_SECRETS },
  });
  useEffect(() => reset({ ...values, ...EMPTY_SECRETS }), [values, reset]);
  const save = useMutation({
    mutationFn: saveSettings,
    onSuccess: async (answer) => {
      toast.success(answer.success);
      await client.invalidateQueries({ queryKey: settingsKeys.all });
    },
    onError: (err) => showServerErrors(setError, err, FORM_KEYS),
  });
  const submit = handleSubmit((next) => {
    // A secret is sent only when a new one was typed; left empty, the saved one stays.
    const changed = FORM_KEYS.filter((k) => k in formState.dirtyFields && !(k in EMPTY_SECRETS && next[k] === ''));
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
            {SECRET_KEYS.filter((k) => SECRET_DEFS[k].group === group).map((k) => (
              <TextField
                key={k}
                type="password"
                autoComplete="new-password"
                label={SECRET_DEFS[k].label}
                hint={secrets[k] ? 'Set. Type a new one to replace it; leave empty to keep it.' : 'Not set.'}
                {...register(k)}
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
  register: UseFormRegister<z.input<typeof settingsFormSchema>>;
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
  if (def.kind === 'select')
    return (
      <SelectField
        label={def.label}
        hint={def.hint}
        options={Object.entries(def.options ?? {}).map(([value, label]) => ({ value, label }))}
        {...register(name)}
        error={error}
      />
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

/** "Send test email": one message through the saved mail settings; the answer says what the mail server did. */
function TestEmailForm() {
  const toast = useToast();
  const { register, handleSubmit, setError, formState } = useForm<TestEmail>({
    resolver: zodResolver(testEmailSchema),
    defaultValues: { to: '' },
  });
  const send = useMutation({
    mutationFn: sendTestEmail,
    onSuccess: (answer) => (answer.status === 'failed' ? toast.error(answer.success) : toast.success(answer.success)),
    onError: (err) => showServerErrors(setError, err, ['to']),
  });
  return (
    <form className="admin-form" onSubmit={(e) => void handleSubmit((v) => send.mutate(v))(e)} noValidate>
      <fieldset className="admin-form__group">
        <legend>Test email</legend>
        <p className="field__hint">Sends a message with the saved mail settings (save your changes first).</p>
        <div className="admin-form__grid">
          <TextField
            label="Send to"
            type="email"
            autoComplete="email"
            {...register('to')}
            error={formState.errors.to?.message}
          />
        </div>
        {formState.errors.root?.server && (
          <p className="field__error" role="alert">
            {formState.errors.root.server.message}
          </p>
        )}
        <Button type="submit" busy={send.isPending}>
          Send test email
        </Button>
      </fieldset>
    </form>
  );
}
