import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ProductForm } from './product-form';

export function NewProductPage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('productForm.newTitle')}
      </Typography>
      <ProductForm />
    </Stack>
  );
}
