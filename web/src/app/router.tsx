import { createBrowserRouter, Navigate } from 'react-router-dom';
import { ProductListPage } from '../features/catalog/components/product-list.page';
import { CustomerFormPage } from '../features/customers/components/customer-form.page';
import { CustomerListPage } from '../features/customers/components/customer-list.page';
import { OrderDetailPage } from '../features/ordering/components/order-detail.page';
import { OrderListPage } from '../features/ordering/components/order-list.page';
import { LoginPage } from '../features/identity/components/login.page';
import { LogoutPage } from '../features/identity/components/logout.page';
import { RegisterPage } from '../features/identity/components/register.page';
import { UsersPage } from '../features/identity/components/users.page';
import { VerifyEmailPage } from '../features/identity/components/verify-email.page';
import { AppShell } from './app-shell';
import { paths } from './paths';
import { RequireAccess } from './require-access';
import { CartRoute } from './routes/cart.route';
import { HomePage } from './routes/home.page';
import { NotFoundPage } from './routes/not-found.page';
import { ProductPage } from './routes/product.page';

const admin = (page: React.ReactNode) => <RequireAccess level="admin">{page}</RequireAccess>;

export const router = createBrowserRouter([
  {
    element: <AppShell />,
    children: [
      { path: paths.home, element: <HomePage /> },
      { path: paths.login, element: <LoginPage /> },
      { path: paths.logout, element: <LogoutPage /> },
      { path: paths.register, element: <RegisterPage /> },
      { path: paths.verifyEmail(), element: <VerifyEmailPage /> },
      { path: paths.management, element: admin(<Navigate to={paths.productList} replace />) },
      { path: paths.productList, element: admin(<ProductListPage />) },
      { path: paths.productDetail(), element: admin(<ProductPage />) },
      { path: paths.productUpdate(), element: admin(<ProductPage />) },
      { path: paths.newCustomer, element: admin(<CustomerFormPage />) },
      { path: paths.customerUpdate(), element: admin(<CustomerFormPage />) },
      { path: paths.customerList, element: admin(<CustomerListPage />) },
      { path: paths.cart, element: admin(<CartRoute />) },
      { path: paths.orders, element: admin(<OrderListPage />) },
      { path: paths.orderDetail(), element: admin(<OrderDetailPage />) },
      { path: paths.users, element: <RequireAccess level="root">{<UsersPage />}</RequireAccess> },
      { path: paths.notFound, element: <NotFoundPage /> },
      { path: '*', element: <Navigate to={paths.notFound} replace /> },
    ],
  },
]);
