import { type ReactNode, useId, useRef } from 'react';
import { inviteLink } from '../../game/invite-link.ts';
import { LinkQr } from '../../game/link-qr.tsx';
import { useText } from '../../i18n/i18n.ts';
import { useAppDispatch } from '../../state/hooks.ts';
import { noticeRaised } from '../../state/notice.ts';
import { canShare, shareInvite } from './share-invite.ts';

/**
 * The game code, large, with the invite link (to copy, and to share through the system's share
 * sheet where the browser has one) and its QR code.
 */
export function Invite({ gamecode, children }: { gamecode: string; children?: ReactNode }) {
  const dispatch = useAppDispatch();
  const link = inviteLink(gamecode);
  const field = useRef<HTMLInputElement>(null);
  const linkId = useId();

  const sharing = canShare();
  const { t } = useText();

  // No clipboard or share sheet (plain http, an old browser, a denied permission): the link is
  // left selected for the player to copy.
  const selectLink = () => {
    field.current?.focus();
    field.current?.select();
    dispatch(noticeRaised({ level: 'info', message: t('lobby.invite.copyManually') }));
  };

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(link);
      dispatch(noticeRaised({ level: 'success', message: t('lobby.invite.copied') }));
    } catch {
      selectLink();
    }
  };

  const share = async () => {
    if ((await shareInvite(gamecode, link)) === 'failed') selectLink();
  };

  return (
    <section className="panel invite" aria-labelledby={`${linkId}-code`}>
      <div className="invite-code">
        <p className="invite-label" id={`${linkId}-code`}>
          {t('lobby.invite.code')}
        </p>
        <p className="game-code">{gamecode}</p>
      </div>
      <LinkQr className="invite-qr" link={link} size={148} title={t('lobby.invite.qr', { gamecode })} />
      <label className="visually-hidden" htmlFor={linkId}>
        {t('lobby.invite.link')}
      </label>
      <input
        id={linkId}
        ref={field}
        className="invite-link"
        readOnly
        value={link}
        onFocus={(e) => e.currentTarget.select()}
      />
      <div className="invite-actions">
        {sharing && (
          <button type="button" className="button primary" onClick={() => void share()}>
            {t('lobby.invite.share')}
          </button>
        )}
        <button type="button" className={sharing ? 'button' : 'button primary'} onClick={() => void copy()}>
          {t('lobby.invite.copy')}
        </button>
      </div>
      {children}
    </section>
  );
}
