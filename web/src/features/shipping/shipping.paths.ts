import { paths } from '../../shared/paths';

export const shippingPaths = {
  /** The management area's default route. */
  shipmentList: paths.management,
  newShipment: `${paths.management}/new/shipment`,
  shipmentUpdate: (id: number | string = ':id') => `${paths.management}/update/shipment/${id}`,
  newShipmentGroup: `${paths.management}/new/shipment/group`,
  shipmentGroupUpdate: (id: number | string = ':id') => `${paths.management}/update/shipment/group/${id}`,
  shipmentGroupList: `${paths.management}/shipment/group/list`,
  /** Labels of the shipments in `?ids=1,2` or of `?group=ID`; `?per=4` puts four on a page. */
  labels: `${paths.management}/shipment/labels`,
  scan: `${paths.management}/scan`,
  /** Public: the home page with a tracking number looked up. */
  tracking: (id?: string) => (id === undefined ? '/tracking/:id' : `/tracking/${encodeURIComponent(id)}`),
} as const;

/** A customer's own shipments, outside the back office. */
export const ownShippingPaths = {
  shipments: '/my/shipments',
  shipment: (id: number | string = ':id') => `/my/shipments/${id}`,
} as const;
