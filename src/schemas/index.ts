/**
 * Every collection: where its entries come from (src/content-io/sources.ts) and
 * its schema (one file per subject beside this one). src/content.config.ts
 * hands this table to Astro; scripts/lib and tests read content through it.
 * A schema that points at other entries or at images is a function of the
 * tools it needs (`reference`, `image`), given by whoever reads the content.
 */
import type { z } from 'astro/zod';
import type { Tools } from './common.ts';
import { DATA, folder, listFile, PAGES_SOURCE, singleton, type Source } from '../content-io/sources.ts';
import { pageSchema } from './pages.ts';
import { enquiryOptionsSchema, siteSchema } from './site.ts';
import { glossarySchema, translationsSchema } from './translations.ts';
import { navigationSchema, sideMenuSchema } from './navigation.ts';
import { homeSchema } from './home.ts';
import { programmeSchema } from './programmes.ts';
import { departmentSchema, facultyListSchema, SCHOOLS, schoolCommitteeSchema, schoolSchema } from './schools.ts';
import { feesSchema, scholarshipsSchema } from './fees.ts';
import { admissionCycleSchema } from './admissions.ts';
import { documentSchema } from './documents.ts';
import { examinationOfficeSchema } from './examination-office.ts';
import { personSchema } from './people.ts';
import { auditCommitteeSchema, committeeSchema, executiveCouncilSchema, governingBodySchema, iqacCommitteeSchema } from './governance.ts';
import { academicAuditSchema, bestPracticesSchema, courseFileIndexSchema } from './quality.ts';
import { employeeBenefitsSchema, orgChartSchema, statutoryApprovalsSchema, visionMissionSchema } from './institution.ts';
import { facilitySchema, gallerySchema, placementsSchema } from './campus.ts';
import { disclosuresSchema } from './disclosures.ts';
import { eventSchema } from './event.ts';
import { picture } from './common.ts';

export type Collection<S extends z.ZodType = z.ZodType> = { source: Source; schema: (tools: Tools) => S };
const collection = <S extends z.ZodType>(source: Source, schema: (tools: Tools) => S): Collection<S> => ({ source, schema });

/** A file of the university area (data/university/<name>.yaml). */
const university = (name: string) => folder('university', `${name}.yaml`);
const person = (t: Tools) => t.reference('people');

export const COLLECTIONS = {
  pages: collection(PAGES_SOURCE, pageSchema),
  site: collection(singleton('site.yaml'), () => siteSchema),
  enquiry: collection(singleton('enquiry.json'), () => enquiryOptionsSchema),
  translations: collection(folder('translations', '*/*.yaml'), () => translationsSchema),
  glossary: collection(folder('glossary'), () => glossarySchema),
  navigation: collection(singleton('navigation.yaml'), () => navigationSchema),
  sideMenus: collection(folder('side-menus'), () => sideMenuSchema),
  home: collection(singleton('home.yaml'), homeSchema),
  // Pages list programmes in the order of the file: sort by `position`.
  programmes: collection(listFile('programmes.yaml', true), programmeSchema),

  // academics
  schoolCommittees: collection(listFile('school-committees.yaml'), (t) => schoolCommitteeSchema(person(t), t.reference('schools'))),
  departments: collection(folder('departments'), departmentSchema),
  schools: collection(SCHOOLS, schoolSchema),
  facultyLists: collection(folder('faculty-lists'), (t) => facultyListSchema(person(t))),

  // admissions and examinations
  /** Admission cycles, oldest first: which session applications are for, and when. */
  admissionCycles: collection(listFile('admission-cycles.yaml'), () => admissionCycleSchema),
  fees: collection(singleton('fees.yaml'), () => feesSchema),
  documents: collection(listFile('documents.yaml', true), documentSchema),
  scholarships: collection(singleton('scholarships.yaml'), () => scholarshipsSchema),
  examinationOffice: collection(singleton('examination-office.yaml'), examinationOfficeSchema),

  // university: officers, bodies, quality (data/university/ and people/)
  people: collection(folder('people'), (t) => personSchema(picture(t))),
  governingBody: collection(university('governing-body'), (t) => governingBodySchema(person(t))),
  executiveCouncil: collection(university('executive-council'), (t) => executiveCouncilSchema(person(t))),
  iqacCommittee: collection(university('iqac-committee'), (t) => iqacCommitteeSchema(person(t))),
  auditCommittee: collection(university('audit-committee'), (t) => auditCommitteeSchema(person(t))),
  courseFileIndex: collection(university('course-file-index'), () => courseFileIndexSchema),
  academicAudit: collection(university('academic-audit'), () => academicAuditSchema),
  bestPractices: collection(university('best-practices'), () => bestPracticesSchema),
  statutoryApprovals: collection(university('statutory-approvals'), (t) => statutoryApprovalsSchema(person(t))),
  employeeBenefits: collection(university('employee-benefits'), () => employeeBenefitsSchema),
  visionMission: collection(university('vision-mission'), () => visionMissionSchema),
  orgChart: collection(university('org-chart'), () => orgChartSchema),
  /** Student support committees (anti-ragging, grievance redressal, internal complaints), one file each; the id is the file name. */
  committees: collection(folder('committees'), (t) => committeeSchema(person(t))),

  // campus life, media, careers, disclosure, events
  facilities: collection(listFile('facilities.yaml'), facilitySchema),
  gallery: collection(listFile('gallery.yaml'), gallerySchema),
  disclosures: collection(singleton('disclosures.yaml'), (t) => disclosuresSchema(person(t))),
  /** Events, one file each (events/<id>.yaml); the id is the route of the event's page. */
  event: collection(folder('events'), (t) => eventSchema(person(t))),
  placements: collection(singleton('placements.yaml'), placementsSchema),
};

export type CollectionName = keyof typeof COLLECTIONS;
export { DATA };
