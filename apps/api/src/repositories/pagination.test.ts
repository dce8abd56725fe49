import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeOnEngines, useTestApp } from '../test/test-api.js';
import { readPage } from './pagination.js';

describeOnEngines('readPage', (engine) => {
  const api = useTestApp(engine);

  async function addProjects(tag: string, count: number) {
    const rows = Array.from({ length: count }, (_, index) => {
      const name = `${tag} ${String(index + 1).padStart(2, '0')}`;
      return {
        id: randomUUID(),
        name,
        name_key: name.toLowerCase(),
        created_at: new Date().toISOString(),
        created_by: null,
      };
    });
    await api.app.db.insertInto('projects').values(rows).execute();
  }

  const tagged = (tag: string) => api.app.db.selectFrom('projects').where('name', 'like', `${tag} %`);
  const byName = (list: ReturnType<typeof tagged>) => list.select('name').orderBy('name_key');

  it('counts the whole list and reads the requested page of it, in its order', async () => {
    const tag = `Paged${randomUUID().slice(0, 8)}`;
    await addProjects(tag, 5);
    const page = await readPage(tagged(tag), { page: 2, pageSize: 2 }, byName);
    expect(page).toEqual({
      items: [{ name: `${tag} 03` }, { name: `${tag} 04` }],
      total: 5,
      page: 2,
      pageSize: 2,
    });
    const last = await readPage(tagged(tag), { page: 3, pageSize: 2 }, byName);
    expect(last.items).toEqual([{ name: `${tag} 05` }]);
    const beyond = await readPage(tagged(tag), { page: 4, pageSize: 2 }, byName);
    expect(beyond).toMatchObject({ items: [], total: 5 });
  });

  it("turns the page's rows into items, also asynchronously", async () => {
    const tag = `Mapped${randomUUID().slice(0, 8)}`;
    await addProjects(tag, 3);
    const names = await readPage(tagged(tag), { page: 1, pageSize: 2 }, byName, (rows) =>
      rows.map((row) => row.name.toUpperCase()),
    );
    expect(names.items).toEqual([`${tag} 01`.toUpperCase(), `${tag} 02`.toUpperCase()]);
    const counted = await readPage(tagged(tag), { page: 1, pageSize: 5 }, byName, async (rows) => [
      rows.length,
    ]);
    expect(counted).toMatchObject({ items: [3], total: 3 });
  });
});
