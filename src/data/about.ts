/** About the university: vision and mission, statutory approvals, employee benefits, the organisation chart (src/content/data/university/). */
import { requireEntry } from './entry';

export async function getVisionMission() {
  return (await requireEntry('visionMission', 'vision-mission', 'src/content/data/university/vision-mission.yaml')).data;
}

export async function getStatutoryApprovals() {
  return (await requireEntry('statutoryApprovals', 'statutory-approvals', 'src/content/data/university/statutory-approvals.yaml')).data;
}

export async function getEmployeeBenefits() {
  return (await requireEntry('employeeBenefits', 'employee-benefits', 'src/content/data/university/employee-benefits.yaml')).data;
}

export async function getOrgChart() {
  return (await requireEntry('orgChart', 'org-chart', 'src/content/data/university/org-chart.yaml')).data;
}
