// Applies the saved theme and language before first paint, so dark mode never flashes white.
// A separate file (not inline) so the Content-Security-Policy can forbid inline scripts.
try {
  const ui = JSON.parse(localStorage.getItem('greenlight.ui') || '{}').state
  if (ui?.theme === 'dark') document.documentElement.classList.add('dark')
  if (ui?.language) document.documentElement.lang = ui.language
} catch {
  // No saved settings: light theme, English.
}
