export const shipment = 1;
