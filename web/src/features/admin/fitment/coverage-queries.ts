// Fitment → Coverage: the report, the parts without applications and the history by import (decision 0084).
import { coverageAnswerSchema, coverageHistorySchema, unfittedPageSchema } from '@parts/common/coverage';
import { apiQuery } from '../../../ui/query/api-query';
import { searchOf } from '../admin-queries';

export const coverageKeys = {
  all: ['admin', 'coverage'] as const,
  report: (vehicles: number) => ['admin', 'coverage', 'report', vehicles] as const,
  unfitted: (page: number) => ['admin', 'coverage', 'unfitted', page] as const,
  history: ['admin', 'coverage', 'history'] as const,
};

export const coverageQuery = (vehicles: number) =>
  apiQuery(coverageKeys.report(vehicles), `/admin/api/fitment/coverage${searchOf({ vehicles })}`, coverageAnswerSchema);

export const unfittedQuery = (page: number) =>
  apiQuery(
    coverageKeys.unfitted(page),
    `/admin/api/fitment/coverage/unfitted${searchOf({ page })}`,
    unfittedPageSchema,
  );

export const coverageHistoryQuery = () =>
  apiQuery(coverageKeys.history, '/admin/api/fitment/coverage/history', coverageHistorySchema);
