// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { excerpt } from '../../../../src/components/news-row';

describe('excerpt', () => {
  it('keeps short plain text as it is, with white space collapsed', () => {
    expect(excerpt('  黃金本週\n於高位  震盪。 ')).toBe('黃金本週 於高位 震盪。');
  });

  it('removes stray tags but keeps a literal "<" of the text', () => {
    expect(excerpt('<p>收益 < 5%</p><br/>穩健')).toBe('收益 < 5% 穩健');
  });

  it('cuts long text with an ellipsis, at a word when one is near', () => {
    const text = 'Gold traded in a narrow range near its highs this week while markets waited for inflation data';
    const short = excerpt(text, 40);
    expect(short.endsWith('…')).toBe(true);
    expect(short.length).toBeLessThanOrEqual(41);
    expect(text.startsWith(short.slice(0, -1))).toBe(true);
    expect(short.slice(0, -1).endsWith(' ')).toBe(false);
  });

  it('cuts text without spaces (Chinese) at the character limit', () => {
    expect(excerpt('一二三四五六七八九十', 4)).toBe('一二三四…');
  });
});
