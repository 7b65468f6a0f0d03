import './countdown.css';
import { useText } from '../i18n/i18n.ts';

const URGENT_SECONDS = 10;
/** The ring's radius in the SVG's own units (its box is 120 × 120). */
const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * The countdown, big enough to read across the room: the seconds in a ring that drains, red in
 * the last ten seconds. Every phone shows the same second (server time). Silent for screen readers
 * except at ten seconds and at zero. Paused, it holds its second and says so.
 */
export function Countdown({
  seconds,
  total,
  paused = false,
}: {
  seconds: number;
  total: number;
  paused?: boolean;
}) {
  const urgent = seconds <= URGENT_SECONDS;
  const left = total > 0 ? Math.min(1, seconds / total) : 0;
  const { t } = useText();
  let announcement = '';
  if (seconds === 0) announcement = t('play.timeUp');
  else if (urgent) announcement = t('play.secondsLeft', { n: URGENT_SECONDS });
  return (
    <div
      className={`countdown${urgent ? ' urgent' : ''}${seconds <= 5 ? ' final' : ''}${paused ? ' paused' : ''}`}
    >
      <svg className="countdown-ring" viewBox="0 0 120 120" aria-hidden="true" focusable="false">
        <circle className="countdown-track" cx="60" cy="60" r={RADIUS} />
        <circle
          className="countdown-left"
          cx="60"
          cy="60"
          r={RADIUS}
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - left)}
        />
      </svg>
      <div className="countdown-face">
        <div role="timer" aria-live="off" aria-atomic="true" className="countdown-value">
          <span className="countdown-seconds">{seconds}</span>
          <span className="visually-hidden">
            {' '}
            {t(paused ? 'play.secondsUnitPaused' : 'play.secondsUnit', { n: seconds })}
          </span>
        </div>
        {/* Read in full above; shown short, so that it fits inside the smallest ring unclipped. */}
        <span className="countdown-unit" aria-hidden="true">
          {paused ? t('play.countdownPaused') : t('play.countdownUnit', { n: seconds })}
        </span>
      </div>
      <p className="visually-hidden" aria-live="assertive">
        {announcement}
      </p>
    </div>
  );
}
