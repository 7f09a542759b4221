// @vitest-environment node
import type { Config } from '../../../contract/content';
import { customerServiceLink } from '../../../src/lib/config';

const config = (kefu_link: string, kefu_link2: string) => ({ kefu_link, kefu_link2 }) as Config;

describe('customerServiceLink', () => {
  it.each([
    ['https://a.example/chat', 'https://b.example/chat', 'https://b.example/chat'],
    ['https://a.example/chat', '', 'https://a.example/chat'],
    ['', '/customer-service', '/customer-service'],
    ['https://a.example/chat', 'javascript:alert(1)', 'https://a.example/chat'],
    ['//evil.example', '', null],
    ['', '', null],
  ])('kefu_link %j, kefu_link2 %j → %j', (link, link2, expected) => {
    expect(customerServiceLink(config(link, link2))).toBe(expected);
  });

  it('is null without a config', () => {
    expect(customerServiceLink(null)).toBeNull();
  });
});
