import type { MessageRef } from '@unsayable/rules';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { localizeMessage } from '../i18n/english-messages.ts';

/** The ids and ARIA a control needs to point at its own message and hint. */
export function describedProps(id: string, error: string | undefined, hint = false) {
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}

/**
 * A field's message: an alert, so it is read out as it appears, beside the field that points to
 * it. Shown by its key when it has one (`errorRef`), else matched by its English words.
 */
export function FieldError({
  id,
  error,
  errorRef,
}: {
  id: string;
  error: string | undefined;
  errorRef?: MessageRef | undefined;
}) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="error-text" role="alert">
      {localizeMessage(error, errorRef)}
    </p>
  );
}

/** A labelled control with its hint and, after a bad entry, its message right below it. */
export function Field({
  id,
  label,
  error,
  errorRef,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  /** The message's key and values, when it has them. */
  errorRef?: MessageRef | undefined;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} errorRef={errorRef} />
    </div>
  );
}

/**
 * After each refused submit, focus moves to the first control with a message, so it is read out
 * and can be fixed at once (not while typing: only `refused()` moves it).
 */
export function useRefusalFocus() {
  const formRef = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  return { formRef, refused: () => setRefusals((n) => n + 1) };
}
