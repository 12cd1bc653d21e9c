// Replays, once an island's handlers exist, what the visitor did before (holdEarlyEvents), in order, each
// event so that the island sees what it would have seen hydrated, and nothing the browser already did is
// done again (issue 47, docs/internals.md "Early interactions"):
// - a click on a script-only control (a button that is not a form's submit, or any element that is not a
//   link, summary, label or form control) is clicked again; what the browser did natively for the others
//   (navigating, opening a details, checking a box) is already in the DOM;
// - a key press is pressed again on the element that had focus, except in a text field, where its effect is
//   the field's value;
// - a field the visitor typed in or changed is announced once, at its last change, with the value the DOM
//   holds: React only reports a change against the value it last saw, which at hydration is the typed one;
// - a submit held back is submitted again, with the button that submitted it.
// `flush` runs each replay so that its state updates are rendered before the next (React's flushSync): a
// submit after typing sees the typed values.
const NATIVE_CLICK = 'a[href], summary, label, input, select, textarea';
const TEXT_FIELD = 'input, textarea, select, [contenteditable]';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export function replayEarlyEvents(events: readonly Event[], flush: (replay: () => void) => void = (r) => r()): void {
  const lastChange = new Map<EventTarget, Event>();
  for (const event of events)
    if (event.type === 'input' || event.type === 'change') lastChange.set(event.target!, event);
  for (const event of events) {
    const target = event.target;
    if (!(target instanceof Element) || !target.isConnected) continue;
    const replay = replayOne(event, target, lastChange);
    if (replay) flush(replay);
  }
}

function replayOne(event: Event, target: Element, lastChange: Map<EventTarget, Event>): (() => void) | null {
  switch (event.type) {
    case 'click': {
      const button = target.closest('button');
      if (button) return button.type === 'submit' && button.form ? null : () => button.click();
      if (target.closest(NATIVE_CLICK)) return null;
      const {
        clientX,
        clientY,
        screenX,
        screenY,
        ctrlKey,
        shiftKey,
        altKey,
        metaKey,
        button: which,
      } = event as MouseEvent;
      const init = { bubbles: true, cancelable: true, clientX, clientY, screenX, screenY, button: which };
      return () => target.dispatchEvent(new MouseEvent('click', { ...init, ctrlKey, shiftKey, altKey, metaKey }));
    }
    case 'keydown': {
      if (target.closest(TEXT_FIELD) && !(target instanceof HTMLInputElement && isCheckable(target))) return null;
      const { key, code, location, repeat, ctrlKey, shiftKey, altKey, metaKey } = event as KeyboardEvent;
      const init = { key, code, location, repeat, ctrlKey, shiftKey, altKey, metaKey };
      return () => target.dispatchEvent(new KeyboardEvent('keydown', { ...init, bubbles: true, cancelable: true }));
    }
    case 'input':
    case 'change':
      return lastChange.get(target) === event ? () => announceValue(target as Field) : null;
    case 'submit': {
      if (!event.defaultPrevented || !(target instanceof HTMLFormElement)) return null;
      const submitter = (event as SubmitEvent).submitter as HTMLButtonElement | null;
      return () => target.requestSubmit(submitter?.isConnected && submitter.form === target ? submitter : null);
    }
    default:
      return null;
  }
}

function isCheckable(input: HTMLInputElement): boolean {
  return input.type === 'checkbox' || input.type === 'radio';
}

// Makes the field's current value reach the island's handlers as a change, as if typed now.
function announceValue(field: Field): void {
  if (field instanceof HTMLSelectElement || (field instanceof HTMLInputElement && field.type === 'file')) {
    field.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (field instanceof HTMLInputElement && isCheckable(field)) {
    // Set back through the element (React's value tracker sees it), then clicked: checked as the visitor left it.
    field.checked = !field.checked;
    field.click();
  } else if ('value' in field) {
    const value = field.value;
    const selection = readSelection(field);
    // The element's own setter (React's tracker) takes another value; the prototype's puts the typed one back
    // behind its back, so the input event is a change to React.
    field.value = value === '' ? ' ' : '';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
    if (selection) field.setSelectionRange(selection[0], selection[1]);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

function readSelection(field: HTMLInputElement | HTMLTextAreaElement): [number, number] | null {
  try {
    return field.selectionStart === null ? null : [field.selectionStart, field.selectionEnd ?? field.selectionStart];
  } catch {
    return null;
  }
}
