// The kiosk's calls (server/src/features/kiosk/routes.ts).
import { z } from 'zod';
import {
  kioskReportAnswer,
  kioskResetAnswer,
  kioskSettingsAnswer,
  kioskStartedAnswer,
  kioskSubmittedAnswer,
  type KioskStaff,
  type KioskSubmit,
} from '@parts/common/kiosk';
import { contactLocationSchema } from '@parts/common/product-page';
import { api } from '../../ui/api';
import { apiQuery } from '../../ui/query/api-query';

export type { KioskSettingsAnswer } from '@parts/common/kiosk';

export const getKioskSettings = () => api('/tool/kiosk/settings', { schema: kioskSettingsAnswer });

const successSchema = z.object({ success: z.string() });

export const resetKiosk = () => api('/tool/kiosk/reset', { method: 'POST', schema: kioskResetAnswer });

export const submitKiosk = (body: KioskSubmit) =>
  api('/tool/kiosk/submit', { json: body, schema: kioskSubmittedAnswer });

/** Spec 000 section 8: playback-tracking failures are logged only. */
export function recordPlay(videoId: string, start: Date, end: Date): void {
  api('/tool/kiosk/video', {
    json: { video_id: videoId, start_date: start.toISOString(), end_date: end.toISOString() },
  }).catch((err: unknown) => console.warn('kiosk play not recorded', err));
}

export const startKiosk = (locationId: number) =>
  api('/api/staff/kiosk/start', { json: { location_id: locationId }, schema: kioskStartedAnswer });
export const stopKiosk = () => api('/api/staff/kiosk/stop', { method: 'POST', schema: successSchema });

/** The staff kiosk screen's server state (decision 0045). */
export const kioskKeys = {
  all: ['kiosk'] as const,
  stores: () => [...kioskKeys.all, 'stores'] as const,
  report: () => [...kioskKeys.all, 'report'] as const,
};
const storesAnswer = z.object({ locations: z.array(contactLocationSchema) });
export const kioskStoresQuery = () => apiQuery(kioskKeys.stores(), '/product/product/getLocations', storesAnswer);
export const kioskReportQuery = () => apiQuery(kioskKeys.report(), '/api/staff/kiosk/report', kioskReportAnswer);

/** The hidden corner's sign-in (decision 0052): the session becomes the staff member's, the device stays a kiosk. */
export const kioskStaffSignIn = (body: KioskStaff) => api('/tool/kiosk/staff', { json: body, schema: successSchema });
