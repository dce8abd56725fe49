import { useEffect, useState } from 'react';

/*
 * Forms on a prerendered page, before and while its scripts take over (one mechanism for every form).
 *
 * A public page paints from its prerendered HTML and its scripts load after the first paint, so a person
 * can type, tick, choose and press Submit on the bare HTML form. Two things used to go wrong:
 *
 * 1. The browser submitted the form itself: a <form> without a method is a GET to the page, which put the
 *    person's name, e-mail and message in the URL (history, server and proxy logs) and sent nothing.
 *    NATIVE_SUBMIT_GUARD, an inline script in <head> (root.tsx; the server allows it by its hash, as it
 *    does every inline script of a prerendered page), cancels every submit until the page is hydrated
 *    (`<html data-hydrated>`); after that each form's own handler submits. The Form component also says
 *    method="post", so that not even a browser without the guard puts the fields in a URL.
 * 2. What the person did was undone: React keeps the DOM's values while it hydrates, but the state behind
 *    a controlled control (the skill boxes, the phone number, …) does not know them, and the next render
 *    put that state back (react-hook-form also resets a registered radio group to its default).
 *    useKeepInputFromBeforeHydration, in the root component, takes a snapshot of every control the person
 *    changed (its value differs from the prerendered default) in the hydration render, before React
 *    touches the DOM; once the page has hydrated it replays each change as the person's own input or click
 *    would have arrived, so every onChange handler (react-hook-form's, a reducer's, a library's) takes it
 *    in. No form needs code of its own for it.
 */

/**
 * The inline script: cancels a submit while the page is not hydrated. A capture listener on the document
 * runs before React's own listeners (also on the document), which still see the event once hydrated.
 */
export const NATIVE_SUBMIT_GUARD =
  'document.addEventListener("submit",function(e){document.documentElement.dataset.hydrated||e.preventDefault()},!0)';

/** One control the person changed before the scripts ran, with what they left in it. */
export type EditedControl =
  | { kind: 'text'; element: HTMLInputElement | HTMLTextAreaElement; value: string }
  | { kind: 'check'; element: HTMLInputElement; checked: boolean }
  | { kind: 'select'; element: HTMLSelectElement; selected: boolean[] }
  | { kind: 'file'; element: HTMLInputElement; files: FileList };

const NOT_EDITABLE = new Set(['hidden', 'submit', 'button', 'reset', 'image']);

/** Which options a select shows before anyone touches it (the first one when none is marked selected). */
function defaultSelection(select: HTMLSelectElement): boolean[] {
  const options = [...select.options];
  const marked = options.map((option) => option.defaultSelected);
  if (select.multiple || select.size > 1 || marked.includes(true)) {
    if (select.multiple) return marked;
    const last = marked.lastIndexOf(true);
    return options.map((_, index) => index === last);
  }
  return options.map((_, index) => index === 0);
}

/** Every control under `root` whose value differs from its prerendered default. */
export function snapshotEditedControls(root: ParentNode): EditedControl[] {
  const edited: EditedControl[] = [];
  for (const element of root.querySelectorAll<HTMLElement>('input, textarea, select')) {
    if (element instanceof HTMLSelectElement) {
      const selected = [...element.options].map((option) => option.selected);
      const initial = defaultSelection(element);
      if (selected.some((value, index) => value !== initial[index]))
        edited.push({ kind: 'select', element, selected });
    } else if (element instanceof HTMLTextAreaElement) {
      if (element.value !== element.defaultValue)
        edited.push({ kind: 'text', element, value: element.value });
    } else if (element instanceof HTMLInputElement && !NOT_EDITABLE.has(element.type)) {
      if (element.type === 'checkbox' || element.type === 'radio') {
        if (element.checked !== element.defaultChecked)
          edited.push({ kind: 'check', element, checked: element.checked });
      } else if (element.type === 'file') {
        if (element.files && element.files.length > 0)
          edited.push({ kind: 'file', element, files: element.files });
      } else if (element.value !== element.defaultValue) {
        edited.push({ kind: 'text', element, value: element.value });
      }
    }
  }
  return edited;
}

/** The value setter of the element's class, which React's change tracking on the element does not see. */
function setUntracked(element: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype =
    element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, value);
}

/**
 * Gives each change of the snapshot to the page's handlers as the person's input would have come. First
 * the control is set (through React's change tracking) to something else, so that React sees the replay
 * as a change whatever the control shows at the moment (the person's value, or the state's value put back).
 */
export function replayEditedControls(edited: readonly EditedControl[]): void {
  for (const edit of edited) {
    if (!edit.element.isConnected || edit.element.matches(':disabled')) continue;
    switch (edit.kind) {
      case 'text': {
        edit.element.value =
          edit.value === edit.element.defaultValue ? `${edit.value} ` : edit.element.defaultValue;
        setUntracked(edit.element, edit.value);
        edit.element.dispatchEvent(new Event('input', { bubbles: true }));
        edit.element.dispatchEvent(new Event('change', { bubbles: true }));
        break;
      }
      case 'check': {
        // A radio the person left is unchecked by the one they chose, which has its own entry.
        if (edit.element.type === 'radio' && !edit.checked) break;
        // A click is how a box or a radio changes (React listens for it); it toggles a box and sets a radio.
        edit.element.checked = !edit.checked;
        edit.element.click();
        break;
      }
      case 'select': {
        [...edit.element.options].forEach((option, index) => {
          option.selected = edit.selected[index] ?? false;
        });
        edit.element.dispatchEvent(new Event('input', { bubbles: true }));
        edit.element.dispatchEvent(new Event('change', { bubbles: true }));
        break;
      }
      case 'file': {
        if (edit.element.files !== edit.files) edit.element.files = edit.files;
        edit.element.dispatchEvent(new Event('input', { bubbles: true }));
        edit.element.dispatchEvent(new Event('change', { bubbles: true }));
        break;
      }
    }
  }
}

/**
 * In the root component: keeps what the person did before the page hydrated (see the top of this file),
 * then marks the page hydrated (`<html data-hydrated="true">`), which ends NATIVE_SUBMIT_GUARD's guard and
 * tells browser tests and styles the page is interactive.
 */
export function useKeepInputFromBeforeHydration(): void {
  // The first render is the hydration render: the DOM is still the prerendered HTML the person used.
  const [edited] = useState(() => (typeof document === 'undefined' ? [] : snapshotEditedControls(document)));
  useEffect(() => {
    // The root's effects run after every page component's: each form and its registrations exist.
    replayEditedControls(edited);
    document.documentElement.dataset.hydrated = 'true';
  }, [edited]);
}
