/**
 * Runs in <head> before the first paint so a dark-theme visitor never sees a
 * light flash. Kept as a string here so the server can hash it for the
 * Content-Security-Policy. Without a stored choice the system preference wins.
 */
export const themeBootstrapScript =
  "try{var t=localStorage.getItem('theme');" +
  "if(t==='dark'||(t!=='light'&&window.matchMedia('(prefers-color-scheme: dark)').matches))" +
  "document.documentElement.classList.add('dark');" +
  "var l=localStorage.getItem('language');if(l==='en'||l==='it')document.documentElement.lang=l}catch(e){}";
