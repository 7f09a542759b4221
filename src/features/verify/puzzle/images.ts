import { randomInt, type PuzzleSize } from './geometry';

/** Bundled puzzle images (public/puzzle/, precached by the service worker). */
export const PUZZLE_IMAGES = [1, 2, 3, 4].map((n) => `${import.meta.env.BASE_URL}puzzle/${n}.webp`);

export type PuzzleImage = HTMLImageElement | HTMLCanvasElement;

export function get2d(canvas: HTMLCanvasElement): CanvasRenderingContext2D | null {
  const ctx = canvas.getContext('2d');
  if (!ctx) console.error('puzzle: the browser gave no 2D drawing context');
  return ctx;
}

/** A random index other than `previous`, so two puzzles in a row never share an image. */
export function pickImage(count: number, previous: number, random = Math.random): number {
  if (count < 2) return 0;
  if (previous < 0) return randomInt(0, count - 1, random);
  const i = randomInt(0, count - 2, random);
  return i >= previous ? i + 1 : i;
}

export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error(`puzzle image failed to load: ${src}`));
    img.src = src;
  });
}

const randomColour = (random: () => number) =>
  `rgb(${randomInt(100, 255, random)},${randomInt(100, 255, random)},${randomInt(100, 255, random)})`;

/** The stand-in for an image that did not load: random colours and shapes; null without a 2D context. */
export function makeRandomImage(size: PuzzleSize, random = Math.random): HTMLCanvasElement | null {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const ctx = get2d(canvas);
  if (!ctx) return null;
  ctx.fillStyle = randomColour(random);
  ctx.fillRect(0, 0, size.width, size.height);
  for (let i = 0; i < 12; i++) {
    ctx.fillStyle = randomColour(random);
    ctx.beginPath();
    const x = randomInt(0, size.width, random);
    const y = randomInt(0, size.height, random);
    if (random() < 0.5) {
      ctx.rect(x - 20, y - 20, randomInt(10, size.width / 2, random), randomInt(10, size.height / 2, random));
    } else {
      ctx.arc(x, y, randomInt(10, size.height / 2, random), 0, Math.PI * 2);
    }
    ctx.fill();
  }
  return canvas;
}

/** The image at `src`, or a generated one when it fails to load. */
export async function loadPuzzleImage(
  src: string,
  size: PuzzleSize,
  load: (src: string) => Promise<HTMLImageElement> = loadImage,
): Promise<PuzzleImage | null> {
  try {
    return await load(src);
  } catch (error) {
    console.warn(error);
    return makeRandomImage(size);
  }
}
