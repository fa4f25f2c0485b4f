import { skipToken } from '@reduxjs/toolkit/query';
import { useParams } from 'react-router-dom';
import { useGetInvoiceQuery } from '../../features/billing/api/billing.api';
import { useGetShipmentQuery } from '../../features/shipping/api/shipments.api';
import { ShipmentPackages } from '../../features/receiving/components/shipment-packages';
import { ShipmentFormPage } from '../../features/shipping/components/shipment-form.page';

/** A shipment's page composes shipping (the form), billing (whether its invoice is paid, which turns Push to Invoice off) and receiving (the packages it was consolidated from). */
export function ShipmentPage() {
  const id = Number(useParams().id);
  const { data: shipment } = useGetShipmentQuery(id || skipToken);
  const { data: invoice } = useGetInvoiceQuery(shipment?.invoiceId ?? skipToken);
  return (
    <>
      <ShipmentFormPage invoicePaid={invoice?.paymentStatus === 'Paid'} />
      {id ? <ShipmentPackages shipmentId={id} /> : null}
    </>
  );
}
