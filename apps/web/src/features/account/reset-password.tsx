import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useText } from '../../i18n/i18n.ts';
import { useConnection } from '../../net/connection-context.ts';
import { resetPassword } from './account-api.ts';
import { ActionMessages } from './action-messages.tsx';
import { afterSignIn } from './after-sign-in.ts';
import { useAccountAction } from './use-account-action.ts';

/**
 * `/account/reset?code=…`, the reset mail's link: a new password, then this device is signed in
 * to the account and goes to it. A refusal (expired, used, no such account, disabled, weak) is the
 * server's, in an alert; the code stays in the address, so a weak password can be tried again.
 */
export default function ResetPassword() {
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const [password, setPassword] = useState('');
  const action = useAccountAction();
  const connection = useConnection();
  const navigate = useNavigate();
  const { t } = useText();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (action.busy) return;
    const answer = await action.run(() => resetPassword(code, password));
    if (!answer) return;
    if (answer.signedIn) await afterSignIn(connection);
    navigate('/account', { replace: true });
  };

  return (
    <section className="account-screen" aria-labelledby="reset-title">
      <h1 id="reset-title">{t('account.reset.title')}</h1>
      <form className="panel account-form" noValidate onSubmit={submit}>
        <div className="field">
          <label htmlFor="reset-password">{t('account.newPassword')}</label>
          <input
            id="reset-password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        <ActionMessages refusal={action.refusal} notice={action.notice} alertRef={action.alertRef} />
        <button type="submit" className="button primary" disabled={action.busy} aria-busy={action.busy}>
          {t('account.reset.submit')}
        </button>
      </form>
    </section>
  );
}
