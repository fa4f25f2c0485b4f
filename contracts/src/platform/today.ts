/** A day as the records and forms keep it (ISO, UTC): today when no time is given. One definition for the server and the screens. */
export const today = (at: Date = new Date()): string => at.toISOString().slice(0, 10);
