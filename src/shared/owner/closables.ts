// Spec visitor-runtime §4: Escape "closes the topmost registered closable target". Dialogs, lightboxes
// and overlays register a close function while they are open; the latest registered is the topmost.
type Close = () => void;
const stack: Close[] = [];

/** Register while open; call the returned function when closed by other means. */
export function registerClosable(close: Close): () => void {
  const entry: Close = () => close();
  stack.push(entry);
  return () => {
    const index = stack.lastIndexOf(entry);
    if (index !== -1) stack.splice(index, 1);
  };
}

export function hasClosable(): boolean {
  return stack.length > 0;
}

/** Removes and calls the topmost close function; false when none was registered. */
export function closeTopmost(): boolean {
  const close = stack.pop();
  if (!close) return false;
  close();
  return true;
}
