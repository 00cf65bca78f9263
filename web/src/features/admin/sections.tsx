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
    path: 'content/banners',
    label: 'Banners',
    group: 'Store',
    description: "The home page's carousels: slides, pictures, links and speed.",
    permission: 'content.manage',
    page: page(() => import('./content/BannersPage')),
  },
  {
    path: 'content/alerts',
    label: 'Alert bars',
    group: 'Store',
    description: 'Notices across the top of every storefront page: message, link, tone and how long a dismissal lasts.',
    permission: 'content.manage',
    page: page(() => import('./content/AlertBarsPage')),
  },
  {
    path: 'content/countdowns',
    label: 'Countdowns',
    group: 'Store',
    description: "Flip clocks to a sale's end on the home page, typed on the store's clock; a weekly sale repeats.",
    permission: 'content.manage',
    page: page(() => import('./content/CountdownsPage')),
  },
  {
    path: 'content/blog',
    label: 'Blog posts',
    group: 'Store',
    description: 'Guides and news on the blog, by category.',
    permission: 'content.manage',
    page: page(() => import('./content/BlogPostsPage')),
  },
  {
    path: 'content/blog-categories',
    label: 'Blog categories',
    group: 'Store',
    description: 'The categories blog posts are filed under: add, rename, order, remove.',
    permission: 'content.manage',
    page: page(() => import('./content/BlogCategoriesPage')),
  },
  {
    path: 'content/menu',
    label: 'Hero menu',
    group: 'Store',
    description: "The storefront's navigation: entries, links or categories, their order, levels and on/off.",
    permission: 'content.manage',
    page: page(() => import('./content/MenuPage')),
  },
  {
    path: 'content/pages',
    label: 'Information pages',
    group: 'Store',
    description: "The storefront's own pages, with forms placed on them.",
    permission: 'content.manage',
    page: page(() => import('./content/InformationPagesPage')),
  },
  {
    path: 'content/forms',
    label: 'Custom forms',
    group: 'Store',
    description: 'Build forms (thirteen field types), choose who gets each submission.',
    permission: 'content.manage',
    page: page(() => import('./content/FormsPage')),
  },
  {
    path: 'content/submissions',
    label: 'Form submissions',
    group: 'Store',
    description: 'What shoppers sent through the custom forms, newest first.',
    permission: 'content.manage',
    page: page(() => import('../pos/forms/FormSubmissionsPage')),
  },
  {
    path: 'content/outbox',
    label: 'Outbox',
    group: 'Store',
    description: 'Every email and text the store sent or will send, with resend.',
    permission: 'content.manage',
    page: page(() => import('../pos/outbox/OutboxPage')),
  },
  {
    path: 'orders',
    label: 'Orders',
    group: 'Store',
    description: 'Every order, storefront and counter, filtered by status, date, store, customer, payment and cashier.',
    permission: 'orders.manage',
    page: page(() => import('./orders/OrdersPage')),
  },
  {
    path: 'orders/view',
    label: 'Order',
    group: 'Store',
    description: 'One order: lines, totals, payments, history, returns, customer and addresses.',
    permission: 'orders.manage',
    page: page(() => import('./orders/OrderPage')),
    hidden: true,
  },
  {
    path: 'reports',
    label: 'Reports',
    group: 'Reports',
    description:
      'Sales by day, store, category, brand, payment and cashier; voids, price overrides, searches, kiosk plays.',
    permission: 'reports.view',
    page: page(() => import('./reports/ReportsPage')),
  },
  {
    path: 'catalog/products',
    label: 'Products',
    group: 'Catalogue',
    description: 'Search, filter and edit products, prices, specials and stock; bulk price changes with undo.',
    permission: 'catalog.edit',
    page: page(() => import('./catalog/ProductListPage')),
  },
  {
    path: 'catalog/products/:productId',
    label: 'Product',
    group: 'Catalogue',
    description: 'One product in the editor.',
    permission: 'catalog.edit',
    page: page(() => import('./catalog/ProductEditorPage')),
    hidden: true,
  },
  {
    path: 'catalog/categories',
    label: 'Categories',
    group: 'Catalogue',
    description: 'The category tree: groups and categories, pictures, order, on/off; move a category to another group.',
    permission: 'catalog.edit',
    page: page(() => import('./catalog/CategoriesPage')),
  },
  {
    path: 'catalog/brands',
    label: 'Brands',
    group: 'Catalogue',
    description: 'Brands with their AAIA codes, logos, order and on/off; each brand’s series.',
    permission: 'catalog.edit',
    page: page(() => import('./catalog/BrandsPage')),
  },
  {
    path: 'catalog/reviews',
    label: 'Reviews',
    group: 'Catalogue',
    description: "Approve or reject shoppers' reviews and reply under them on the product page.",
    permission: 'reviews.moderate',
    page: page(() => import('./reviews/ReviewsPage')),
  },
  {
    path: 'fitment/coverage',
    label: 'Coverage',
    group: 'Fitment',
    description: "Popular vehicles with no part in a major category, parts with no applications, each import's change.",
    permission: 'reports.view',
    page: page(() => import('./fitment/CoveragePage')),
  },
  {
    path: 'imports/aces',
    label: 'ACES',
    group: 'Imports',
    description: "Upload a supplier's ACES fitment file, check its validation report, commit it; the import history.",
    permission: 'catalog.import',
    page: page(() => import('./fitment/AcesImportPage')),
  },
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
    path: 'store/staff',
    label: 'Staff',
    group: 'Store',
    description: 'Staff users, their roles, stores, permissions and price override limits; disable, reset a PIN.',
    permission: 'staff.manage',
    page: page(() => import('./store/StaffPage')),
  },
  {
    path: 'store/stores',
    label: 'Stores',
    group: 'Store',
    description:
      'Addresses, phones, time zones, opening and holiday hours, services, bays, installers and labor rates.',
    permission: 'stores.manage',
    page: page(() => import('./store/StoresPage')),
  },
  {
    path: 'store/stores/:locationId',
    label: 'Store',
    group: 'Store',
    description: "A store's editor.",
    permission: 'stores.manage',
    page: page(() => import('./store/StoreEditorPage')),
    hidden: true,
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
    path: 'store/settings/taxes',
    label: 'Taxes',
    group: 'Store',
    description: 'Tax classes, and the rate of each class in the region of each store.',
    permission: 'settings.manage',
    page: page(() => import('./store/TaxesPage')),
  },
  {
    path: 'store/settings/customer-groups',
    label: 'Customer groups',
    group: 'Store',
    description: 'The groups special prices and quantity discounts are set for, and the default group.',
    permission: 'settings.manage',
    page: page(() => import('./store/CustomerGroupsPage')),
  },
  {
    path: 'store/settings/locale',
    label: 'Locale',
    group: 'Store',
    description: 'Currencies and their rates, and the languages of the storefront.',
    permission: 'settings.manage',
    page: page(() => import('./store/LocalePage')),
  },
  {
    path: 'store/kiosk-videos',
    label: 'Kiosk videos',
    group: 'Store',
    description: "The videos the kiosk's welcome screen plays: upload, order, turn on or off, remove.",
    permission: 'settings.manage',
    page: page(() => import('./store/KioskVideosPage')),
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
