// Store → Kiosk videos' calls (issue 27, decision 0088): the list as a query, each change a call answering the new list.
import { kioskVideosAnswer, kioskVideosChangedAnswer } from '@parts/common/kiosk-admin';
import { api } from '../../../ui/api';
import { apiQuery } from '../../../ui/query/api-query';
import { uploadFile } from '../../../ui/upload';

export const kioskVideoKeys = { all: ['admin', 'kiosk-videos'] as const };
export const kioskVideosQuery = () => apiQuery(kioskVideoKeys.all, '/admin/api/kiosk/videos', kioskVideosAnswer);

export const uploadKioskVideo = (file: File, title: string, onProgress: (sent: number) => void) =>
  uploadFile(`/admin/api/kiosk/videos/upload?title=${encodeURIComponent(title)}`, file, {
    schema: kioskVideosChangedAnswer,
    onProgress,
  });
export const saveKioskVideo = (body: { video_id: string; title?: string; enabled?: boolean }) =>
  api('/admin/api/kiosk/videos/save', { json: body, schema: kioskVideosChangedAnswer });
export const orderKioskVideos = (video_ids: string[]) =>
  api('/admin/api/kiosk/videos/order', { json: { video_ids }, schema: kioskVideosChangedAnswer });
export const deleteKioskVideo = (video_id: string) =>
  api('/admin/api/kiosk/videos/delete', { json: { video_id }, schema: kioskVideosChangedAnswer });
