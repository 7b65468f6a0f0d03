import { type FormEvent, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useText } from '../../i18n/i18n.ts';
import { useConnection } from '../../net/connection-context.ts';
import { Field } from '../../ui/form-field.tsx';
import { type LinkPreview, resetPassword } from './account-api.ts';
import { ActionMessages } from './action-messages.tsx';
import { afterSignIn } from './after-sign-in.ts';
import { BringThisDevice, LinkChecking, LinkElsewhere, LinkFailed } from './link-page-parts.tsx';
import { useAccountAction } from './use-account-action.ts';
import { useLinkPreview } from './use-link-preview.ts';

/**
 * `/account/reset?code=…`, the reset mail's link: a new password, then this device is signed in
 * to the account and goes to it. A link that cannot be used says so before a password is asked
 * for. On a device that did not ask for the link the page says so, and this device's decks join
 * the account only if the box is ticked. A refusal of the press (weak, expired, disabled) is the
 * server's, in an alert; the code stays in the address, so a weak password can be tried again.
 */
export default function ResetPassword() {
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const link = useLinkPreview(code);

  if (link.refusal) return <LinkFailed refusal={link.refusal} />;
  if (!link.preview) return <LinkChecking />;
  // A sign-up's or a sign-in's code has a page of its own.
  if (link.preview.kind !== 'reset') return <Navigate to={`/account/confirm?code=${code}`} replace />;
  return <ResetForm code={code} preview={link.preview} />;
}

function ResetForm({ code, preview }: { code: string; preview: LinkPreview }) {
  const [password, setPassword] = useState('');
  const [bring, setBring] = useState(false);
  const action = useAccountAction();
  const connection = useConnection();
  const navigate = useNavigate();
  const { t } = useText();
  const elsewhere = !preview.sameDevice;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (action.busy) return;
    const press = elsewhere ? { anotherDevice: true as const, bringThisDevice: bring } : {};
    const answer = await action.run(() => resetPassword(code, password, press));
    if (!answer) return;
    if (answer.signedIn) await afterSignIn(connection, { claimDecks: !elsewhere || bring });
    navigate('/account', { replace: true });
  };

  return (
    <section className="account-screen" aria-labelledby="reset-title">
      <h1 id="reset-title">{t('account.reset.title')}</h1>
      <form className="panel account-form" noValidate onSubmit={submit}>
        {elsewhere ? (
          <LinkElsewhere preview={preview} />
        ) : (
          <p className="account-who">{t('account.reset.for', { email: preview.email })}</p>
        )}
        <Field id="reset-password" label={t('account.newPassword')}>
          <input
            id="reset-password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        {elsewhere ? <BringThisDevice kind="reset" checked={bring} onChange={setBring} /> : null}
        <ActionMessages refusal={action.refusal} notice={action.notice} alertRef={action.alertRef} />
        <button type="submit" className="button primary" disabled={action.busy} aria-busy={action.busy}>
          {t('account.reset.submit')}
        </button>
      </form>
    </section>
  );
}
