// The appointment calendar (issue 14, decision 0025): one store's day or week, its bays as columns and appointments as
// blocks, and the storefront's open requests to confirm into a bay and time, or decline; the customer is told either way.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  APPT_MSG,
  confirmRequestAnswerSchema,
  declineRequestAnswerSchema,
  durationLabel,
  durationOptions,
  hhmm,
  minutesOf,
  startTimes,
  weekdayOf,
  type CalendarAppointment,
  type CalendarData,
  type CalendarRequest,
} from '@parts/common/pos-appointments';
import { api } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { PageHeading } from '../../../ui/PageHeading';
import { PageLoading } from '../../../ui/Spinner';
import { QueryErrorState } from '../../../ui/query/QueryErrorState';
import { useToast } from '../../../ui/toast/toast-context';
import { useFlags } from '../../../app/flags-context';
import { storeToday } from '@parts/common/store-time';
import { appointmentDataQuery, appointmentKeys, calendarQuery } from './appointment-queries';
import { bookingError, Select } from './BookAppointmentModal';
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
        <Select
          label="Store"
          value={locationId}
          onChange={(v) => set({ location_id: v || '1' })}
          options={(stores.data?.locations ?? []).map((l) => [String(l.location_id), l.location_name])}
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
  const hours = data.hours[weekdayOf(day)] ?? null;
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
  const closed = !data.hours[weekdayOf(day)];
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

function ConfirmModal({
  request,
  data,
  onClose,
}: {
  request: CalendarRequest;
  data: CalendarData;
  onClose: () => void;
}) {
  const toast = useToast();
  const client = useQueryClient();
  const [bay, setBay] = useState(data.bays.length === 1 ? String(data.bays[0]!.bay_id) : '');
  const [installer, setInstaller] = useState(data.installers.length === 1 ? String(data.installers[0]!.user_id) : '');
  const [date, setDate] = useState(request.start_date);
  const [time, setTime] = useState(request.start_time);
  const [duration, setDuration] = useState(String(request.duration));
  const [problem, setProblem] = useState('');
  const confirm = useMutation({
    mutationFn: (json: unknown) =>
      api('/pos/appointments/requests/confirm', { json, schema: confirmRequestAnswerSchema }),
    onSettled: () => client.invalidateQueries({ queryKey: appointmentKeys.all }),
  });
  const busy = confirm.isPending;
  const hours = /^\d{4}-\d{2}-\d{2}$/.test(date) ? (data.hours[weekdayOf(date)] ?? null) : null;
  const times = startTimes(hours, data.timeSlotLength);
  const durations = time ? durationOptions(hours, time) : [];
  useEffect(() => {
    if (time && !times.includes(time)) setTime('');
  }, [times, time]);
  const missing = !bay
    ? APPT_MSG.noBay
    : !time
      ? hours
        ? 'Choose a start time.'
        : APPT_MSG.closed
      : !durations.includes(Number(duration))
        ? 'Choose a duration.'
        : '';
  const save = async () => {
    if (missing || busy) return;
    try {
      const answer = await confirm.mutateAsync({
        request_id: request.request_id,
        bay_id: Number(bay),
        user_id: installer ? Number(installer) : null,
        start: `${date} ${time}`,
        duration: Number(duration),
      });
      toast.success(answer.success);
      onClose();
    } catch (err) {
      setProblem(bookingError(err));
    }
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={`Confirm ${request.name}'s request`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <span title={missing || undefined}>
            <Button disabled={!!missing || busy} onClick={() => void save()}>
              {busy ? 'Booking…' : 'Book and notify'}
            </Button>
          </span>
        </>
      }
    >
      <p className="muted">
        Requested {request.start_date} {request.start_time} for {durationLabel(request.duration)}. {request.vehicle}
      </p>
      <div className="appt-form__grid">
        <Select
          label="Bay"
          required
          value={bay}
          onChange={setBay}
          options={data.bays.map((b) => [String(b.bay_id), b.title])}
        />
        <Select
          label="Installer"
          value={installer}
          onChange={setInstaller}
          options={data.installers.map((i) => [String(i.user_id), i.wholename])}
          empty="No installer"
        />
        <div className="field">
          <label className="field__label" htmlFor="confirm-date">
            Date
          </label>
          <input
            id="confirm-date"
            className="field__input"
            type="date"
            value={date}
            onChange={(e) => setDate(e.target.value)}
          />
        </div>
        <Select label="Start time" required value={time} onChange={setTime} options={times.map((t) => [t, t])} />
        <Select
          label="Duration"
          required
          value={durations.includes(Number(duration)) ? duration : ''}
          onChange={setDuration}
          options={durations.map((d) => [String(d), durationLabel(d)])}
        />
      </div>
      {problem && (
        <p className="field__error" role="alert">
          {problem}
        </p>
      )}
    </Modal>
  );
}

function DeclineModal({ request, onClose }: { request: CalendarRequest; onClose: () => void }) {
  const toast = useToast();
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const declining = useMutation({
    mutationFn: () =>
      api('/pos/appointments/requests/decline', {
        json: { request_id: request.request_id, reason },
        schema: declineRequestAnswerSchema,
      }),
    onSuccess: (answer) => {
      toast.success(answer.success);
      onClose();
    },
    onError: (err) => toast.error(bookingError(err), { staff: true }),
    onSettled: () => client.invalidateQueries({ queryKey: appointmentKeys.all }),
  });
  const busy = declining.isPending;
  const decline = () => declining.mutate();
  return (
    <Modal
      open
      onClose={onClose}
      title={`Decline ${request.name}'s request`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Keep it
          </Button>
          <Button variant="danger" disabled={busy} onClick={decline}>
            Decline and notify
          </Button>
        </>
      }
    >
      <div className="field">
        <label className="field__label" htmlFor="decline-reason">
          Message to the customer (optional)
        </label>
        <textarea
          id="decline-reason"
          className="field__input"
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
    </Modal>
  );
}
