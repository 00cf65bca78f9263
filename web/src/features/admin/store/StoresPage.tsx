// Store → Stores (issue 27, decision 0086): the stores in the locator's order, each opening its editor; add a store.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { StoreRow } from '@parts/common/stores-admin';
import { PageHeading } from '../../../ui/PageHeading';
import { StaffTable } from '../../pos/shared/StaffTable';
import { storeListQuery } from './stores-api';

export default function StoresPage() {
  const query = useQuery(storeListQuery());
  return (
    <>
      <PageHeading
        title="Stores"
        description="Each store's address, phone, time zone, hours and holidays, services, bays, installers and labor rates."
      />
      <p>
        <Link className="btn btn--primary btn--md" to="/admin/store/stores/new">
          Add a store
        </Link>
      </p>
      <StaffTable<StoreRow>
        rows={query.data?.stores}
        error={query.error}
        onRetry={() => void query.refetch()}
        loadingLabel="Loading the stores"
        emptyText="No stores yet."
        className="admin-table"
        caption="Stores, in the locator's order"
        pager={{ page: 1, totalPages: 1, onPage: () => undefined, label: 'Store pages' }}
        head={
          <>
            <th scope="col">Store</th>
            <th scope="col">Phone</th>
            <th scope="col">Time zone</th>
            <th scope="col">Bays</th>
          </>
        }
        row={(s) => (
          <tr key={s.location_id}>
            <td data-label="Store">
              <Link to={`/admin/store/stores/${s.location_id}`}>{s.name}</Link>
              <span className="admin-table__sub">{s.address}</span>
            </td>
            <td data-label="Phone">{s.telephone}</td>
            <td data-label="Time zone">{s.time_zone}</td>
            <td data-label="Bays" className="num">
              {s.bays}
            </td>
          </tr>
        )}
      />
    </>
  );
}
