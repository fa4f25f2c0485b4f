import type { ReactNode } from 'react';

/** A form that submits on Enter and on its submit button, without a page reload; validation is the schema's. */
export function SubmitForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      style={{ display: 'contents' }}
    >
      {children}
    </form>
  );
}
