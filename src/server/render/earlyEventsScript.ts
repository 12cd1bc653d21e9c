import { EARLY_EVENTS_GLOBAL, PRE_MAIN_EVENTS } from '../../shared/islands/earlyEvents';

// The page's one inline script. The main chunk is a deferred module: on a slow phone the server's HTML is
// interactive seconds before it runs, and a tap on a script-only control of an island (a tab, a toggle, a
// gallery's lightbox) in that gap would be lost. This script, in the head, keeps those events from the first
// moment; hydrateIslands takes them over and each island replays its own on hydration. The security policy
// allows it by its hash (addSecurityHeaders).
export const EARLY_EVENTS_SCRIPT =
  `(function(){var q=[],t=${JSON.stringify(PRE_MAIN_EVENTS)};` +
  `function k(e){var i=e.target&&e.target.closest&&e.target.closest('[data-island]');if(i)q.push(e)}` +
  `t.forEach(function(n){document.addEventListener(n,k,true)});` +
  `window.${EARLY_EVENTS_GLOBAL}={take:function(){t.forEach(function(n){document.removeEventListener(n,k,true)});` +
  `return q.splice(0)}}})()`;
