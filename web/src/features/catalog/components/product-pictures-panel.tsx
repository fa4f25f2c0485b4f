import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternate';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, CircularProgress, IconButton, ImageList, ImageListItem, ImageListItemBar, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify, useNotifyFailure } from '../../../shared/notify';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { useDeletePictureMutation, useProductPicturesQuery, useUploadPicturesMutation, type ProductPictureRow } from '../api/products.api';

/** The spec's accepted picture types; the server checks the content itself. */
const ACCEPT = 'image/png,image/jpeg,.png,.jpg,.jpeg';

/** The image panel of the product form: the product's pictures, upload (several at once) and delete after asking. */
export function ProductPicturesPanel({ productId }: { productId: number | null }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const { data: pictures = [], isFetching } = useProductPicturesQuery(productId ?? 0, { skip: productId === null });
  const [upload, uploading] = useUploadPicturesMutation();
  const [remove] = useDeletePictureMutation();
  const [toDelete, setToDelete] = useState<ProductPictureRow | null>(null);
  const failed = (failure: unknown) => notifyFailure(failure);

  const add = async (files: File[]) => {
    if (productId === null || files.length === 0) return;
    try {
      const { pictures: added } = await upload({ productId, files }).unwrap();
      // A picture the product already has is skipped by the server: say so rather than 'uploaded'.
      notify(
        t(added.length === 0 ? 'catalog.picturesAlreadyThere' : added.length < files.length ? 'catalog.somePicturesAlreadyThere' : 'catalog.picturesUploaded', {
          ns: 'messages',
        }),
      );
    } catch (failure) {
      failed(failure);
    }
  };
  const confirmDelete = async (picture: ProductPictureRow) => {
    try {
      await remove({ productId: picture.productId, pictureId: picture.id }).unwrap();
      notify(t('catalog.pictureDeleted', { ns: 'messages' }));
    } catch (failure) {
      failed(failure);
    }
  };

  return (
    <Paper sx={{ p: 3 }} data-testid="pictures-panel">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {t('pictures.title')}
        </Typography>
        {isFetching || uploading.isLoading ? <CircularProgress size={20} aria-label={t('common.loading')} /> : null}
        <Button component="label" variant="outlined" startIcon={<AddPhotoIcon />} disabled={productId === null || uploading.isLoading}>
          {t('pictures.add')}
          <input
            hidden
            type="file"
            accept={ACCEPT}
            multiple
            data-testid="pictures-input"
            onChange={(event) => {
              void add([...(event.target.files ?? [])]);
              event.target.value = '';
            }}
          />
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {productId === null ? t('pictures.saveFirst') : t('pictures.hint')}
      </Typography>
      {productId !== null && pictures.length === 0 && !isFetching ? <Typography color="text.secondary">{t('pictures.empty')}</Typography> : null}
      <ImageList cols={4} gap={8} sx={{ m: 0 }}>
        {pictures.map((picture) => (
          <ImageListItem key={picture.id} data-testid="picture">
            <Box
              component="img"
              src={`/product/picture/${encodeURIComponent(picture.id)}?size=thumb`}
              alt={picture.name}
              loading="lazy"
              sx={{ height: 140, objectFit: 'contain', bgcolor: 'action.hover' }}
            />
            <ImageListItemBar
              title={picture.name}
              actionIcon={
                <IconButton sx={{ color: 'white' }} aria-label={t('pictures.delete', { name: picture.name })} onClick={() => setToDelete(picture)}>
                  <DeleteIcon />
                </IconButton>
              }
            />
          </ImageListItem>
        ))}
      </ImageList>
      <ConfirmDialog
        open={toDelete !== null}
        question={t('pictures.confirmDelete')}
        onClose={() => setToDelete(null)}
        onConfirm={() => toDelete && void confirmDelete(toDelete)}
      />
    </Paper>
  );
}
