// Where the browser keeps the user's light or dark choice (the user menu writes it, through
// Mantine's localStorage manager, as the bare word "light" or "dark").
export const COLOR_SCHEME_STORAGE_KEY = "studiodesk-color-scheme";

// Runs in the <head> of a server-rendered page before its first paint. Mantine's colours follow
// the <html> attribute set here, so a dark-mode user never sees the page flash light first.
// It does what Mantine's ColorSchemeScript does for defaultColorScheme "auto". The server
// allows this one inline script in its Content-Security-Policy by its hash.
export const COLOR_SCHEME_SCRIPT = `try{var s=localStorage.getItem(${JSON.stringify(COLOR_SCHEME_STORAGE_KEY)});var c=s==="light"||s==="dark"?s:matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";document.documentElement.setAttribute("data-mantine-color-scheme",c)}catch(e){}`;
