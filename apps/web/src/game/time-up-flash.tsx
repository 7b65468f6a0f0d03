import './time-up.css';
import { useText } from '../i18n/i18n.ts';

/**
 * The time-up moment: across the whole screen, on every device at the same instant. A picture
 * only: the countdown itself tells screen readers "Time is up".
 */
export function TimeUpFlash() {
  const { t } = useText();
  return (
    <div className="time-up" aria-hidden="true">
      <span className="time-up-text">{t('play.timeUpFlash')}</span>
    </div>
  );
}
