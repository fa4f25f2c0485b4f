import DescriptionIcon from '@mui/icons-material/Description';
import { Box, Link, Skeleton } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionToken } from '../../../shared/session.slice';

/** A protected file's bytes as an object URL: the route answers only its customer and staff, so the request carries the session's token. */
function useFileUrl(fileId: string): { url: string | null; type: string | null; failed: boolean } {
  const token = useSessionToken();
  const [file, setFile] = useState<{ url: string | null; type: string | null; failed: boolean }>({ url: null, type: null, failed: false });
  useEffect(() => {
    let url: string | null = null;
    let cancelled = false;
    void fetch(`/api/package/file/${encodeURIComponent(fileId)}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} })
      .then(async (reply) => {
        if (!reply.ok) throw new Error(String(reply.status));
        const blob = await reply.blob();
        if (cancelled) return;
        url = URL.createObjectURL(blob);
        setFile({ url, type: blob.type, failed: false });
      })
      .catch(() => !cancelled && setFile({ url: null, type: null, failed: true }));
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [fileId, token]);
  return file;
}

/** A package's photo, opened full size in a new tab. */
export function PackagePhoto({ fileId, size = 96, alt }: { fileId: string; size?: number; alt: string }) {
  const { url, failed } = useFileUrl(fileId);
  if (failed) return null;
  if (!url) return <Skeleton variant="rectangular" width={size} height={size} />;
  return (
    <Link href={url} target="_blank" rel="noopener">
      <Box
        component="img"
        src={url}
        alt={alt}
        data-testid="package-photo"
        sx={{ width: size, height: size, objectFit: 'cover', borderRadius: 1, display: 'block' }}
      />
    </Link>
  );
}

/** A pre-alert's invoice or receipt: a link that opens it. */
export function ReceivingDocument({ fileId }: { fileId: string }) {
  const { t } = useTranslation();
  const { url } = useFileUrl(fileId);
  return (
    <Link href={url ?? undefined} target="_blank" rel="noopener" data-testid="pre-alert-file" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <DescriptionIcon fontSize="small" />
      {t('receiving.preAlert.fileOpen')}
    </Link>
  );
}
