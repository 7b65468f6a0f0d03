import { type FormEvent, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useText } from '../../i18n/i18n.ts';
import { useConnection } from '../../net/connection-context.ts';
import { Field } from '../../ui/form-field.tsx';
import { confirmCode, type LinkPreview } from './account-api.ts';
import { ActionMessages } from './action-messages.tsx';
import { afterSignIn } from './after-sign-in.ts';
import { BringThisDevice, LinkChecking, LinkElsewhere, LinkFailed } from './link-page-parts.tsx';
import { useAccountAction } from './use-account-action.ts';
import { useLinkPreview } from './use-link-preview.ts';

/**
 * `/account/confirm?code=…`, a mail's link (finish signing up, or sign in). Opening it does
 * nothing: the page says what the link will do and waits for the press. On the device that asked
 * for it, the press makes this device's player the account (a sign-up) or signs it in. Anywhere
 * else the page says so, a sign-up asks for a password of its own, and this device's player or
 * decks join the account only if the box is ticked.
 */
export default function ConfirmLink() {
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const link = useLinkPreview(code);

  if (link.refusal) return <LinkFailed refusal={link.refusal} />;
  if (!link.preview) return <LinkChecking />;
  const { kind } = link.preview;
  // A reset's code has a page of its own (a link typed by hand, say).
  if (kind === 'reset') return <Navigate to={`/account/reset?code=${code}`} replace />;
  return <ConfirmForm code={code} preview={{ ...link.preview, kind }} />;
}

/** The press's words: a sign-up finishes, a sign-in signs in; "here" on a device that did not ask. */
const BUTTON = {
  'sign-up': { asked: 'account.confirm.finishSignUp', elsewhere: 'account.confirm.finishSignUpHere' },
  'sign-in': { asked: 'account.signIn', elsewhere: 'account.confirm.signInHereButton' },
} as const;

function ConfirmForm({
  code,
  preview,
}: {
  code: string;
  preview: LinkPreview & { kind: 'sign-up' | 'sign-in' };
}) {
  const [password, setPassword] = useState('');
  const [bring, setBring] = useState(false);
  const action = useAccountAction();
  const connection = useConnection();
  const navigate = useNavigate();
  const { t } = useText();
  const signUp = preview.kind === 'sign-up';
  const elsewhere = !preview.sameDevice;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (action.busy) return;
    const press = elsewhere
      ? { anotherDevice: true as const, bringThisDevice: bring, ...(signUp ? { password } : {}) }
      : {};
    const answer = await action.run(() => confirmCode(code, press));
    if (!answer) return;
    if (answer.signedIn) await afterSignIn(connection, { claimDecks: !elsewhere || bring });
    navigate('/account', { replace: true });
  };

  return (
    <section className="account-screen" aria-labelledby="confirm-title">
      <h1 id="confirm-title">{t(signUp ? 'account.confirm.signUpTitle' : 'account.confirm.signInTitle')}</h1>
      <form className="panel account-form" noValidate onSubmit={submit}>
        {elsewhere ? (
          <LinkElsewhere preview={preview} />
        ) : (
          <p>
            {t(signUp ? 'account.confirm.signUpHere' : 'account.confirm.signInHere', {
              email: preview.email,
            })}
          </p>
        )}
        {elsewhere && signUp ? (
          <Field id="confirm-password" label={t('account.confirm.choosePassword')}>
            <input
              id="confirm-password"
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </Field>
        ) : null}
        {elsewhere ? <BringThisDevice kind={preview.kind} checked={bring} onChange={setBring} /> : null}
        <ActionMessages refusal={action.refusal} notice={action.notice} alertRef={action.alertRef} />
        <button type="submit" className="button primary" disabled={action.busy} aria-busy={action.busy}>
          {t(BUTTON[preview.kind][elsewhere ? 'elsewhere' : 'asked'])}
        </button>
      </form>
    </section>
  );
}
