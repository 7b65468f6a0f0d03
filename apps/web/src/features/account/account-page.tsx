import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useText } from '../../i18n/i18n.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { type Account, fetchAccount } from './account-api.ts';
import { AccountProfile } from './account-profile.tsx';
import { refusalText } from './account-text.ts';
import { SignedOut } from './signed-out.tsx';

type Loaded =
  | { kind: 'loading' }
  | { kind: 'account'; account: Account }
  | { kind: 'refused'; message: string };

/** `/account`: signed out, the ways in; signed in, the profile. Asked of the server on every visit. */
export default function AccountPage() {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [notice, setNotice] = useState('');
  const { t } = useText();

  const load = useCallback(() => {
    let current = true;
    fetchAccount().then(
      (account) => current && setLoaded({ kind: 'account', account }),
      (error: unknown) => current && setLoaded({ kind: 'refused', message: refusalText(error) }),
    );
    return () => {
      current = false;
    };
  }, []);
  useEffect(load, [load]);

  let body: ReactNode;
  if (loaded.kind === 'loading') body = <Spinner label={t('account.loading')} />;
  else if (loaded.kind === 'refused')
    body = (
      <>
        <p role="alert" className="error-text">
          {loaded.message}
        </p>
        <button
          type="button"
          className="button"
          onClick={() => {
            setLoaded({ kind: 'loading' });
            load();
          }}
        >
          {t('account.tryAgain')}
        </button>
      </>
    );
  else if (loaded.account.signedIn)
    body = (
      <AccountProfile
        account={loaded.account}
        onSignedOut={(said) => {
          setNotice(said);
          load();
        }}
      />
    );
  else
    body = (
      <SignedOut
        oidc={loaded.account.oidc}
        onSignedIn={() => {
          setNotice(t('account.signedIn'));
          load();
        }}
      />
    );

  return (
    <section className="account-screen" aria-labelledby="account-title">
      <h1 id="account-title">{t('account.title')}</h1>
      <p role="status" className="account-notice">
        {notice}
      </p>
      {body}
    </section>
  );
}
