import { LinearProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate } from 'react-router-dom';
import type { AccessLevel } from '@cargo/contracts';
import { AppShell } from './app-shell';
import { paths } from './paths';
import { RequireAccess } from './require-access';
import type { RouteHandle, TitleKey } from './route-handle';
import { HomePage } from './routes/home.page';
import { NotFoundPage } from './routes/not-found.page';
import { RouteErrorPage } from './routes/route-error.page';

/** Each page is its own chunk, loaded when its route is first visited; management pages check access. */
function page(title: TitleKey, load: () => Promise<() => ReactNode>, level: AccessLevel = 'public') {
  return {
    handle: { title } satisfies RouteHandle,
    lazy: async () => {
      const Page = await load();
      return { element: level === 'public' ? <Page /> : <RequireAccess level={level}>{<Page />}</RequireAccess> };
    },
  };
}

export const router = createBrowserRouter([
  {
    element: <AppShell />,
    // Shown while the first page's chunk loads, before anything else can render.
    hydrateFallbackElement: <LinearProgress aria-label="…" />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { path: paths.home, element: <HomePage />, handle: { title: 'home' } satisfies RouteHandle },
          { path: paths.login, ...page('login', async () => (await import('../features/identity/components/login.page')).LoginPage) },
          { path: paths.logout, ...page('logout', async () => (await import('../features/identity/components/logout.page')).LogoutPage) },
          { path: paths.register, ...page('register', async () => (await import('../features/identity/components/register.page')).RegisterPage) },
          { path: paths.verifyEmail(), ...page('verifyEmail', async () => (await import('../features/identity/components/verify-email.page')).VerifyEmailPage) },
          { path: paths.management, handle: { title: 'products' } satisfies RouteHandle, element: <RequireAccess level="admin">{<Navigate to={paths.productList} replace />}</RequireAccess> },
          { path: paths.productList, ...page('products', async () => (await import('../features/catalog/components/product-list.page')).ProductListPage, 'admin') },
          { path: paths.productDetail(), ...page('product', async () => (await import('./routes/product.page')).ProductPage, 'admin') },
          { path: paths.productUpdate(), ...page('product', async () => (await import('./routes/product.page')).ProductPage, 'admin') },
          { path: paths.newCustomer, ...page('newCustomer', async () => (await import('../features/customers/components/customer-form.page')).CustomerFormPage, 'admin') },
          { path: paths.customerUpdate(), ...page('customer', async () => (await import('../features/customers/components/customer-form.page')).CustomerFormPage, 'admin') },
          { path: paths.customerList, ...page('customers', async () => (await import('../features/customers/components/customer-list.page')).CustomerListPage, 'admin') },
          { path: paths.cart, ...page('cart', async () => (await import('./routes/cart.route')).CartRoute, 'admin') },
          { path: paths.orders, ...page('orders', async () => (await import('../features/ordering/components/order-list.page')).OrderListPage, 'admin') },
          { path: paths.orderDetail(), ...page('order', async () => (await import('../features/ordering/components/order-detail.page')).OrderDetailPage, 'admin') },
          { path: paths.users, ...page('users', async () => (await import('../features/identity/components/users.page')).UsersPage, 'root') },
          { path: paths.notFound, element: <NotFoundPage />, handle: { title: 'notFound' } satisfies RouteHandle },
          { path: '*', element: <Navigate to={paths.notFound} replace /> },
        ],
      },
    ],
  },
]);
