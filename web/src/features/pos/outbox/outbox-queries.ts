// The Outbox's server state (decision 0045): its query keys and the GETs behind them.
import { outboxListSchema, outboxMessageSchema } from '@parts/common/mail';
import { apiQuery } from '../../../ui/query/api-query';

export const outboxKeys = {
  all: ['outbox'] as const,
  page: (page: number) => [...outboxKeys.all, 'page', page] as const,
  message: (id: number) => [...outboxKeys.all, 'message', id] as const,
};

export const outboxPageQuery = (page: number) =>
  apiQuery(outboxKeys.page(page), `/api/staff/outbox?page=${page}`, outboxListSchema);
export const outboxMessageQuery = (id: number) =>
  apiQuery(outboxKeys.message(id), `/api/staff/outbox/${id}`, outboxMessageSchema);
