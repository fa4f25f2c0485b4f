import type { Feature } from '../../shared/feature';
import { lazyPage } from '../../shared/feature';
import { ownShippingPaths, shippingPaths } from './shipping.paths';
import shippingStrings from './shipping.strings.json';

const shipmentForm = lazyPage(() => import('./components/shipment-form.page'), 'ShipmentFormPage');
const groupPage = lazyPage(() => import('./components/shipment-group.page'), 'ShipmentGroupPage');
/** The labels' and the scanner's own strings, loaded with those pages. */
const labelsStrings = () => import('./labels/labels.strings.json');

/** Shipments and shipment groups; the public tracking box sits on the home page (`app/routes/home.page.tsx`). */
export const shippingFeature = {
  capability: 'shipping',
  pages: [
    {
      path: shippingPaths.shipmentList,
      title: 'shipmentList',
      level: 'admin',
      load: lazyPage(() => import('./components/shipment-list.page'), 'ShipmentListPage'),
      drawer: { label: 'drawer.shipmentList', order: 20 },
    },
    {
      path: shippingPaths.newShipment,
      title: 'newShipment',
      level: 'admin',
      creates: true,
      load: shipmentForm,
      drawer: { label: 'drawer.newShipment', order: 10 },
    },
    {
      path: shippingPaths.newShipmentGroup,
      title: 'newShipmentGroup',
      level: 'admin',
      creates: true,
      load: groupPage,
      drawer: { label: 'drawer.newShipmentGroup', order: 50 },
    },
    { path: shippingPaths.shipmentGroupUpdate(), title: 'shipmentGroup', level: 'admin', load: groupPage },
    {
      path: shippingPaths.shipmentGroupList,
      title: 'shipmentGroupList',
      level: 'admin',
      load: lazyPage(() => import('./components/shipment-group-list.page'), 'ShipmentGroupListPage'),
      drawer: { label: 'drawer.shipmentGroupList', order: 60 },
    },
    {
      path: shippingPaths.labels,
      title: 'shipmentLabels',
      level: 'admin',
      load: lazyPage(() => import('./labels/shipment-labels.page'), 'ShipmentLabelsPage'),
      strings: labelsStrings,
    },
    {
      path: shippingPaths.scan,
      title: 'scanLabels',
      level: 'admin',
      load: lazyPage(() => import('./labels/scan.page'), 'ScanPage'),
      strings: labelsStrings,
      drawer: { label: 'drawer.scanLabels', order: 25 },
    },
    // A customer's own, outside the back office (the server answers only theirs).
    {
      path: ownShippingPaths.shipments,
      title: 'ownShipments',
      level: 'user',
      load: lazyPage(() => import('./components/own-shipments.page'), 'OwnShipmentsPage'),
      account: { label: 'shipping.own.title', order: 20, testId: 'my-shipments' },
    },
    {
      path: ownShippingPaths.shipment(),
      title: 'ownShipment',
      level: 'user',
      load: lazyPage(() => import('./components/own-shipments.page'), 'OwnShipmentPage'),
    },
  ],
  strings: shippingStrings,
  live: { shipments: ['Shipment'], shipment_groups: ['ShipmentGroup'] },
  records: { shipment: (id) => shippingPaths.shipmentUpdate(id) },
} satisfies Feature;
