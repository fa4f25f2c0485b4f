import {
  conflict,
  invalid,
  invoiceLineTotal,
  MAX_INVOICE_TOTAL,
  notFound,
  totalAmountDueIssue,
  type Currency,
  type InvoiceEvent,
  type InvoiceLine,
  type InvoiceLineForm,
  type InvoiceRecord,
  unhandled,
} from '@cargo/contracts';
import type { Decider } from '../platform/write-model/decider';
import { evolveSavedLines, keysOf, noSavedLines, savedLineChanges, type SavedLines } from '../platform/write-model/saved-lines';

type LineFields = Omit<InvoiceLine, 'id'>;

export interface ActiveInvoice {
  status: 'active';
  invoiceId: number;
  invoice: InvoiceRecord;
  /** Saved charge lines by id (removed ones included: they can be restored), with the keys the form added them under. */
  lines: SavedLines<LineFields>;
  /** What each payment applied here: a payment applies once, and its removal takes back exactly this. */
  applied: Record<number, { cash: number; credit: number }>;
  /**
   * Payments being recorded that claimed it and have not applied here yet, each with what it holds:
   * while any does, it stays (and stays the customer's, in its currency), and what they hold is not
   * due to anyone else (null: a claim from before claims held an amount, which holds nothing).
   */
  claims: Record<number, number | null>;
  paid: number;
  paidOn: string | null;
}

export type InvoiceState = { status: 'absent' } | ActiveInvoice | { status: 'deleted' };

export type InvoiceCommand =
  | { type: 'CreateInvoice'; data: { invoiceId: number; invoice: InvoiceRecord; lines: InvoiceLineForm[] } }
  | { type: 'UpdateInvoice'; data: { invoiceId: number; invoice: InvoiceRecord; lines: InvoiceLineForm[] } }
  | { type: 'ClaimPayment'; data: { invoiceId: number; paymentId: number; customerId: number; currencyId: Currency; held: number } }
  | { type: 'ReleasePaymentClaim'; data: { invoiceId: number; paymentId: number } }
  | { type: 'ApplyPayment'; data: { invoiceId: number; paymentId: number; currencyId: Currency; cash: number; credit: number; paymentDate: string } }
  | { type: 'ReversePayment'; data: { invoiceId: number; paymentId: number } }
  | { type: 'DeleteInvoice'; data: { invoiceId: number } };

const totalOf = (lines: SavedLines<LineFields>) => Object.values(lines.lines).reduce((sum, line) => sum + (line.isActive ? invoiceLineTotal(line) : 0), 0);
/** Cash and credit applied, against the active lines' total. */
export const amountDueOf = (state: ActiveInvoice) => totalOf(state.lines) - state.paid;
export const isPaid = (state: ActiveInvoice) => state.paidOn !== null;
const isClaimed = (state: ActiveInvoice) => Object.keys(state.claims).length > 0;
const heldBy = (state: ActiveInvoice, except: number | null) =>
  Object.entries(state.claims).reduce((sum, [paymentId, held]) => (Number(paymentId) === except ? sum : sum + (held ?? 0)), 0);
/** What a payment can apply here: the amount due, less what other payments being recorded hold. */
export const dueTo = (state: ActiveInvoice, paymentId: number | null) => Math.max(0, amountDueOf(state) - heldBy(state, paymentId));

export function evolveInvoice(state: InvoiceState, event: InvoiceEvent): InvoiceState {
  switch (event.type) {
    case 'InvoiceCreated':
      return {
        status: 'active',
        invoiceId: event.data.invoiceId,
        invoice: event.data.invoice,
        lines: noSavedLines(),
        applied: {},
        claims: {},
        paid: 0,
        paidOn: null,
      };
    case 'InvoiceDeleted':
      return { status: 'deleted' };
    default:
      return state.status === 'active' ? evolveActive(state, event) : state;
  }
}

function evolveActive(state: ActiveInvoice, event: Exclude<InvoiceEvent, { type: 'InvoiceCreated' | 'InvoiceDeleted' }>): InvoiceState {
  switch (event.type) {
    case 'InvoiceUpdated':
      return { ...state, invoice: event.data.after };
    case 'InvoiceLinesAdded':
      return { ...state, lines: evolveSavedLines(state.lines, { kind: 'added', lines: event.data.lines, lineKeys: event.data.lineKeys }) };
    case 'InvoiceLineChanged':
      return { ...state, lines: evolveSavedLines(state.lines, { kind: 'changed', line: event.data.line }) };
    case 'InvoiceLineRemoved':
    case 'InvoiceLineRestored':
      return {
        ...state,
        lines: evolveSavedLines(state.lines, { kind: event.type === 'InvoiceLineRestored' ? 'restored' : 'removed', lineId: event.data.lineId }),
      };
    case 'PaymentClaimed':
      return { ...state, claims: { ...state.claims, [event.data.paymentId]: event.data.held ?? null } };
    case 'PaymentClaimReleased':
      return { ...state, claims: withoutClaim(state.claims, event.data.paymentId) };
    case 'PaymentApplied':
      return {
        ...state,
        applied: { ...state.applied, [event.data.paymentId]: { cash: event.data.cash, credit: event.data.credit } },
        claims: withoutClaim(state.claims, event.data.paymentId),
        paid: state.paid + event.data.cash + event.data.credit,
      };
    case 'PaymentReversed': {
      const { [event.data.paymentId]: _reversed, ...applied } = state.applied;
      return { ...state, applied, paid: state.paid - event.data.cash - event.data.credit };
    }
    case 'InvoicePaid':
      return { ...state, paidOn: event.data.paidOn };
    case 'InvoiceReopened':
      return { ...state, paidOn: null };
    default:
      return unhandled(event);
  }
}

function withoutClaim(claims: ActiveInvoice['claims'], paymentId: number): ActiveInvoice['claims'] {
  const { [paymentId]: _gone, ...rest } = claims;
  return rest;
}

function active(state: InvoiceState): ActiveInvoice {
  if (state.status !== 'active') throw notFound('billing.invoiceNotFound');
  return state;
}

/** The charge lines as the form holds them, against the lines on record (`savedLineChanges`). */
function lineEvents(invoiceId: number, lines: InvoiceLineForm[], saved: SavedLines<LineFields>): InvoiceEvent[] {
  const inputs = lines.map(({ id, lineKey, isActive, name, quantity, unitPrice, caseQuantity }) => ({
    id,
    lineKey,
    isActive,
    fields: { name, quantity, unitPrice, caseQuantity },
  }));
  const same = (a: LineFields, b: LineFields) =>
    a.name === b.name && a.quantity === b.quantity && a.unitPrice === b.unitPrice && a.caseQuantity === b.caseQuantity;
  const changes = savedLineChanges(inputs, saved, same, 'billing.lineNotFound', 'invoiceDetails');
  const events: InvoiceEvent[] = [];
  if (changes.added.length > 0) events.push({ type: 'InvoiceLinesAdded', data: { invoiceId, lines: changes.added, ...keysOf(changes.addedKeys) } });
  for (const line of changes.changed) events.push({ type: 'InvoiceLineChanged', data: { invoiceId, line } });
  for (const lineId of changes.removed) events.push({ type: 'InvoiceLineRemoved', data: { invoiceId, lineId } });
  for (const lineId of changes.restored) events.push({ type: 'InvoiceLineRestored', data: { invoiceId, lineId } });
  return events;
}

/** The state the events would give, to check the total they leave. */
const after = (state: InvoiceState, events: InvoiceEvent[]) => active(events.reduce(evolveInvoice, state));

/** An invoice bills something: at least one active line, and a total above 0 (the spec's Total Amount Due rules). */
function requireTotal(state: ActiveInvoice): number {
  const total = totalOf(state.lines);
  const issue = totalAmountDueIssue(Object.values(state.lines.lines));
  if (issue !== null) throw invalid(issue, [{ path: 'invoiceDetails', code: issue }]);
  if (total > MAX_INVOICE_TOTAL) throw invalid('billing.totalTooLarge', [{ path: 'invoiceDetails', code: 'billing.totalTooLarge' }]);
  // What is paid, and what payments being recorded hold, stays billed.
  if (total < state.paid + heldBy(state, null)) throw conflict('billing.totalBelowPaid');
  return total;
}

export function decideInvoice(command: InvoiceCommand, state: InvoiceState): InvoiceEvent[] {
  switch (command.type) {
    case 'CreateInvoice': {
      if (state.status !== 'absent') throw conflict('error.concurrency');
      const { invoiceId, invoice, lines } = command.data;
      const events: InvoiceEvent[] = [{ type: 'InvoiceCreated', data: { invoiceId, invoice } }];
      events.push(...lineEvents(invoiceId, lines, noSavedLines()));
      requireTotal(after(state, events));
      return events;
    }
    case 'UpdateInvoice': {
      const current = active(state);
      if (isPaid(current)) throw conflict('billing.invoicePaidLocked');
      const { invoiceId, lines } = command.data;
      // What the invoice bills is fixed at creation (orders and shipments point back at it).
      const invoice = { ...command.data.invoice, typeId: current.invoice.typeId, associatedId: current.invoice.associatedId };
      // A payment belongs to its customer's account in its currency: once one is applied (or on its way), neither moves.
      const paying = current.paid > 0 || isClaimed(current);
      if (invoice.currencyId !== current.invoice.currencyId && paying) throw conflict('billing.currencyLocked');
      if (invoice.customerId !== current.invoice.customerId && paying) throw conflict('billing.customerLocked');
      const events: InvoiceEvent[] =
        JSON.stringify(invoice) === JSON.stringify(current.invoice)
          ? []
          : [{ type: 'InvoiceUpdated', data: { invoiceId, before: current.invoice, after: invoice } }];
      events.push(...lineEvents(invoiceId, lines, current.lines));
      const next = after(state, events);
      const total = requireTotal(next);
      if (next.paid > 0 && next.paid >= total) events.push({ type: 'InvoicePaid', data: { invoiceId, paidOn: invoice.invoiceDate } });
      return events;
    }
    case 'ClaimPayment': {
      const current = active(state);
      const { invoiceId, paymentId, customerId, currencyId, held } = command.data;
      if (current.invoice.customerId !== customerId || current.invoice.currencyId !== currencyId)
        throw invalid('billing.wrongCustomerInvoice', [{ path: 'invoiceIds', code: 'billing.wrongCustomerInvoice' }]);
      if (paymentId in current.claims || current.applied[paymentId]) return [];
      // The payment's part was decided on what was due here then; it can no longer be held as decided.
      if (held > dueTo(current, paymentId)) throw conflict('error.concurrency');
      return [{ type: 'PaymentClaimed', data: { invoiceId, paymentId, held } }];
    }
    case 'ReleasePaymentClaim':
      return state.status === 'active' && command.data.paymentId in state.claims ? [{ type: 'PaymentClaimReleased', data: command.data }] : [];
    case 'ApplyPayment': {
      const current = active(state);
      const { invoiceId, paymentId, currencyId, paymentDate } = command.data;
      if (current.applied[paymentId]) return [];
      if (currencyId !== current.invoice.currencyId) throw invalid('error.invalidInput', [{ path: 'currencyId', code: 'validation.invalidChoice' }]);
      // Never more than it may take of the amount due (what it holds, when it claimed an amount): credit first (it is already the customer's), then cash.
      const due = dueTo(current, paymentId);
      const credit = Math.min(command.data.credit, due);
      const cash = Math.min(command.data.cash, due - credit);
      // Nothing left to pay here: the payment's claim, if it made one, lets go.
      if (cash + credit === 0) return paymentId in current.claims ? [{ type: 'PaymentClaimReleased', data: { invoiceId, paymentId } }] : [];
      const events: InvoiceEvent[] = [{ type: 'PaymentApplied', data: { invoiceId, paymentId, currencyId, cash, credit, paymentDate } }];
      if (cash + credit === amountDueOf(current)) events.push({ type: 'InvoicePaid', data: { invoiceId, paidOn: paymentDate } });
      return events;
    }
    case 'ReversePayment': {
      const current = active(state);
      const applied = current.applied[command.data.paymentId];
      if (!applied) return [];
      const events: InvoiceEvent[] = [{ type: 'PaymentReversed', data: { ...command.data, ...applied } }];
      if (isPaid(current)) events.push({ type: 'InvoiceReopened', data: { invoiceId: command.data.invoiceId } });
      return events;
    }
    case 'DeleteInvoice': {
      const current = active(state);
      // Paid in part, or claimed by a payment being recorded: whichever reached its stream first wins.
      if (Object.keys(current.applied).length > 0 || isClaimed(current)) throw conflict('billing.paymentMade');
      return [{ type: 'InvoiceDeleted', data: { invoiceId: command.data.invoiceId, invoice: current.invoice } }];
    }
    default:
      return unhandled(command);
  }
}

export const invoiceDecider: Decider<InvoiceCommand, InvoiceEvent, InvoiceState> = {
  initialState: { status: 'absent' },
  evolve: evolveInvoice,
  decide: decideInvoice,
};
