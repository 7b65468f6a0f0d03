import type { RefObject } from 'react';

/** A form's refusal (an alert, focused) and notice (a status, always there so it is announced). */
export function ActionMessages({
  refusal,
  notice,
  alertRef,
}: {
  refusal: string | null;
  notice: string;
  alertRef: RefObject<HTMLParagraphElement | null>;
}) {
  return (
    <>
      {refusal ? (
        <p ref={alertRef} tabIndex={-1} role="alert" className="error-text">
          {refusal}
        </p>
      ) : null}
      <p role="status" className="account-notice">
        {notice}
      </p>
    </>
  );
}
