// Until an island hydrates, the clicks and changes made inside it are kept (this part ships in the main
// chunk, so it only collects); replayEarlyEvents, loaded with React, replays them once its handlers exist.
export function holdEarlyEvents(element: HTMLElement): () => Event[] {
  const held: Event[] = [];
  const keep = (event: Event) => held.push(event);
  for (const type of ['click', 'change']) element.addEventListener(type, keep, true);
  return () => {
    for (const type of ['click', 'change']) element.removeEventListener(type, keep, true);
    return held.splice(0);
  };
}
