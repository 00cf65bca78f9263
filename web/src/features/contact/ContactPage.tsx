import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '../../ui/ErrorState';
import { Button } from '../../ui/Button';
import { PageHeading } from '../../ui/PageHeading';
import { Skeleton } from '../../ui/Skeleton';
import { queryErrorMessage } from '../../ui/query/errors';
import { Link } from 'react-router';
import { InformationBlock } from '../forms/InformationPage';
import { ContactForm } from '../product/ContactModal';
import { storesQuery } from '../locator/locator-queries';
import { AppointmentModal } from './AppointmentModal';
import '../product/product.css';
import './contact.css';

/** /information/contact (issue 11): the stores with address, phone and hours, the Contact Us form and appointments. */
export function ContactPage() {
  const stores = useQuery(storesQuery());
  const [busy, setBusy] = useState(false);
  const [round, setRound] = useState(0);
  const [appointment, setAppointment] = useState(false);
  return (
    <div className="contact-page">
      <PageHeading
        title="Contact Us"
        description="Our stores' addresses and phone numbers, and a form to send us your question."
      />
      <section aria-labelledby="contact-stores" className="contact-page__stores">
        <h2 id="contact-stores">Our stores</h2>
        {stores.error ? (
          <ErrorState message={queryErrorMessage(stores.error) ?? ''} onRetry={() => void stores.refetch()} />
        ) : !stores.data ? (
          <Skeleton height="10rem" />
        ) : (
          <ul className="contact-page__list">
            {stores.data.locations.map((s) => (
              <li key={s.location_id} className="contact-page__store">
                <h3>{s.location_name}</h3>
                <p>{s.address}</p>
                <p>
                  <a href={`tel:${s.telephone}`}>{s.formatted_telephone}</a>
                </p>
                <p>
                  <a href={`mailto:${s.email_address.split(',')[0]?.trim() ?? ''}`}>
                    {s.email_address.split(',')[0]?.trim()}
                  </a>
                </p>
                {s.opening_hours.length > 0 && (
                  <ul className="contact-page__hours" aria-label={`Opening hours of ${s.location_name}`}>
                    {s.opening_hours.map((h) => (
                      <li key={h}>{h}</li>
                    ))}
                  </ul>
                )}
                {s.holiday_hours.length > 0 && (
                  <ul className="contact-page__hours" aria-label={`Holiday hours of ${s.location_name}`}>
                    {s.holiday_hours.map((h) => (
                      <li key={h}>{h}</li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
        <Button variant="secondary" onClick={() => setAppointment(true)} disabled={!stores.data}>
          Schedule Appointment
        </Button>
      </section>
      <section aria-labelledby="contact-form-title" className="contact-page__form">
        <h2 id="contact-form-title">Send us a message</h2>
        <ContactForm key={round} formId="contact-page-form" onBusy={setBusy} onSent={() => setRound((r) => r + 1)} />
        <Button type="submit" form="contact-page-form" busy={busy}>
          Submit
        </Button>
      </section>
      <div id="request-a-part" className="contact-page__more">
        <InformationBlock slug="contact" />
        <p>
          Running a fleet? <Link to="/information/information?slug=fleet-accounts">Open a fleet account</Link>.
        </p>
      </div>
      <AppointmentModal
        open={appointment}
        onClose={() => setAppointment(false)}
        stores={stores.data?.locations ?? []}
      />
    </div>
  );
}
