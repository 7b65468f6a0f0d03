import { useEffect, useRef, useState } from 'react';
import { refusalText } from './account-text.ts';

/**
 * One account form's round trip: busy while the server answers, the refusal in an alert (focused,
 * so a screen reader hears it), a notice in a status. `run` gives back what the call answered, or
 * undefined after a refusal.
 */
export function useAccountAction() {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const alertRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (refusal) alertRef.current?.focus();
  }, [refusal]);

  async function run<T>(call: () => Promise<T>): Promise<T | undefined> {
    setBusy(true);
    setRefusal(null);
    setNotice('');
    try {
      return await call();
    } catch (error) {
      setRefusal(refusalText(error));
      return undefined;
    } finally {
      setBusy(false);
    }
  }

  return { busy, refusal, notice, setNotice, setRefusal, alertRef, run };
}
