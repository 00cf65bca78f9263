// Bays per store and installers' availability (issue 14, decision 0025): the admin's small screen. Others see why not.
// Each bay's title is a react-hook-form form on bayInput, the schema POST saveBay validates (decision 0066).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import type { z } from 'zod';
import { APPT_MSG, bayInput, settingsSavedSchema, type AppointmentSettings } from '@parts/common/pos-appointments';
import { api, errorMessage } from '../../../ui/api';
import { showServerErrors } from '../../../ui/form/server-errors';
import { hasFieldErrors } from '../../../ui/query/errors';
import { Button } from '../../../ui/Button';
import { PageHeading } from '../../../ui/PageHeading';
import { PageLoading } from '../../../ui/Spinner';
import { QueryErrorState } from '../../../ui/query/QueryErrorState';
import { useToast } from '../../../ui/toast/toast-context';
import { useFlags } from '../../../app/flags-context';
import { appointmentKeys, appointmentSettingsQuery } from './appointment-queries';
import './appointments.css';

type Settings = AppointmentSettings;
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export default function AppointmentSettingsPage() {
  const staff = useFlags().flags.staff;
  const settings = useQuery({ ...appointmentSettingsQuery(), enabled: staff?.role === 'admin' });
  if (staff?.role !== 'admin') return <PageHeading title="Bays and installers" description={APPT_MSG.adminOnly} />;
  if (settings.error) return <QueryErrorState query={settings} />;
  if (!settings.data) return <PageLoading label="Loading bays and installers" />;
  return <Editor data={settings.data} />;
}

function Editor({ data }: { data: Settings }) {
  const toast = useToast();
  const client = useQueryClient();
  // An installer's checkboxes save as they are clicked; each bay is its own form (below).
  const save = useMutation({
    mutationFn: ({ path, json }: { path: string; json: unknown }) => api(path, { json, schema: settingsSavedSchema }),
    onSuccess: (answer) => {
      toast.success(answer.success);
      // The settings, the calendar and the booking form all read bays and installers.
      void client.invalidateQueries({ queryKey: appointmentKeys.all });
    },
    onError: (err) => toast.error(errorMessage(err), { staff: true }),
  });
  const busy = save.isPending;
  const call = (path: string, json: unknown) =>
    save.mutateAsync({ path, json }).then(
      () => true,
      () => false,
    );
  return (
    <div className="appts-settings">
      <PageHeading title="Bays and installers" description="Bays per store, and the days each installer works.">
        <Link className="btn btn--secondary btn--md" to="/pos/appointments">
          Back to the calendar
        </Link>
      </PageHeading>
      <section aria-labelledby="bays-h" className="appts-settings__box">
        <h2 id="bays-h">Bays</h2>
        {data.locations.map((l) => (
          <div key={l.location_id} className="appts-settings__store">
            <h3>{l.location_name}</h3>
            <ul>
              {data.bays
                .filter((b) => b.location_id === l.location_id)
                .map((b) => (
                  <BayRow key={b.bay_id} bay={b} />
                ))}
            </ul>
            <NewBay locationId={l.location_id} storeName={l.location_name} />
          </div>
        ))}
      </section>
      <section aria-labelledby="inst-h" className="appts-settings__box">
        <h2 id="inst-h">Installers</h2>
        {data.installers.length === 0 && <p className="muted">No staff user has the installer role.</p>}
        <ul>
          {data.installers.map((i) => (
            <li key={i.user_id} className="appts-settings__installer">
              <fieldset>
                <legend>{i.wholename}</legend>
                <label className="appt-form__check">
                  <input
                    type="checkbox"
                    checked={i.available}
                    disabled={busy}
                    onChange={(e) =>
                      void call('/pos/appointments/saveInstaller', {
                        user_id: i.user_id,
                        available: e.target.checked,
                        weekdays: i.weekdays,
                      })
                    }
                  />{' '}
                  Takes appointments
                </label>
                <div className="appts-settings__days">
                  {DAYS.map((d, n) => (
                    <label key={d} className="appt-form__check">
                      <input
                        type="checkbox"
                        checked={i.weekdays.includes(n)}
                        disabled={busy}
                        onChange={(e) =>
                          void call('/pos/appointments/saveInstaller', {
                            user_id: i.user_id,
                            available: i.available,
                            weekdays: e.target.checked ? [...i.weekdays, n] : i.weekdays.filter((x) => x !== n),
                          })
                        }
                      />{' '}
                      {d}
                    </label>
                  ))}
                </div>
              </fieldset>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

type BayValues = z.input<typeof bayInput>;
type BayRequest = z.output<typeof bayInput>;

/** One bay's form: its title checked with bayInput (the schema POST saveBay validates), its own save. */
function useBayForm(defaults: BayValues, onSaved: (saved: BayRequest) => void) {
  const toast = useToast();
  const client = useQueryClient();
  const form = useForm<BayValues, unknown, BayRequest>({ resolver: zodResolver(bayInput), defaultValues: defaults });
  const save = useMutation({
    mutationFn: (json: BayRequest) => api('/pos/appointments/saveBay', { json, schema: settingsSavedSchema }),
    onSuccess: async (answer, saved) => {
      toast.success(answer.success);
      onSaved(saved);
      // The settings, the calendar and the booking form all read bays.
      await client.invalidateQueries({ queryKey: appointmentKeys.all });
    },
    onError: (err) => {
      showServerErrors(form.setError, err, ['title']);
      if (!hasFieldErrors(err)) toast.error(errorMessage(err), { staff: true });
    },
  });
  const submit = form.handleSubmit((v) => !save.isPending && save.mutate(v));
  return { form, save, submit };
}

function BayRow({ bay }: { bay: Settings['bays'][number] }) {
  const { form, save, submit } = useBayForm(
    { bay_id: bay.bay_id, location_id: bay.location_id, title: bay.title, active: bay.active },
    (saved) => form.reset({ ...saved, bay_id: bay.bay_id }),
  );
  const { register, formState } = form;
  const id = `bay-${bay.bay_id}`;
  const error = formState.errors.title?.message ?? formState.errors.root?.server?.message;
  return (
    <li>
      <form className="appts-settings__bay" noValidate onSubmit={(e) => void submit(e)} aria-label={bay.title}>
        <label className="visually-hidden" htmlFor={id}>
          Name of {bay.title}
        </label>
        <input
          id={id}
          className="field__input"
          maxLength={40}
          aria-invalid={error !== undefined || undefined}
          aria-describedby={error !== undefined ? `${id}-error` : undefined}
          {...register('title')}
        />
        <label className="appt-form__check">
          <input type="checkbox" disabled={save.isPending} {...register('active', { onChange: () => void submit() })} />{' '}
          In use
        </label>
        <Button size="sm" variant="secondary" type="submit" disabled={save.isPending || !formState.dirtyFields.title}>
          Rename
        </Button>
        {error !== undefined && (
          <p id={`${id}-error`} className="field__error appts-settings__error">
            {error}
          </p>
        )}
      </form>
    </li>
  );
}

function NewBay({ locationId, storeName }: { locationId: number; storeName: string }) {
  const { form, save, submit } = useBayForm({ location_id: locationId, title: '', active: true }, () =>
    form.reset({ location_id: locationId, title: '', active: true }),
  );
  const { register, formState, watch } = form;
  const id = `new-bay-${storeName.replace(/\W+/g, '-')}`;
  const error = formState.errors.title?.message ?? formState.errors.root?.server?.message;
  return (
    <form
      className="appts-settings__bay"
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label={`New bay at ${storeName}`}
    >
      <label className="visually-hidden" htmlFor={id}>
        New bay at {storeName}
      </label>
      <input
        id={id}
        className="field__input"
        placeholder="New bay name"
        maxLength={40}
        aria-invalid={error !== undefined || undefined}
        aria-describedby={error !== undefined ? `${id}-error` : undefined}
        {...register('title')}
      />
      <Button size="sm" type="submit" disabled={save.isPending || watch('title').trim() === ''}>
        Add bay
      </Button>
      {error !== undefined && (
        <p id={`${id}-error`} className="field__error appts-settings__error">
          {error}
        </p>
      )}
    </form>
  );
}
