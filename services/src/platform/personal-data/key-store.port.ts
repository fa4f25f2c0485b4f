/**
 * The keys personal data is sealed under, one per person (subject). They live apart from the event
 * log (another file, or another database), so a copy of the log alone never reads personal data, and
 * destroying a key erases its subject from every copy of the log at once.
 */
export interface KeyStore {
  /** The subject's key, made on first use; refused (`customers.erased`) once the subject was erased. */
  keyFor(subject: string): Promise<Buffer>;
  /** The keys of those subjects that have one (erased and unknown subjects are absent). */
  keysOf(subjects: readonly string[]): Promise<Map<string, Buffer>>;
  /** Destroys the subjects' keys for good, keeping only the mark that they were erased. */
  destroy(subjects: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

export const KEY_BYTES = 32;
