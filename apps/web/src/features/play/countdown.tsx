import { useEffect, useState } from 'react';
import { useConnection } from '../../app/hooks.ts';
import './countdown.css';

const TICK_MS = 250;
const URGENT_SECONDS = 10;

/**
 * Counts down to the server's deadline on server time (this device's clock offset corrected), so
 * every phone shows the same second. Silent for screen readers except at ten seconds and at zero.
 */
export function Countdown({ endsAt }: { endsAt: number }) {
  const connection = useConnection();
  const [seconds, setSeconds] = useState(() =>
    Math.max(0, Math.ceil((endsAt - connection.serverNow()) / 1000)),
  );

  useEffect(() => {
    const tick = () => setSeconds(Math.max(0, Math.ceil((endsAt - connection.serverNow()) / 1000)));
    tick();
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [endsAt, connection]);

  const urgent = seconds <= URGENT_SECONDS;
  let announcement = '';
  if (seconds === 0) announcement = 'Time is up';
  else if (urgent) announcement = `${URGENT_SECONDS} seconds left`;

  return (
    <div className={`countdown${urgent ? ' urgent' : ''}`}>
      <div role="timer" aria-live="off" aria-atomic="true" className="countdown-value">
        <span className="countdown-seconds">{seconds}</span>
        <span className="countdown-unit"> {seconds === 1 ? 'second' : 'seconds'} left</span>
      </div>
      <p className="visually-hidden" aria-live="assertive">
        {announcement}
      </p>
    </div>
  );
}
