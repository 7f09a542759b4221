// @vitest-environment jsdom
// happy-dom's DOMPurify keeps <script> and onerror (stack-notes trap 9): sanitizing is tested under jsdom.
import { describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { SafeHtml, sanitizeHtml } from '../../../../src/components/safe-html';

const hostile =
  '<p>hello <strong>member</strong></p><script>alert(1)</script><img src="/x.png" onerror="alert(2)"><a href="javascript:alert(3)">click</a><a href="https://ok.example/">ok</a>';

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers and javascript: links, and keeps the content', async () => {
    const clean = await sanitizeHtml(hostile);
    expect(clean).not.toMatch(/<script/i);
    expect(clean).not.toMatch(/onerror/i);
    expect(clean).not.toMatch(/javascript:/i);
    expect(clean).toContain('<strong>member</strong>');
    expect(clean).toContain('<img src="/x.png">');
    expect(clean).toContain('href="https://ok.example/"');
  });
});

describe('SafeHtml', () => {
  it('renders nothing of the HTML before it is clean, then only the clean HTML', async () => {
    const { container } = render(<SafeHtml html={hostile} />);
    expect(container.textContent).toBe('');
    await waitFor(() => expect(container.textContent).toContain('hello member'));
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
    expect(container.querySelectorAll('a')).toHaveLength(2);
  });
});
