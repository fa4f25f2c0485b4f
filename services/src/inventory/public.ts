/** What other capabilities use of inventory: reservations of a product's stock (ordering reserves and releases through them). Everything else in this folder is its own. */
export { reservationDecider, shortfall } from './reservation.decider';
