import { z } from 'zod';
import { queryPagingSchema } from '../platform/paging';
import { EMAIL, idRef, isoDate, lineKey, MAX_MONEY, MAX_QUANTITY, optionalText, searchText, text, TEXT_MAX, wholeNumber } from '../platform/schema-helpers';

/** Shipment groups travel by air or by sea (the shipmentGroupType options' custom enums). */
export const GROUP_TYPES = ['Air', 'Sea'] as const;
export type GroupType = (typeof GROUP_TYPES)[number];

/** Weights are kept in hundredths of a pound, so totals and invoice pricing stay exact integers. */
export const WEIGHT_UNITS_PER_LB = 100;
/** A new shipment's declared value: $100, in cents. */
export const DEFAULT_DECLARED_VALUE = 10_000;
/** Longest tracking number the form and the public lookup accept. */
export const TRACKING_MAX = TEXT_MAX.code;
/** Most parcels one shipment may list. */
export const MAX_PARCELS = 200;
/** Largest weight a field accepts, in hundredths of a pound (a million pounds). */
export const MAX_WEIGHT = 100_000_000;

/** A reference the form must name, with its own message when missing (as the spec words it). */
const requiredRef = (message: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? message : 'validation.mustBeNumeric') })
    .int('validation.mustBeWholeNumber')
    .min(1, message)
    .max(Number.MAX_SAFE_INTEGER, 'validation.tooLarge');
const requiredWith = (message: string, max: number) => text(max, { error: message }).trim().min(1, message);
/** A count or measure: a whole number, 0 allowed here; the shipment's type decides which must be above 0. */
const measure = (max: number) => wholeNumber().min(0, 'validation.greaterThanZero').max(max, 'validation.tooLarge');
/** Longest side of a box, in inches (the dock's limit for a package too). */
export const MAX_BOX_SIDE = 120;
/** The box's sides as measured, whole inches; 0 while it is not measured. */
export const BOX_SIDES = ['boxLength', 'boxWidth', 'boxHeight'] as const;
const boxSide = () => wholeNumber().min(0, 'validation.greaterThanZero').max(MAX_BOX_SIDE, 'validation.tooLarge').default(0);

/** A sender or receiver: a customer, with the address and contact filled from the customer and editable. */
export const shipmentPartySchema = (customerRequired: string) =>
  z.object({
    customerId: requiredRef(customerRequired),
    address1: requiredWith('shipping.addressRequired', TEXT_MAX.line),
    address2: optionalText(),
    phone: requiredWith('shipping.phoneRequired', TEXT_MAX.phone),
    email: optionalText(TEXT_MAX.email).refine((email) => email === '' || EMAIL.test(email), 'validation.emailFormat'),
  });
export type ShipmentParty = z.output<ReturnType<typeof shipmentPartySchema>>;

/**
 * The key a consolidated package's parcel is saved under on its shipment: how a shipment knows which
 * of its parcels came from which package. Only consolidation saves a parcel under it (the form may not).
 */
export const packageParcelKey = (packageId: number) => `package-${packageId}`;
export const packageOfParcelKey = (lineKey: string): number | null => {
  const found = /^package-(\d{1,15})$/.exec(lineKey);
  return found ? Number(found[1]) : null;
};

/** A parcel of the form: `id` null for one not saved yet (`lineKey` then names it); a saved one is removed by `isActive: false`. */
export const parcelSchema = z.object({
  id: idRef().nullable().default(null),
  lineKey: lineKey().refine((key) => key === undefined || packageOfParcelKey(key) === null, 'shipping.packageParcelKey'),
  weight: wholeNumber().min(1, 'validation.greaterThanZero').max(MAX_WEIGHT, 'validation.tooLarge'),
  value: wholeNumber().min(1, 'validation.greaterThanZero').max(MAX_MONEY, 'validation.tooLarge'),
  isActive: z.boolean({ error: 'validation.invalidValue' }).default(true),
});
export type ParcelInput = z.input<typeof parcelSchema>;
export type ParcelForm = z.output<typeof parcelSchema>;

/** The shipment's own fields (everything the form saves except status and parcels). */
export const shipmentDetailsSchema = z.object({
  groupId: requiredRef('shipping.groupRequired'),
  sender: shipmentPartySchema('shipping.senderRequired'),
  receiver: shipmentPartySchema('shipping.receiverRequired'),
  totalBox: measure(MAX_QUANTITY),
  totalPallet: measure(MAX_QUANTITY),
  /** Hundredths of a pound. */
  totalWeight: measure(MAX_WEIGHT),
  /** Declared value in US cents. */
  totalValue: measure(MAX_MONEY),
  /** The box as measured (a consolidated box, say), in whole inches; 0: not measured. */
  boxLength: boxSide(),
  boxWidth: boxSide(),
  boxHeight: boxSide(),
  description: optionalText(TEXT_MAX.message),
  shipmentDate: isoDate(),
  mtlTracking: optionalText(TRACKING_MAX),
});
export type ShipmentDetailsInput = z.input<typeof shipmentDetailsSchema>;
export type ShipmentDetails = z.output<typeof shipmentDetailsSchema>;

const parcelsSchema = z.array(parcelSchema, { error: 'validation.invalidValue' }).max(MAX_PARCELS, 'validation.tooLarge').default([]);

export const addShipmentSchema = shipmentDetailsSchema.extend({ parcels: parcelsSchema });
export type AddShipmentInput = z.input<typeof addShipmentSchema>;

/** The update form: its status too (disabled until the shipment exists, so not on add). */
export const updateShipmentSchema = addShipmentSchema.extend({ id: idRef(), statusId: idRef() });
export type UpdateShipmentInput = z.input<typeof updateShipmentSchema>;

/** Which of the four totals a shipment of this type shows (and must fill); the other is kept at 0. */
export const shownMeasures = (typeId: GroupType) =>
  typeId === 'Air' ? (['totalBox', 'totalWeight', 'totalValue'] as const) : (['totalBox', 'totalPallet', 'totalValue'] as const);
export const hiddenMeasure = (typeId: GroupType) => (typeId === 'Air' ? 'totalPallet' : 'totalWeight');

/** The type-follows-group rule, once for the form and the server: the hidden total zeroed, the shown ones above 0. */
export function measuresFor<T extends Pick<ShipmentDetails, 'totalBox' | 'totalPallet' | 'totalWeight' | 'totalValue'>>(
  typeId: GroupType,
  details: T,
): { details: T; errors: { path: string; code: 'validation.greaterThanZero' }[] } {
  const errors = shownMeasures(typeId)
    .filter((field) => !(details[field] > 0))
    .map((field) => ({ path: field, code: 'validation.greaterThanZero' as const }));
  return { details: { ...details, [hiddenMeasure(typeId)]: 0 }, errors };
}

/** A tracking number compares without case or surrounding spaces: 'mtl-1 ' and 'MTL-1' are the same. */
export const trackingKey = (mtlTracking: string) => mtlTracking.trim().toUpperCase();

export const SHIPMENT_SORT_FIELDS = ['id', 'shipmentDate', 'dateCreated', 'mtlTracking', 'groupId'] as const;

const queryId = () =>
  z.string({ error: 'validation.invalidValue' }).max(9, 'validation.tooLarge').regex(/^\d+$/, 'validation.mustBeWholeNumber').transform(Number).optional();

/** The shipment list (query string): a text filter per column (sender and receiver by customer), paged and sorted on the server. */
export const shipmentQuerySchema = queryPagingSchema.extend({
  id: searchText(),
  mtlTracking: searchText(),
  groupId: searchText(),
  /** Exactly this group's shipments (the labels of a group); `groupId` is the list's text filter. */
  inGroup: queryId(),
  senderId: queryId(),
  receiverId: queryId(),
  sort: z.enum(SHIPMENT_SORT_FIELDS, { error: 'validation.invalidChoice' }).default('id'),
  order: z.enum(['asc', 'desc'], { error: 'validation.invalidChoice' }).default('desc'),
});
export type ShipmentQuery = z.input<typeof shipmentQuerySchema>;

/** A group: how it travels, its status (shipmentGroupStatus) and its shipment date. */
export const shipmentGroupDetailsSchema = z.object({
  typeId: z.enum(GROUP_TYPES, { error: 'shipping.groupTypeRequired' }),
  shipmentDate: isoDate(),
});
export const addShipmentGroupSchema = shipmentGroupDetailsSchema;
export type AddShipmentGroupInput = z.input<typeof addShipmentGroupSchema>;
export const updateShipmentGroupSchema = shipmentGroupDetailsSchema.extend({ id: idRef(), statusId: idRef() });
export type UpdateShipmentGroupInput = z.input<typeof updateShipmentGroupSchema>;
export type ShipmentGroupDetails = z.output<typeof shipmentGroupDetailsSchema>;

/** "Update status by group id": every shipment of the group gets this shipmentStatus option. */
export const groupShipmentsStatusSchema = z.object({ groupId: idRef(), statusId: idRef() });

/** The label scanner's status change: one shipment to one shipmentStatus option. */
export const shipmentStatusSchema = z.object({ id: idRef(), statusId: idRef() });
/** The label scanner's group change: one shipment into another group (its type follows the group). */
export const moveShipmentSchema = z.object({ id: idRef(), groupId: idRef() });

/** The group list (query string): the Air or Sea tab (absent: both, for pickers), newest first, paged on the server. */
export const shipmentGroupQuerySchema = queryPagingSchema.extend({ typeId: z.enum(GROUP_TYPES, { error: 'validation.invalidChoice' }).optional() });
export type ShipmentGroupQuery = z.input<typeof shipmentGroupQuerySchema>;

/** A tracking number in a URL. */
export const trackingNumberSchema = text(TRACKING_MAX, { error: 'validation.required' }).trim().min(1, 'validation.required');

/**
 * A scanned label, by the shipment's number (`id`, from `#12`) or its tracking number (`number`),
 * exactly one of them. Found or not is an answer (`ScanLookup`): a label that matches no shipment is
 * an everyday event at the scanner, not an error.
 */
export const scanLookupSchema = z
  .object({ id: queryId(), number: trackingNumberSchema.optional() })
  .refine((query) => (query.id === undefined) !== (query.number === undefined), { path: ['number'], message: 'validation.required' });

/** Order add to shipment group. */
export const addOrderToShipmentGroupSchema = z.object({ orderId: idRef(), shipmentGroupId: requiredRef('shipping.groupRequired') });
export type AddOrderToShipmentGroupInput = z.input<typeof addOrderToShipmentGroupSchema>;
