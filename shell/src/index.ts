// The async boundary lets Module Federation set up the shared singletons before any of them runs.
import(/* webpackChunkName: "bootstrap" */ './bootstrap').catch((error: unknown) => {
  console.error('[shell] could not start', error);
  // The server-drawn first paint (SPLASH_ID; nothing is imported before the async boundary).
  document.getElementById('tpp-splash')?.remove();
  const root = document.getElementById('root');
  if (root) {
    root.textContent =
      'Talent Pitch Pro could not be loaded. Please check your connection and reload the page.';
  }
});
