// The drawer screen (issue 28 "The end-of-day close"): count the opening float, record cash paid in and out, see the
// day so far, count the drawer and close the day. One query (the register's open day and its last closed days); at a
// store with several registers the cashier picks theirs first (decision 0094).
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatCents } from '@parts/common/money';
import { hasPermission, type Permission } from '@parts/common/permissions';
import { useFlags } from '../../../app/flags-context';
import { errorMessage } from '../../../ui/api';
import { ErrorState } from '../../../ui/ErrorState';
import { PageHeading } from '../../../ui/PageHeading';
import { PageLoading } from '../../../ui/Spinner';
import { RegisterPicker } from './RegisterPicker';
import { CloseForm, FloatForm, MovementForm } from './TillForms';
import { ZReportView } from './ZReportView';
import { tillStateQuery } from './till-queries';
import './till.css';

export default function TillPage() {
  const q = useQuery(tillStateQuery());
  const { flags } = useFlags();
  const may = (p: Permission) => (flags.staff ? hasPermission(flags.staff, p) : false);
  if (q.isPending) return <PageLoading label="Loading the drawer" />;
  if (q.error) return <ErrorState message={errorMessage(q.error)} onRetry={() => void q.refetch()} />;
  const { day, recent, store, register, registers } = q.data;
  return (
    <div className="till">
      <PageHeading
        title="Drawer and day close"
        description={`${store}, ${register.name}: ${day ? `day ${day.day_id} is open since ${day.business_date}.` : 'no day is open. The first sale or the float opens one.'}`}
      />
      <div className="till-grid">
        {registers.length > 1 && <RegisterPicker state={q.data} />}
        {(!day || day.cash.float_cents === null) && may('till.close') && (
          <FloatForm key={`float-${register.register_id}`} registerId={register.register_id} />
        )}
        {may('till.cash') && <MovementForm key={`move-${register.register_id}`} registerId={register.register_id} />}
        {day && (
          <section className="till-box till-live" aria-label="The day so far">
            <ZReportView report={day} />
          </section>
        )}
        {day && may('till.close') && <CloseForm key={day.day_id} day={day} />}
      </div>
      {recent.length > 0 && (
        <section className="till-box till-recent" aria-labelledby="recent-h">
          <h2 id="recent-h">Closed days</h2>
          <ul>
            {recent.map((d) => (
              <li key={d.day_id}>
                <Link to={`/pos/till/report?day_id=${d.day_id}`}>
                  Day {d.day_id} · {d.business_date}
                </Link>{' '}
                <span className="muted">over/short {formatCents(d.over_short_cents)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
