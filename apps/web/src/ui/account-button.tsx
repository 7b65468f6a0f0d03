import { useNavigate } from 'react-router';
import { useText } from '../i18n/i18n.ts';

function PersonIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="currentColor" />
      <path d="M4 21a8 8 0 0 1 16 0z" fill="currentColor" />
    </svg>
  );
}

/**
 * `Account`, in the header of every screen: a button (the name the product gives it) that opens
 * `/account`, where an account is offered (never asked for). On a phone it is an icon like the switches beside it, its name kept for
 * screen readers; wider, the word shows too.
 */
export function AccountButton() {
  const { t } = useText();
  const navigate = useNavigate();
  return (
    <button type="button" className="button icon-toggle account-button" onClick={() => navigate('/account')}>
      <PersonIcon />
      <span className="account-button-text">{t('shell.account')}</span>
    </button>
  );
}
