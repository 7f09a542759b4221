// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { imageUrl } from '../../../../contract/content';
import { joinNotices } from '../../../../src/features/home/components/join-notices';

describe('joinNotices', () => {
  it('numbers the notices in order and joins them into one line', () => {
    expect(joinNotices([{ content: 'first' }, { content: 'second' }, { content: 'third' }])).toBe(
      '1. first  2. second  3. third',
    );
  });

  it('flattens line breaks and skips blank notices without a gap in the numbering', () => {
    expect(joinNotices([{ content: ' a\n b ' }, { content: '   ' }, { content: 'c' }])).toBe('1. a b  2. c');
  });

  it('is empty when there is nothing to say', () => {
    expect(joinNotices([])).toBe('');
  });
});

describe('imageUrl', () => {
  it('puts relative images under img_url with exactly one slash', () => {
    expect(imageUrl('/media/', 'banners/1.jpg')).toBe('/media/banners/1.jpg');
    expect(imageUrl('/media', '/banners/1.jpg')).toBe('/media/banners/1.jpg');
    expect(imageUrl('https://cdn.example/img/', 'a.png')).toBe('https://cdn.example/img/a.png');
  });

  it('keeps absolute and protocol-relative images as they are', () => {
    expect(imageUrl('/media/', 'https://x.example/a.png')).toBe('https://x.example/a.png');
    expect(imageUrl('/media/', '//x.example/a.png')).toBe('//x.example/a.png');
    expect(imageUrl('/media/', 'data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });

  it('roots a relative image at the site when there is no img_url yet', () => {
    expect(imageUrl('', 'banners/1.jpg')).toBe('/banners/1.jpg');
  });
});
