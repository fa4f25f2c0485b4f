import InventoryIcon from '@mui/icons-material/Inventory2Outlined';
import { Avatar } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PICTURE_ID } from '@cargo/contracts';

/** A product's picture, or a neutral icon until pictures are uploaded. */
/** Only an id that passes the shared rule becomes part of a URL: a stored path can never point the page at a route. */
export function ProductImage({ pictureId, title, size = 40 }: { pictureId: string | null; title: string; size?: number }) {
  const { t } = useTranslation();
  // Lists and cards load the thumbnail; only a large view loads the picture itself.
  const picture =
    pictureId !== null && PICTURE_ID.test(pictureId) ? `/product/picture/${encodeURIComponent(pictureId)}${size <= 160 ? '?size=thumb' : ''}` : undefined;
  return (
    <Avatar
      variant="rounded"
      src={picture}
      alt={picture ? title : t('productList.noImage')}
      sx={{ width: size, height: size, bgcolor: 'action.hover', color: 'text.secondary' }}
    >
      <InventoryIcon fontSize="small" />
    </Avatar>
  );
}
