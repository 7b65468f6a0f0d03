import { Link } from 'react-router';
import { type MessageKey, translate, useText } from '../../i18n/i18n.ts';
import type { AccountDeck, PlayedGame } from './account-api.ts';

const RESULTS: Record<PlayedGame['result'], MessageKey> = {
  won: 'account.result.won',
  lost: 'account.result.lost',
  tie: 'account.result.tie',
  unfinished: 'account.result.unfinished',
};

/** The region `Your decks`: each a link to its page. */
export function AccountDecks({ decks }: { decks: AccountDeck[] }) {
  const { t } = useText();
  return (
    <section className="panel" aria-labelledby="account-decks-title">
      <h2 id="account-decks-title" className="account-subtitle">
        {t('account.decks')}
      </h2>
      {decks.length === 0 ? (
        <p className="hint">{t('account.noDecks')}</p>
      ) : (
        <ul className="account-list">
          {decks.map((deck) => (
            <li key={deck.id}>
              <Link to={`/decks/${encodeURIComponent(deck.id)}`}>{deck.name}</Link>{' '}
              <span className="hint">· {t('lobby.deck.cards', { n: deck.cardCount })}</span>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to="/decks/new">{t('decks.make')}</Link>
      </p>
    </section>
  );
}

/** The region `Games played`: code, date, team and result, newest first as the server lists them. */
export function AccountGames({ games }: { games: PlayedGame[] }) {
  const { t, language } = useText();
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  return (
    <section className="panel" aria-labelledby="account-games-title">
      <h2 id="account-games-title" className="account-subtitle">
        {t('account.games')}
      </h2>
      {games.length === 0 ? (
        <p className="hint">{t('account.noGames')}</p>
      ) : (
        <div className="account-table-wrap">
          <table className="account-games">
            <thead>
              <tr>
                <th scope="col">{t('account.game.code')}</th>
                <th scope="col">{t('account.game.date')}</th>
                <th scope="col">{t('account.game.team')}</th>
                <th scope="col">{t('account.game.result')}</th>
              </tr>
            </thead>
            <tbody>
              {games.map((game) => (
                <tr key={`${game.code}-${game.playedAt}`}>
                  <td>{game.code}</td>
                  <td>{date.format(new Date(game.playedAt))}</td>
                  <td>{teamName(game.team)}</td>
                  <td>{t(RESULTS[game.result] ?? 'account.result.unfinished')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** `Team 2` as the player's language names it (as the game screens do); any other as the server gave it. */
function teamName(team: string): string {
  const number = /^Team ([1-4])$/.exec(team)?.[1];
  return number ? translate(`game.team.${number}` as MessageKey) : team;
}
