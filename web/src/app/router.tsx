import { createBrowserRouter, Navigate } from 'react-router-dom';
import { ProductListPage } from '../features/catalog/components/product-list.page';
import { LoginPage } from '../features/identity/components/login.page';
import { LogoutPage } from '../features/identity/components/logout.page';
import { RegisterPage } from '../features/identity/components/register.page';
import { UsersPage } from '../features/identity/components/users.page';
import { VerifyEmailPage } from '../features/identity/components/verify-email.page';
import { AppShell } from './app-shell';
import { paths } from './paths';
import { RequireAccess } from './require-access';
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
      { path: paths.users, element: <RequireAccess level="root">{<UsersPage />}</RequireAccess> },
      { path: paths.notFound, element: <NotFoundPage /> },
      { path: '*', element: <Navigate to={paths.notFound} replace /> },
    ],
  },
]);
