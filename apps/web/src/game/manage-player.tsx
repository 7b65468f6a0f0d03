import type { PlayerView, PlayingTeam, Team } from '@unsayable/rules';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useText } from '../i18n/i18n.ts';
import { useAppDispatch, useAppSelector } from '../state/hooks.ts';
import { movePlayer, removePlayer } from '../state/players-slice.ts';
import { teamLabel } from './labels.ts';

/**
 * The host's one control per player, `Manage {name}`: a disclosure button that shows that
 * player's actions (move to another team, remove), so that a long list stays one line a player.
 * An action closes it again; so does Escape, which gives the focus back to the button.
 */
export function ManagePlayer({
  gamecode,
  teams,
  player,
}: {
  gamecode: string;
  teams: readonly PlayingTeam[];
  player: PlayerView;
}) {
  const dispatch = useAppDispatch();
  const pending = useAppSelector((s) => s.players.pending);
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const actionsId = useId();
  const { playerId, name } = player;
  const { t } = useText();
  const effective = player.pendingTeam ?? player.team;

  const act = (request: () => unknown) => {
    setOpen(false);
    request();
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape from any of its buttons closes the group
    <div className="manage-player" onKeyDown={closeOnEscape}>
      <button
        ref={toggle}
        type="button"
        className="button small manage-toggle"
        aria-expanded={open}
        aria-controls={actionsId}
        onClick={() => setOpen(!open)}
      >
        {t('game.manage')}
        <span className="visually-hidden"> {name}</span>
      </button>
      <ul id={actionsId} className="manage-actions" hidden={!open}>
        {[...teams, 'unassigned' as Team]
          .filter((t) => t !== effective)
          .map((team) => (
            <li key={team}>
              <button
                type="button"
                className="button small"
                disabled={pending}
                onClick={() => act(() => dispatch(movePlayer({ gamecode, playerId, team })))}
              >
                <span className="visually-hidden">{t('game.manage.move', { name })} </span>
                {t('game.manage.to', { team: teamLabel(team) })}
              </button>
            </li>
          ))}
        <li>
          <button
            type="button"
            className="button small danger"
            disabled={pending}
            onClick={() => act(() => dispatch(removePlayer({ gamecode, playerId })))}
          >
            {t('game.manage.remove')}
            <span className="visually-hidden"> {name}</span>
          </button>
        </li>
      </ul>
    </div>
  );
}
