import { PORTRAIT_MAX_PX } from '@tpp/contracts';

/** A rectangle in the source image's pixels (react-easy-crop's croppedAreaPixels). */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Spec: crops are square, scaled so neither side exceeds 600 px. */
export function portraitSide(area: PixelArea): number {
  return Math.max(1, Math.min(PORTRAIT_MAX_PX, Math.round(Math.min(area.width, area.height))));
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be read'));
    image.src = src;
  });
}

/** Draws the square crop of the image at most 600 px wide and encodes it as JPEG. */
export async function cropToJpeg(src: string, area: PixelArea): Promise<Blob> {
  const image = await loadImage(src);
  const side = portraitSide(area);
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No canvas');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, side, side);
  const square = Math.min(area.width, area.height);
  context.drawImage(image, area.x, area.y, square, square, 0, 0, side, side);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No JPEG'))), 'image/jpeg', 0.9),
  );
}
