import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { TabBar } from '../../../src/components/tab-bar';

const at = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <TabBar />
    </MemoryRouter>,
  );

describe('TabBar', () => {
  it('has the five tabs of the spec, in order, with their links', () => {
    at('/');
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['首頁', '交易', '客服', '資訊', '我的']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/', '/trade', '/customer', '/zixun', '/my']);
  });

  it.each([
    ['/', '首頁'],
    ['/home', '首頁'],
    ['/trade', '交易'],
    ['/zixun', '資訊'],
    ['/MY', '我的'],
    ['/my/', '我的'],
  ])('marks the active tab at %s', (path, active) => {
    at(path);
    const current = screen.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual([active]);
  });

  it('marks no tab on a page that is none of them', () => {
    at('/my/setting');
    expect(screen.getAllByRole('link').some((link) => link.hasAttribute('aria-current'))).toBe(false);
  });

  it('draws the active News icon with its lines visible on the filled page, not as a plain square', () => {
    const { container } = at('/zixun');
    const icon = container.querySelector('[aria-current="page"] svg')!;
    expect(icon.getAttribute('fill')).toBe('currentColor');
    expect(icon.querySelector('[data-glyph]')?.getAttribute('stroke')).toBe('#fff');
  });
});
