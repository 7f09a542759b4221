const ABSOLUTE = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/** An image path from the server: absolute URLs as they are, others under the config's `img_url`. */
export function imageUrl(base: string, image: string): string {
  if (ABSOLUTE.test(image)) return image;
  return `${base.replace(/\/+$/, '')}/${image.replace(/^\/+/, '')}`;
}
