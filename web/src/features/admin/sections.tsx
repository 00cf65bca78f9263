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
    path: 'imports/pies',
    label: 'PIES',
    group: 'Imports',
    description: "A supplier's PIES XML: new parts, prices, specifications, interchange. Dry run first if unsure.",
    permission: 'catalog.import',
    page: page(() => import('./imports/PiesImportPage')),
  },
  {
    path: 'imports/products',
    label: 'Product CSV',
    group: 'Imports',
    description: 'Create and update parts from a spreadsheet with a preview before it applies; export the catalogue.',
    permission: 'catalog.import',
    page: page(() => import('./imports/ProductCsvPage')),
  },
  {
    path: 'imports/part-types',
    label: 'Part types',
    group: 'Imports',
    description: 'Which store category each PIES part type (PCdb) goes to.',
    permission: 'catalog.import',
    page: page(() => import('./imports/PartTypesPage')),
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
