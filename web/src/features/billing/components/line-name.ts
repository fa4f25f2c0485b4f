import { useTranslation } from 'react-i18next';
import { chargedShipment } from '@cargo/contracts';

/** An invoice line's name as the reader says it: a shipment's charge line ("Shipment 4" as stored) in the reader's language. */
export function useLineName() {
  const { t } = useTranslation();
  return (name: string | null | undefined): string => {
    const shipment = chargedShipment(name ?? '');
    return shipment === null ? (name ?? '') : t('billing.invoice.shipmentLine', { id: shipment });
  };
}
