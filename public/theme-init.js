// Applies the user's theme before the first paint (issue 13): a blocking classic script in <head>, so
// the page never flashes light before turning dark. A file rather than inline code, because the CSP
// allows only scripts of this origin. src/lib/theme.ts owns the choice (the same key and values) and
// calls window.hearthApplyTheme after a change; here the system's scheme is followed while the
// choice is 'system'.
(function () {
  var KEY = 'hearth-theme';
  var query = window.matchMedia ? window.matchMedia('(prefers-color-scheme: dark)') : null;
  function choice() {
    try {
      var stored = window.localStorage.getItem(KEY);
      return stored === 'light' || stored === 'dark' ? stored : 'system';
    } catch {
      return 'system';
    }
  }
  function apply() {
    var chosen = choice();
    var dark = chosen === 'dark' || (chosen === 'system' && query !== null && query.matches);
    var root = document.documentElement;
    root.dataset.theme = dark ? 'dark' : 'light';
    root.dataset.themeChoice = chosen;
    root.style.colorScheme = dark ? 'dark' : 'light';
  }
  apply();
  if (query) query.addEventListener('change', apply);
  window.addEventListener('storage', function (event) {
    if (event.key === KEY || event.key === null) apply();
  });
  window.hearthApplyTheme = apply;
})();
