import { useState } from 'react';
import { useText } from '../../i18n/i18n.ts';
import { useConnection } from '../../net/connection-context.ts';
import { type Account, deleteAccount, signOut } from './account-api.ts';
import { AccountDecks, AccountGames } from './account-games.tsx';
import { ActionMessages } from './action-messages.tsx';
import { ChangePassword } from './change-password.tsx';
import { DisplayName } from './display-name.tsx';
import { useAccountAction } from './use-account-action.ts';

type SignedIn = Extract<Account, { signedIn: true }>;

/**
 * `/account` signed in: who, the account's decks and games, the password, Sign out and Delete
 * account (a second press, `Delete account for good`, does it). Leaving the account either way
 * makes this device an anonymous player again: the socket opens again with the new cookie.
 */
export function AccountProfile({
  account,
  onSignedOut,
}: {
  account: SignedIn;
  onSignedOut: (notice: string) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const action = useAccountAction();
  const connection = useConnection();
  const { t } = useText();

  const leave = async (call: () => Promise<unknown>, notice: string) => {
    const done = await action.run(call);
    if (done === undefined) return;
    await connection.reconnect();
    onSignedOut(notice);
  };

  return (
    <>
      <p className="account-who">{t('account.signedInAs', { email: account.email })}</p>
      <DisplayName name={account.name ?? ''} />
      <AccountDecks decks={account.decks} />
      <AccountGames games={account.games} />
      <ChangePassword />
      <section className="panel" aria-labelledby="account-leave-title">
        <h2 id="account-leave-title" className="account-subtitle">
          {t('account.leaveTitle')}
        </h2>
        <ActionMessages refusal={action.refusal} notice={action.notice} alertRef={action.alertRef} />
        <div className="actions">
          <button
            type="button"
            className="button"
            disabled={action.busy}
            onClick={() => void leave(signOut, t('account.signedOut'))}
          >
            {t('account.signOut')}
          </button>
          {confirming ? (
            <>
              <p className="account-warning">{t('account.deleteWarning')}</p>
              <button
                type="button"
                className="button danger"
                disabled={action.busy}
                aria-busy={action.busy}
                onClick={() => void leave(deleteAccount, t('account.deleted'))}
              >
                {t('account.deleteForGood')}
              </button>
              <button type="button" className="button" onClick={() => setConfirming(false)}>
                {t('account.keep')}
              </button>
            </>
          ) : (
            <button type="button" className="button danger" onClick={() => setConfirming(true)}>
              {t('account.delete')}
            </button>
          )}
        </div>
      </section>
    </>
  );
}
