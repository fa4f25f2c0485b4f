import RestoreIcon from '@mui/icons-material/RestoreFromTrash';
import { IconButton, TableCell } from '@mui/material';
import { useState } from 'react';
import { RemoveLineCell } from './remove-line-cell';

/**
 * A line of an editable list whose saved lines are removed softly (parcels, charge lines). `key`
 * tells lines apart before they have an id; the server knows a line saved by this form by that key
 * (`sent`) until the form is opened again with the saved ids.
 */
export interface SoftLine {
  key: string;
  id?: number | null;
  isActive?: boolean;
  sent?: boolean;
}

/** A key for a line not saved yet: 128 random bits, so no other form's line ever has it. */
export function newLineKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A line as a save sends it: its id once it has one, otherwise its key (so sending it twice adds it once). */
export function lineToSend<L extends SoftLine>({ key, sent: _sent, ...line }: L): Omit<L, 'key' | 'sent'> & { lineKey?: string } {
  return line.id ? line : { ...line, id: null, lineKey: key };
}

/**
 * The lines of such a list: a saved line is removed softly (kept, inactive, restorable) and an
 * unsaved one is dropped, as the spec's parcels and invoice lines behave.
 */
export function useSoftLines<L extends SoftLine>(initial: () => L[]) {
  const [lines, setLines] = useState<L[]>(initial);
  const change = (key: string, update: Partial<L>) => setLines((current) => current.map((line) => (line.key === key ? { ...line, ...update } : line)));
  return {
    lines,
    add: (line: L) => setLines((current) => [...current, line]),
    change,
    remove: (key: string) =>
      setLines((current) => current.flatMap((line) => (line.key !== key ? [line] : line.id || line.sent ? [{ ...line, isActive: false }] : []))),
    restore: (key: string) => change(key, { isActive: true } as Partial<L>),
    /** After a save: every line is on record now, so removing one is soft (it is sent, inactive). */
    markSent: () => setLines((current) => current.map((line) => ({ ...line, sent: true }))),
  };
}

/** The last cell of a soft line: a bin, or for a removed line the restore button. */
export function RemoveOrRestoreCell({
  removed,
  removeLabel,
  restoreLabel,
  onRemove,
  onRestore,
  disabled,
  testIds,
}: {
  removed: boolean;
  removeLabel: string;
  restoreLabel: string;
  onRemove: () => void;
  onRestore: () => void;
  disabled?: boolean;
  testIds: { remove: string; restore: string };
}) {
  if (!removed) return <RemoveLineCell label={removeLabel} onRemove={onRemove} testId={testIds.remove} disabled={disabled} />;
  return (
    <TableCell>
      <IconButton aria-label={restoreLabel} disabled={disabled} onClick={onRestore} data-testid={testIds.restore}>
        <RestoreIcon />
      </IconButton>
    </TableCell>
  );
}
