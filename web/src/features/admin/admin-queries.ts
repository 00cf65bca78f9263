// The back office's GETs as TanStack queries: one key family per page, invalidated by the page's changes.
import { auditPageSchema, type AuditListQuery } from '@parts/common/audit';
import {
  adminOrderFiltersSchema,
  adminOrdersPageSchema,
  adminOrderViewSchema,
  type AdminOrdersQuery,
} from '@parts/common/admin-orders';
import { reportAnswerSchema, type ReportId } from '@parts/common/reports';
import { apiQuery } from '../../ui/query/api-query';

/** `?a=1&b=x` of the set values, in a stable order (the query key and the URL agree). */
export function searchOf(params: Record<string, string | number | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params).sort(([a], [b]) => a.localeCompare(b)))
    if (v !== undefined && v !== '') q.set(k, String(v));
  const text = q.toString();
  return text ? `?${text}` : '';
}

export const adminKeys = {
  audit: (q: Partial<AuditListQuery>) => ['admin', 'audit', q] as const,
};

export const auditQuery = (q: Partial<AuditListQuery>) =>
  apiQuery(adminKeys.audit(q), `/admin/api/audit/list${searchOf(q)}`, auditPageSchema);

export const reportQuery = (q: { report: ReportId; from?: string; to?: string }) =>
  apiQuery(['admin', 'reports', q] as const, `/admin/api/reports/report${searchOf(q)}`, reportAnswerSchema);

export const adminOrdersQuery = (q: Partial<AdminOrdersQuery>) =>
  apiQuery(['admin', 'orders', 'list', q] as const, `/admin/api/orders/list${searchOf(q)}`, adminOrdersPageSchema);
export const adminOrderFiltersQuery = () =>
  apiQuery(['admin', 'orders', 'filters'] as const, '/admin/api/orders/filters', adminOrderFiltersSchema);
export const adminOrderQuery = (orderId: number) =>
  apiQuery(
    ['admin', 'orders', 'view', orderId] as const,
    `/admin/api/orders/view?order_id=${orderId}`,
    adminOrderViewSchema,
  );
