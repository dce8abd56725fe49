import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useForm, useWatch } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import {
  NATIVE_SUBMIT_GUARD,
  replayEditedControls,
  snapshotEditedControls,
  useKeepInputFromBeforeHydration,
} from './before-hydration';

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
  const role = useWatch({ control, name: 'role' });
  const name = useWatch({ control, name: 'name' });
  const project = useWatch({ control, name: 'project' });
  const terms = useWatch({ control, name: 'terms' });
  return (
    <form>
      <input aria-label="Name" {...register('name')} />
      <label>
        <input type="radio" value="employee" {...register('role')} /> Employee
      </label>
      <label>
        <input type="radio" value="partner" {...register('role')} /> Partner
      </label>
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
      <output>{JSON.stringify({ name, role, project, terms, ticked, note, file })}</output>
    </form>
  );
}

function App() {
  useKeepInputFromBeforeHydration();
  return <Page />;
}

const byLabel = <T extends HTMLElement>(label: string) =>
  document.querySelector<T>(`[aria-label="${label}"]`) as T;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  delete document.documentElement.dataset.hydrated;
});

/** The prerendered page, as the browser shows it before the scripts run. */
function prerender() {
  document.body.innerHTML = `<div id="app">${renderToString(<App />)}</div>`;
}

/** What a person does on the bare HTML. */
function actBeforeScripts() {
  byLabel<HTMLInputElement>('Name').value = 'Ada';
  document.querySelectorAll<HTMLInputElement>('input[type="radio"]')[1]!.checked = true;
  byLabel<HTMLSelectElement>('Project').value = 'Federal';
  byLabel<HTMLInputElement>('Terms').checked = true;
  byLabel<HTMLInputElement>('PySpark').checked = true;
  byLabel<HTMLTextAreaElement>('Note').value = 'Call me';
  const resume = new File(['%PDF'], 'resume.pdf', { type: 'application/pdf' });
  const files = { 0: resume, length: 1, item: () => resume } as unknown as FileList;
  Object.defineProperty(byLabel('Resume'), 'files', { configurable: true, writable: true, value: files });
}

describe('snapshotEditedControls', () => {
  it('finds only the controls a person changed from their prerendered defaults', () => {
    prerender();
    expect(snapshotEditedControls(document)).toEqual([]);
    actBeforeScripts();
    const edited = snapshotEditedControls(document);
    expect(edited.map((edit) => edit.kind)).toEqual([
      'text',
      'check',
      'select',
      'check',
      'check',
      'text',
      'file',
    ]);
    expect(edited[0]).toMatchObject({ kind: 'text', value: 'Ada' });
    expect(edited[2]).toMatchObject({ kind: 'select', selected: [false, true] });
  });

  it('counts a select showing its first option, with none marked selected, as untouched', () => {
    document.body.innerHTML = '<select><option value="a">A</option><option value="b">B</option></select>';
    expect(snapshotEditedControls(document)).toEqual([]);
    document.querySelector('select')!.value = 'b';
    expect(snapshotEditedControls(document)).toHaveLength(1);
  });
});

describe('useKeepInputFromBeforeHydration', () => {
  it('gives every change made before hydration to the form state, and marks the page hydrated', async () => {
    prerender();
    actBeforeScripts();
    await act(async () => {
      root = hydrateRoot(document.getElementById('app')!, <App />);
    });
    expect(JSON.parse(document.querySelector('output')!.textContent)).toEqual({
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
    expect(document.querySelectorAll<HTMLInputElement>('input[type="radio"]')[1]!.checked).toBe(true);
    expect(document.documentElement.dataset.hydrated).toBe('true');
  });

  it('without the replay, the controlled box and text lose what the person did', async () => {
    prerender();
    actBeforeScripts();
    const edited = snapshotEditedControls(document);
    await act(async () => {
      root = hydrateRoot(document.getElementById('app')!, <Page />);
    });
    expect(JSON.parse(document.querySelector('output')!.textContent)).toMatchObject({
      ticked: false,
      note: '',
      role: '',
    });
    act(() => replayEditedControls(edited));
    expect(JSON.parse(document.querySelector('output')!.textContent)).toMatchObject({
      ticked: true,
      note: 'Call me',
      role: 'partner',
    });
  });
});

describe('NATIVE_SUBMIT_GUARD', () => {
  it('cancels a submit until the page is hydrated, then leaves it to the page', () => {
    new Function(NATIVE_SUBMIT_GUARD)();
    document.body.innerHTML = '<form><button>Send</button></form>';
    const form = document.querySelector('form')!;
    const submit = () => {
      const event = new Event('submit', { bubbles: true, cancelable: true });
      form.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(submit()).toBe(true);
    document.documentElement.dataset.hydrated = 'true';
    expect(submit()).toBe(false);
  });
});
