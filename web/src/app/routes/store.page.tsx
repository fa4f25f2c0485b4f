import AddIcon from '@mui/icons-material/Add';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import { Button, CircularProgress, Grid, Pagination, Stack, Typography } from '@mui/material';
import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE, productQueryFromFilters, STORE_FILTERS, type ProductView } from '@cargo/contracts';
import { useGenerateReportMutation, useListProductsQuery } from '../../features/catalog/api/products.api';
import { BestSellers } from '../../features/catalog/components/best-sellers';
import { ProductTransactionsTable } from '../../features/catalog/components/product-transactions.table';
import { StoreFilters } from '../../features/catalog/components/store-filters';
import { StoreProductCard } from '../../features/catalog/components/store-product-card';
import { StockCsvButton } from '../../features/inventory/components/stock-csv-button';
import { StockDialog } from '../../features/inventory/components/stock-dialog';
import { StockTable } from '../../features/inventory/components/stock-table';
import { ProductOrdersTable } from '../../features/ordering/components/product-orders.table';
import { PageHeader } from '../../shared/page-header';
import { LoadFailed } from '../../shared/load-failed';
import { downloadWorkbook } from '../../shared/download-file';
import { useListParams } from '../../shared/use-list-params';
import { useNotifyFailure } from '../../shared/notify';

/** Where the store page was: the product last fully in view, kept on this device. */
const VISIBLE_PRODUCT_KEY = 'storePage.visibleProductId';

/**
 * The store page composes catalog (filters, cards, transactions, the report), inventory (Add Stock,
 * stock rows, their CSV) and ordering (the product's orders). Filters and page live in the URL.
 */
export function StorePage() {
  const { t } = useTranslation();
  const notifyFailure = useNotifyFailure();
  const list = useListParams(STORE_FILTERS, { field: 'id', direction: 'desc' });
  const query = productQueryFromFilters(list.filters, list.pagination.page, PAGE_SIZE);
  const { data, isFetching, error, refetch } = useListProductsQuery(query);
  const [generate, generating] = useGenerateReportMutation();
  const [addingStockTo, setAddingStockTo] = useState<number | null>(null);
  const cards = useRemembersVisibleCard(data?.items);

  const downloadReport = async () => {
    try {
      downloadWorkbook(await generate({ ...query, page: 0 }).unwrap());
    } catch (failure) {
      notifyFailure(failure);
    }
  };

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 3 }}>
        <Stack spacing={2}>
          <StoreFilters filters={list.filters} onChange={list.setFilter} />
          <BestSellers />
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 9 }}>
        <PageHeader title={data ? `${t('store.title')} (${data.total})` : t('store.title')}>
          <Button startIcon={<DescriptionIcon />} onClick={() => void downloadReport()} disabled={generating.isLoading} data-testid="store-report">
            {t('store.report')}
          </Button>
        </PageHeader>
        {error ? <LoadFailed error={error} onRetry={() => void refetch()} /> : null}
        {isFetching && !data ? <CircularProgress aria-label={t('common.loading')} /> : null}
        {data?.items.length === 0 ? <Typography color="text.secondary">{t('store.empty')}</Typography> : null}
        <Stack spacing={2}>
          {data?.items.map((product) => (
            <StoreProductCard
              key={product.id}
              ref={cards.refFor(product.id)}
              product={product}
              actions={
                <>
                  <Button size="small" startIcon={<AddIcon />} onClick={() => setAddingStockTo(product.id)} data-testid="store-add-stock">
                    {t('stocks.addStock')}
                  </Button>
                  <StockCsvButton productId={product.id} title={product.title} />
                </>
              }
              tabs={[
                { value: 'stocks', label: t('store.tabs.stocks'), content: () => <CardStocks productId={product.id} /> },
                { value: 'orders', label: t('store.tabs.orders'), content: () => <ProductOrdersTable productId={product.id} /> },
                { value: 'transactions', label: t('store.tabs.transactions'), content: () => <ProductTransactionsTable productId={product.id} /> },
              ]}
            />
          ))}
        </Stack>
        {data && data.total > PAGE_SIZE ? (
          <Pagination
            sx={{ mt: 2 }}
            count={Math.ceil(data.total / PAGE_SIZE)}
            page={list.pagination.page + 1}
            onChange={(_event, page) => list.setPagination({ page: page - 1, pageSize: PAGE_SIZE })}
          />
        ) : null}
      </Grid>
      {addingStockTo ? <StockDialog target={{ productId: addingStockTo }} onClose={() => setAddingStockTo(null)} /> : null}
    </Grid>
  );
}

function CardStocks({ productId }: { productId: number }) {
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: PAGE_SIZE });
  const [sort, setSort] = useState<GridSortModel>([{ field: 'id', sort: 'desc' }]);
  return (
    <StockTable
      filter={{ productId: String(productId) }}
      pagination={pagination}
      onPaginationChange={setPagination}
      sort={{ model: sort, onChange: setSort }}
      hideProduct
    />
  );
}

/** Remembers the last card fully in view (intersection threshold 1) and scrolls back to it when the page shows it again. */
function useRemembersVisibleCard(products: ProductView[] | undefined) {
  const elements = useRef(new Map<number, HTMLDivElement>());
  const restored = useRef(false);
  useEffect(() => {
    if (!products) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.find((entry) => entry.isIntersecting);
        const id = visible?.target.getAttribute('data-product-id');
        if (id) localStorage.setItem(VISIBLE_PRODUCT_KEY, id);
      },
      { threshold: 1 },
    );
    for (const element of elements.current.values()) observer.observe(element);
    if (!restored.current) {
      restored.current = true;
      elements.current.get(Number(localStorage.getItem(VISIBLE_PRODUCT_KEY)))?.scrollIntoView({ block: 'start' });
    }
    return () => observer.disconnect();
  }, [products]);
  return {
    refFor: (id: number) => (element: HTMLDivElement | null) => {
      if (element) elements.current.set(id, element);
      else elements.current.delete(id);
    },
  };
}
