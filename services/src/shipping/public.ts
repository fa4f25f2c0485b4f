/**
 * What other capabilities use of shipping: the shipment stream's decider (billing links invoices to
 * shipments), a new shipment's reads and opening steps (receiving's consolidation opens one through
 * them, so every shipment rule holds, and whether its group has departed), and the question shipping asks of the packages its parcels came
 * from, which receiving answers. Everything else in this folder is its own.
 */
export { shipmentDecider } from './shipment.decider';
export { shipmentHeld, shipmentOpening, type NewShipment } from './add-shipment/add-shipment.use-case';
export { groupDeparted, linkReads as shipmentLinkReads } from './shipment-links';
export { packagesOf, ParcelPackages } from './parcel-packages';
