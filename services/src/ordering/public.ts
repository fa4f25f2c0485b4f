/** What other capabilities use of ordering: the order stream's decider (shipping adds orders to groups, billing links invoices), the question ordering asks of shipment groups, which shipping answers, and a customer's delivery address as a use case reads and checks it (receiving's ship requests). Everything else in this folder is its own. */
export { OrderShipmentGroups } from './order-shipment-groups';
export { orderDecider } from './order.decider';
export { addressRead, checkDeliveryAddress } from './order-request';
