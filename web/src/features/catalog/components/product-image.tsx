import InventoryIcon from '@mui/icons-material/Inventory2Outlined';
import { Avatar } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** A product's picture, or a neutral icon until pictures are uploaded. */
export function ProductImage({ pictureId, title, size = 40 }: { pictureId: string | null; title: string; size?: number }) {
  const { t } = useTranslation();
  return (
    <Avatar variant="rounded" src={pictureId ? `/product/picture/${pictureId}` : undefined} alt={pictureId ? title : t('productList.noImage')} sx={{ width: size, height: size, bgcolor: 'grey.100', color: 'grey.500' }}>
      <InventoryIcon fontSize="small" />
    </Avatar>
  );
}
