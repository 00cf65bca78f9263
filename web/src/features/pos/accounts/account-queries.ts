// House accounts' server state (issue 28, decision 0058): the account of a customer, its statement and the aging
// report as TanStack queries; a save or a payment answers the new account and every account query is refreshed.
import type { QueryClient } from '@tanstack/react-query';
import { agingReportSchema, houseAccountSchema, statementSchema } from '@parts/common/house-account';
import { apiQuery } from '../../../ui/query/api-query';

export const accountKeys = {
  all: ['house-accounts'] as const,
  account: (customerId: number) => [...accountKeys.all, 'account', customerId] as const,
  statement: (customerId: number, month: string) => [...accountKeys.all, 'statement', customerId, month] as const,
  aging: () => [...accountKeys.all, 'aging'] as const,
};

export const accountQuery = (customerId: number) =>
  apiQuery(accountKeys.account(customerId), `/pos/account/get?customerId=${customerId}`, houseAccountSchema);

export const statementQuery = (customerId: number, month: string) =>
  apiQuery(
    accountKeys.statement(customerId, month),
    `/pos/account/statement?customerId=${customerId}${month ? `&month=${month}` : ''}`,
    statementSchema,
  );

export const agingQuery = () => apiQuery(accountKeys.aging(), '/pos/account/aging', agingReportSchema);

export const refreshAccounts = (client: QueryClient) => client.invalidateQueries({ queryKey: accountKeys.all });

export { newKey } from '../../../ui/new-key';
