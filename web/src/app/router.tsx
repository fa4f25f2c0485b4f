import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate } from 'react-router-dom';
import type { AccessLevel } from '@cargo/contracts';
import { AppShell } from './app-shell';
import { paths } from './paths';
import { RequireAccess } from './require-access';
import { HomePage } from './routes/home.page';
import { NotFoundPage } from './routes/not-found.page';
import { RouteErrorPage } from './routes/route-error.page';

/** Each page is its own chunk, loaded when its route is first visited; management pages check access. */
function page(load: () => Promise<() => ReactNode>, level: AccessLevel = 'public') {
  return {
    lazy: async () => {
      const Page = await load();
      return { element: level === 'public' ? <Page /> : <RequireAccess level={level}>{<Page />}</RequireAccess> };
    },
  };
}

export const router = createBrowserRouter([
  {
    element: <AppShell />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { path: paths.home, element: <HomePage /> },
          { path: paths.login, ...page(async () => (await import('../features/identity/components/login.page')).LoginPage) },
          { path: paths.logout, ...page(async () => (await import('../features/identity/components/logout.page')).LogoutPage) },
          { path: paths.register, ...page(async () => (await import('../features/identity/components/register.page')).RegisterPage) },
          { path: paths.verifyEmail(), ...page(async () => (await import('../features/identity/components/verify-email.page')).VerifyEmailPage) },
          { path: paths.management, element: <RequireAccess level="admin">{<Navigate to={paths.productList} replace />}</RequireAccess> },
          { path: paths.productList, ...page(async () => (await import('../features/catalog/components/product-list.page')).ProductListPage, 'admin') },
          { path: paths.productDetail(), ...page(async () => (await import('./routes/product.page')).ProductPage, 'admin') },
          { path: paths.productUpdate(), ...page(async () => (await import('./routes/product.page')).ProductPage, 'admin') },
          { path: paths.newCustomer, ...page(async () => (await import('../features/customers/components/customer-form.page')).CustomerFormPage, 'admin') },
          { path: paths.customerUpdate(), ...page(async () => (await import('../features/customers/components/customer-form.page')).CustomerFormPage, 'admin') },
          { path: paths.customerList, ...page(async () => (await import('../features/customers/components/customer-list.page')).CustomerListPage, 'admin') },
          { path: paths.cart, ...page(async () => (await import('./routes/cart.route')).CartRoute, 'admin') },
          { path: paths.orders, ...page(async () => (await import('../features/ordering/components/order-list.page')).OrderListPage, 'admin') },
          { path: paths.orderDetail(), ...page(async () => (await import('../features/ordering/components/order-detail.page')).OrderDetailPage, 'admin') },
          { path: paths.users, ...page(async () => (await import('../features/identity/components/users.page')).UsersPage, 'root') },
          { path: paths.notFound, element: <NotFoundPage /> },
          { path: '*', element: <Navigate to={paths.notFound} replace /> },
        ],
      },
    ],
  },
]);
