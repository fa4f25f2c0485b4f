import CameraAltIcon from '@mui/icons-material/CameraAlt';
import PhotoIcon from '@mui/icons-material/Photo';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { barcodeDecoder, type Decoder } from './barcode-decode';

/** How often the camera's picture is read while nothing has been found. */
const FRAME_MS = 200;

export interface CameraScanEvents {
  /** A code was read: its text. */
  onCode: (text: string) => void;
  /** A photo is being read. */
  onReading: () => void;
  /** The photo held no code. */
  onNoCode: () => void;
  onCameraFailed: (reason: string) => void;
}

/**
 * Reading a barcode or QR code with the phone: the camera live (the browser's BarcodeDetector where
 * it reads both codes, zxing otherwise) or a photo taken or chosen. The label scanner and the dock's
 * Receive screen share it.
 */
export function CameraScan({ onCode, onReading, onNoCode, onCameraFailed }: CameraScanEvents) {
  const { t } = useTranslation();
  const [camera, setCamera] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const decoder = useRef<Promise<Decoder> | null>(null);
  const decode = useCallback(() => (decoder.current ??= barcodeDecoder()), []);

  useEffect(() => {
    if (!camera) return;
    let stopped = false;
    let stream: MediaStream | null = null;
    (async () => {
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      if (stopped || !video.current) return;
      video.current.srcObject = stream;
      await video.current.play();
      const read = await decode();
      while (!stopped) {
        const text = video.current && video.current.readyState >= 2 ? await read(video.current) : null;
        if (text) {
          setCamera(false);
          onCode(text);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, FRAME_MS));
      }
    })().catch((error: unknown) => {
      if (!stopped) {
        setCamera(false);
        onCameraFailed(error instanceof Error ? error.message : String(error));
      }
    });
    return () => {
      stopped = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [camera, onCode, onCameraFailed, decode]);

  const scanPhoto = async (file: File | undefined) => {
    if (!file) return;
    onReading();
    // A file the browser cannot read as a picture holds no code either (it would otherwise leave the page looking forever).
    const image = await createImageBitmap(file).catch(() => null);
    if (!image) return onNoCode();
    const text = await (await decode())(image);
    image.close();
    if (text) onCode(text);
    else onNoCode();
  };

  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" size="large" startIcon={<CameraAltIcon />} onClick={() => setCamera((on) => !on)} data-testid="scan-camera">
          {camera ? t('scanner.stopCamera') : t('scanner.startCamera')}
        </Button>
        <Button variant="outlined" size="large" component="label" startIcon={<PhotoIcon />}>
          {t('scanner.photo')}
          <input
            hidden
            type="file"
            accept="image/*"
            capture="environment"
            data-testid="scan-photo"
            onChange={(event) => void scanPhoto(event.target.files?.[0]).finally(() => (event.target.value = ''))}
          />
        </Button>
      </Stack>
      {camera ? (
        <Box>
          <Typography variant="body2" color="text.secondary">
            {t('scanner.pointCamera')}
          </Typography>
          <Box
            component="video"
            ref={video}
            muted
            playsInline
            data-testid="scan-video"
            sx={{ width: '100%', maxHeight: '60vh', bgcolor: '#000', borderRadius: 1 }}
          />
        </Box>
      ) : null}
    </>
  );
}
