import type { DomainEvent } from '../platform/envelope';
import type { ExpenseDetails } from './expense.schemas';

export const expenseStream = (expenseId: number) => `expense-${expenseId}`;
/** One claim stream per imported bank line: the expense it became (so an import never doubles). */
export const expenseImportClaimStream = (importKey: string) => `expenseimport-${encodeURIComponent(importKey)}`;

export type ExpenseRecorded = DomainEvent<'ExpenseRecorded', { expenseId: number; expense: ExpenseDetails }>;
/** `before` travels with the change so vendor and month figures move with it. */
export type ExpenseUpdated = DomainEvent<'ExpenseUpdated', { expenseId: number; before: ExpenseDetails; after: ExpenseDetails }>;
export type ExpenseDeleted = DomainEvent<'ExpenseDeleted', { expenseId: number; expense: ExpenseDetails }>;
/** The undo of a delete; the expense travels with it, as with the delete, for the figures. */
export type ExpenseRestored = DomainEvent<'ExpenseRestored', { expenseId: number; expense: ExpenseDetails }>;
export type ExpenseEvent = ExpenseRecorded | ExpenseUpdated | ExpenseDeleted | ExpenseRestored;

export interface ExpenseView extends ExpenseDetails {
  id: number;
  createdBy: string | null;
  dateCreated: string;
}

/** A row of the expense list: the view plus its vendor's name. */
export interface ExpenseListRow extends ExpenseView {
  vendorName: string | null;
  /** Who recorded the expense ('First Last'); null for the system or an account no longer on record. */
  createdByName: string | null;
}

/** Which of the asked import keys an earlier import already recorded (those are skipped by `/add/list`). */
export interface ExpenseImportCheck {
  imported: string[];
}

/** What `/add/list` did: the expenses it recorded, and how many rows an earlier import had already added. */
export interface ExpenseImportReply {
  ids: number[];
  skipped: number;
  position: string;
}
