// Runs before the first paint (a classic script in the head of every page): marks the page of a visitor who
// has not accepted cookies, so the cookie notice of the static HTML shows in the first paint (styles.css), and
// never shows to a visitor who has. It reads the site's JSON store (src/session/storage.ts): cookieAccepted
// holds { "value": true } once accepted; a value past its expiresAt counts as missing.
{
  let accepted = false;
  try {
    const stored = JSON.parse(localStorage.getItem('cookieAccepted') ?? 'null');
    accepted = stored?.value === true && !(typeof stored.expiresAt === 'number' && Date.now() >= stored.expiresAt);
  } catch {
    // Storage refused or unreadable: the app keeps its answer in memory, so the notice is shown.
  }
  if (!accepted) document.documentElement.classList.add('ask-cookies');
}
