import { chooseLanguage, isLanguage, LANGUAGES, useText } from '../i18n/i18n.ts';
import { setSoundOn, setTheme, useSoundOn, useTheme } from '../preferences/device-preferences.ts';

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

function GlobeIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.7 3.7 5.7 3.7 9s-1.2 6.3-3.7 9c-2.5-2.7-3.7-5.7-3.7-9S9.5 5.7 12 3z" />
      </g>
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
 * play), Dark mode and the interface's Language. Each remembers its setting on this device.
 */
export function DeviceToggles() {
  const sound = useSoundOn();
  const theme = useTheme();
  const { t, language } = useText();
  return (
    <div className="device-toggles">
      <label className="language-picker">
        <span className="visually-hidden">{t('shell.toggles.language')}</span>
        <GlobeIcon />
        <select
          value={language}
          onChange={(event) => {
            const chosen = event.target.value;
            if (isLanguage(chosen)) void chooseLanguage(chosen);
          }}
        >
          {Object.entries(LANGUAGES).map(([code, name]) => (
            <option key={code} value={code} lang={code}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        role="switch"
        aria-checked={sound}
        className="button icon-toggle"
        title={sound ? t('shell.toggles.soundOn') : t('shell.toggles.soundOff')}
        onClick={() => setSoundOn(!sound)}
      >
        <SpeakerIcon on={sound} />
        <span className="visually-hidden">{t('shell.toggles.sound')}</span>
      </button>
      <button
        type="button"
        aria-pressed={theme === 'dark'}
        className="button icon-toggle"
        title={theme === 'dark' ? t('shell.toggles.darkOn') : t('shell.toggles.darkOff')}
        onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
      >
        <MoonIcon />
        <span className="visually-hidden">{t('shell.toggles.dark')}</span>
      </button>
    </div>
  );
}
