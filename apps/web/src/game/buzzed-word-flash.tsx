import type { GameView } from '@unsayable/rules';
import { useText } from '../i18n/i18n.ts';
import { useBuzzedWordFlash } from './use-buzzed-word-flash.ts';
import './buzzed-word.css';

/** "Buzz! "word"" across the screen for a moment, when a watcher marks the word that was said. */
export function BuzzedWordFlash({ view }: { view: GameView }) {
  const { t } = useText();
  const word = useBuzzedWordFlash(view.status === 'active' ? view.gameplay : null);
  if (word === null) return null;
  return (
    <div className="buzzed-word-flash" role="status">
      <p>{t('buzz.marked', { word })}</p>
    </div>
  );
}
