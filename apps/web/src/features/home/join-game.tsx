import './home.css';
import { CODE_LENGTH, nameSchema } from '@unsayable/rules';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { gamecodeIn, readGamecode, TYPED_GAMECODE_MAX } from '../../game/typed-gamecode.ts';
import { useText } from '../../i18n/i18n.ts';
import { useLiveSavedGame } from '../../net/saved-game-live.ts';
import { loadSession } from '../../net/saved-session.ts';
import { joinGame } from '../../state/game-slice.ts';
import { useAppDispatch } from '../../state/hooks.ts';
import { describedProps, Field, useRefusalFocus } from '../../ui/form-field.tsx';
import { enterGame, useCheckedForm } from './enter-game.ts';
import { joinRefusalField } from './join-refusal.ts';
import { useWarmConnection } from './warm-connection.ts';

interface JoinForm {
  name: string;
  gamecode: string;
}
type JoinErrors = Partial<Record<keyof JoinForm, string>>;

/**
 * The server's own checks: a name of 1–25 characters; a code of the game alphabet, read as people
 * type or paste it (spaces, dashes, any case, a link that carries it).
 */
function validateJoin(form: JoinForm): { ok: true; value: JoinForm } | { ok: false; errors: JoinErrors } {
  const name = nameSchema.safeParse(form.name);
  const gamecode = readGamecode(form.gamecode);
  if (name.success && gamecode.ok)
    return { ok: true, value: { name: name.data, gamecode: gamecode.gamecode } };
  return {
    ok: false,
    errors: {
      ...(name.success ? {} : { name: name.error.issues[0]?.message ?? 'Check your name' }),
      ...(gamecode.ok ? {} : { gamecode: gamecode.message }),
    },
  };
}

/** The field shows the code it found as soon as there is one, so what will be sent is on screen. */
function shownCode(typed: string): string {
  return gamecodeIn(typed) ?? typed.toUpperCase();
}

/** What the address offers as a code: input like any other, so the code it holds, or a short start of it. */
function codeFromAddress(raw: string | null): string {
  const given = raw ?? '';
  return (
    gamecodeIn(given) ??
    given
      .slice(0, CODE_LENGTH * 2)
      .trim()
      .toUpperCase()
  );
}

export default function JoinGame() {
  useWarmConnection();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { formRef, refused } = useRefusalFocus();
  const { form, errors, pending, update, submit } = useCheckedForm<JoinForm, { value: JoinForm }, JoinErrors>(
    () => ({ name: loadSession().playerName ?? '', gamecode: codeFromAddress(params.get('code')) }),
    validateJoin,
    refused,
  );

  // The game this player is in, once it is known to be live, unless the address or the player
  // gave a code already.
  const liveGame = useLiveSavedGame();
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the live game becomes known
  useEffect(() => {
    if (liveGame && !params.has('code') && form.gamecode === '') update({ gamecode: liveGame });
  }, [liveGame]);

  const { t } = useText();
  // What the server or Watch said of a field, until that field changes.
  const [said, setSaid] = useState<{ field: keyof JoinForm; message: string } | null>(null);
  const saidOf = (field: keyof JoinForm) => (said?.field === field ? said.message : undefined);
  const nameError = errors.name ?? saidOf('name');
  const codeError = errors.gamecode ?? saidOf('gamecode');
  const edit = (change: Partial<JoinForm>) => {
    if (said && said.field in change) setSaid(null);
    update(change);
  };

  // Watch needs the game code only: a spectator is counted, never named, so no name is asked for.
  const watch = () => {
    const gamecode = readGamecode(form.gamecode);
    if (!gamecode.ok) {
      setSaid({ field: 'gamecode', message: gamecode.message });
      refused();
      return;
    }
    setSaid(null);
    // A page load of its own: the watching page's connection is nobody's, not this player's.
    window.location.assign(`/watch/${gamecode.gamecode}`);
  };

  const join = submit(({ value: { name, gamecode } }) =>
    enterGame(dispatch, navigate, name, 'joinGame', async () => {
      setSaid(null);
      const result = await dispatch(joinGame({ gamecode, name }));
      if (joinGame.rejected.match(result)) {
        const message = result.payload ?? '';
        const field = joinRefusalField(message, result.meta.errorRef);
        if (field) {
          setSaid({ field, message });
          refused();
        }
        throw new Error(message);
      }
      // The game joined: another than the code's when Play again followed it.
      return result.payload.data.gamecode;
    }),
  );

  return (
    <section className="panel home-screen" aria-labelledby="join-title">
      <h1 id="join-title">{t('shell.home.join')}</h1>
      <form ref={formRef} className="home-form" noValidate onSubmit={join}>
        <Field id="join-name" label={t('form.yourName')} error={nameError}>
          <input
            {...describedProps('join-name', nameError)}
            name="name"
            type="text"
            autoComplete="nickname"
            value={form.name}
            onChange={(e) => edit({ name: e.target.value })}
          />
        </Field>
        <Field
          id="join-code"
          label={t('lobby.invite.code')}
          error={codeError}
          hint={t('join.codeHint', { n: CODE_LENGTH })}
        >
          <input
            {...describedProps('join-code', codeError, true)}
            className="code-input"
            name="gamecode"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            maxLength={TYPED_GAMECODE_MAX}
            value={form.gamecode}
            onChange={(e) => edit({ gamecode: shownCode(e.target.value) })}
          />
        </Field>
        <button type="submit" className="button primary block" disabled={pending} aria-busy={pending}>
          {t('shell.home.join')}
        </button>
        <button type="button" className="button block" onClick={watch}>
          {t('join.watch')}
        </button>
        <p className="hint">{t('join.watchHint')}</p>
      </form>
    </section>
  );
}
