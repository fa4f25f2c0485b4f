import { z } from 'zod';
import { queryPagingSchema } from '../platform/paging';
import {
  idRef,
  MAX_MONEY,
  MAX_QUANTITY,
  nonNegativeWhole,
  optionalText,
  requiredText,
  searchText,
  text,
  TEXT_MAX,
  wholeNumber,
} from '../platform/schema-helpers';
import { GROUP_TYPES, MAX_BOX_SIDE, shipmentDetailsSchema } from '../shipping/shipment.schemas';
import { PACKAGE_CONDITIONS, PACKING } from './package.events';
import { CARRIERS, TRACKING_NUMBER_MAX, trackingNumber } from './tracking-number';

/** Heaviest package the dock takes: 2,000 lb, in hundredths of a pound. */
export const MAX_PACKAGE_WEIGHT = 200_000;
/** Longest side the dock takes, in inches: a box's. */
export const MAX_PACKAGE_SIDE = MAX_BOX_SIDE;
/** Most lines a pre-alert lists, photos a receipt keeps. */
export const MAX_CONTENT_LINES = 50;
export const MAX_PACKAGE_PHOTOS = 10;

/**
 * Receiving's files (a package's photos, a pre-alert's invoice, a claim's proof) share the file store
 * with product pictures, whose route is public: this prefix keeps that route from serving them.
 */
export const RECEIVING_FILE_PREFIX = 'rcv_';

/** A receiving file's id (a photo, a pre-alert's invoice, a claim's proof): what the upload answered. */
export const RECEIVING_FILE_ID = /^[A-Za-z0-9_-]{1,64}$/;
export const receivingFileId = (missing = 'validation.invalidValue') =>
  z.string({ error: missing }).max(64, { message: 'validation.tooLong', abort: true }).regex(RECEIVING_FILE_ID, 'validation.invalidValue');

export const contentLineSchema = z.object({
  description: requiredText(TEXT_MAX.line),
  quantity: wholeNumber().min(1, 'validation.greaterThanZero').max(MAX_QUANTITY, 'validation.tooLarge'),
  /** US cents. */
  value: nonNegativeWhole(MAX_MONEY),
  hsCode: optionalText(12).refine((code) => /^[0-9.]*$/.test(code), 'validation.onlyNumbers'),
});
export type ContentLineInput = z.input<typeof contentLineSchema>;

export const preAlertDetailsSchema = z.object({
  carrier: z.enum(CARRIERS, { error: (issue) => (issue.input === undefined || issue.input === '' ? 'validation.required' : 'validation.invalidChoice') }),
  trackingNumber: trackingNumber(),
  contents: z.array(contentLineSchema, { error: 'validation.invalidValue' }).min(1, 'receiving.contentsRequired').max(MAX_CONTENT_LINES, 'validation.tooLarge'),
  service: z.enum(GROUP_TYPES, { error: 'validation.invalidChoice' }),
  fileId: receivingFileId().nullable().default(null),
  note: optionalText(TEXT_MAX.message),
});
export type PreAlertInput = z.input<typeof preAlertDetailsSchema>;

/** New pre-alert: a customer's own; staff name the customer it is for. */
export const addPreAlertSchema = preAlertDetailsSchema.extend({ customerId: idRef().optional() });
export type AddPreAlertInput = z.input<typeof addPreAlertSchema>;
export const updatePreAlertSchema = preAlertDetailsSchema.extend({ id: idRef() });
export type UpdatePreAlertInput = z.input<typeof updatePreAlertSchema>;

const side = () => wholeNumber().min(1, 'receiving.dimensionRange').max(MAX_PACKAGE_SIDE, 'receiving.dimensionRange');

/**
 * A package at the dock: the scanned number; the pre-alert it matched, or the customer staff know it
 * is for, or neither (an unknown package: the label's name and address then say whose it may be).
 */
export const receivePackageSchema = z
  .object({
    trackingNumber: trackingNumber(),
    carrier: z.enum(CARRIERS, { error: 'validation.invalidChoice' }).optional(),
    preAlertId: idRef().nullable().default(null),
    customerId: idRef().nullable().default(null),
    /** Hundredths of a pound. */
    weight: wholeNumber().min(1, 'receiving.weightRange').max(MAX_PACKAGE_WEIGHT, 'receiving.weightRange'),
    length: side(),
    width: side(),
    height: side(),
    condition: z.enum(PACKAGE_CONDITIONS, { error: 'validation.invalidChoice' }).default('ok'),
    conditionNote: optionalText(TEXT_MAX.line),
    photoIds: z.array(receivingFileId(), { error: 'validation.invalidValue' }).max(MAX_PACKAGE_PHOTOS, 'validation.tooLarge').default([]),
    bin: optionalText(TEXT_MAX.code),
    labelName: optionalText(TEXT_MAX.name),
    labelAddress: optionalText(TEXT_MAX.line),
  })
  .superRefine((receipt, context) => {
    if (receipt.preAlertId !== null || receipt.customerId !== null) return;
    if (receipt.labelName === '' && receipt.labelAddress === '') context.addIssue({ code: 'custom', path: ['labelName'], message: 'receiving.labelRequired' });
  });
export type ReceivePackageInput = z.input<typeof receivePackageSchema>;

const reason = () => requiredText(TEXT_MAX.line);
export const assignPackageOwnerSchema = z.object({ id: idRef(), customerId: idRef() });
export const holdPackageSchema = z.object({ id: idRef(), reason: reason() });
export const packageReasonSchema = z.object({ id: idRef(), reason: reason() });

/** A scan at the dock: the typed or scanned text, normalised as the server keeps numbers. */
export const packageScanSchema = z.object({
  number: text(TRACKING_NUMBER_MAX * 2, { error: 'validation.required' })
    .trim()
    .min(1, 'validation.required'),
});

export const PACKAGE_STATES = ['received', 'unknown', 'held', 'requested', 'consolidated', 'shipped', 'returned', 'disposed'] as const;
export type PackageState = (typeof PACKAGE_STATES)[number];
/** The states in which a package is on the shelf: its days in storage (and its fee) count; once consolidated they are settled. */
export const STORED_STATES: readonly PackageState[] = ['received', 'unknown', 'held', 'requested'];
export const PACKAGE_SORT_FIELDS = ['id', 'receivedAt', 'trackingNumber', 'bin'] as const;

/** The packages list (query string): by state, by customer, a search over tracking number, customer and bin; paged and sorted on the server. */
export const packageQuerySchema = queryPagingSchema.extend({
  state: z.enum(PACKAGE_STATES, { error: 'validation.invalidChoice' }).optional(),
  customerId: z
    .string({ error: 'validation.invalidValue' })
    .max(9, 'validation.tooLarge')
    .regex(/^\d+$/, 'validation.mustBeWholeNumber')
    .transform(Number)
    .optional(),
  search: searchText(),
  sort: z.enum(PACKAGE_SORT_FIELDS, { error: 'validation.invalidChoice' }).default('id'),
  order: z.enum(['asc', 'desc'], { error: 'validation.invalidChoice' }).default('desc'),
});
export type PackageQuery = z.input<typeof packageQuerySchema>;

/** A ship request: the customer's own received packages (each once), how they travel, where to, insured or not, packed how. */
export const shipRequestSchema = z.object({
  packageIds: z
    .array(idRef(), { error: 'validation.invalidValue' })
    .min(1, 'receiving.packagesRequired')
    .max(50, 'validation.tooLarge')
    .refine((ids) => new Set(ids).size === ids.length, 'receiving.packageTwice'),
  service: z.enum(GROUP_TYPES, { error: 'validation.invalidChoice' }),
  addressId: idRef(),
  insurance: z.boolean({ error: 'validation.invalidValue' }).default(false),
  packing: z.enum(PACKING, { error: 'validation.invalidChoice' }).default('keepBoxes'),
  note: optionalText(TEXT_MAX.message),
});
export type ShipRequestInput = z.input<typeof shipRequestSchema>;

export const SHIP_REQUEST_STATES = ['requested', 'consolidated', 'cancelled'] as const;
export type ShipRequestState = (typeof SHIP_REQUEST_STATES)[number];
/** The ship requests: staff's oldest first (the picking queue), a customer's own newest first. */
export const shipRequestQuerySchema = queryPagingSchema.extend({ state: z.enum(SHIP_REQUEST_STATES, { error: 'validation.invalidChoice' }).optional() });
export type ShipRequestQuery = z.input<typeof shipRequestQuerySchema>;

/**
 * Consolidation: from a request, or a customer's received packages picked directly, one shipment
 * through the shipment's own rules. Its parcels (one per package, its weight and declared value) and
 * its declared total are the server's, from the packages.
 */
export const consolidateSchema = shipmentDetailsSchema.omit({ totalValue: true }).extend({
  requestId: idRef().nullable().default(null),
  customerId: idRef(),
  packageIds: z
    .array(idRef(), { error: 'validation.invalidValue' })
    .min(1, 'receiving.packagesRequired')
    .max(50, 'validation.tooLarge')
    .refine((ids) => new Set(ids).size === ids.length, 'receiving.packageTwice'),
});
export type ConsolidateInput = z.input<typeof consolidateSchema>;

export const PRE_ALERT_STATES = ['expected', 'received', 'cancelled'] as const;
export type PreAlertState = (typeof PRE_ALERT_STATES)[number];
/** The pre-alerts list: the customer's own, or staff's by customer and state. */
export const preAlertQuerySchema = queryPagingSchema.extend({
  state: z.enum(PRE_ALERT_STATES, { error: 'validation.invalidChoice' }).optional(),
  search: searchText(),
});
export type PreAlertQuery = z.input<typeof preAlertQuerySchema>;
