import { describe, expect, it } from 'vitest';
import { plainText } from '../../server/services/content/sanitize';

describe('plainText (news excerpts)', () => {
  it('drops inline tags without adding spaces', () => {
    expect(plainText('參加<strong>新會員禮遇</strong>活動')).toBe('參加新會員禮遇活動');
    expect(plainText('<p>Join <a href="/x">our <em>welcome</em></a> offer</p>')).toBe('Join our welcome offer');
  });

  it('keeps block and line-break boundaries as one space', () => {
    expect(plainText('<h2>公告</h2><p>第一段</p><p>第二段<br>下一行</p><ul><li>甲</li><li>乙</li></ul>')).toBe(
      '公告 第一段 第二段 下一行 甲 乙',
    );
  });

  it('decodes entities once', () => {
    expect(plainText('A&nbsp;&amp;&nbsp;B &lt;b&gt; &amp;lt;')).toBe('A & B <b> &lt;');
  });
});
