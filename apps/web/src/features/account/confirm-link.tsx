import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useText } from '../../i18n/i18n.ts';
import { useConnection } from '../../net/connection-context.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { confirmCode } from './account-api.ts';
import { refusalText } from './account-text.ts';
import { afterSignIn } from './after-sign-in.ts';

/**
 * `/account/confirm?code=…`, a mail's link (finish signing up, or sign in): the code is sent once
 * on load, then this device is the account's player and goes to `/account`; a refusal (expired,
 * used) stays on screen with the way back.
 */
export default function ConfirmLink() {
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const [refusal, setRefusal] = useState<string | null>(null);
  const connection = useConnection();
  const navigate = useNavigate();
  const sent = useRef(false);
  const { t } = useText();

  useEffect(() => {
    // A code is single-use: React's second run of an effect in development must not spend it twice.
    if (sent.current) return;
    sent.current = true;
    confirmCode(code).then(
      async (answer) => {
        if (answer.signedIn) await afterSignIn(connection);
        navigate('/account', { replace: true });
      },
      (error: unknown) => setRefusal(refusalText(error)),
    );
  }, [code, connection, navigate]);

  return (
    <section className="account-screen" aria-labelledby="confirm-title">
      <h1 id="confirm-title">{refusal ? t('account.confirm.failed') : t('account.confirm.title')}</h1>
      {refusal ? (
        <>
          <p role="alert" className="error-text">
            {refusal}
          </p>
          <p>
            <Link className="button" to="/account">
              {t('account.back')}
            </Link>
          </p>
        </>
      ) : (
        <Spinner label={t('account.confirm.title')} />
      )}
    </section>
  );
}
