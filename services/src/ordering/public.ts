/** What other capabilities use of ordering: the order stream's decider (shipping adds orders to groups, billing links invoices), and the question ordering asks of shipment groups, which shipping answers. Everything else in this folder is its own. */
export { OrderShipmentGroups } from './order-shipment-groups';
export { orderDecider } from './order.decider';
