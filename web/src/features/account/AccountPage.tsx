import { useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router';
import {
  accountSchema,
  detailsSchema,
  localizationSchema,
  NEW_PASSWORD,
  passwordChangeSchema,
  type Account,
  type Address,
} from '@parts/common/account';
import type { CustomerVehicle } from '@parts/common/fitment';
import { useFlags } from '../../app/flags-context';
import { ApiError, errorMessage } from '../../ui/api';
import { Button } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { Modal } from '../../ui/Modal';
import { PageHeading } from '../../ui/PageHeading';
import { Skeleton } from '../../ui/Skeleton';
import { TextField } from '../../ui/TextField';
import { useToast } from '../../ui/toast/toast-context';
import { useApi } from '../../ui/useApi';
import { saveVehicle, type Chosen } from '../fitment/fitment-api';
import {
  addressCall,
  changePassword,
  garageSchema,
  removeVehicle,
  saveDetails,
  type AddressAction,
} from './account-api';
import { AddressForm } from './AddressForm';
import { PhoneField } from './PhoneField';
import { useLogout } from './useLogout';
import './account.css';

type Errors = Partial<Record<string, string>>;

const firstErrors = (issues: { path: PropertyKey[]; message: string }[]): Errors => {
  const errs: Errors = {};
  for (const i of issues) errs[String(i.path[0])] ??= i.message;
  return errs;
};

export function AccountPage() {
  const { flags } = useFlags();
  if (!flags.customer) return <Navigate to="/account/login?redirect=%2Faccount%2Faccount" replace />;
  return <AccountScreen key={flags.customer.customer_id} />;
}

function AccountScreen() {
  const { logout, busy } = useLogout();
  // Three independent requests in parallel (no waterfall): the account, the garage, the countries.
  const account = useApi('/api/account', accountSchema);
  const garage = useApi('/api/customer_vehicle', garageSchema);
  const places = useApi('/api/localization/', localizationSchema);
  const [latest, setLatest] = useState<Account | null>(null);
  const data = latest ?? account.data;

  return (
    <div className="account-page">
      <PageHeading title="My Account">
        <nav aria-label="My account" className="account-links">
          <Link to="/account/order">Order History</Link>
          <Link to="/account/wishlist">My Wishlist{data ? ` (${data.wishlist_total})` : ''}</Link>
          <Link to="/product/compare">Product Comparison</Link>
          <Button variant="secondary" size="sm" onClick={logout} busy={busy}>
            Logout
          </Button>
        </nav>
      </PageHeading>
      {account.error && !data ? (
        <ErrorState message={account.error} onRetry={account.reload} />
      ) : !data ? (
        <div aria-busy="true" aria-label="Loading your account">
          <Skeleton height={240} />
        </div>
      ) : (
        <div className="account-grid">
          <DetailsSection account={data} onSaved={setLatest} />
          <PasswordSection />
          <AddressesSection
            account={data}
            onChanged={setLatest}
            countries={places.data?.countries}
            placesError={places.error}
            reloadPlaces={places.reload}
          />
          <GarageSection vehicles={garage.data?.vehicles} error={garage.error} reload={garage.reload} />
        </div>
      )}
    </div>
  );
}

function DetailsSection({ account, onSaved }: { account: Account; onSaved: (a: Account) => void }) {
  const { refresh } = useFlags();
  const toast = useToast();
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const c = account.customer;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = {
      firstname: form.get('firstname'),
      lastname: form.get('lastname'),
      email: form.get('email'),
      telephone: form.get('telephone'),
      newsletter: form.get('newsletter') === '1',
    };
    const parsed = detailsSchema.safeParse(body);
    if (!parsed.success) return setErrors(firstErrors(parsed.error.issues));
    setBusy(true);
    setErrors({});
    try {
      const res = await saveDetails(body);
      onSaved(res.account);
      await refresh();
      toast.success(res.success);
    } catch (err) {
      if (err instanceof ApiError) setErrors({ ...err.fieldErrors });
      toast.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="account-card" aria-labelledby="details-heading">
      <h2 id="details-heading">My Account Information</h2>
      <form className="account-form" noValidate onSubmit={(e) => void submit(e)} aria-label="Account details">
        <div className="form-row">
          <TextField
            label="First Name"
            name="firstname"
            autoComplete="given-name"
            defaultValue={c.firstname}
            error={errors.firstname}
            required
          />
          <TextField
            label="Last Name"
            name="lastname"
            autoComplete="family-name"
            defaultValue={c.lastname}
            error={errors.lastname}
            required
          />
        </div>
        <TextField
          label="E-Mail"
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={c.email}
          error={errors.email}
          required
        />
        <PhoneField label="Telephone" name="telephone" defaultValue={c.telephone} error={errors.telephone} required />
        <label className="check">
          <input type="checkbox" name="newsletter" value="1" defaultChecked={c.newsletter} /> Subscribe to our
          newsletter
        </label>
        <Button type="submit" busy={busy}>
          Save Details
        </Button>
      </form>
    </section>
  );
}

function PasswordSection() {
  const toast = useToast();
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formEl = event.currentTarget;
    const form = new FormData(formEl);
    const body = {
      current_password: form.get('current_password'),
      password: form.get('password'),
      confirm: form.get('confirm'),
    };
    const parsed = passwordChangeSchema.safeParse(body);
    if (!parsed.success) return setErrors(firstErrors(parsed.error.issues));
    setBusy(true);
    setErrors({});
    try {
      const res = await changePassword(body);
      formEl.reset();
      toast.success(res.success);
    } catch (err) {
      if (err instanceof ApiError) setErrors({ ...err.fieldErrors });
      toast.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="account-card" aria-labelledby="password-heading">
      <h2 id="password-heading">Change Password</h2>
      <form className="account-form" noValidate onSubmit={(e) => void submit(e)} aria-label="Change password">
        <TextField
          label="Current Password"
          name="current_password"
          type="password"
          autoComplete="current-password"
          error={errors.current_password}
          required
        />
        <TextField
          label="New Password"
          name="password"
          type="password"
          autoComplete="new-password"
          hint={NEW_PASSWORD.hint}
          error={errors.password}
          required
        />
        <TextField
          label="Password Confirm"
          name="confirm"
          type="password"
          autoComplete="new-password"
          error={errors.confirm}
          required
        />
        <Button type="submit" busy={busy}>
          Change Password
        </Button>
      </form>
    </section>
  );
}

function AddressesSection(props: {
  account: Account;
  onChanged: (a: Account) => void;
  countries?: Parameters<typeof AddressForm>[0]['countries'];
  placesError: string | null;
  reloadPlaces: () => void;
}) {
  const toast = useToast();
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const run = async (action: AddressAction, body: Record<string, unknown>) => {
    const res = await addressCall(action, body);
    props.onChanged(res.account);
    toast.success(res.success);
  };
  const quick = (action: 'delete' | 'default', addressId: number) => {
    setBusy(addressId);
    run(action, { address_id: addressId })
      .catch((err: unknown) => toast.error(errorMessage(err)))
      .finally(() => {
        setBusy(null);
        setConfirming(null);
      });
  };

  return (
    <section className="account-card account-card--wide" aria-labelledby="addresses-heading">
      <h2 id="addresses-heading">Address Book</h2>
      {props.account.addresses.length === 0 ? (
        <p>You have no addresses in your account.</p>
      ) : (
        <ul className="address-list">
          {props.account.addresses.map((a) => (
            <li key={a.address_id} className="address-card">
              <address>
                {a.firstname} {a.lastname}
                {a.company && <br />}
                {a.company}
                <br />
                {a.address_1}
                {a.address_2 && <>, {a.address_2}</>}
                <br />
                {a.city}, {a.zone_code} {a.postcode}
                <br />
                {a.country}
              </address>
              {a.default && <span className="tag">Default</span>}
              <div className="address-card__actions">
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => setEditing(a)}
                  aria-label={`Edit address ${a.address_1}`}
                >
                  Edit
                </Button>
                {!a.default && (
                  <Button
                    size="sm"
                    variant="ghost"
                    busy={busy === a.address_id && confirming === null}
                    onClick={() => quick('default', a.address_id)}
                  >
                    Make default
                  </Button>
                )}
                {confirming === a.address_id ? (
                  <span className="confirm-inline" role="group" aria-label="Confirm delete">
                    Delete this address?{' '}
                    <Button
                      size="sm"
                      variant="danger"
                      busy={busy === a.address_id}
                      onClick={() => quick('delete', a.address_id)}
                    >
                      Yes, delete
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => setConfirming(null)}>
                      Keep
                    </Button>
                  </span>
                ) : (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setConfirming(a.address_id)}
                    aria-label={`Delete address ${a.address_1}`}
                  >
                    Delete
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <Button onClick={() => setEditing('new')}>Add Address</Button>
      <Modal
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'Add Address' : 'Edit Address'}
        size="lg"
      >
        {props.countries ? (
          <AddressForm
            address={editing === 'new' ? null : editing}
            countries={props.countries}
            onCancel={() => setEditing(null)}
            onSubmit={async (body) => {
              await run(editing === 'new' ? 'add' : 'edit', body);
              setEditing(null);
            }}
          />
        ) : props.placesError ? (
          <ErrorState message={props.placesError} onRetry={props.reloadPlaces} />
        ) : (
          <Skeleton height={320} />
        )}
      </Modal>
    </section>
  );
}

function GarageSection({
  vehicles,
  error,
  reload,
}: {
  vehicles?: CustomerVehicle[];
  error: string | null;
  reload: () => void;
}) {
  const { refresh } = useFlags();
  const toast = useToast();
  const [list, setList] = useState<CustomerVehicle[] | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const shown = list ?? vehicles;

  const shopFor = (v: CustomerVehicle) => {
    setBusy(v.vehicle_id);
    const chosen: Chosen = {};
    for (const e of v.ymm_data) chosen[e.api_field] = e.api_value;
    saveVehicle(chosen, { replace: true })
      .then(async (res) => {
        await refresh();
        toast.success(`Shopping for ${res.vehicle.label || v.display}.`);
      })
      .catch((err: unknown) => toast.error(errorMessage(err)))
      .finally(() => setBusy(null));
  };
  const remove = (v: CustomerVehicle) => {
    setBusy(v.vehicle_id);
    removeVehicle(v.vehicle_id)
      .then((res) => {
        setList(res.vehicles);
        toast.success(res.success);
      })
      .catch((err: unknown) => toast.error(errorMessage(err)))
      .finally(() => {
        setBusy(null);
        setConfirming(null);
      });
  };

  return (
    <section className="account-card account-card--wide" aria-labelledby="garage-heading">
      <h2 id="garage-heading">My Garage</h2>
      {error && !shown ? (
        <ErrorState message={error} onRetry={reload} />
      ) : !shown ? (
        <Skeleton height={80} />
      ) : shown.length === 0 ? (
        <p>No saved vehicles yet. Choose a vehicle with the selector and it is saved here.</p>
      ) : (
        <ul className="garage-list">
          {shown.map((v) => (
            <li key={v.vehicle_id} className="garage-item">
              <div>
                <strong>{v.display}</strong>
                {v.vin && <span className="part-number"> VIN {v.vin}</span>}
                {v.notes && <p className="garage-item__notes">{v.notes}</p>}
              </div>
              <div className="address-card__actions">
                <Button size="sm" onClick={() => shopFor(v)} busy={busy === v.vehicle_id && confirming === null}>
                  Shop for this vehicle
                </Button>
                {confirming === v.vehicle_id ? (
                  <span className="confirm-inline" role="group" aria-label="Confirm remove">
                    Remove this vehicle?{' '}
                    <Button size="sm" variant="danger" busy={busy === v.vehicle_id} onClick={() => remove(v)}>
                      Yes, remove
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => setConfirming(null)}>
                      Keep
                    </Button>
                  </span>
                ) : (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setConfirming(v.vehicle_id)}
                    aria-label={`Remove ${v.display}`}
                  >
                    Remove
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
