/** A rectangle in the source image's own pixels (what react-easy-crop reports as croppedAreaPixels). */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface CropOptions {
  /** Longest side of the result in pixels; a smaller crop is not enlarged. */
  maxSize: number;
  type: 'image/jpeg' | 'image/webp';
  /** Encoder quality between 0 and 1. */
  quality: number;
  /** Painted under the image, so transparent PNG areas do not turn black in a JPEG. */
  background?: string;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be read'));
    image.src = src;
  });
}

/** Cuts `area` out of the image at `src` (an object URL or a data URL) and encodes it as a new image blob. */
export async function cropImage(src: string, area: PixelArea, options: CropOptions): Promise<Blob> {
  const image = await loadImage(src);
  const scale = Math.min(1, options.maxSize / Math.max(area.width, area.height));
  const width = Math.max(1, Math.round(area.width * scale));
  const height = Math.max(1, Math.round(area.height * scale));

  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D is not available');
  context.fillStyle = options.background ?? '#ffffff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, width, height);

  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The cropped image could not be encoded'))),
      options.type,
      options.quality,
    );
  });
}
