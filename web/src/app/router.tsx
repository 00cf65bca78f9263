import { lazy } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { CatalogPage } from '../features/catalog/CatalogPage';
import { CategoryPage } from '../features/catalog/CategoryPage';
import { ManufacturerPage } from '../features/catalog/ManufacturerPage';
import { ProductPage } from '../features/catalog/ProductPage';
import { SearchPage } from '../features/catalog/SearchPage';
import { KindPage, SeriesPage } from '../features/listing/KindPages';
import { OrderSuccessPage } from '../features/orders/OrderSuccessPage';
import { HomePage } from '../features/home/HomePage';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { PosGate } from '../features/pos/PosGate';
import { AdminPage } from '../features/admin/AdminPage';
import { ADMIN_SECTIONS } from '../features/admin/sections';
import { ModeShell } from './ModeShell';
import { RouteError } from './RouteError';

// Storefront pages few shoppers open first: their own chunks, so the first page loads less JavaScript (issue 10 budget).
// The cart and checkout carry the form library; shoppers land on them from a page that already loaded the app.
// Login and registration carry the form library too (decision 0066).
const LoginPage = lazy(() => import('../features/account/LoginPage').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import('../features/account/RegisterPage').then((m) => ({ default: m.RegisterPage })));
const CartPage = lazy(() => import('../features/cart/CartPage').then((m) => ({ default: m.CartPage })));
const CheckoutPage = lazy(() => import('../features/checkout/CheckoutPage').then((m) => ({ default: m.CheckoutPage })));
const AccountPage = lazy(() => import('../features/account/AccountPage').then((m) => ({ default: m.AccountPage })));
const WishlistPage = lazy(() => import('../features/account/WishlistPage').then((m) => ({ default: m.WishlistPage })));
const ComparePage = lazy(() => import('../features/compare/ComparePage').then((m) => ({ default: m.ComparePage })));
const ContactPage = lazy(() => import('../features/contact/ContactPage').then((m) => ({ default: m.ContactPage })));
const InformationPage = lazy(() =>
  import('../features/forms/InformationPage').then((m) => ({ default: m.InformationPage })),
);
const BlogPage = lazy(() => import('../features/content/BlogPage').then((m) => ({ default: m.BlogPage })));
const BlogPostPage = lazy(() => import('../features/content/BlogPostPage').then((m) => ({ default: m.BlogPostPage })));
const KioskPage = lazy(() => import('../features/kiosk/KioskPage').then((m) => ({ default: m.KioskPage })));
const DealerLocatorPage = lazy(() =>
  import('../features/locator/DealerLocatorPage').then((m) => ({ default: m.DealerLocatorPage })),
);
const AccountOrdersPage = lazy(() =>
  import('../features/orders/AccountOrdersPage').then((m) => ({ default: m.AccountOrdersPage })),
);
const AccountOrderInfoPage = lazy(() =>
  import('../features/orders/AccountOrdersPage').then((m) => ({ default: m.AccountOrderInfoPage })),
);

// Staff screens: each is its own chunk, fetched only when a /pos page is opened.
const StaffLoginPage = lazy(() => import('../features/pos/login/StaffLoginPage'));
const OrdersPage = lazy(() => import('../features/pos/orders/OrdersPage'));
const OrderViewPage = lazy(() => import('../features/pos/orders/OrderViewPage'));
const ReturnsPage = lazy(() => import('../features/pos/returns/ReturnsPage'));
const ReceiptPage = lazy(() => import('../features/pos/orders/ReceiptPage'));
const InvoicePage = lazy(() => import('../features/pos/orders/InvoicePage'));
const OrderDonePage = lazy(() => import('../features/pos/orders/OrderDonePage'));
const TillPage = lazy(() => import('../features/pos/till/TillPage'));
const ZReportPage = lazy(() => import('../features/pos/till/ZReportPage'));
const LostSalesPage = lazy(() => import('../features/pos/lost-sales/LostSalesPage'));
const PosCheckoutPage = lazy(() => import('../features/pos/checkout/PosCheckoutPage'));
const CustomersPage = lazy(() => import('../features/pos/customers/CustomersPage'));
const CustomerAddPage = lazy(() => import('../features/pos/customers/CustomerAddPage'));
const CustomerEditPage = lazy(() => import('../features/pos/customers/CustomerEditPage'));
const CustomFieldsPage = lazy(() => import('../features/pos/customers/CustomFieldsPage'));
const StatementPage = lazy(() => import('../features/pos/accounts/StatementPage'));
const AgingPage = lazy(() => import('../features/pos/accounts/AgingPage'));
const SpecialOrdersPage = lazy(() => import('../features/pos/special-orders/SpecialOrdersPage'));
const OutboxPage = lazy(() => import('../features/pos/outbox/OutboxPage'));
const AppointmentsPage = lazy(() => import('../features/pos/appointments/AppointmentsPage'));
const AppointmentSettingsPage = lazy(() => import('../features/pos/appointments/AppointmentSettingsPage'));
const PayLinkPage = lazy(() => import('../features/checkout/PayLinkPage'));
const StaffKioskPage = lazy(() => import('../features/kiosk/StaffKioskPage'));
const FormSubmissionsPage = lazy(() => import('../features/pos/forms/FormSubmissionsPage'));
const AdminHome = lazy(() => import('../features/admin/AdminHome'));

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <ModeShell />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'checkout/cart', element: <CartPage /> },
      { path: 'checkout/checkout', element: <CheckoutPage /> },
      { path: 'checkout/success', element: <OrderSuccessPage /> },
      { path: 'checkout/pay', element: <PayLinkPage /> },
      { path: 'account/order', element: <AccountOrdersPage /> },
      { path: 'account/order/info', element: <AccountOrderInfoPage /> },
      { path: 'account/login', element: <LoginPage /> },
      { path: 'account/register', element: <RegisterPage /> },
      { path: 'account/account', element: <AccountPage /> },
      { path: 'account/wishlist', element: <WishlistPage /> },
      { path: 'product/compare', element: <ComparePage /> },
      { path: 'product/catalog', element: <CatalogPage /> },
      { path: 'product/search', element: <SearchPage /> },
      { path: 'product/category', element: <CategoryPage /> },
      { path: 'product/manufacturer', element: <ManufacturerPage /> },
      { path: 'product/series', element: <SeriesPage /> },
      { path: 'product/bestseller', element: <KindPage list="bestsellers" /> },
      { path: 'product/latest', element: <KindPage list="latest" /> },
      { path: 'product/special', element: <KindPage list="specials" /> },
      { path: 'product/product', element: <ProductPage /> },
      { path: 'information/contact', element: <ContactPage /> },
      { path: 'information/information', element: <InformationPage /> },
      { path: 'module/dealer_locator', element: <DealerLocatorPage /> },
      { path: 'kiosk', element: <KioskPage /> },
      { path: 'blog', element: <BlogPage /> },
      { path: 'blog/:slug', element: <BlogPostPage /> },
      { path: 'pos/login', element: <StaffLoginPage /> },
      {
        path: 'pos',
        element: <PosGate />,
        children: [
          { index: true, element: <Navigate to="/pos/order" replace /> },
          { path: 'order', element: <OrdersPage /> },
          { path: 'order/view', element: <OrderViewPage /> },
          { path: 'returns', element: <ReturnsPage /> },
          { path: 'order/receipt', element: <ReceiptPage /> },
          { path: 'order/invoice', element: <InvoicePage /> },
          { path: 'order/done', element: <OrderDonePage /> },
          { path: 'checkout', element: <PosCheckoutPage /> },
          { path: 'customer', element: <CustomersPage /> },
          { path: 'customer/add', element: <CustomerAddPage /> },
          { path: 'customer/edit', element: <CustomerEditPage /> },
          { path: 'customer/fields', element: <CustomFieldsPage /> },
          { path: 'accounts/statement', element: <StatementPage /> },
          { path: 'accounts', element: <AgingPage /> },
          { path: 'special-orders', element: <SpecialOrdersPage /> },
          { path: 'outbox', element: <OutboxPage /> },
          { path: 'appointments', element: <AppointmentsPage /> },
          { path: 'appointments/settings', element: <AppointmentSettingsPage /> },
          { path: 'kiosk', element: <StaffKioskPage /> },
          { path: 'forms', element: <FormSubmissionsPage /> },
          { path: 'till', element: <TillPage /> },
          { path: 'till/report', element: <ZReportPage /> },
          { path: 'lost-sales', element: <LostSalesPage /> },
        ],
      },
      {
        // The back office (decision 0062): its pages come from its section list; ModeShell draws its own frame.
        path: 'admin',
        children: [
          { index: true, element: <AdminHome /> },
          ...ADMIN_SECTIONS.map((section) => ({ path: section.path, element: <AdminPage section={section} /> })),
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
