import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Address } from '@parts/common/account';
import type { CustomerVehicle } from '@parts/common/fitment';
import { useFlags } from '../../app/flags-context';
import { errorMessage } from '../../ui/api';
import { Button } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { Modal } from '../../ui/Modal';
import { PageHeading } from '../../ui/PageHeading';
import { queryErrorMessage } from '../../ui/query/errors';
import { Skeleton } from '../../ui/Skeleton';
import { useToast } from '../../ui/toast/toast-context';
import { saveVehicle, type Chosen } from '../fitment/fitment-api';
import { addressCall, removeVehicle, type AddressAction } from './account-api';
import { DetailsSection, PasswordSection } from './AccountForms';
import { accountKeys, accountQuery, garageQuery, localizationQuery } from './account-queries';
import { AddressForm } from './AddressForm';
import { useLogout } from './useLogout';
import './account.css';

export function AccountPage() {
  const { flags } = useFlags();
  if (!flags.customer) return <Navigate to="/account/login?redirect=%2Faccount%2Faccount" replace />;
  return <AccountScreen key={flags.customer.customer_id} />;
}

function AccountScreen() {
  const { logout, busy } = useLogout();
  // Three independent requests in parallel (no waterfall): the account, the garage, the countries.
  const account = useQuery(accountQuery());
  const garage = useQuery(garageQuery());
  const places = useQuery(localizationQuery());
  const data = account.data;

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
        <ErrorState message={queryErrorMessage(account.error) ?? ''} onRetry={() => void account.refetch()} />
      ) : !data ? (
        <div aria-busy="true" aria-label="Loading your account">
          <Skeleton height={240} />
        </div>
      ) : (
        <div className="account-grid">
          <DetailsSection account={data} />
          <PasswordSection />
          <AddressesSection
            addresses={data.addresses}
            countries={places.data?.countries}
            placesError={queryErrorMessage(places.error)}
            reloadPlaces={() => void places.refetch()}
          />
          <GarageSection
            vehicles={garage.data?.vehicles}
            error={queryErrorMessage(garage.error)}
            reload={() => void garage.refetch()}
          />
        </div>
      )}
    </div>
  );
}

function AddressesSection(props: {
  addresses: Address[];
  countries?: Parameters<typeof AddressForm>[0]['countries'];
  placesError: string | null;
  reloadPlaces: () => void;
}) {
  const toast = useToast();
  const client = useQueryClient();
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);

  // Every address change answers with the account as it now is: that answer replaces the cached one.
  const change = useMutation({
    mutationFn: ({ action, body }: { action: AddressAction; body: Record<string, unknown> }) =>
      addressCall(action, body),
    onSuccess: (res) => {
      client.setQueryData(accountKeys.account(), res.account);
      toast.success(res.success);
    },
  });
  const quick = (action: 'delete' | 'default', addressId: number) =>
    change.mutate(
      { action, body: { address_id: addressId } },
      { onError: (err) => toast.error(errorMessage(err)), onSettled: () => setConfirming(null) },
    );
  const busy = change.isPending ? Number(change.variables.body.address_id) : null;

  return (
    <section className="account-card account-card--wide" aria-labelledby="addresses-heading">
      <h2 id="addresses-heading">Address Book</h2>
      {props.addresses.length === 0 ? (
        <p>You have no addresses in your account.</p>
      ) : (
        <ul className="address-list">
          {props.addresses.map((a) => (
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
              // AddressForm shows a refusal on its own fields (it awaits this and catches).
              await change.mutateAsync({ action: editing === 'new' ? 'add' : 'edit', body });
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
  const client = useQueryClient();
  const [confirming, setConfirming] = useState<number | null>(null);
  const shown = vehicles;

  const shop = useMutation({
    mutationFn: (v: CustomerVehicle) => {
      const chosen: Chosen = {};
      for (const e of v.ymm_data) chosen[e.api_field] = e.api_value;
      return saveVehicle(chosen, { replace: true });
    },
    onSuccess: async (res, v) => {
      await refresh();
      toast.success(`Shopping for ${res.vehicle.label || v.display}.`);
    },
    onError: (err) => toast.error(errorMessage(err)),
  });
  // The removal answers with the garage as it now is: that answer replaces the cached one.
  const removal = useMutation({
    mutationFn: (v: CustomerVehicle) => removeVehicle(v.vehicle_id),
    onSuccess: (res) => {
      client.setQueryData(accountKeys.garage(), { vehicles: res.vehicles });
      toast.success(res.success);
    },
    onError: (err) => toast.error(errorMessage(err)),
    onSettled: () => setConfirming(null),
  });
  const shopFor = (v: CustomerVehicle) => shop.mutate(v);
  const remove = (v: CustomerVehicle) => removal.mutate(v);
  const busy = shop.isPending ? shop.variables.vehicle_id : removal.isPending ? removal.variables.vehicle_id : null;

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
