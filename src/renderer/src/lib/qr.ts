/** A QR code as an SVG data URL (for an <img> with alt text), built in the renderer, offline. */
import QRCode from 'qrcode';

export async function qrDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
