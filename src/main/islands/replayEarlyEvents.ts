// Replays, once an island's handlers exist, what the visitor did before (holdEarlyEvents), in order, each
// event so that the island sees what it would have seen hydrated, and nothing the browser already did is
// done again (issue 47, docs/internals.md "Early interactions"):
// - a click on a script-only control (a button that is not a form's submit, or any element that is not a
//   link, summary, label or form control) is clicked again; what the browser did natively for the others
//   (navigating, opening a details, checking a box) is already in the DOM;
// - a key press is pressed again on the element that has focus now in the island (an arrow key replayed may
//   have moved it, as it would have hydrated), except in a text field, where its effect is the field's value;
//   the click the browser made of Enter or Space on a button follows its key: on the focused button, and only
//   if the replayed key press was not cancelled (a tab list that handles Enter itself cancels it);
// - a field the visitor typed in or changed is announced once, at its last change, with the value it held
//   when hydration began (readFieldValues): a controlled field's first render after hydration puts the
//   island's initial state back in the DOM, and React only reports a change against the value it last saw;
// - a submit held back is submitted again, with the button that submitted it.
// `flush` runs each replay so that its state updates are rendered before the next (React's flushSync): a
// submit after typing sees the typed values.
const NATIVE_CLICK = 'a[href], summary, label, input, select, textarea';
const TEXT_FIELD = 'input, textarea, select, [contenteditable]';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What the visitor left in each field they changed, read before hydration can put anything else there. */
export type FieldValues = Map<EventTarget, { value: string; checked: boolean }>;

export function readFieldValues(events: readonly Event[]): FieldValues {
  const values: FieldValues = new Map();
  for (const { type, target } of events)
    if ((type === 'input' || type === 'change') && target && 'value' in target)
      values.set(target, { value: String(target.value), checked: (target as HTMLInputElement).checked === true });
  return values;
}

interface ReplayState {
  values: FieldValues;
  lastChange: Map<EventTarget, Event>;
  /** The key press replayed last: where it went, and whether the island cancelled it. */
  key: { target: Element; cancelled: boolean } | null;
}

export function replayEarlyEvents(
  events: readonly Event[],
  values: FieldValues,
  flush: (replay: () => void) => void = (r) => r(),
): void {
  const state: ReplayState = { values, lastChange: new Map(), key: null };
  for (const event of events)
    if (event.type === 'input' || event.type === 'change') state.lastChange.set(event.target!, event);
  for (const event of events) {
    const target = event.target;
    if (!(target instanceof Element) || !target.isConnected) continue;
    const replay = replayOne(event, target, state);
    if (replay) flush(replay);
    if (event.type !== 'keydown') state.key = null;
  }
}

// The element of the island that has focus now, else where the event happened.
function focusedIn(target: Element): Element {
  const island = target.closest('[data-island]');
  const active = document.activeElement;
  return active && island?.contains(active) ? active : target;
}

function replayOne(event: Event, target: Element, state: ReplayState): (() => void) | null {
  switch (event.type) {
    case 'click': {
      // A click with no pointer behind it (detail 0) right after a key press is the browser's activation, by
      // that key, of what had focus: it goes where the replayed key press left the focus, unless cancelled.
      const key = (event as MouseEvent).detail === 0 ? state.key : null;
      if (key?.cancelled) return null;
      return () => replayClick(key ? focusedIn(key.target) : target, event as MouseEvent);
    }
    case 'keydown': {
      state.key = null;
      if (target.closest(TEXT_FIELD) && !(target instanceof HTMLInputElement && isCheckable(target))) return null;
      const { key, code, location, repeat, ctrlKey, shiftKey, altKey, metaKey } = event as KeyboardEvent;
      const init = { key, code, location, repeat, ctrlKey, shiftKey, altKey, metaKey, bubbles: true, cancelable: true };
      return () => {
        const focused = focusedIn(target);
        state.key = { target: focused, cancelled: !focused.dispatchEvent(new KeyboardEvent('keydown', init)) };
      };
    }
    case 'input':
    case 'change': {
      const left = state.values.get(target);
      return state.lastChange.get(target) === event && left ? () => announceValue(target as Field, left) : null;
    }
    case 'submit': {
      if (!event.defaultPrevented || !(target instanceof HTMLFormElement)) return null;
      const submitter = (event as SubmitEvent).submitter as HTMLButtonElement | null;
      return () => target.requestSubmit(submitter?.isConnected && submitter.form === target ? submitter : null);
    }
    default:
      return null;
  }
}

function replayClick(target: Element, event: MouseEvent): void {
  const button = target.closest('button');
  if (button) {
    if (button.type !== 'submit' || !button.form) button.click();
  } else if (!target.closest(NATIVE_CLICK)) {
    const { clientX, clientY, screenX, screenY, ctrlKey, shiftKey, altKey, metaKey } = event;
    const init = { bubbles: true, cancelable: true, clientX, clientY, screenX, screenY };
    target.dispatchEvent(new MouseEvent('click', { ...init, ctrlKey, shiftKey, altKey, metaKey }));
  }
}

function isCheckable(input: HTMLInputElement): boolean {
  return input.type === 'checkbox' || input.type === 'radio';
}

// Puts back what the visitor left in the field and makes it reach the island's handlers as a change.
function announceValue(field: Field, left: { value: string; checked: boolean }): void {
  if (field instanceof HTMLSelectElement || (field instanceof HTMLInputElement && field.type === 'file')) {
    if (field instanceof HTMLSelectElement) field.value = left.value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (field instanceof HTMLInputElement && isCheckable(field)) {
    // Set through the element (React's value tracker sees it), then clicked: checked as the visitor left it.
    field.checked = !left.checked;
    field.click();
  } else {
    const selection = readSelection(field);
    // The element's own setter (React's tracker) takes another value; the prototype's puts the visitor's back
    // behind its back, so the input event is a change to React.
    field.value = left.value === '' ? ' ' : '';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, left.value);
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
