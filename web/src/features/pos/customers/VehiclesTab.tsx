import { successAnswerSchema } from '@parts/common/customer-tabs';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { CUSTOMER_MSG } from '@parts/common/customers';
import {
  choicesSchema,
  customerVehicleAddSchema,
  customerVehicleSchema,
  facetListSchema,
  FACET_LABELS,
  vinAnswerSchema,
  type CustomerVehicle,
  type FacetEntry,
  type FacetField,
  type FacetList,
} from '@parts/common/fitment';
import { api, errorMessage } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { SERVER_ERROR } from '../../../ui/form/server-errors';
import { Spinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { customerKeys, useCustomerQuery } from './customer-queries';
import { useToast } from '../../../ui/toast/toast-context';
import { ListError } from '../shared/StaffTable';

const vehiclesSchema = z.object({ vehicles: z.array(customerVehicleSchema) });

/** Vehicles: the customer's saved vehicles; add one by Year/Make/Model or by VIN (decoded, then confirmed), edit, delete. */
export function VehiclesTab({ customerId }: { customerId: number }) {
  const toast = useToast();
  const { data, error, refresh, retry } = useCustomerQuery(
    customerKeys.tab(customerId, 'vehicles'),
    `/api/customer_vehicle?customerId=${customerId}`,
    vehiclesSchema,
    customerKeys.customer(customerId),
  );
  const [editing, setEditing] = useState<CustomerVehicle | 'new' | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const remove = async (v: CustomerVehicle) => {
    if (!window.confirm(`Delete ${v.display}?`)) return;
    setBusy(v.vehicle_id);
    try {
      const res = await api('/api/customer_vehicle/delete', {
        json: { vehicleId: v.vehicle_id },
        schema: successAnswerSchema,
      });
      toast.success(res.success);
      await refresh();
    } catch (err) {
      toast.error(errorMessage(err), { staff: true });
    } finally {
      setBusy(null);
    }
  };

  if (error) return <ListError onRetry={retry} />;
  if (!data) return <Spinner label="Loading vehicles" />;
  return (
    <section aria-label="Vehicles" className="customer-tab">
      {data.vehicles.length === 0 ? (
        <p className="customers-empty">{CUSTOMER_MSG.noResults}</p>
      ) : (
        <ul className="vehicle-list">
          {data.vehicles.map((v) => (
            <li key={v.vehicle_id} className="vehicle-list__item">
              <div>
                <p className="vehicle-list__title">{v.title || v.display}</p>
                <p className="vehicle-list__ymm">{v.ymm_data.map((e) => e.label_value).join(' ')}</p>
                {v.vin && <p className="vehicle-list__vin">VIN {v.vin}</p>}
                {v.notes && <p className="vehicle-list__notes">{v.notes}</p>}
              </div>
              <div className="vehicle-list__actions">
                <Button size="sm" variant="secondary" onClick={() => setEditing(v)} aria-label={`Edit ${v.display}`}>
                  Edit
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  busy={busy === v.vehicle_id}
                  onClick={() => void remove(v)}
                  aria-label={`Delete ${v.display}`}
                >
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing === null ? (
        <Button onClick={() => setEditing('new')}>Add Vehicle</Button>
      ) : (
        <VehicleForm
          key={editing === 'new' ? 'new' : editing.vehicle_id}
          customerId={customerId}
          vehicle={editing === 'new' ? null : editing}
          onDone={(message) => {
            toast.success(message);
            setEditing(null);
            void refresh();
          }}
          onCancel={() => setEditing(null)}
        />
      )}
    </section>
  );
}

type Lists = Partial<Record<FacetField, FacetList>>;
const ORDER: FacetField[] = [
  'Year',
  'MakeID',
  'ModelID',
  'SubModelID',
  'BodyTypeID',
  'BedLengthID',
  'EngineMfrID',
  'EngineFamilyID',
  'EngineSizeID',
];

interface VehicleValues {
  vin: string;
  title: string;
  notes: string;
}

function VehicleForm({
  customerId,
  vehicle,
  onDone,
  onCancel,
}: {
  customerId: number;
  vehicle: CustomerVehicle | null;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const [chosen, setChosen] = useState<Partial<Record<FacetField, FacetEntry>>>(() =>
    Object.fromEntries((vehicle?.ymm_data ?? []).map((e) => [e.api_field, e])),
  );
  const [lists, setLists] = useState<Lists>({});
  const [decoded, setDecoded] = useState<string | null>(null);
  const [decoding, setDecoding] = useState(false);
  const resolver = useMemo<Resolver<VehicleValues>>(() => {
    const check = zodResolver(customerVehicleAddSchema, undefined, { raw: true }) as unknown as Resolver<
      Record<string, unknown>
    >;
    // The route's own schema checks the body as sent; the picked facets go as ymm_data.
    return async (values, context, options) => {
      const ymm = ORDER.map((f) => chosen[f]).filter((x): x is FacetEntry => Boolean(x));
      const res = await check(
        { ...values, customer_id: customerId, ymm_data: JSON.stringify(ymm) },
        context,
        options as never,
      );
      const { ymm_data: _ymm, customer_id: _id, ...errors } = res.errors;
      return Object.keys(errors).length > 0
        ? { values: {}, errors: errors as FieldErrors<VehicleValues> }
        : { values, errors: {} };
    };
  }, [chosen, customerId]);
  const { register, handleSubmit, setError, clearErrors, setValue, getValues, control, formState } =
    useForm<VehicleValues>({
      resolver,
      defaultValues: { vin: vehicle?.vin ?? '', title: vehicle?.title ?? '', notes: vehicle?.notes ?? '' },
    });
  const errors = formState.errors;
  const vin = useWatch({ control, name: 'vin' });
  const formError = errors.root?.server?.message;
  const showError = (err: unknown) => setError(SERVER_ERROR, { type: 'server', message: errorMessage(err) });

  const q = (c: Partial<Record<FacetField, FacetEntry>>, fields: FacetField[]) =>
    new URLSearchParams(fields.filter((f) => c[f]).map((f) => [f, c[f]!.api_value]));
  const loadLists = async (c: Partial<Record<FacetField, FacetEntry>>) => {
    const next: Lists = {};
    next.Year = await api('/ymm/json/years', { schema: facetListSchema });
    if (c.Year) next.MakeID = await api(`/ymm/json/makes?${q(c, ['Year'])}`, { schema: facetListSchema });
    if (c.Year && c.MakeID)
      next.ModelID = await api(`/ymm/json/models?${q(c, ['Year', 'MakeID'])}`, { schema: facetListSchema });
    if (c.Year && c.MakeID && c.ModelID) {
      const more = await api(`/ymm/json/choices?${q(c, ['Year', 'MakeID', 'ModelID'])}`, { schema: choicesSchema });
      for (const l of more.choices) next[l.field] = l;
    }
    setLists(next);
  };
  const [first] = useState(chosen);
  useEffect(() => {
    loadLists(first).catch(showError);
    // Once, for the vehicle the form opened with; later changes load their own lists.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [first]);

  const pick = (field: FacetField, value: string) => {
    const list = lists[field];
    const option = list?.options.find((o) => String(o.id) === value);
    const at = ORDER.indexOf(field);
    const next: Partial<Record<FacetField, FacetEntry>> = {};
    for (const f of ORDER.slice(0, at)) if (chosen[f]) next[f] = chosen[f];
    // A new Year, Make or Model starts the rest over; a further facet keeps the others.
    if (at > 2) for (const f of ORDER.slice(at + 1)) if (chosen[f]) next[f] = chosen[f];
    if (option)
      next[field] = {
        api_field: field,
        api_value: String(option.id),
        label_field: FACET_LABELS[field],
        label_value: option.name,
      };
    setChosen(next);
    void loadLists(next).catch(showError);
  };

  const decode = async () => {
    setDecoding(true);
    clearErrors();
    try {
      const res = await api(`/ymm/json/vin?VIN=${encodeURIComponent(vin.trim())}`, { schema: vinAnswerSchema });
      const next = Object.fromEntries(res.facets.map((e) => [e.api_field, e])) as Partial<
        Record<FacetField, FacetEntry>
      >;
      setChosen(next);
      setValue('vin', res.facts.vin);
      const f = res.facts;
      if (!getValues('title')) setValue('title', [f.year, f.make, f.model, f.trim].filter(Boolean).join(' '));
      setDecoded(
        `${[f.year, f.make, f.model, f.trim, f.body, f.engine.liters ? `${f.engine.liters}L` : null].filter(Boolean).join(' · ')}. ${res.message}`,
      );
      await loadLists(next);
    } catch (err) {
      setError('vin', { type: 'server', message: errorMessage(err) });
    } finally {
      setDecoding(false);
    }
  };

  const save = useMutation({
    mutationFn: (values: VehicleValues) => {
      const ymm = ORDER.map((f) => chosen[f]).filter((x): x is FacetEntry => Boolean(x));
      const body = { customer_id: customerId, ...values, ymm_data: JSON.stringify(ymm) };
      return api(vehicle ? '/api/customer_vehicle/edit' : '/api/customer_vehicle/add', {
        json: vehicle ? { ...body, vehicle_id: vehicle.vehicle_id } : body,
        // Fitment's routes: only the confirmation this screen reads is checked.
        schema: successAnswerSchema,
      });
    },
    onSuccess: (res) => onDone(res.success),
    onError: showError,
  });
  const submit = handleSubmit((values) => {
    if (!chosen.Year || !chosen.MakeID || !chosen.ModelID) {
      setError(SERVER_ERROR, { type: 'client', message: CUSTOMER_MSG.vehicleNeedsYmm });
      return;
    }
    return save.mutateAsync(values).then(
      () => undefined,
      () => undefined,
    );
  });

  return (
    <form
      className="customer-subform"
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label={vehicle ? 'Edit vehicle' : 'Add vehicle'}
    >
      <h2 className="customer-subform__title">{vehicle ? 'Edit Vehicle' : 'Add Vehicle'}</h2>
      <div role="alert" className="form-alert" hidden={!formError}>
        {formError}
      </div>
      <div className="vehicle-vin">
        <TextField
          label="VIN"
          {...register('vin', {
            onChange: (e: { target: { value: string } }) => setValue('vin', e.target.value.toUpperCase()),
          })}
          error={errors.vin?.message}
          maxLength={20}
          autoComplete="off"
          hint="17 characters; decoding fills in what it can."
        />
        <Button variant="secondary" busy={decoding} disabled={vin.trim().length < 11} onClick={() => void decode()}>
          Decode VIN
        </Button>
      </div>
      {decoded && (
        <p role="status" className="vehicle-vin__decoded">
          {decoded}
        </p>
      )}
      <div className="vehicle-facets">
        {ORDER.filter((f) => lists[f] && (f === 'Year' || lists[f]!.options.length > 0)).map((f) => {
          const id = `vehicle-${f}`;
          return (
            <div key={f} className="field">
              <label htmlFor={id} className="field__label">
                {FACET_LABELS[f]}
                {(f === 'Year' || f === 'MakeID' || f === 'ModelID') && (
                  <span className="field__required" aria-hidden="true">
                    {' '}
                    *
                  </span>
                )}
              </label>
              <select
                id={id}
                className="field__input"
                value={chosen[f]?.api_value ?? ''}
                onChange={(e) => pick(f, e.target.value)}
              >
                <option value="">
                  {f === 'Year' || f === 'MakeID' || f === 'ModelID' ? ' --- Please Select --- ' : ' --- Any --- '}
                </option>
                {lists[f]!.options.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.name}
                  </option>
                ))}
                {chosen[f] && !lists[f]!.options.some((o) => String(o.id) === chosen[f]!.api_value) && (
                  <option value={chosen[f]!.api_value}>{chosen[f]!.label_value}</option>
                )}
              </select>
            </div>
          );
        })}
      </div>
      <TextField
        label="Title"
        {...register('title')}
        error={errors.title?.message}
        maxLength={128}
        hint="Leave empty to use the year, make and model."
      />
      <div className="field">
        <label htmlFor="vehicle-notes" className="field__label">
          Notes
        </label>
        <textarea id="vehicle-notes" className="field__input" rows={2} maxLength={1000} {...register('notes')} />
      </div>
      <div className="form-actions">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" busy={save.isPending || formState.isSubmitting}>
          Save Vehicle
        </Button>
      </div>
    </form>
  );
}
