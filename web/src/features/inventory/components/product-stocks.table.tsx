import AddIcon from '@mui/icons-material/Add';
import { Box, Button } from '@mui/material';
import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from '@cargo/contracts';
import { StockDialog } from './stock-dialog';
import { StockTable } from './stock-table';

/** The stock purchases of one product, active and inactive, with the stock dialog to add one. */
export function ProductStocksTable({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: PAGE_SIZE });
  const [sort, setSort] = useState<GridSortModel>([{ field: 'id', sort: 'desc' }]);
  const [adding, setAdding] = useState(false);
  return (
    <Box data-testid="product-stocks">
      <Button startIcon={<AddIcon />} onClick={() => setAdding(true)} sx={{ mb: 1 }} data-testid="add-stock">
        {t('stocks.addStock')}
      </Button>
      <StockTable
        filter={{ productId: String(productId) }}
        pagination={pagination}
        onPaginationChange={setPagination}
        sort={{ model: sort, onChange: setSort }}
        hideProduct
      />
      {adding ? <StockDialog target={{ productId }} onClose={() => setAdding(false)} /> : null}
    </Box>
  );
}
