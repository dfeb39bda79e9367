/** Reads the academic audit (src/content/data/university/academic-audit.yaml). */
import { getEntry } from 'astro:content';

export async function getAcademicAudit() {
  const entry = await getEntry('academicAudit', 'academic-audit');
  if (!entry) throw new Error('src/content/data/university/academic-audit.yaml is missing');
  return entry.data;
}
