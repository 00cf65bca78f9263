// A store's editor (issue 27, decision 0086): its address (a ZIP fills city, state and coordinates from the ZIP data,
// which stay editable), phone, email, time zone, opening hours per weekday and services; for a saved store also its
// holiday hours, bays, installers' working days and labor rates (StoreParts.tsx).
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { STORE_SERVICES } from '@parts/common/locator';
import { DEFAULT_STORE_TZ } from '@parts/common/store-time';
import {
  storeSaveSchema,
  WEEKDAY_NAMES,
  type StoreDetail,
  type StoreSave,
  type StoreSaveParsed,
} from '@parts/common/stores-admin';
import { Button } from '../../../ui/Button';
import { PageHeading } from '../../../ui/PageHeading';
import { Spinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { showServerErrors } from '../../../ui/form/server-errors';
import { useToast } from '../../../ui/toast/toast-context';
import { ListError } from '../../pos/shared/StaffTable';
import { StoreParts } from './StoreParts';
import { saveStore, storeDetailQuery, storesChanged, zipQuery } from './stores-api';
import './stores.css';

export default function StoreEditorPage() {
  const { locationId = 'new' } = useParams();
  const id = Number(locationId);
  const isNew = !(id > 0);
  const query = useQuery({ ...storeDetailQuery(id), enabled: !isNew });
  if (isNew) return <StoreForm key="new" detail={null} />;
  if (query.error) return <ListError onRetry={() => void query.refetch()} />;
  if (!query.data) return <Spinner label="Loading the store" />;
  return (
    <>
      <StoreForm key={id} detail={query.data} />
      <StoreParts detail={query.data} />
    </>
  );
}

const FIELDS = [
  'name',
  'address_1',
  'city',
  'zone_code',
  'postcode',
  'telephone',
  'email_address',
  'lat',
  'lng',
  'time_zone',
  'sort_order',
  'hours',
  'services',
] as const;
const ZONES: readonly string[] = Intl.supportedValuesOf('timeZone');
const number = (v: string) => (v.trim() === '' ? null : Number(v));

function StoreForm({ detail }: { detail: StoreDetail | null }) {
  const client = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();
  const s = detail?.store;
  const { register, handleSubmit, setError, setValue, formState, watch } = useForm<StoreSave, unknown, StoreSaveParsed>(
    {
      resolver: zodResolver(storeSaveSchema),
      defaultValues: {
        location_id: s?.location_id,
        name: s?.name ?? '',
        address_1: s?.address_1 ?? '',
        city: s?.city ?? '',
        zone_code: s?.zone_code ?? '',
        postcode: s?.postcode ?? '',
        telephone: s?.telephone ?? '',
        email_address: s?.email_address ?? '',
        lat: s?.lat ?? null,
        lng: s?.lng ?? null,
        time_zone: s?.time_zone ?? DEFAULT_STORE_TZ,
        sort_order: s?.sort_order ?? 0,
        hours: s?.hours ?? WEEKDAY_NAMES.map(() => ({ closed: true, open: '', close: '' })),
        services: (s?.services ?? []) as StoreSave['services'],
      },
    },
  );
  const save = useMutation({
    mutationFn: saveStore,
    onSuccess: async (a) => {
      toast.success(a.success);
      await storesChanged(client);
      if (!detail) void navigate(`/admin/store/stores/${a.location_id}`);
    },
    onError: (err) => showServerErrors(setError, err, FIELDS),
  });
  // A new ZIP fills the city, state and coordinates from the ZIP data; each stays editable.
  const lookUp = async (zip: string) => {
    if (!/^\d{5}$/.test(zip) || zip === s?.postcode) return;
    const hit = await client.fetchQuery(zipQuery(zip)).catch(() => null);
    if (!hit?.found) {
      setValue('lat', null);
      setValue('lng', null);
      return;
    }
    setValue('city', hit.city, { shouldValidate: true });
    setValue('zone_code', hit.state, { shouldValidate: true });
    setValue('lat', hit.lat);
    setValue('lng', hit.lng);
  };
  const errors = formState.errors;
  const hours = watch('hours');
  const submit = handleSubmit((body) => save.mutate(body));
  return (
    <>
      <PageHeading
        title={s ? s.name : 'Add a store'}
        description="Where the store is, how to reach it and when it is open: the locator, contact page and appointment book read these."
      />
      <p>
        <Link to="/admin/store/stores">Back to the stores</Link>
      </p>
      <form className="admin-form store-form" onSubmit={(e) => void submit(e)} noValidate aria-label="Store">
        <div className="admin-form__grid">
          <TextField label="Name" required {...register('name')} error={errors.name?.message} />
          <TextField label="Address" required {...register('address_1')} error={errors.address_1?.message} />
          <TextField
            label="ZIP code"
            required
            inputMode="numeric"
            hint="A new ZIP fills the city, state and coordinates."
            {...register('postcode', { onChange: (e: { target: { value: string } }) => void lookUp(e.target.value) })}
            error={errors.postcode?.message}
          />
          <TextField label="City" required {...register('city')} error={errors.city?.message} />
          <TextField
            label="State"
            required
            maxLength={2}
            {...register('zone_code')}
            error={errors.zone_code?.message}
          />
          <TextField
            label="Latitude"
            inputMode="decimal"
            hint="Empty: from the ZIP code."
            {...register('lat', { setValueAs: (v: string | number | null) => (typeof v === 'string' ? number(v) : v) })}
            error={errors.lat?.message}
          />
          <TextField
            label="Longitude"
            inputMode="decimal"
            hint="Empty: from the ZIP code."
            {...register('lng', { setValueAs: (v: string | number | null) => (typeof v === 'string' ? number(v) : v) })}
            error={errors.lng?.message}
          />
          <TextField label="Phone" type="tel" required {...register('telephone')} error={errors.telephone?.message} />
          <TextField
            label="Email"
            required
            hint="Several addresses: separate them with commas; the first is shown."
            {...register('email_address')}
            error={errors.email_address?.message}
          />
          <TextField
            label="Time zone"
            required
            list="store-time-zones"
            hint="An IANA name, like America/Chicago: every time shown for the store is its clock."
            {...register('time_zone')}
            error={errors.time_zone?.message}
          />
          <datalist id="store-time-zones">
            {ZONES.map((z) => (
              <option key={z} value={z} />
            ))}
          </datalist>
          <TextField
            label="Order in the locator"
            inputMode="numeric"
            {...register('sort_order', { valueAsNumber: true })}
            error={errors.sort_order?.message}
          />
        </div>
        <fieldset className="admin-form__group store-hours">
          <legend>Opening hours</legend>
          {[1, 2, 3, 4, 5, 6, 0].map((d) => {
            const day = WEEKDAY_NAMES[d]!;
            const e = errors.hours?.[d];
            return (
              <div key={d} className="store-hours__day" role="group" aria-label={day}>
                <span className="store-hours__name">{day}</span>
                <label className="admin-check">
                  <input type="checkbox" {...register(`hours.${d}.closed`)} /> Closed
                </label>
                <TextField
                  label={`${day} opens`}
                  type="time"
                  readOnly={hours[d]?.closed}
                  {...register(`hours.${d}.open`)}
                  error={e?.open?.message}
                />
                <TextField
                  label={`${day} closes`}
                  type="time"
                  readOnly={hours[d]?.closed}
                  {...register(`hours.${d}.close`)}
                  error={e?.close?.message}
                />
              </div>
            );
          })}
        </fieldset>
        <fieldset className="admin-form__group">
          <legend>Services (the locator&apos;s filters)</legend>
          {Object.entries(STORE_SERVICES).map(([value, label]) => (
            <label key={value} className="admin-check">
              <input type="checkbox" value={value} {...register('services')} /> {label}
            </label>
          ))}
        </fieldset>
        {errors.root?.server && (
          <p className="field__error" role="alert">
            {errors.root.server.message}
          </p>
        )}
        <Button type="submit" busy={save.isPending}>
          {s ? 'Save the store' : 'Add the store'}
        </Button>
      </form>
    </>
  );
}
