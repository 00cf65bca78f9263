// Bays per store and installers' availability (issue 14, decision 0025): the admin's small screen. Others see why not.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { APPT_MSG, settingsSavedSchema, type AppointmentSettings } from '@parts/common/pos-appointments';
import { api, errorMessage } from '../../../ui/api';
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
                  <BayRow
                    key={b.bay_id}
                    bay={b}
                    busy={busy}
                    onSave={(title, active) =>
                      call('/pos/appointments/saveBay', { bay_id: b.bay_id, location_id: l.location_id, title, active })
                    }
                  />
                ))}
            </ul>
            <NewBay
              storeName={l.location_name}
              busy={busy}
              onAdd={(title) => call('/pos/appointments/saveBay', { location_id: l.location_id, title, active: true })}
            />
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

function BayRow({
  bay,
  busy,
  onSave,
}: {
  bay: Settings['bays'][number];
  busy: boolean;
  onSave: (title: string, active: boolean) => Promise<boolean>;
}) {
  const [title, setTitle] = useState(bay.title);
  return (
    <li className="appts-settings__bay">
      <label className="visually-hidden" htmlFor={`bay-${bay.bay_id}`}>
        Name of {bay.title}
      </label>
      <input
        id={`bay-${bay.bay_id}`}
        className="field__input"
        value={title}
        maxLength={40}
        onChange={(e) => setTitle(e.target.value)}
      />
      <label className="appt-form__check">
        <input
          type="checkbox"
          checked={bay.active}
          disabled={busy}
          onChange={(e) => void onSave(title, e.target.checked)}
        />{' '}
        In use
      </label>
      <Button
        size="sm"
        variant="secondary"
        disabled={busy || title.trim() === '' || title === bay.title}
        onClick={() => void onSave(title, bay.active)}
      >
        Rename
      </Button>
    </li>
  );
}

function NewBay({
  storeName,
  busy,
  onAdd,
}: {
  storeName: string;
  busy: boolean;
  onAdd: (title: string) => Promise<boolean>;
}) {
  const [title, setTitle] = useState('');
  const id = `new-bay-${storeName.replace(/\W+/g, '-')}`;
  return (
    <form
      className="appts-settings__bay"
      onSubmit={(e) => {
        e.preventDefault();
        void onAdd(title).then((ok) => ok && setTitle(''));
      }}
    >
      <label className="visually-hidden" htmlFor={id}>
        New bay at {storeName}
      </label>
      <input
        id={id}
        className="field__input"
        placeholder="New bay name"
        value={title}
        maxLength={40}
        onChange={(e) => setTitle(e.target.value)}
      />
      <Button size="sm" type="submit" disabled={busy || title.trim() === ''}>
        Add bay
      </Button>
    </form>
  );
}
