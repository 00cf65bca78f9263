import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { formatCents } from '@parts/common/money';
import { useFlags } from '../../app/flags-context';
import { errorMessage } from '../../ui/api';
import { Button } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { PageHeading } from '../../ui/PageHeading';
import { SelectField } from '../../ui/SelectField';
import { Skeleton } from '../../ui/Skeleton';
import { queryErrorMessage } from '../../ui/query/errors';
import { useToast } from '../../ui/toast/toast-context';
import { kioskReportQuery, kioskStoresQuery, startKiosk, stopKiosk } from './kiosk-api';
import './kiosk.css';

/** POS menu → Kiosk: make this device a store's kiosk (or turn kiosk mode off), plays per video, orders to fill. */
export default function StaffKioskPage() {
  const { flags, refresh } = useFlags();
  const navigate = useNavigate();
  const toast = useToast();
  const stores = useQuery(kioskStoresQuery());
  const report = useQuery(kioskReportQuery());
  // The store this device will serve: the staff member's own store until they pick another.
  const form = useForm<{ location_id: string }>({
    values: { location_id: String(flags.store.current_location?.location_id ?? '') },
    resetOptions: { keepDirtyValues: true },
  });
  const chosen = useWatch({ control: form.control, name: 'location_id' });

  const switchKiosk = useMutation({
    mutationFn: async (action: 'start' | 'stop') => {
      const answer = action === 'start' ? await startKiosk(Number(chosen)) : await stopKiosk();
      toast.success(answer.success);
      await refresh();
      if (action === 'start') await navigate('/kiosk');
    },
    onError: (err) => toast.error(errorMessage(err), { staff: true }),
  });
  const busy = switchKiosk.isPending ? switchKiosk.variables : null;
  const run = (action: 'start' | 'stop') => switchKiosk.mutate(action);

  return (
    <div className="kiosk-staff">
      <PageHeading
        title="Kiosk"
        description="Turn this device into a store's self-service kiosk. Only a staff login turns it back."
      />
      <section aria-labelledby="kiosk-start">
        <h2 id="kiosk-start">This device</h2>
        {flags.in_kiosk && <p>Kiosk mode is on here: logging out returns this device to the kiosk.</p>}
        {stores.error ? (
          <ErrorState message={queryErrorMessage(stores.error) ?? ''} onRetry={() => void stores.refetch()} />
        ) : (
          <div className="kiosk-staff__start">
            <SelectField
              label="Store"
              disabled={!stores.data}
              options={(stores.data?.locations ?? []).map((l) => ({
                value: String(l.location_id),
                label: l.location_name,
              }))}
              {...form.register('location_id')}
            />
            <Button busy={busy === 'start'} disabled={busy !== null || !stores.data} onClick={() => run('start')}>
              Start kiosk mode
            </Button>
            {flags.in_kiosk && (
              <Button variant="secondary" busy={busy === 'stop'} disabled={busy !== null} onClick={() => run('stop')}>
                Turn kiosk mode off
              </Button>
            )}
          </div>
        )}
      </section>
      {report.error ? (
        <ErrorState message={queryErrorMessage(report.error) ?? ''} onRetry={() => void report.refetch()} />
      ) : !report.data ? (
        <Skeleton height="8rem" />
      ) : (
        <>
          <section aria-labelledby="kiosk-orders">
            <h2 id="kiosk-orders">Kiosk orders waiting</h2>
            {report.data.orders.length === 0 ? (
              <p>No kiosk orders are waiting.</p>
            ) : (
              <table>
                <thead>
                  <tr>
                    <th scope="col">Order</th>
                    <th scope="col">Customer</th>
                    <th scope="col">Telephone</th>
                    <th scope="col">Total</th>
                  </tr>
                </thead>
                <tbody>
                  {report.data.orders.map((o) => (
                    <tr key={o.order_id}>
                      <td>#{o.order_id}</td>
                      <td>
                        {o.firstname} {o.lastname}
                      </td>
                      <td>{o.telephone}</td>
                      <td>{formatCents(o.total_cents)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
          <section aria-labelledby="kiosk-plays">
            <h2 id="kiosk-plays">Video plays</h2>
            {report.data.plays.length === 0 ? (
              <p>No plays recorded yet.</p>
            ) : (
              <table>
                <thead>
                  <tr>
                    <th scope="col">Video</th>
                    <th scope="col">Plays</th>
                    <th scope="col">Minutes watched</th>
                  </tr>
                </thead>
                <tbody>
                  {report.data.plays.map((p) => (
                    <tr key={p.video_id}>
                      <td>{p.video_id}</td>
                      <td>{p.plays}</td>
                      <td>{(p.seconds / 60).toFixed(1)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        </>
      )}
    </div>
  );
}
