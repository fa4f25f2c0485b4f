/** The app's own routes; each feature names its routes in `<feature>.paths.ts`. Screens link through these, never through string literals. */
export const paths = {
  home: '/',
  notFound: '/page/404',
  shippingPolicy: '/shipping/policy',
  /** Every back-office route lives under this one. */
  management: '/shipment/management',
  /** An invoice's page (billing's), linked from the shipments and orders it bills. */
  invoiceUpdate: (id: number) => `/shipment/management/update/invoice/${id}`,
} as const;
