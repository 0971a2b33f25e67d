// A page the server drew is complete at its first paint; the app's scripts only take it over
// (issue #19). So they are asked for after that paint, not while the page is still being
// painted: the paint does not share the network and the CPU with them, and a slow phone shows
// the page sooner. The server lists the scripts in a JSON element (inert, so no script runs
// early) and this inline script, allowed by its hash in the Content-Security-Policy, adds them
// to the <head> once the first frame has been painted. A hidden tab paints nothing: it loads
// them at once, or as soon as it is hidden.
export const PAGE_SCRIPTS_ELEMENT_ID = "app-scripts";

export type PageScripts = { entry: string; preload: string[] };

// The entry goes first; its preloads follow four at a time, one task each: adding a hundred
// <link rel="modulepreload"> at once was one long task (about 100 ms on a phone's CPU) that
// kept the page from answering a tap while the scripts arrived, and eight a task still made
// tasks of 50-80 ms there (each link starts its fetch on the main thread).
export const PAGE_SCRIPTS_LOADER = `(function(){var d=document,done=0;function add(e){e.crossOrigin="";d.head.appendChild(e)}function load(){if(done)return;done=1;var s=JSON.parse(d.getElementById(${JSON.stringify(PAGE_SCRIPTS_ELEMENT_ID)}).textContent),e=d.createElement("script"),p=s.preload,i=0;e.type="module";e.src=s.entry;add(e);(function next(){p.slice(i,i+=4).forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;add(l)});if(i<p.length)setTimeout(next,0)})()}if(d.hidden)load();else{requestAnimationFrame(function(){setTimeout(load,0)});d.addEventListener("visibilitychange",load)}})()`;
