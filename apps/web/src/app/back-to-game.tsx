import { Link } from 'react-router';
import { useText } from '../i18n/i18n.ts';
import { useLiveSavedGame } from '../net/saved-game-live.ts';

/**
 * On a screen outside the game (the rules, the account, a deck…) while this player's saved game
 * is live: the way back to it. The lobby's address is enough: it forwards to play or to the end.
 */
export function BackToGame() {
  const gamecode = useLiveSavedGame();
  const { t } = useText();
  if (!gamecode) return null;
  return (
    <div className="back-to-game">
      <Link className="button primary" to={`/waiting/${gamecode}`}>
        {t('shell.backToGame', { code: gamecode })}
      </Link>
    </div>
  );
}
