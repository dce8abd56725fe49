import type { EarlyInput } from './replay-early-input';
import { useEffect } from 'react';

/*
 * Forms on a prerendered page, before and while its scripts take over (one mechanism for every form).
 *
 * A public page paints from its prerendered HTML and its scripts load after the first paint, so a person
 * can type, tick, choose a file and press Submit on the bare HTML form. Three things used to go wrong:
 *
 * 1. The browser submitted the form itself: a <form> without a method is a GET to the page, which put the
 *    person's name, e-mail and message in the URL (history, server and proxy logs) and sent nothing.
 * 2. What the person did was undone: React keeps the DOM's values while it hydrates, but the state behind
 *    a controlled control (the skill boxes, the phone number, …) does not know them, and the next render
 *    put that state back (react-hook-form also resets a registered radio group to its default).
 * 3. Once the browser's submit was cancelled, the press of Submit was lost: an empty form showed no
 *    message, a filled one was neither sent nor answered.
 *
 * The first script of every page (EARLY_INPUT_SCRIPT, written into the HTML by scripts/finish-build.mjs;
 * the server allows it by its hash, as it does every inline script of a page) records each control the
 * person changes with its value until the page is hydrated, and cancels every submit that nothing else
 * handled in that time, recording the form (once, however often it was submitted) and its button. Once the
 * page has hydrated, useKeepInputFromBeforeHydration (in the root component) replays those changes as the
 * person's own input or click would have arrived (replay-early-input.ts, loaded only when there is
 * something to replay), so every onChange handler (react-hook-form's, a reducer's, a library's) takes them
 * in; then it marks the page hydrated, which ends the guard, and each recorded form is submitted once by
 * its button, through the form's own submit handler: the messages of an empty form show, a filled one is
 * sent and answered, a captcha is asked for as a press of Submit would ask. A submit between React taking
 * over and the page being marked hydrated is React's alone (it cancels the browser's submit, so the script
 * leaves it). No form needs code of its own for it. The Form component also says method="post", so that
 * not even a browser without the script puts the fields in a URL.
 */

declare global {
  interface Window {
    __earlyInput?: EarlyInput;
  }
}

function markHydrated() {
  document.documentElement.dataset.hydrated = 'true';
}

/**
 * In the root component: replays what the person did before the page hydrated (see above), then marks the
 * page hydrated (`<html data-hydrated="true">`), which ends the submit guard and tells browser tests and
 * styles the page is interactive; a form submitted before is then submitted once.
 */
export function useKeepInputFromBeforeHydration(): void {
  useEffect(() => {
    // The root's effects run after every page component's: each form and its registrations exist.
    const early = window.__earlyInput;
    if (!early?.size) {
      markHydrated();
      return;
    }
    import('./replay-early-input')
      .then(({ replayEarlyInput }) => replayEarlyInput(early))
      .catch(() => undefined)
      .finally(markHydrated);
  }, []);
}
