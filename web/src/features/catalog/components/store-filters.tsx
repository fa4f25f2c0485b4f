import { MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { DropdownRef, StoreFilter } from '@cargo/contracts';
import { useOptions } from '../../../shared/options.api';

const KINDS: [StoreFilter, DropdownRef][] = [
  ['brandId', 'brand'],
  ['lvl1Id', 'category'],
  ['lvl2Id', 'productType'],
];

/** The store page's sidebar: title and SKU contain, brand, category, type and active; each change lands in the URL. */
export function StoreFilters({ filters, onChange }: { filters: Record<StoreFilter, string>; onChange: (name: StoreFilter, value: string) => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'vi' ? 'vi' : 'en';
  const options = { brand: useOptions('brand'), category: useOptions('category'), productType: useOptions('productType') } as Partial<
    Record<DropdownRef, ReturnType<typeof useOptions>>
  >;
  return (
    <Paper sx={{ p: 2 }} component="aside" aria-label={t('store.filters')}>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {t('store.filters')}
      </Typography>
      <Stack spacing={2}>
        {(['title', 'skuCode'] as const).map((field) => (
          <TextField
            key={field}
            size="small"
            label={t(`store.filter.${field}`)}
            value={filters[field]}
            onChange={(event) => onChange(field, event.target.value)}
            slotProps={{ htmlInput: { maxLength: 200, 'data-testid': `store-filter-${field}` } }}
          />
        ))}
        {KINDS.map(([field, dropdown]) => (
          <TextField
            key={field}
            select
            size="small"
            label={t(`store.filter.${field}`)}
            value={filters[field]}
            onChange={(event) => onChange(field, event.target.value)}
            slotProps={{ htmlInput: { 'data-testid': `store-filter-${field}` } }}
          >
            <MenuItem value="">{t('store.any')}</MenuItem>
            {(options[dropdown] ?? []).map((option) => (
              <MenuItem key={option.id} value={String(option.id)}>
                {option.displayName[language]}
              </MenuItem>
            ))}
          </TextField>
        ))}
        <TextField
          select
          size="small"
          label={t('store.filter.isActive')}
          value={filters.isActive}
          onChange={(event) => onChange('isActive', event.target.value)}
        >
          <MenuItem value="">{t('store.any')}</MenuItem>
          <MenuItem value="true">{t('common.yes')}</MenuItem>
          <MenuItem value="false">{t('common.no')}</MenuItem>
        </TextField>
      </Stack>
    </Paper>
  );
}
