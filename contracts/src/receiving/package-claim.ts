import { z } from 'zod';
import type { DomainEvent } from '../platform/envelope';
import { queryPagingSchema } from '../platform/paging';
import { idRef, optionalText, requiredText, text, TEXT_MAX } from '../platform/schema-helpers';
import { receivingFileId } from './package.schemas';
import { normaliseTrackingNumber, type Carrier } from './tracking-number';

/** A customer's claim of an unknown package: the last digits of its tracking number and a proof (a receipt, a screenshot). */
export const packageClaimStream = (claimId: number) => `packageclaim-${claimId}`;
/** How many of a tracking number's last characters a claim names: enough to tell packages apart, too few to read off another's label. */
export const CLAIM_DIGITS = 6;
/** The last digits of a tracking number, as a claim names them. */
export const lastDigitsOf = (trackingNumber: string) => trackingNumber.slice(-CLAIM_DIGITS);

export type PackageClaimed = DomainEvent<'PackageClaimed', { claimId: number; customerId: number; lastDigits: string; fileId: string; note: string }>;
/** Staff found the claimed package: it is the customer's now (its `PackageOwnerAssigned` says so on the package). */
export type PackageClaimApproved = DomainEvent<'PackageClaimApproved', { claimId: number; packageId: number }>;
/** Why, told to the claimant (named here, so the email needs nothing else). */
export type PackageClaimRefused = DomainEvent<'PackageClaimRefused', { claimId: number; customerId: number; lastDigits: string; reason: string }>;
export type PackageClaimEvent = PackageClaimed | PackageClaimApproved | PackageClaimRefused;

export const PACKAGE_CLAIM_STATES = ['pending', 'approved', 'refused'] as const;
export type PackageClaimState = (typeof PACKAGE_CLAIM_STATES)[number];

/** A claim from the portal: the last 6 letters or digits of the tracking number (spaces, dashes and case as any number), and the proof file. */
export const claimPackageSchema = z.object({
  lastDigits: text(40, { error: 'validation.required', abort: true })
    .transform(normaliseTrackingNumber)
    .pipe(z.string().regex(new RegExp(`^[A-Z0-9]{${CLAIM_DIGITS}}$`), 'receiving.claimDigits')),
  fileId: receivingFileId('receiving.proofRequired'),
  note: optionalText(TEXT_MAX.message),
});
export type ClaimPackageInput = z.input<typeof claimPackageSchema>;
/** Staff's decision: the package the claim is for, or why it is refused (emailed to the customer). */
export const approveClaimSchema = z.object({ id: idRef(), packageId: idRef() });
export const refuseClaimSchema = z.object({ id: idRef(), reason: requiredText(TEXT_MAX.line) });

/** The claims list (query string): staff see every one, pending first by default; a customer their own. */
export const packageClaimQuerySchema = queryPagingSchema.extend({
  state: z.enum(PACKAGE_CLAIM_STATES, { error: 'validation.invalidChoice' }).optional(),
});
export type PackageClaimQuery = z.input<typeof packageClaimQuerySchema>;

export interface PackageClaimView {
  id: number;
  customerId: number;
  customerName: string | null;
  lastDigits: string;
  fileId: string;
  note: string;
  state: PackageClaimState;
  /** The package it was approved for, or null. */
  packageId: number | null;
  /** Why it was refused. */
  reason: string;
  dateCreated: string;
}

/** Staff's view of a claim: with the unknown packages whose numbers end in its digits, to approve one of. */
export interface PackageClaimReview extends PackageClaimView {
  candidates: {
    id: number;
    trackingNumber: string;
    carrier: Carrier;
    receivedOn: string;
    bin: string;
    photoIds: string[];
    label: { name: string; address: string } | null;
  }[];
}
