import './time-up.css';

/**
 * The time-up moment: across the whole screen, on every device at the same instant. A picture
 * only: the countdown itself tells screen readers "Time is up".
 */
export function TimeUpFlash() {
  return (
    <div className="time-up" aria-hidden="true">
      <span className="time-up-text">Time’s up!</span>
    </div>
  );
}
