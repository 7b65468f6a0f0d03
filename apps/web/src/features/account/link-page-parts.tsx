import { Link } from 'react-router';
import { useText } from '../../i18n/i18n.ts';
import { Spinner } from '../../ui/spinner.tsx';
import type { LinkPreview } from './account-api.ts';

// What the pages of mailed links (`/account/confirm`, `/account/reset`) both show.

/** While the page asks what its link is. */
export function LinkChecking() {
  const { t } = useText();
  return (
    <section className="account-screen" aria-labelledby="link-checking-title">
      <h1 id="link-checking-title">{t('account.link.checking')}</h1>
      <Spinner label={t('account.link.checking')} />
    </section>
  );
}

/** A link that cannot be used (used, expired, its account gone): the server's words and the way back. */
export function LinkFailed({ refusal }: { refusal: string }) {
  const { t } = useText();
  return (
    <section className="account-screen" aria-labelledby="link-failed-title">
      <h1 id="link-failed-title">{t('account.confirm.failed')}</h1>
      <p role="alert" className="error-text">
        {refusal}
      </p>
      <p>
        <Link className="button" to="/account">
          {t('account.back')}
        </Link>
      </p>
    </section>
  );
}

const WHAT_HAPPENS = {
  'sign-up': 'account.link.otherDeviceSignUp',
  'sign-in': 'account.link.otherDeviceSignIn',
  reset: 'account.link.otherDeviceReset',
} as const;

/**
 * A mailed link opened on a device that did not ask for it: said plainly, with what pressing does
 * here, before anything is done. Someone may have sent this link to get into this device's player.
 */
export function LinkElsewhere({ preview }: { preview: LinkPreview }) {
  const { t } = useText();
  return (
    <div className="account-elsewhere">
      <p className="account-who">{t('account.link.otherDevice')}</p>
      <p>{t(WHAT_HAPPENS[preview.kind], { email: preview.email })}</p>
      <p>{t('account.link.staysApart')}</p>
      <p>{t('account.link.notYou')}</p>
    </div>
  );
}

/** The one way a link opened elsewhere brings this device's player (a sign-up) or decks along: ticked. */
export function BringThisDevice({
  kind,
  checked,
  onChange,
}: {
  kind: LinkPreview['kind'];
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useText();
  return (
    <label className="account-check">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {t(kind === 'sign-up' ? 'account.link.bringPlayer' : 'account.link.bringDecks')}
    </label>
  );
}
