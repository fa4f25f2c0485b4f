import { createBrowserRouter, Navigate } from 'react-router-dom';
import { ProductListPage } from '../features/catalog/components/product-list.page';
import { AppShell } from './app-shell';
import { paths } from './paths';
import { HomePage } from './routes/home.page';
import { NotFoundPage } from './routes/not-found.page';
import { ProductPage } from './routes/product.page';

export const router = createBrowserRouter([
  {
    element: <AppShell />,
    children: [
      { path: paths.home, element: <HomePage /> },
      { path: paths.productList, element: <ProductListPage /> },
      { path: paths.productDetail(), element: <ProductPage /> },
      { path: paths.productUpdate(), element: <ProductPage /> },
      { path: paths.notFound, element: <NotFoundPage /> },
      { path: '*', element: <Navigate to={paths.notFound} replace /> },
    ],
  },
]);
