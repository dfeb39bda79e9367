/** About the university: vision and mission, statutory approvals, employee benefits, the organisation chart (src/content/data/university/). */
import type { Lang } from '../lib/languages.ts';
import { formatFigure } from '../lib/figures.ts';
import { requireEntry } from './entry.ts';
import { entryIn, getTranslator } from './translations.ts';

export async function getVisionMission(lang: Lang) {
  return entryIn(lang, 'visionMission', (await requireEntry('visionMission', 'vision-mission', 'src/content/data/university/vision-mission.yaml')).data);
}

export async function getStatutoryApprovals(lang: Lang = 'en') {
  return entryIn(
    lang,
    'statutoryApprovals',
    (await requireEntry('statutoryApprovals', 'statutory-approvals', 'src/content/data/university/statutory-approvals.yaml')).data,
  );
}

/** The employee benefits in a language, each figure also written out with its value and unit (`text`). */
export async function getEmployeeBenefits(lang: Lang) {
  const { data } = await requireEntry('employeeBenefits', 'employee-benefits', 'src/content/data/university/employee-benefits.yaml');
  const translate = await getTranslator(lang);
  const benefits = (await entryIn(lang, 'employeeBenefits', data)).benefits.map((benefit, b) => ({
    ...benefit,
    // The words around a value are looked up as one phrase with the English figure ({amount} in place of the value).
    figures: benefit.figures.map((figure, f) => ({ ...figure, text: formatFigure(data.benefits[b]!.figures[f]!, lang, translate) })),
  }));
  return { ...data, benefits };
}

export async function getOrgChart(lang: Lang) {
  return entryIn(lang, 'orgChart', (await requireEntry('orgChart', 'org-chart', 'src/content/data/university/org-chart.yaml')).data);
}
