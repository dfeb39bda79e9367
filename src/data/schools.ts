/** Schools (src/content/data/schools/<id>.yaml) with the programmes they list, and departments (src/content/data/departments/<id>.yaml) with the programme they teach. */
import { getEntries } from 'astro:content';
import { requireEntry } from './entry';

export async function getSchool(id: string) {
  const { data } = await requireEntry('schools', id, `src/content/data/schools/${id}.yaml`);
  return { ...data, programmes: (await getEntries(data.programmes)).map((entry) => entry.data) };
}

/** A school's name alone (the home page's course cards), without reading its programmes. */
export async function getSchoolName(id: string) {
  return (await requireEntry('schools', id, `src/content/data/schools/${id}.yaml`)).data.name;
}

export async function getDepartment(id: string) {
  const file = `src/content/data/departments/${id}.yaml`;
  const { data } = await requireEntry('departments', id, file);
  const programme = await requireEntry(
    'programmes',
    data.programme.id,
    `src/content/data/programmes.yaml (entry "${data.programme.id}", named by programme in ${file})`,
  );
  return { ...data, programme: programme.data };
}
