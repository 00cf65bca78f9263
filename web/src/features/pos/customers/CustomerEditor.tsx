import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { editorCustomerSchema } from '@parts/common/customer-form';
import { ErrorState } from '../../../ui/ErrorState';
import { PageHeading } from '../../../ui/PageHeading';
import { PageLoading } from '../../../ui/Spinner';
import { customerKeys, useCustomerQuery } from './customer-queries';
import { Tabs } from '../../fitment/Tabs';
import '../../fitment/fitment.css';
import { GeneralTab } from './GeneralTab';
import { CreditsTab } from './CreditsTab';
import { HistoryTab } from './HistoryTab';
import { IpTab } from './IpTab';
import { OrdersTab, ReturnsTab } from './OrdersTab';
import { TagsTab } from './TagsTab';
import { VehiclesTab } from './VehiclesTab';
import { HouseAccountTab } from '../accounts/HouseAccountTab';
import './customers.css';

const ALL_TABS = [
  { id: 'general', label: 'General' },
  { id: 'orders', label: 'Orders' },
  { id: 'vehicles', label: 'Vehicles' },
  { id: 'returns', label: 'Returns' },
  { id: 'history', label: 'History' },
  { id: 'credits', label: 'Credits' },
  { id: 'ips', label: 'IP Addresses' },
  { id: 'tags', label: 'Tags' },
  { id: 'account', label: 'House Account' },
] as const;

/**
 * The customer editor (spec 001 s2): General for a new customer; for an existing one also Orders, Vehicles (when the
 * tab is on in settings), Returns, History, Credits, IP Addresses and Tags. The tab is kept in the URL (?tab=).
 */
export function CustomerEditor({ customerId }: { customerId: number | null }) {
  const [params, setParams] = useSearchParams();
  const { data, error, retry } = useCustomerQuery(
    customerKeys.customer(customerId),
    customerId ? `/pos/customer/get?customerId=${customerId}` : '/pos/customer/get',
    editorCustomerSchema,
  );
  const [name, setName] = useState<string | null>(null);
  const tabs = ALL_TABS.filter((t) => (customerId ? t.id !== 'vehicles' || data?.vehicles_tab : t.id === 'general'));
  const asked = params.get('tab') ?? 'general';
  const tab = tabs.some((t) => t.id === asked) ? asked : 'general';
  const select = (id: string) => {
    const next = new URLSearchParams(params);
    if (id === 'general') next.delete('tab');
    else next.set('tab', id);
    setParams(next, { replace: true });
  };
  const title = customerId
    ? (name ?? (data ? `${data.firstname} ${data.lastname}` : `Customer #${customerId}`))
    : 'Add Customer';

  return (
    <div className="customer-editor">
      <PageHeading
        title={title}
        description={
          customerId
            ? `Customer #${customerId}`
            : 'Name, contact details, addresses and account options for a new customer.'
        }
      >
        <Link to="/pos/customer" className="btn btn--ghost btn--sm">
          Back to Customers
        </Link>
      </PageHeading>
      {error ? (
        <ErrorState message={error} onRetry={retry} />
      ) : !data ? (
        <PageLoading label="Loading customer" />
      ) : (
        <Tabs tabs={tabs} selected={tab} onSelect={select} label="Customer">
          {tab === 'general' && (
            <GeneralTab
              key={data.customer_id ?? 'new'}
              initial={data}
              onSaved={(c) => setName(`${c.firstname} ${c.lastname}`)}
            />
          )}
          {customerId && tab === 'orders' && <OrdersTab customerId={customerId} />}
          {customerId && tab === 'vehicles' && <VehiclesTab customerId={customerId} />}
          {customerId && tab === 'returns' && <ReturnsTab customerId={customerId} />}
          {customerId && tab === 'history' && <HistoryTab customerId={customerId} customer={data} />}
          {customerId && tab === 'credits' && <CreditsTab customerId={customerId} />}
          {customerId && tab === 'ips' && <IpTab customerId={customerId} />}
          {customerId && tab === 'tags' && <TagsTab customerId={customerId} />}
          {customerId && tab === 'account' && <HouseAccountTab customerId={customerId} />}
        </Tabs>
      )}
    </div>
  );
}
