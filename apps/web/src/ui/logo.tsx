import { Link } from 'react-router';
import { useText } from '../i18n/i18n.ts';

export function Logo({ size }: { size: 'large' | 'small' }) {
  const { t } = useText();
  return (
    <Link to="/home" className={`logo logo-${size}`} aria-label={t('shell.logo.home')}>
      <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="currentColor" />
        <path d="M18 22h28v16H30l-8 8v-8h-4z" fill="#fff" />
      </svg>
      <span>Unsayable</span>
    </Link>
  );
}
