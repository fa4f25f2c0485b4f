import type { ContentLine, PackageCondition, PackageLabel, PreAlertDetails, ShipRequestDetails } from './package.events';
import type { PackageState, PreAlertState, ShipRequestState } from './package.schemas';
import type { Carrier } from './tracking-number';

export interface PreAlertView extends PreAlertDetails {
  id: number;
  customerId: number;
  customerName: string | null;
  state: PreAlertState;
  packageId: number | null;
  /** Sum of the contents' values, US cents. */
  totalValue: number;
  dateCreated: string;
}

/** A package as lists and its page show it; days in storage and the fee so far are counted when asked. */
export interface PackageView {
  id: number;
  trackingNumber: string;
  carrier: Carrier;
  customerId: number | null;
  customerName: string | null;
  preAlertId: number | null;
  state: PackageState;
  /** Hundredths of a pound; sides in whole inches. */
  weight: number;
  length: number;
  width: number;
  height: number;
  condition: PackageCondition;
  conditionNote: string;
  photoIds: string[];
  bin: string;
  label: PackageLabel | null;
  /** Why it is held, returned or disposed of. */
  reason: string;
  contents: ContentLine[];
  /** US cents: what the pre-alert's contents are worth (0 without one). */
  declaredValue: number;
  requestId: number | null;
  shipmentId: number | null;
  receivedAt: string;
  receivedOn: string;
  /** Its days on the shelf: so far while stored, until it was consolidated after. */
  daysInStorage: number;
  /** The storage fee accrued so far, US cents (settled once consolidated). */
  storageFee: number;
  /** The day it left the shelf for a shipment, or null. */
  consolidatedOn: string | null;
  /** The day its shipment's group departed, or null. */
  shippedOn: string | null;
}

/**
 * What a scan at the dock finds: the number as kept, its carrier, the package already received under
 * it (opened, never received twice), else the pre-alerts that expect it.
 */
export interface PackageScanLookup {
  number: string;
  carrier: Carrier;
  received: PackageView | null;
  expected: PreAlertView[];
}

export interface ShipRequestView extends ShipRequestDetails {
  id: number;
  customerId: number;
  customerName: string | null;
  state: ShipRequestState;
  shipmentId: number | null;
  dateCreated: string;
  /** The packages it names, as they are now (their bins, for picking). */
  packages: PackageView[];
  /** The delivery address it names, as the customer keeps it (null once they deleted it). */
  address: { name: string; phone: string; address1: string; address2: string } | null;
}

export interface ReceivingFileUploaded {
  fileId: string;
  contentType: string;
}
