// The back office's pages (decision 0062): one row per page, in the navigation's order. The router builds /admin's
// routes from this list and the shell its menu, each page shown only to staff with its permission. Every page is its own
// lazy chunk: neither the storefront nor the counter downloads the back office.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Permission } from '@parts/common/permissions';

export type AdminGroup = 'Catalogue' | 'Fitment' | 'Imports' | 'Store' | 'Reports';
export const ADMIN_GROUPS: readonly AdminGroup[] = ['Catalogue', 'Fitment', 'Imports', 'Store', 'Reports'];

export interface AdminSection {
  /** Under /admin/, e.g. "catalog/products". */
  path: string;
  label: string;
  group: AdminGroup;
  /** One line on the back office's home page. */
  description: string;
  permission: Permission;
  page: LazyExoticComponent<ComponentType>;
  /** Pages reached from another page (an editor) are routed but not listed in the menu. */
  hidden?: boolean;
}

/** A lazy page module with a default export. */
const page = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

export const ADMIN_SECTIONS: AdminSection[] = [
  {
    path: 'store/staff',
    label: 'Staff',
    group: 'Store',
    description: 'Staff users, their roles, stores, permissions and price override limits; disable, reset a PIN.',
    permission: 'staff.manage',
    page: page(() => import('./store/StaffPage')),
  },
  {
    path: 'store/settings',
    label: 'Settings',
    group: 'Store',
    description: 'Storefront, fitment, checkout and payments, the counter and the kiosk: how the store behaves.',
    permission: 'settings.manage',
    page: page(() => import('./store/SettingsPage')),
  },
  {
    path: 'audit',
    label: 'Audit log',
    group: 'Reports',
    description: 'Voids, refunds, price overrides, deletes, setting and permission changes, imports: who, when, where.',
    permission: 'audit.view',
    page: page(() => import('./audit/AuditLogPage')),
  },
];

/** The sections this user may open, by their permissions from the page flags. */
export const sectionsFor = (permissions: readonly string[]): AdminSection[] =>
  ADMIN_SECTIONS.filter((s) => permissions.includes(s.permission));
