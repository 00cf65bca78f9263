// The back office's orders (issue 27): the list with its filters and the admin order page. Its history entries and
// status changes go through the order-history modal's call (/admin/sale/order/api, the lifecycle's changeOrderStatus).
import {
  adminOrderFiltersSchema,
  adminOrderIdQuerySchema,
  adminOrdersPageSchema,
  adminOrdersQuerySchema,
  adminOrderViewSchema,
} from '@parts/common/admin-orders';
import type { App, Deps } from '#src/http/types';
import { adminOrderFilters, adminOrdersPage, adminOrderView } from './orders';

export async function adminOrderRoutes(app: App, { db }: Deps): Promise<void> {
  const config = { access: 'staff', permission: 'orders.manage', changesState: false } as const;
  app.get(
    '/admin/api/orders/list',
    {
      config,
      schema: {
        tags: ['admin'],
        summary:
          'Every order, newest first, 20 a page (?page&limit&status&from&to&store_id&customer&payment_type&cashier_id)',
        querystring: adminOrdersQuerySchema,
        response: { 200: adminOrdersPageSchema },
      },
    },
    async (req) => adminOrdersPage(db, req.query),
  );
  app.get(
    '/admin/api/orders/filters',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'The orders list filters: statuses, stores, cashiers',
        response: { 200: adminOrderFiltersSchema },
      },
    },
    async () => adminOrderFilters(db),
  );
  app.get(
    '/admin/api/orders/view',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'The admin order page: lines, totals, payments, history, returns, customer and addresses (?order_id)',
        querystring: adminOrderIdQuerySchema,
        response: { 200: adminOrderViewSchema },
      },
    },
    async (req) => adminOrderView(db, req.query.order_id),
  );
}
