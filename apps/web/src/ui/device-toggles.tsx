import { setSoundOn, setTheme, useSoundOn, useTheme } from './device-preferences.ts';

function SpeakerIcon({ on }: { on: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
      {on ? (
        <path
          d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      ) : (
        <path d="m16 9 5 6m0-6-5 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}

function MoonIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" fill="currentColor" />
    </svg>
  );
}

/**
 * The device's own switches, in the header of every screen: Sound (sounds and vibration during
 * play) and Dark mode. Each remembers its setting on this device.
 */
export function DeviceToggles() {
  const sound = useSoundOn();
  const theme = useTheme();
  return (
    <div className="device-toggles">
      <button
        type="button"
        role="switch"
        aria-checked={sound}
        className="button icon-toggle"
        title={sound ? 'Sound is on' : 'Sound is off'}
        onClick={() => setSoundOn(!sound)}
      >
        <SpeakerIcon on={sound} />
        <span className="visually-hidden">Sound</span>
      </button>
      <button
        type="button"
        aria-pressed={theme === 'dark'}
        className="button icon-toggle"
        title={theme === 'dark' ? 'Dark mode is on' : 'Dark mode is off'}
        onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
      >
        <MoonIcon />
        <span className="visually-hidden">Dark mode</span>
      </button>
    </div>
  );
}
