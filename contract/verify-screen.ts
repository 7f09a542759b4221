/**
 * The verification screen's still part (its shield, its text, its button), drawn twice: by the server into a
 * new visitor's /verify page (server/services/shell/verify-shell.ts), so that the phone paints the text with
 * the HTML, and by the screen itself (src/features/verify/pages/verify-page.tsx), which takes its place. One
 * set of class names, styled in index.html, so that both draw it in the same place.
 */
export const VERIFY_SCREEN_CLASS = {
  /** the server's copy: the verify layout's background, removed when the app renders */
  shell: 'boot-verify',
  screen: 'verify-screen',
  icon: 'verify-screen-icon',
  text: 'verify-screen-text',
  start: 'verify-screen-start',
} as const;

/** The shield with a tick, in a 64×64 box. */
export const SHIELD_PATHS = ['M32 6l22 8v16c0 14-9.5 24-22 28C19.5 54 10 44 10 30V14z', 'M22 32l7 7 13-14'] as const;

/**
 * The server's copy, its texts already escaped: inert (nothing in it can be focused or pressed, and a screen
 * reader skips it) until the app's screen replaces it, as the start-up splash is replaced.
 */
export function verifyShellMarkup(escaped: { prompt: string; start: string }): string {
  const c = VERIFY_SCREEN_CLASS;
  const paths = SHIELD_PATHS.map((d) => `<path d="${d}"/>`).join('');
  return (
    `<div class="${c.shell}" inert><div class="${c.screen}">` +
    `<svg class="${c.icon}" viewBox="0 0 64 64" aria-hidden="true">${paths}</svg>` +
    `<p class="${c.text}">${escaped.prompt}</p><span class="${c.start}">${escaped.start}</span></div></div>`
  );
}
