import { useState } from 'react';
import { Link } from 'react-router';
import { CUSTOMER_MSG } from '@parts/common/customers';
import { successAnswerSchema, customerIpListSchema, geoSchema } from '@parts/common/customer-tabs';
import { api, errorMessage } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { customerKeys, useCustomerQuery } from './customer-queries';
import { useToast } from '../../../ui/toast/toast-context';
import { ListError } from '../shared/StaffTable';
import { Pager } from '../shared/Pager';
import { useStoreTime } from '../../../app/store-time';

type Place = { ip: string; text: string; failed: boolean };

/** IP Addresses: each IP the customer used, how many accounts used it (with a filter link), Ban IP / Unban IP, location. */
export function IpTab({ customerId }: { customerId: number }) {
  const storeTime = useStoreTime();
  const toast = useToast();
  const [page, setPage] = useState(1);
  const { data, error, refresh, retry } = useCustomerQuery(
    customerKeys.tab(customerId, 'ips', page),
    `/api/customer_ip?customerId=${customerId}&page=${page}&limit=10`,
    customerIpListSchema,
    customerKeys.customer(customerId),
  );
  const [busy, setBusy] = useState<string | null>(null);
  const [places, setPlaces] = useState<Record<string, Place>>({});

  const toggle = async (ip: string, banned: boolean) => {
    setBusy(ip);
    try {
      const res = await api(`/api/customer_ip/${banned ? 'remove' : 'add'}?customer_id=${customerId}`, {
        json: { ip },
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
  const locate = async (ip: string) => {
    setPlaces((p) => ({ ...p, [ip]: { ip, text: 'Looking up…', failed: false } }));
    try {
      const g = await api(`/api/customer_ip/location?ip=${encodeURIComponent(ip)}`, { schema: geoSchema });
      setPlaces((p) => ({
        ...p,
        [ip]: { ip, text: [g.city, g.region, g.country].filter(Boolean).join(', '), failed: false },
      }));
    } catch {
      setPlaces((p) => ({ ...p, [ip]: { ip, text: CUSTOMER_MSG.geoFailed, failed: true } }));
    }
  };

  if (error) return <ListError onRetry={retry} />;
  if (!data) return <Spinner label="Loading IP addresses" />;
  return (
    <section aria-label="IP Addresses" className="customer-tab">
      {data.ips.length === 0 ? (
        <p className="customers-empty">{CUSTOMER_MSG.noResults}</p>
      ) : (
        <div className="customers-table-wrap">
          <table className="customers-table">
            <caption className="visually-hidden">IP addresses</caption>
            <thead>
              <tr>
                <th scope="col">IP</th>
                <th scope="col">Accounts</th>
                <th scope="col">Location</th>
                <th scope="col">Date Added</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.ips.map((r) => {
                const place = places[r.ip];
                return (
                  <tr key={r.customer_ip_id}>
                    <td data-label="IP">
                      {r.ip}
                      {r.is_banned && <span className="customer-ip__banned"> (banned)</span>}
                    </td>
                    <td data-label="Accounts">
                      <Link to={r.filter_ip_url} aria-label={`${r.total_accounts} accounts used ${r.ip}`}>
                        {r.total_accounts}
                      </Link>
                    </td>
                    <td data-label="Location">
                      {place ? (
                        <span
                          role={place.failed ? 'alert' : 'status'}
                          className={place.failed ? 'field__error' : undefined}
                        >
                          {place.text}
                        </span>
                      ) : (
                        <Button
                          size="sm"
                          variant="link"
                          onClick={() => void locate(r.ip)}
                          aria-label={`Look up the location of ${r.ip}`}
                        >
                          Look up
                        </Button>
                      )}
                    </td>
                    <td data-label="Date Added">{storeTime(r.date_added)}</td>
                    <td>
                      <Button
                        size="sm"
                        variant={r.is_banned ? 'secondary' : 'danger'}
                        busy={busy === r.ip}
                        onClick={() => void toggle(r.ip, r.is_banned)}
                      >
                        {r.is_banned ? 'Unban IP' : 'Ban IP'}
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={data.page} totalPages={data.total_pages} onPage={setPage} label="IP address pages" />
    </section>
  );
}
