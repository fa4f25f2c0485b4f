import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ProductForm } from './product-form';
import { ProductPicturesPanel } from './product-pictures-panel';

export function NewProductPage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('productForm.newTitle')}
      </Typography>
      <ProductForm />
      <ProductPicturesPanel productId={null} />
    </Stack>
  );
}
