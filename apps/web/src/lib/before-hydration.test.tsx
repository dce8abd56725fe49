import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useForm, useWatch } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
// @ts-expect-error: a plain build script without type declarations
import { EARLY_INPUT_SCRIPT } from '../../scripts/finish-build.mjs';
import { useKeepInputFromBeforeHydration } from './before-hydration';
import { replayEarlyInput } from './replay-early-input';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

/** A form with every kind of state a control can have: react-hook-form's, a component's, a controlled box. */
function Page() {
  const { register, control } = useForm({
    defaultValues: { name: '', role: '', project: '', terms: false },
  });
  const [ticked, setTicked] = useState(false);
  const [note, setNote] = useState('');
  const [file, setFile] = useState('');
  const values = useWatch({ control });
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <input aria-label="Name" {...register('name')} />
      <input type="radio" aria-label="Employee" value="employee" {...register('role')} />
      <input type="radio" aria-label="Partner" value="partner" {...register('role')} />
      <select aria-label="Project" {...register('project')}>
        <option value="">Select Project</option>
        <option value="Federal">Federal</option>
      </select>
      <input type="checkbox" aria-label="Terms" {...register('terms')} />
      <input
        type="checkbox"
        aria-label="PySpark"
        checked={ticked}
        onChange={(event) => setTicked(event.target.checked)}
      />
      <textarea aria-label="Note" value={note} onChange={(event) => setNote(event.target.value)} />
      <input
        type="file"
        aria-label="Resume"
        onChange={(event) => setFile(event.target.files?.[0]?.name ?? '')}
      />
      <output>{JSON.stringify({ ...values, ticked, note, file })}</output>
    </form>
  );
}

function App() {
  useKeepInputFromBeforeHydration();
  return <Page />;
}

const sent = vi.fn();

/** A form that sends what it holds, as the site's forms do: its own messages when empty, else one call. */
function Contact() {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ defaultValues: { name: '' } });
  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => sent(values, document.documentElement.dataset.hydrated))}
    >
      <input aria-label="Name" {...register('name', { required: 'Enter your name' })} />
      {errors.name ? <p role="alert">{errors.name.message}</p> : null}
      <button>Send</button>
    </form>
  );
}

function ContactApp() {
  useKeepInputFromBeforeHydration();
  return <Contact />;
}

const byLabel = <T extends HTMLElement>(label: string) =>
  document.querySelector<T>(`[aria-label="${label}"]`) as T;
const shown = () =>
  JSON.parse(document.querySelector('output')?.textContent ?? '{}') as Record<string, unknown>;

let root: Root | undefined;
beforeAll(() => {
  // The page's first script, as finish-build writes it into every page (once: it listens on the window).
  new Function(EARLY_INPUT_SCRIPT)();
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  delete document.documentElement.dataset.hydrated;
  window.__earlyInput!.clear();
  sent.mockReset();
});

/** The prerendered page, as the browser shows it before the scripts run. */
function prerender(app: React.ReactNode = <App />) {
  document.body.innerHTML = `<div id="app">${renderToString(app)}</div>`;
}

function type(element: HTMLInputElement | HTMLTextAreaElement, value: string) {
  element.value = value;
  element.dispatchEvent(new Event('input', { bubbles: true }));
}

/** What a person does on the bare HTML, as the browser reports it. */
function actBeforeScripts() {
  type(byLabel('Name'), 'Ada');
  byLabel('Employee').click();
  byLabel('Partner').click();
  byLabel<HTMLSelectElement>('Project').value = 'Federal';
  byLabel('Project').dispatchEvent(new Event('change', { bubbles: true }));
  byLabel('Terms').click();
  byLabel('PySpark').click();
  type(byLabel('Note'), 'Call me');
  const resume = new File(['%PDF'], 'resume.pdf', { type: 'application/pdf' });
  const files = { 0: resume, length: 1, item: () => resume } as unknown as FileList;
  Object.defineProperty(byLabel('Resume'), 'files', { configurable: true, writable: true, value: files });
  byLabel('Resume').dispatchEvent(new Event('change', { bubbles: true }));
}

async function hydrate(app: React.ReactNode) {
  await act(async () => {
    root = hydrateRoot(document.getElementById('app')!, app);
  });
}

/** Until the page is marked hydrated and a form submitted before has been submitted again (a task later). */
async function afterReplay() {
  await act(() => vi.waitFor(() => expect(document.documentElement.dataset.hydrated).toBe('true')));
  await act(() => new Promise((resolve) => setTimeout(resolve)));
}

describe('the early-input script', () => {
  it('records each changed control with its latest value, the last change last', () => {
    prerender();
    actBeforeScripts();
    const early = window.__earlyInput!;
    expect([...early.keys()].map((element) => (element as HTMLElement).getAttribute('aria-label'))).toEqual([
      'Name',
      'Employee',
      'Partner',
      'Project',
      'Terms',
      'PySpark',
      'Note',
      'Resume',
    ]);
    expect(early.get(byLabel('Name'))?.[0]).toBe('Ada');
    expect(early.get(byLabel('PySpark'))?.[1]).toBe(true);
    type(byLabel('Name'), 'Ada L');
    expect([...early.keys()].at(-1)).toBe(byLabel('Name'));
  });

  it('cancels a submit until the page is hydrated, then leaves it to the page', () => {
    document.body.innerHTML = '<form><button>Send</button></form>';
    const submit = () => {
      const event = new Event('submit', { bubbles: true, cancelable: true });
      document.querySelector('form')!.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(submit()).toBe(true);
    document.documentElement.dataset.hydrated = 'true';
    expect(submit()).toBe(false);
  });

  it('records a form submitted before hydration once, with the button that submitted it', () => {
    document.body.innerHTML = '<form><input aria-label="Name"><button>Send</button></form>';
    const button = document.querySelector('button')!;
    type(byLabel('Name'), 'Ada');
    button.click();
    type(byLabel('Name'), 'Ada L');
    button.click();
    const early = window.__earlyInput!;
    expect([...early.keys()]).toEqual([byLabel('Name'), document.querySelector('form')]);
    expect(early.get(byLabel('Name'))?.[0]).toBe('Ada L');
    expect(early.get(document.querySelector('form')!)).toEqual([button]);
  });

  it('leaves alone a submit something else handled (React, once it has taken over)', () => {
    document.body.innerHTML = '<form><button>Send</button></form>';
    const form = document.querySelector('form')!;
    const handled = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', handled);
    document.querySelector('button')!.click();
    expect(handled).toHaveBeenCalledTimes(1);
    expect(window.__earlyInput!.size).toBe(0);
  });

  it('records nothing once the page is hydrated', () => {
    prerender();
    document.documentElement.dataset.hydrated = 'true';
    type(byLabel('Name'), 'Ada');
    expect(window.__earlyInput!.size).toBe(0);
  });
});

describe('useKeepInputFromBeforeHydration', () => {
  it('gives every change made before hydration to the form state, then marks the page hydrated', async () => {
    prerender();
    actBeforeScripts();
    await hydrate(<App />);
    await vi.waitFor(() => expect(document.documentElement.dataset.hydrated).toBe('true'));
    expect(shown()).toEqual({
      name: 'Ada',
      role: 'partner',
      project: 'Federal',
      terms: true,
      ticked: true,
      note: 'Call me',
      file: 'resume.pdf',
    });
    expect(byLabel<HTMLInputElement>('PySpark').checked).toBe(true);
    expect(byLabel<HTMLTextAreaElement>('Note').value).toBe('Call me');
    expect(byLabel<HTMLInputElement>('Partner').checked).toBe(true);
  });

  it('submits a form submitted before hydration once, through its handler, with what was typed', async () => {
    prerender(<ContactApp />);
    type(byLabel('Name'), 'Ada');
    document.querySelector('button')!.click();
    document.querySelector('button')!.click();
    await hydrate(<ContactApp />);
    await afterReplay();
    // Once, and once the page was marked hydrated (the guard let the submit through to React).
    expect(sent.mock.calls).toEqual([[{ name: 'Ada' }, 'true']]);
    expect(window.__earlyInput!.has(document.querySelector('form')!)).toBe(false);
  });

  it('shows the messages of an empty form submitted before hydration, and sends nothing', async () => {
    prerender(<ContactApp />);
    document.querySelector('button')!.click();
    await hydrate(<ContactApp />);
    await afterReplay();
    expect(document.querySelector('[role="alert"]')?.textContent).toBe('Enter your name');
    expect(sent).not.toHaveBeenCalled();
  });

  it('does not submit by a button that can no longer be pressed', async () => {
    prerender(<ContactApp />);
    type(byLabel('Name'), 'Ada');
    const button = document.querySelector('button')!;
    button.click();
    await hydrate(<Contact />);
    button.disabled = true;
    const submits = vi.fn();
    window.addEventListener('submit', submits);
    document.documentElement.dataset.hydrated = 'true';
    await act(async () => {
      replayEarlyInput(window.__earlyInput!);
      await new Promise((resolve) => setTimeout(resolve));
    });
    window.removeEventListener('submit', submits);
    expect(submits).not.toHaveBeenCalled();
    expect(sent).not.toHaveBeenCalled();
  });

  it('marks a page nobody touched hydrated at once', async () => {
    prerender();
    await hydrate(<App />);
    expect(document.documentElement.dataset.hydrated).toBe('true');
  });

  it('without the replay, the controlled box and text and the radio lose what the person did', async () => {
    prerender();
    actBeforeScripts();
    await hydrate(<Page />);
    expect(shown()).toMatchObject({ ticked: false, note: '', role: '' });
    act(() => replayEarlyInput(window.__earlyInput!));
    expect(shown()).toMatchObject({ ticked: true, note: 'Call me', role: 'partner' });
  });
});
