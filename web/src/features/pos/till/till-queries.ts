// The drawer's server state (decision 0045): the till screen's one query and a day's Z report; every money action
// answers the day's new report, which replaces the cached one.
import { tillStateSchema, zReportSchema } from '@parts/common/till';
import type { QueryClient } from '@tanstack/react-query';
import { apiQuery } from '../../../ui/query/api-query';

export const tillKeys = {
  all: ['pos-till'] as const,
  state: () => [...tillKeys.all, 'state'] as const,
  report: (dayId: number) => [...tillKeys.all, 'report', dayId] as const,
};

export const tillStateQuery = () => apiQuery(tillKeys.state(), '/pos/till/state', tillStateSchema);
export const zReportQuery = (dayId: number) =>
  apiQuery(tillKeys.report(dayId), `/pos/till/report?day_id=${dayId}`, zReportSchema);

export const refreshTill = (client: QueryClient) => client.invalidateQueries({ queryKey: tillKeys.all });

export { newKey } from '../../../ui/new-key';
