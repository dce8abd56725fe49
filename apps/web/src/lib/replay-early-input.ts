/** A control's value, checked state and files when the person last changed it (EARLY_INPUT_SCRIPT). */
export type EarlyInput = Map<EventTarget, [value: string, checked: boolean, files: FileList | null]>;

/** The value setter of the element's class, which React's change tracking on the element does not see. */
function setUntracked(element: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype =
    element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, value);
}

function dispatch(element: Element, ...types: string[]) {
  for (const type of types) element.dispatchEvent(new Event(type, { bubbles: true }));
}

/**
 * Gives each change the person made before the page hydrated (lib/before-hydration.ts) to the page's
 * handlers, as their input would have come, in the order they made them. The control is first set
 * (through React's change tracking) to something else, so that React sees the replay as a change whatever
 * the control shows at the moment (the person's value, or the state's value put back by a render).
 */
export function replayEarlyInput(early: EarlyInput): void {
  const changes = [...early];
  early.clear();
  for (const [target, [value, checked, files]] of changes) {
    if (!(target instanceof Element) || !target.isConnected || target.matches(':disabled')) continue;
    if (target instanceof HTMLSelectElement) {
      target.value = value;
      dispatch(target, 'input', 'change');
    } else if (
      target instanceof HTMLInputElement &&
      (target.type === 'checkbox' || target.type === 'radio')
    ) {
      // A radio the person left was unchecked by the one they chose, which has its own entry.
      if (target.type === 'radio' && !checked) continue;
      // A click is how a box or a radio changes (React listens for it): it toggles a box and sets a radio.
      target.checked = !checked;
      target.click();
    } else if (target instanceof HTMLInputElement && target.type === 'file') {
      if (files && target.files !== files) target.files = files;
      dispatch(target, 'input', 'change');
    } else if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) {
      target.value = value === target.defaultValue ? `${value} ` : target.defaultValue;
      setUntracked(target, value);
      dispatch(target, 'input', 'change');
    }
  }
}
