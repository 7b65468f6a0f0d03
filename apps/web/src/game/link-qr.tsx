import { QRCodeSVG } from 'qrcode.react';

/** A link as a QR code, for a phone's camera: the invite in the lobby, the TV board's address. */
export function LinkQr({
  link,
  title,
  size,
  className,
}: {
  link: string;
  title: string;
  size: number;
  className: string;
}) {
  return <QRCodeSVG className={className} value={link} size={size} marginSize={2} title={title} />;
}
