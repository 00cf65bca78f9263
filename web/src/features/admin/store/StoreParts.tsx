// A saved store's parts (issue 27, decisions 0086 and 0094): holiday hours, bays, installers' working days, labor rates
// and registers (StoreRegisters.tsx). Each row saves on its own and the store's detail comes back with the answer.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { formatCents } from '@parts/common/money';
import {
  holidaySaveSchema,
  laborSaveSchema,
  storeBaySaveSchema,
  storeInstallerSaveSchema,
  WEEKDAY_NAMES,
  type HolidaySave,
  type LaborSave,
  type StoreDetail,
  type StorePartAnswer,
} from '@parts/common/stores-admin';
import { errorMessage } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { showServerErrors } from '../../../ui/form/server-errors';
import { useToast } from '../../../ui/toast/toast-context';
import { StoreRegisters } from './StoreRegisters';
import { deleteBay, deleteHoliday, saveBay, saveHoliday, saveInstaller, saveLabor, storesChanged } from './stores-api';

/** After a part's change: say so and refetch the store and the storefront's store lists. */
function useDone() {
  const toast = useToast();
  const client = useQueryClient();
  return async (a: StorePartAnswer) => {
    toast.success(a.success);
    await storesChanged(client);
  };
}

export function StoreParts({ detail }: { detail: StoreDetail }) {
  const id = detail.store.location_id;
  return (
    <div className="store-parts">
      <Holidays detail={detail} />
      <section className="admin-form__group" aria-labelledby="bays-heading">
        <h2 id="bays-heading">Bays</h2>
        <ul className="store-rows">
          {detail.bays.map((b) => (
            <li key={b.bay_id}>
              <BayRow locationId={id} bay={b} />
            </li>
          ))}
          <li>
            <BayRow locationId={id} bay={null} />
          </li>
        </ul>
      </section>
      <section className="admin-form__group" aria-labelledby="installers-heading">
        <h2 id="installers-heading">Installers&apos; working days</h2>
        {detail.installers.length === 0 && <p>No installers yet: add staff with the installer role.</p>}
        <ul className="store-rows">
          {detail.installers.map((i) => (
            <li key={i.user_id}>
              <InstallerRow locationId={id} installer={i} />
            </li>
          ))}
        </ul>
      </section>
      <section className="admin-form__group" aria-labelledby="labor-heading">
        <h2 id="labor-heading">Labor rates</h2>
        <ul className="store-rows">
          {detail.labor_rates.map((r) => (
            <li key={r.labor_id}>
              <LaborRow locationId={id} rate={r} />
            </li>
          ))}
          <li>
            <LaborRow locationId={id} rate={null} />
          </li>
        </ul>
      </section>
      <StoreRegisters detail={detail} />
    </div>
  );
}

function Holidays({ detail }: { detail: StoreDetail }) {
  const done = useDone();
  const toast = useToast();
  const id = detail.store.location_id;
  const { register, handleSubmit, setError, reset, formState, watch } = useForm<
    HolidaySave,
    unknown,
    z.output<typeof holidaySaveSchema>
  >({
    resolver: zodResolver(holidaySaveSchema),
    defaultValues: { location_id: id, date: '', closed: true, open: '', close: '', note: '' },
  });
  const save = useMutation({
    mutationFn: saveHoliday,
    onSuccess: async (a) => {
      reset();
      await done(a);
    },
    onError: (err) => showServerErrors(setError, err, ['date', 'open', 'close', 'note']),
  });
  const remove = useMutation({
    mutationFn: (holiday_id: number) => deleteHoliday({ holiday_id }),
    onSuccess: done,
    onError: (err) => toast.error(errorMessage(err), { staff: true }),
  });
  const closed = watch('closed');
  const errors = formState.errors;
  return (
    <section className="admin-form__group" aria-labelledby="holidays-heading">
      <h2 id="holidays-heading">Holiday hours</h2>
      <p>On these dates the store is closed or keeps special hours; a closed day takes no appointments.</p>
      {detail.holidays.length === 0 ? (
        <p>No holidays set.</p>
      ) : (
        <ul className="store-rows">
          {detail.holidays.map((h) => (
            <li key={h.holiday_id} className="store-row">
              <span>
                <strong>{h.date}</strong> {h.closed ? 'Closed' : `${h.open}–${h.close}`}
                {h.note && ` (${h.note})`}
              </span>
              <Button
                size="sm"
                variant="secondary"
                busy={remove.isPending && remove.variables === h.holiday_id}
                onClick={() => remove.mutate(h.holiday_id)}
              >
                Remove <span className="visually-hidden">the holiday of {h.date}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="store-row store-row--form"
        onSubmit={(e) => void handleSubmit((b) => save.mutate(b))(e)}
        noValidate
        aria-label="Add holiday hours"
      >
        <TextField label="Date" type="date" required {...register('date')} error={errors.date?.message} />
        <label className="admin-check">
          <input type="checkbox" {...register('closed')} /> Closed all day
        </label>
        <TextField label="Opens" type="time" readOnly={closed} {...register('open')} error={errors.open?.message} />
        <TextField label="Closes" type="time" readOnly={closed} {...register('close')} error={errors.close?.message} />
        <TextField label="Note" placeholder="Thanksgiving" {...register('note')} error={errors.note?.message} />
        <Button type="submit" variant="secondary" busy={save.isPending}>
          Add holiday
        </Button>
      </form>
    </section>
  );
}

function BayRow({ locationId, bay }: { locationId: number; bay: StoreDetail['bays'][number] | null }) {
  const done = useDone();
  const toast = useToast();
  const { register, handleSubmit, setError, reset, formState } = useForm<
    z.input<typeof storeBaySaveSchema>,
    unknown,
    z.output<typeof storeBaySaveSchema>
  >({
    resolver: zodResolver(storeBaySaveSchema),
    defaultValues: {
      bay_id: bay?.bay_id ?? null,
      location_id: locationId,
      title: bay?.title ?? '',
      active: bay?.active ?? true,
    },
  });
  const save = useMutation({
    mutationFn: saveBay,
    onSuccess: async (a) => {
      if (!bay) reset();
      await done(a);
    },
    onError: (err) => showServerErrors(setError, err, ['title']),
  });
  const remove = useMutation({
    mutationFn: () => deleteBay({ bay_id: bay!.bay_id, location_id: locationId }),
    onSuccess: done,
    onError: (err) => toast.error(errorMessage(err), { staff: true }),
  });
  return (
    <form
      className="store-row store-row--form"
      onSubmit={(e) => void handleSubmit((b) => save.mutate(b))(e)}
      noValidate
      aria-label={bay ? `Bay ${bay.title}` : 'Add a bay'}
    >
      <TextField
        label={bay ? 'Bay name' : 'New bay'}
        required
        {...register('title')}
        error={formState.errors.title?.message}
      />
      <label className="admin-check">
        <input type="checkbox" {...register('active')} /> In use
      </label>
      <Button type="submit" size="sm" variant="secondary" busy={save.isPending}>
        {bay ? 'Save' : 'Add bay'}
        {bay && <span className="visually-hidden"> bay {bay.title}</span>}
      </Button>
      {bay && (
        <Button size="sm" variant="danger" busy={remove.isPending} onClick={() => remove.mutate()}>
          Remove <span className="visually-hidden">bay {bay.title}</span>
        </Button>
      )}
    </form>
  );
}

function InstallerRow({ locationId, installer }: { locationId: number; installer: StoreDetail['installers'][number] }) {
  const done = useDone();
  const { register, handleSubmit, setError, formState } = useForm<
    z.input<typeof storeInstallerSaveSchema>,
    unknown,
    z.output<typeof storeInstallerSaveSchema>
  >({
    resolver: zodResolver(storeInstallerSaveSchema),
    defaultValues: {
      user_id: installer.user_id,
      location_id: locationId,
      available: installer.available,
      weekdays: installer.weekdays.map(String),
    },
  });
  const save = useMutation({
    mutationFn: saveInstaller,
    onSuccess: done,
    onError: (err) => showServerErrors(setError, err, ['weekdays']),
  });
  return (
    <form
      className="store-row store-row--form"
      onSubmit={(e) => void handleSubmit((b) => save.mutate(b))(e)}
      noValidate
      aria-label={`${installer.wholename}'s working days`}
    >
      <strong>{installer.wholename}</strong>
      <label className="admin-check">
        <input type="checkbox" {...register('available')} /> Available
      </label>
      <fieldset className="store-days">
        <legend className="visually-hidden">{installer.wholename} works on</legend>
        {WEEKDAY_NAMES.map((day, d) => (
          <label key={day} className="admin-check">
            <input type="checkbox" {...register('weekdays')} value={String(d)} />
            {day.slice(0, 3)}
          </label>
        ))}
      </fieldset>
      {formState.errors.weekdays?.message && <p className="field__error">{formState.errors.weekdays.message}</p>}
      <Button type="submit" size="sm" variant="secondary" busy={save.isPending}>
        Save <span className="visually-hidden">{installer.wholename}&apos;s days</span>
      </Button>
    </form>
  );
}

function LaborRow({ locationId, rate }: { locationId: number; rate: StoreDetail['labor_rates'][number] | null }) {
  const done = useDone();
  const { register, handleSubmit, setError, reset, formState } = useForm<
    LaborSave,
    unknown,
    z.output<typeof laborSaveSchema>
  >({
    resolver: zodResolver(laborSaveSchema),
    defaultValues: {
      labor_id: rate?.labor_id,
      location_id: locationId,
      title: rate?.title ?? '',
      amount: rate ? (rate.amount_cents / 100).toFixed(2) : '',
      active: rate?.active ?? true,
    },
  });
  const save = useMutation({
    mutationFn: saveLabor,
    onSuccess: async (a) => {
      if (!rate) reset();
      await done(a);
    },
    onError: (err) => showServerErrors(setError, err, ['title', 'amount']),
  });
  const errors = formState.errors;
  return (
    <form
      className="store-row store-row--form"
      onSubmit={(e) => void handleSubmit((b) => save.mutate(b))(e)}
      noValidate
      aria-label={rate ? `Labor rate ${rate.title}` : 'Add a labor rate'}
    >
      <TextField
        label={rate ? 'Labor' : 'New labor rate'}
        required
        {...register('title')}
        error={errors.title?.message}
      />
      <TextField
        label="Per hour ($)"
        inputMode="decimal"
        required
        hint={rate ? `Now ${formatCents(rate.amount_cents)}` : undefined}
        {...register('amount')}
        error={errors.amount?.message}
      />
      <label className="admin-check">
        <input type="checkbox" {...register('active')} /> Offered
      </label>
      <Button type="submit" size="sm" variant="secondary" busy={save.isPending}>
        {rate ? 'Save' : 'Add rate'}
        {rate && <span className="visually-hidden"> labor rate {rate.title}</span>}
      </Button>
    </form>
  );
}
