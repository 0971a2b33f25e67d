// A page the server drew is complete at its first paint; the app's scripts only take it over
// (issue #19). So they are asked for after that paint, not while the page is still being
// painted: the paint does not share the network and the CPU with them, and a slow phone shows
// the page sooner. The server lists the scripts in a JSON element (inert, so no script runs
// early) and this inline script, allowed by its hash in the Content-Security-Policy, adds them
// to the <head> once the first frame has been painted. A hidden tab paints nothing: it loads
// them at once, or as soon as it is hidden.
export const PAGE_SCRIPTS_ELEMENT_ID = "app-scripts";

export type PageScripts = { entry: string; preload: string[] };

export const PAGE_SCRIPTS_LOADER = `(function(){var d=document,done=0;function load(){if(done)return;done=1;var s=JSON.parse(d.getElementById(${JSON.stringify(PAGE_SCRIPTS_ELEMENT_ID)}).textContent);s.preload.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;d.head.appendChild(l)});var e=d.createElement("script");e.type="module";e.crossOrigin="";e.src=s.entry;d.head.appendChild(e)}if(d.hidden)load();else{requestAnimationFrame(function(){setTimeout(load,0)});d.addEventListener("visibilitychange",load)}})()`;
