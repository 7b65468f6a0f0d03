import {
  DEFAULT_TEAM_EMOJI,
  type GameView,
  type PlayingTeam,
  playingTeams,
  TEAM_EMOJIS,
  teamNameOf,
  teamNameSchema,
} from '@unsayable/rules';
import { type FormEvent, useEffect, useState } from 'react';
import { teamLabel } from '../../game/labels.ts';
import { type MessageKey, useText } from '../../i18n/i18n.ts';
import { useAppDispatch, useAppSelector } from '../../state/hooks.ts';
import { renameTeam } from '../../state/players-slice.ts';
import { describedProps, Field } from '../../ui/form-field.tsx';

/** The host names each team of the game: a name, checked as a player's is, and an emoji. */
export function TeamNamesEditor({ view }: { view: GameView }) {
  const { t } = useText();
  return (
    <section className="team-names" aria-labelledby="team-names-title">
      <h2 id="team-names-title" className="field-legend">
        {t('lobby.host.teamNames')}
      </h2>
      {playingTeams(view.settings).map((team) => (
        <TeamNameForm key={team} view={view} team={team} />
      ))}
    </section>
  );
}

function TeamNameForm({ view, team }: { view: GameView; team: PlayingTeam }) {
  const { t } = useText();
  const dispatch = useAppDispatch();
  const saving = useAppSelector((s) => s.players.pending);
  const named = teamNameOf(view.settings, team);
  const [name, setName] = useState(named?.name ?? '');
  const [emoji, setEmoji] = useState<string>(named?.emoji ?? DEFAULT_TEAM_EMOJI[team]);
  const [error, setError] = useState<string | undefined>();
  const id = `team-name-${team.slice(-1)}`;

  useEffect(() => {
    if (!named) return;
    setName(named.name);
    setEmoji(named.emoji);
  }, [named]);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const checked = teamNameSchema.safeParse(name);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      document.getElementById(id)?.focus();
      return;
    }
    setError(undefined);
    void dispatch(renameTeam({ gamecode: view.gamecode, team, name: checked.data, emoji }));
  };

  return (
    <form
      className="team-name-form"
      aria-label={t(`game.team.${team.slice(-1)}` as MessageKey)}
      noValidate
      onSubmit={save}
    >
      <p className="team-name-now">{teamLabel(team)}</p>
      <Field id={`${id}-emoji`} label={t('lobby.host.teamEmoji')}>
        <select id={`${id}-emoji`} name="emoji" value={emoji} onChange={(e) => setEmoji(e.target.value)}>
          {TEAM_EMOJIS.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
      </Field>
      <Field id={id} label={t('lobby.host.teamName')} error={error}>
        <input
          {...describedProps(id, error)}
          name="teamName"
          type="text"
          autoComplete="off"
          placeholder={teamLabel(team)}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </Field>
      <button type="submit" className="button" disabled={saving}>
        {t('lobby.host.saveTeamName')}
      </button>
    </form>
  );
}
