import type { Settings } from '@unsayable/rules';
import { type MessageKey, useText } from '../../i18n/i18n.ts';

const PENALTY = {
  none: 'lobby.settings.penaltyNone',
  half: 'lobby.settings.penaltyHalf',
  full: 'lobby.settings.penaltyFull',
} as const satisfies Record<Settings['skipPenalty'], MessageKey>;

const END = {
  turns: 'lobby.settings.turns',
  time: 'lobby.settings.time',
  score: 'lobby.settings.score',
} as const satisfies Record<Settings['endGameMethod'], MessageKey>;

/** The game's settings in one line, so everyone knows what they signed up for. */
export function SettingsSummary({ settings }: { settings: Settings }) {
  const { t } = useText();
  return (
    <p className="hint settings-summary">
      {t(END[settings.endGameMethod], { n: settings.endValue })} ·{' '}
      {t('lobby.settings.seconds', { n: settings.turnSeconds })} · {t(PENALTY[settings.skipPenalty])}
    </p>
  );
}
