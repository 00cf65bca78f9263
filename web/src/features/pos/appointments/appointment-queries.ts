// The appointment screens' server state (decision 0045): query keys and GETs. A booking, a confirmed or declined
// request and a settings change invalidate `appointmentKeys.all` (the calendar, the form's data, the settings).
import { appointmentDataSchema, appointmentSettingsSchema, calendarDataSchema } from '@parts/common/pos-appointments';
import { apiQuery } from '../../../ui/query/api-query';

export const appointmentKeys = {
  all: ['appointments'] as const,
  calendar: (locationId: string, date: string, view: string) =>
    [...appointmentKeys.all, 'calendar', locationId, date, view] as const,
  formData: (query: string) => [...appointmentKeys.all, 'form-data', query] as const,
  settings: () => [...appointmentKeys.all, 'settings'] as const,
};

export const calendarQuery = (locationId: string, date: string, view: string) =>
  apiQuery(
    appointmentKeys.calendar(locationId, date, view),
    `/pos/appointments/calendar?location_id=${locationId}&date=${date}&view=${view}`,
    calendarDataSchema,
  );
/** The Book Appointment form's data; `query` is "", "?orderId=N" or "?customerId=N". */
export const appointmentDataQuery = (query: string) =>
  apiQuery(appointmentKeys.formData(query), `/pos/order/getAppointmentData${query}`, appointmentDataSchema);
export const appointmentSettingsQuery = () =>
  apiQuery(appointmentKeys.settings(), '/pos/appointments/getSettings', appointmentSettingsSchema);
