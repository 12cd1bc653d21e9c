// What a visitor does inside an island before it hydrates (issue 47, docs/internals.md "Early
// interactions"): taps, key presses, typing, changes and submits are kept in order, from the moment the main
// chunk runs until the island's handlers take over; replayEarlyEvents, loaded with React, replays them.
// This part ships in the main chunk, so it only collects. A submit is the one event held back: the browser's
// own post would leave the page (or fail offline) before the island could send it; the island sends it once
// hydrated, or the browser does if the island's code cannot load (releaseHeldSubmits).
export const HELD_EVENTS = ['click', 'keydown', 'input', 'change', 'submit'];

// `before`: what the head's inline script kept for this island before the main chunk ran.
export function holdEarlyEvents(element: HTMLElement, before: readonly Event[] = []): () => Event[] {
  const held: Event[] = [...before];
  const keep = (event: Event) => {
    if (event.type === 'submit') event.preventDefault();
    held.push(event);
  };
  for (const type of HELD_EVENTS) element.addEventListener(type, keep, true);
  return () => {
    for (const type of HELD_EVENTS) element.removeEventListener(type, keep, true);
    return held.splice(0);
  };
}

// The island could not hydrate: the submits it held are posted by the browser after all, as they would
// have been without script (a form post offline is then kept by the service worker, docs/forms.md).
export function releaseHeldSubmits(events: readonly Event[]): void {
  for (const event of events) {
    // The server's HTML is untouched without hydration: the button that submitted is still the form's (and a
    // form no longer in the page is not submitted by requestSubmit).
    if (event.type === 'submit') (event.target as HTMLFormElement).requestSubmit((event as SubmitEvent).submitter);
  }
}
