/** What other capabilities use of shipping: the shipment stream's decider (billing links invoices to shipments). Everything else in this folder is its own. */
export { shipmentDecider } from './shipment.decider';
