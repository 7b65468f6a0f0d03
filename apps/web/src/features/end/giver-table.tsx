import type { GiverFigures } from '@unsayable/rules';
import { teamLabel } from '../../game/labels.ts';
import { useText } from '../../i18n/i18n.ts';

/** Each clue giver's cards over the game: correct, skipped and buzzed. */
export function GiverTable({ givers }: { givers: GiverFigures[] }) {
  const { t } = useText();
  return (
    <div className="panel givers">
      {/* Focusable, so a keyboard can scroll a table wider than the phone (longer words in some languages). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus to be scrolled by keys */}
      <section className="table-scroll" aria-label={t('end.givers')} tabIndex={0}>
        <table>
          <caption>{t('end.givers')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('end.givers.giver')}</th>
              <th scope="col">{t('end.givers.team')}</th>
              <th scope="col">{t('play.list.correct')}</th>
              <th scope="col">{t('play.list.skipped')}</th>
              <th scope="col">{t('play.list.buzzed')}</th>
            </tr>
          </thead>
          <tbody>
            {givers.map((g) => (
              <tr key={g.playerId}>
                <th scope="row">{g.name}</th>
                <td>{teamLabel(g.team)}</td>
                <td>{g.correct}</td>
                <td>{g.skipped}</td>
                <td>{g.buzzed}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
