/** The shell's store (a fixture): only the shell may import it. */
export const store = { session: null };
