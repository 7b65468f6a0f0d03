import { GAME_LANGUAGES, type GameLanguage } from '@unsayable/rules';
import { isGameLanguage } from '../../game/language-select.tsx';
import { matchLanguage } from '../../i18n/i18n.ts';

export { isGameLanguage, LanguageSelect } from '../../game/language-select.tsx';

/**
 * The first of the browser's preferred languages that games can be played in, else English: a
 * Spanish speaker's phone offers Spanish cards without a choice. A tag is read as the interface
 * reads it (`matchLanguage`): "es-MX" is Spanish, and "pt-PT" or "pt" is Portuguese (Brazil),
 * the only Portuguese cards there are, which a Portuguese reader plays better than English ones.
 */
export function browserGameLanguage(
  preferred: readonly string[] = typeof navigator === 'undefined'
    ? []
    : navigator.languages?.length
      ? navigator.languages
      : [navigator.language],
): GameLanguage {
  const found = matchLanguage(preferred, GAME_LANGUAGES) ?? '';
  return isGameLanguage(found) ? found : 'en';
}
