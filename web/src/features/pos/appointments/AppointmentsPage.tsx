// The appointment calendar (issue 14, decision 0025): one store's day or week, its bays as columns and appointments as
// blocks, and the storefront's open requests to confirm into a bay and time, or decline; the customer is told either way.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  durationLabel,
  hhmm,
  minutesOf,
  startTimes,
  hoursOn,
  type CalendarAppointment,
  type CalendarData,
  type CalendarRequest,
} from '@parts/common/pos-appointments';
import { Button } from '../../../ui/Button';
import { SelectField } from '../../../ui/SelectField';
import { PageHeading } from '../../../ui/PageHeading';
import { PageLoading } from '../../../ui/Spinner';
import { QueryErrorState } from '../../../ui/query/QueryErrorState';
import { useFlags } from '../../../app/flags-context';
import { storeToday } from '@parts/common/store-time';
import { appointmentDataQuery, calendarQuery } from './appointment-queries';
import { choices, pickOne } from './BookAppointmentModal';
import { ConfirmModal, DeclineModal } from './RequestModals';
import './appointments.css';

const shift = (ymd: string, days: number) =>
  new Date(Date.parse(`${ymd}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const dayName = (ymd: string) =>
  new Date(`${ymd}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
const PX_PER_MIN = 1.2;

export default function AppointmentsPage() {
  const [params, setParams] = useSearchParams();
  const locationId = params.get('location_id') ?? '1';
  const flags = useFlags().flags;
  // Today is the shown store's date (its locations.time_zone, decision 0043): the calendar's answer names the zone;
  // before it is in, the signed-in store's zone from the page flags.
  const [zone, setZone] = useState(flags.store.time_zone);
  const todayHere = () => storeToday(zone);
  const date = params.get('date') ?? todayHere();
  const view = params.get('view') === 'week' ? 'week' : 'day';
  const set = (patch: Record<string, string>) => setParams({ location_id: locationId, date, view, ...patch });
  const calendar = useQuery({ ...calendarQuery(locationId, date, view), placeholderData: (previous) => previous });
  const { data } = calendar;
  const stores = useQuery(appointmentDataQuery(''));
  const staff = flags.staff;
  useEffect(() => {
    if (data) setZone(data.time_zone);
  }, [data]);
  const [confirming, setConfirming] = useState<CalendarRequest | null>(null);
  const [declining, setDeclining] = useState<CalendarRequest | null>(null);

  return (
    <div className="appts">
      <PageHeading
        title="Appointments"
        description="Bays and installers by day or week; confirm the storefront's requests here."
      >
        {staff?.role === 'admin' && (
          <Link className="btn btn--secondary btn--md" to="/pos/appointments/settings">
            Bays and installers
          </Link>
        )}
      </PageHeading>
      <div className="appts__toolbar" role="group" aria-label="Calendar">
        <SelectField
          label="Store"
          value={locationId}
          onChange={(e) => set({ location_id: e.target.value || '1' })}
          placeholder={pickOne(stores.data?.locations.length ?? 0)}
          options={choices((stores.data?.locations ?? []).map((l) => [String(l.location_id), l.location_name]))}
        />
        <div className="field">
          <label className="field__label" htmlFor="appts-date">
            Date
          </label>
          <input
            id="appts-date"
            className="field__input"
            type="date"
            value={date}
            onChange={(e) => e.target.value && set({ date: e.target.value })}
          />
        </div>
        <div className="appts__nav">
          <Button
            variant="secondary"
            onClick={() => set({ date: shift(date, view === 'week' ? -7 : -1) })}
            aria-label={view === 'week' ? 'Previous week' : 'Previous day'}
          >
            ‹
          </Button>
          <Button variant="secondary" onClick={() => set({ date: todayHere() })}>
            Today
          </Button>
          <Button
            variant="secondary"
            onClick={() => set({ date: shift(date, view === 'week' ? 7 : 1) })}
            aria-label={view === 'week' ? 'Next week' : 'Next day'}
          >
            ›
          </Button>
          <Button
            variant={view === 'day' ? 'primary' : 'secondary'}
            aria-pressed={view === 'day'}
            onClick={() => set({ view: 'day' })}
          >
            Day
          </Button>
          <Button
            variant={view === 'week' ? 'primary' : 'secondary'}
            aria-pressed={view === 'week'}
            onClick={() => set({ view: 'week' })}
          >
            Week
          </Button>
        </div>
      </div>

      {calendar.error ? (
        <QueryErrorState query={calendar} />
      ) : !data ? (
        <PageLoading label="Loading the calendar" />
      ) : (
        <div className="appts__body">
          <section className="appts__requests" aria-labelledby="appts-req">
            <h2 id="appts-req">Appointment requests</h2>
            {data.requests.length === 0 ? (
              <p className="muted">No open requests for these days.</p>
            ) : (
              <ul>
                {data.requests.map((r) => (
                  <li key={r.request_id} className="appts__request">
                    <strong>{r.name}</strong> · {r.start_date} {r.start_time} · {durationLabel(r.duration)}
                    <br />
                    <span className="muted">
                      {[r.vehicle, r.comment, r.telephone, r.email].filter(Boolean).join(' · ')}
                    </span>
                    <div className="appts__request-actions">
                      <Button size="sm" onClick={() => setConfirming(r)}>
                        Confirm
                      </Button>
                      <Button size="sm" variant="secondary" onClick={() => setDeclining(r)}>
                        Decline
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
          {data.bays.length === 0 ? (
            <p className="muted">This store has no bays. An admin can add them under Bays and installers.</p>
          ) : view === 'day' ? (
            <DayGrid data={data} day={data.days[0]!} />
          ) : (
            <div className="appts__week">
              {data.days.map((d) => (
                <WeekDay key={d} data={data} day={d} onOpen={() => set({ date: d, view: 'day' })} />
              ))}
            </div>
          )}
        </div>
      )}
      {confirming && data && <ConfirmModal request={confirming} data={data} onClose={() => setConfirming(null)} />}
      {declining && <DeclineModal request={declining} onClose={() => setDeclining(null)} />}
    </div>
  );
}

function Block({ a }: { a: CalendarAppointment }) {
  return (
    <>
      <strong>
        {a.start_time}–{hhmm(minutesOf(a.start_time) + a.duration)}
      </strong>{' '}
      {a.customer || 'Walk-in'}
      {a.installer && <span className="appts__who"> · {a.installer}</span>}
      {a.order_id && <span className="appts__who"> · Order #{a.order_id}</span>}
      <span className="visually-hidden"> · {a.status}</span>
    </>
  );
}

function DayGrid({ data, day }: { data: CalendarData; day: string }) {
  const hours = hoursOn(data.hours, data.holidays, day);
  if (!hours) return <p className="muted">The store is closed on {dayName(day)}.</p>;
  const height = (hours.close - hours.open) * PX_PER_MIN;
  const marks = startTimes(hours, 60).length
    ? Array.from({ length: Math.ceil((hours.close - hours.open) / 60) }, (_, i) => hours.open + i * 60)
    : [];
  return (
    <section className="appts__day" aria-label={`${dayName(day)}, ${hhmm(hours.open)} to ${hhmm(hours.close)}`}>
      <h2 className="appts__day-title">{dayName(day)}</h2>
      <div
        className="appts__grid"
        style={{ gridTemplateColumns: `3.2rem repeat(${data.bays.length}, minmax(0, 1fr))` }}
      >
        <div />
        {data.bays.map((b) => (
          <div key={b.bay_id} className="appts__bay-head">
            {b.title}
          </div>
        ))}
        <div className="appts__times" style={{ height }}>
          {marks.map((m) => (
            <span key={m} style={{ top: (m - hours.open) * PX_PER_MIN }}>
              {hhmm(m)}
            </span>
          ))}
        </div>
        {data.bays.map((b) => (
          <ul key={b.bay_id} className="appts__col" style={{ height }} aria-label={b.title}>
            {data.appointments
              .filter((a) => a.bay_id === b.bay_id && a.start_date === day)
              .map((a) => (
                <li
                  key={a.id}
                  className={`appts__block appts__block--s${a.status_id}`}
                  style={{
                    top: (minutesOf(a.start_time) - hours.open) * PX_PER_MIN,
                    height: Math.max(a.duration * PX_PER_MIN, 22),
                  }}
                >
                  <Block a={a} />
                </li>
              ))}
          </ul>
        ))}
      </div>
    </section>
  );
}

function WeekDay({ data, day, onOpen }: { data: CalendarData; day: string; onOpen: () => void }) {
  const closed = !hoursOn(data.hours, data.holidays, day);
  return (
    <section className="appts__weekday" aria-label={dayName(day)}>
      <h2 className="appts__day-title">
        <button type="button" className="btn btn--link btn--sm" onClick={onOpen}>
          {dayName(day)}
        </button>
        {closed && <span className="muted"> · closed</span>}
      </h2>
      <div className="appts__week-cols" style={{ gridTemplateColumns: `repeat(${data.bays.length}, minmax(0, 1fr))` }}>
        {data.bays.map((b) => {
          const list = data.appointments.filter((a) => a.bay_id === b.bay_id && a.start_date === day);
          return (
            <div key={b.bay_id}>
              <div className="appts__bay-head">{b.title}</div>
              <ul className="appts__stack" aria-label={`${b.title}, ${dayName(day)}`}>
                {list.length === 0 && <li className="muted">Free</li>}
                {list.map((a) => (
                  <li key={a.id} className={`appts__block appts__block--flow appts__block--s${a.status_id}`}>
                    <Block a={a} />
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </section>
  );
}
