import { Box, Divider, Stack, Typography } from '@mui/material';
import { toSVG } from 'bwip-js/browser';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShipmentListRow } from '@cargo/contracts';
import { usePersonalText } from '../../../shared/personal-text';
import { useFormat } from '../../../shared/use-format';
import { labelCode, trackingAddress } from './scan-code';

/** Code 128 holds printable ASCII; a tracking # with other characters is carried by the QR code alone. */
const CODE_128 = /^[\x20-\x7e]{1,80}$/;

const imageOf = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/**
 * A shipment's label: sender and receiver, the tracking # as a Code 128 barcode and as a QR code
 * (the public tracking page of it, which a customer's phone opens), its group, and its weight (Air)
 * or pallets (Sea). `size`: a 4 × 6 in label, or a quarter of a Letter page.
 */
export function ShipmentLabel({ shipment, size }: { shipment: ShipmentListRow; size: 'full' | 'quarter' }) {
  const { t } = useTranslation();
  const shown = usePersonalText();
  const format = useFormat();
  const code = labelCode(shipment);
  const barcode = useMemo(
    () =>
      CODE_128.test(code)
        ? imageOf(toSVG({ bcid: 'code128', text: code, scale: 3, height: 18, includetext: true, textxalign: 'center', paddingwidth: 8 }))
        : null,
    [code],
  );
  const qr = useMemo(
    () => imageOf(toSVG({ bcid: 'qrcode', text: shipment.mtlTracking.trim() ? trackingAddress(window.location.origin, code) : code, scale: 3 })),
    [code, shipment.mtlTracking],
  );
  const quarter = size === 'quarter';
  const party = (title: string, name: string | null, details: { address1: string; address2?: string; phone: string }) => (
    <Box>
      <Typography variant="overline" sx={{ lineHeight: 1.4 }}>
        {title}
      </Typography>
      <Typography sx={{ fontWeight: 'bold', fontSize: quarter ? 13 : 16 }}>{shown(name) ?? ''}</Typography>
      <Typography sx={{ fontSize: quarter ? 11 : 13 }}>
        {[shown(details.address1), shown(details.address2 ?? ''), shown(details.phone)].filter(Boolean).join(' · ')}
      </Typography>
    </Box>
  );
  return (
    <Box
      data-testid="shipment-label"
      sx={{
        width: '4in',
        height: quarter ? '5in' : '6in',
        boxSizing: 'border-box',
        border: '2px solid #000',
        p: quarter ? 1 : 1.5,
        bgcolor: '#fff',
        color: '#000',
        display: 'flex',
        flexDirection: 'column',
        gap: 0.5,
        overflow: 'hidden',
        breakInside: 'avoid',
      }}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography sx={{ fontWeight: 'bold', fontSize: quarter ? 16 : 20 }}>MTL Cargo</Typography>
        <Typography sx={{ fontSize: 13 }}>
          {t('shipping.labels.group')} {t(`shipping.types.${shipment.typeId}`)} #{shipment.groupId} · {format.date(shipment.shipmentDate)}
        </Typography>
      </Stack>
      <Divider sx={{ borderColor: '#000' }} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
          {party(t('shipping.labels.from'), shipment.senderName, shipment.sender)}
          {party(t('shipping.labels.to'), shipment.receiverName, shipment.receiver)}
        </Stack>
        {/* White around it: a QR code needs a quiet zone to be found. */}
        <Box
          component="img"
          src={qr}
          alt={code}
          data-testid="label-qr"
          sx={{ width: quarter ? '1.15in' : '1.35in', height: quarter ? '1.15in' : '1.35in', p: '0.08in', flexShrink: 0 }}
        />
      </Stack>
      <Divider sx={{ borderColor: '#000' }} />
      <Stack direction="row" spacing={2}>
        <Typography sx={{ fontSize: 13 }}>
          {t('shipping.labels.boxes')}: <b>{format.number(shipment.totalBox)}</b>
        </Typography>
        {shipment.typeId === 'Air' ? (
          <Typography sx={{ fontSize: 13 }}>
            {t('shipping.labels.weight')}: <b>{format.pounds(shipment.totalWeight)} lb</b>
          </Typography>
        ) : (
          <Typography sx={{ fontSize: 13 }}>
            {t('shipping.labels.pallets')}: <b>{format.number(shipment.totalPallet)}</b>
          </Typography>
        )}
      </Stack>
      <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: 0, px: '0.15in' }}>
        {barcode ? (
          <Box component="img" src={barcode} alt={code} data-testid="label-barcode" sx={{ width: '100%', maxHeight: '100%', objectFit: 'contain' }} />
        ) : (
          <Typography sx={{ fontSize: 12 }}>{t('shipping.labels.noBarcode')}</Typography>
        )}
      </Box>
      <Typography sx={{ fontWeight: 'bold', fontSize: quarter ? 18 : 22, textAlign: 'center', letterSpacing: 1 }} data-testid="label-code">
        {code}
      </Typography>
    </Box>
  );
}
