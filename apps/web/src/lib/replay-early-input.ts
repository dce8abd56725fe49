/** A control's value, checked state and files when the person last changed it. */
export type EarlyChange = [value: string, checked: boolean, files: FileList | null];
/** The button (or the form itself, by Enter in a form without one) that submitted a form; none in old browsers. */
export type EarlySubmit = [submitter: HTMLElement | null | undefined];
/**
 * What the person did before the page hydrated (EARLY_INPUT_SCRIPT), the latest last: each control they
 * changed and each form they submitted, once each.
 */
export type EarlyInput = Map<EventTarget, EarlyChange | EarlySubmit>;

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
 * Submits `form` as its `submitter` would have, through the form's own submit handler; a button that can no
 * longer be pressed (disabled, or taken off the page) submits nothing, as a press on it would.
 */
function submitAgain(form: HTMLFormElement, submitter: HTMLElement | null | undefined) {
  const button =
    submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null;
  if (!form.isConnected || (button && (button.form !== form || button.matches(':disabled')))) return;
  form.requestSubmit(button);
}

/**
 * Gives each change the person made before the page hydrated (lib/before-hydration.ts) to the page's
 * handlers, as their input would have come, in the order they made them. The control is first set
 * (through React's change tracking) to something else, so that React sees the replay as a change whatever
 * the control shows at the moment (the person's value, or the state's value put back by a render).
 *
 * Then each form the person submitted is submitted once more, as its button would: in a task of its own,
 * once the page is marked hydrated (the caller does that as soon as this returns, which lets the submit
 * through the early-input script) and has rendered what was replayed. An empty form shows its messages, a
 * filled one is sent, once (the form was recorded once, however often it was submitted).
 */
export function replayEarlyInput(early: EarlyInput): void {
  const changes = [...early];
  early.clear();
  const submitted: Array<[HTMLFormElement, EarlySubmit[0]]> = [];
  for (const [target, entry] of changes) {
    if (target instanceof HTMLFormElement) {
      submitted.push([target, entry[0] as EarlySubmit[0]]);
      continue;
    }
    if (!(target instanceof Element) || !target.isConnected || target.matches(':disabled')) continue;
    const [value, checked, files] = entry as EarlyChange;
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
  if (submitted.length === 0) return;
  setTimeout(() => {
    for (const [form, submitter] of submitted) submitAgain(form, submitter);
  });
}
