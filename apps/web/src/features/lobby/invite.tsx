import { QRCodeSVG } from 'qrcode.react';
import { useId, useRef } from 'react';
import { notify } from '../../ui/notify.ts';

export function inviteLink(gamecode: string): string {
  return `${location.origin}/home/join?code=${encodeURIComponent(gamecode)}`;
}

/** The game code, large, with a copyable invite link and its QR code. */
export function Invite({ gamecode }: { gamecode: string }) {
  const link = inviteLink(gamecode);
  const field = useRef<HTMLInputElement>(null);
  const linkId = useId();

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(link);
      notify.success('Invite link copied');
    } catch {
      // No clipboard (plain http, an old browser, a denied permission): leave the link selected.
      field.current?.focus();
      field.current?.select();
      notify.info('Copy the selected link to share it');
    }
  };

  return (
    <section className="panel invite" aria-labelledby={`${linkId}-code`}>
      <div className="invite-text">
        <p className="invite-label" id={`${linkId}-code`}>
          Game code
        </p>
        <p className="game-code">{gamecode}</p>
        <label className="visually-hidden" htmlFor={linkId}>
          Invite link
        </label>
        <input
          id={linkId}
          ref={field}
          className="invite-link"
          readOnly
          value={link}
          onFocus={(e) => e.currentTarget.select()}
        />
        <button type="button" className="button primary" onClick={() => void copy()}>
          Copy invite link
        </button>
      </div>
      <QRCodeSVG
        className="invite-qr"
        value={link}
        size={148}
        marginSize={2}
        title={`QR code of the invite link to game ${gamecode}`}
      />
    </section>
  );
}
