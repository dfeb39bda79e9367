/**
 * Components every MDX page can use without importing them. Editors' guide:
 * docs/editing.md lists each with an example.
 */
import Announcement from './Announcement/Announcement.astro';
import CardGrid from './CardGrid/CardGrid.astro';
import EventJsonLd from './JsonLd/EventJsonLd.astro';
import HomeCarousel from './Home/HomeCarousel.astro';
import HomeCourses from './Home/HomeCourses.astro';
import Link from './Link/Link.astro';
// enquiry (issue 3)

// academics (issue 4)

// admissions and examinations (issue 5)
import AdmissionActions from './AdmissionActions/AdmissionActions.astro';
import AdmissionRules from './AdmissionCriteria/AdmissionRules.astro';
import IntakeTable from './AdmissionCriteria/IntakeTable.astro';
import Badge from './Badge/Badge.astro';
import DocumentList from './DocumentList/DocumentList.astro';
import ExamOfficeContact from './ExamOfficeContact/ExamOfficeContact.astro';
import ExtraCharges from './FeeStructure/ExtraCharges.astro';
import FeeTable from './FeeStructure/FeeTable.astro';
import ProgrammeExplorer from './ProgrammeExplorer/ProgrammeExplorer.astro';
import SchemeList from './Scholarships/SchemeList.astro';
import Callout from './Callout/Callout.astro';

// university (issue 6)

// campus life (issue 7)


export const mdxComponents = {
  Announcement,
  CardGrid,
  EventJsonLd,
  HomeCarousel,
  HomeCourses,
  Link,
  // enquiry (issue 3)

  // academics (issue 4)

  // admissions and examinations (issue 5)
  AdmissionActions,
  AdmissionRules,
  IntakeTable,
  Badge,
  DocumentList,
  ExamOfficeContact,
  ExtraCharges,
  FeeTable,
  ProgrammeExplorer,
  SchemeList,
  Callout,

  // university (issue 6)

  // campus life (issue 7)

};
