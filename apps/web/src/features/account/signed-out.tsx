import { type FormEvent, useState } from 'react';
import { translate, useText } from '../../i18n/i18n.ts';
import { useConnection } from '../../net/connection-context.ts';
import { Field } from '../../ui/form-field.tsx';
import {
  askSignInLink,
  forgotPassword,
  OIDC_START,
  type OidcOffer,
  type SignInAnswer,
  signIn,
  signUp,
} from './account-api.ts';
import { noticeText } from './account-text.ts';
import { ActionMessages } from './action-messages.tsx';
import { afterSignIn } from './after-sign-in.ts';
import { useAccountAction } from './use-account-action.ts';

/**
 * `/account` for someone not signed in: an account is an option, never needed to play. Sign up
 * keeps this device's player (seat, name, decks): the mail's link finishes it on this device.
 */
export function SignedOut({ oidc, onSignedIn }: { oidc?: OidcOffer; onSignedIn: () => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const action = useAccountAction();
  const connection = useConnection();
  const { t } = useText();

  const signedInOr = async (answer: SignInAnswer | undefined, samePlayer: boolean) => {
    if (!answer) return;
    if (!answer.signedIn) return action.setNotice(noticeText(answer.message));
    await afterSignIn(connection, { samePlayer });
    onSignedIn();
  };

  const withPassword = (up: boolean) =>
    void action
      .run((): Promise<SignInAnswer> => (up ? signUp(email, password) : signIn(email, password)))
      .then((answer) => signedInOr(answer, up));

  // Enter in a field signs in, the usual meaning of the form.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!action.busy) withPassword(false);
  };

  /** The email-only requests: nothing is asked of the server without an address to send to. */
  const byEmail = (call: (email: string) => Promise<{ message: string }>) => {
    if (email.trim() === '') return action.setRefusal(translate('server.account.badEmail'));
    void action
      .run(() => call(email.trim()))
      .then((answer) => answer && action.setNotice(noticeText(answer.message)));
  };

  return (
    <>
      <p>{t('account.lead')}</p>
      <form className="home-form account-form" noValidate onSubmit={submit}>
        <Field id="account-email" label={t('account.email')}>
          <input
            id="account-email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </Field>
        <Field id="account-password" label={t('account.password')}>
          <input
            id="account-password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        <ActionMessages refusal={action.refusal} notice={action.notice} alertRef={action.alertRef} />
        <div className="actions">
          <button type="submit" className="button primary" disabled={action.busy} aria-busy={action.busy}>
            {t('account.signIn')}
          </button>
          <button type="button" className="button" disabled={action.busy} onClick={() => withPassword(true)}>
            {t('account.signUp')}
          </button>
        </div>
        <div className="actions">
          <button
            type="button"
            className="button"
            disabled={action.busy}
            onClick={() => byEmail(askSignInLink)}
          >
            {t('account.emailLink')}
          </button>
          <button
            type="button"
            className="button"
            disabled={action.busy}
            onClick={() => byEmail(forgotPassword)}
          >
            {t('account.forgot')}
          </button>
          {oidc?.enabled ? (
            <button type="button" className="button" onClick={() => window.location.assign(OIDC_START)}>
              {t('account.oidc', { name: oidc.name })}
            </button>
          ) : null}
        </div>
      </form>
    </>
  );
}
