import { useTranslation } from 'react-i18next';
import { chargedShipment, chargedStorage } from '@cargo/contracts';

/** An invoice line's name as the reader says it: a shipment's charge and storage lines ("Shipment 4", "Storage, shipment 4" as stored) in the reader's language. */
export function useLineName() {
  const { t } = useTranslation();
  return (name: string | null | undefined): string => {
    const shipment = chargedShipment(name ?? '');
    if (shipment !== null) return t('billing.invoice.shipmentLine', { id: shipment });
    const stored = chargedStorage(name ?? '');
    return stored === null ? (name ?? '') : t('billing.invoice.storageLine', { id: stored });
  };
}
