// The kiosk's calls (server/src/features/kiosk/routes.ts).
import { z } from 'zod';
import { kioskVideoSchema, type KioskSubmit } from '@parts/common/kiosk';
import { api } from '../../ui/api';

export const kioskSettingsAnswer = z.object({
  kiosk_videos: z.array(kioskVideoSchema),
  kiosk_idle_timer: z.number(),
  kiosk_prompt_timer: z.number(),
  kiosk_homepage: z.string(),
  kiosk_button_text: z.string(),
});
export type KioskSettingsAnswer = z.infer<typeof kioskSettingsAnswer>;

export const getKioskSettings = () => api('/tool/kiosk/settings', { schema: kioskSettingsAnswer });

export const resetKiosk = () => api<{ success: string; redirect: string }>('/tool/kiosk/reset', { method: 'POST' });

export const submitKiosk = (body: KioskSubmit) =>
  api<{ order_id: number; success: string; redirect: string }>('/tool/kiosk/submit', { json: body });

/** Spec 000 section 8: playback-tracking failures are logged only. */
export function recordPlay(videoId: string, start: Date, end: Date): void {
  api('/tool/kiosk/video', {
    json: { video_id: videoId, start_date: start.toISOString(), end_date: end.toISOString() },
  }).catch((err: unknown) => console.warn('kiosk play not recorded', err));
}

export const startKiosk = (locationId: number) =>
  api<{ success: string }>('/api/staff/kiosk/start', { json: { location_id: locationId } });
export const stopKiosk = () => api<{ success: string }>('/api/staff/kiosk/stop', { method: 'POST' });

export const kioskReportAnswer = z.object({
  plays: z.array(z.object({ video_id: z.string(), plays: z.number(), seconds: z.number(), last_played: z.string() })),
  orders: z.array(
    z.object({
      order_id: z.number(),
      firstname: z.string(),
      lastname: z.string(),
      telephone: z.string(),
      total_cents: z.number(),
      location_id: z.number().nullable(),
      created_at: z.string(),
    }),
  ),
});
