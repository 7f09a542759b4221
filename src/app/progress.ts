// nprogress loads with the first navigation: the first page load does not need it.
const load = () =>
  Promise.all([import('nprogress'), import('nprogress/nprogress.css')]).then(([module]) => module.default);
let nprogress: ReturnType<typeof load> | null = null;
let running = false;

/** Shows the top bar while a navigation is under way (set true at its start, false at its end). */
export function setNavigationProgress(active: boolean): void {
  if (active === running) return;
  running = active;
  // nprogress's own template carries role="bar", which is no ARIA role (axe: aria-roles, critical),
  // and finds its bar by that role: point it at the class instead.
  nprogress ??= load().then((np) =>
    np.configure({
      showSpinner: false,
      barSelector: '.bar',
      template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
    }),
  );
  void nprogress.then((np) => (running ? np.start() : np.done()));
}
