/**
 * Components every MDX page can use without importing them. Editors' guide:
 * docs/editing.md lists each with an example.
 */
import Announcement from './Announcement/Announcement.astro';
import CardGrid from './CardGrid/CardGrid.astro';
import HomeCarousel from './Home/HomeCarousel.astro';
import HomeCourses from './Home/HomeCourses.astro';
import Link from './Link/Link.astro';
// enquiry (issue 3)

// academics (issue 4)

// admissions and examinations (issue 5)

// university (issue 6)
import AuditFindings from './Quality/AuditFindings.astro';
import AuditObservations from './Quality/AuditObservations.astro';
import AuditSchedule from './Quality/AuditSchedule.astro';
import BestPractices from './Quality/BestPractices.astro';
import EmployeeBenefits from './EmployeeBenefits/EmployeeBenefits.astro';
import FeatureCards from './FeatureCards/FeatureCards.astro';
import KeyFigures from './KeyFigures/KeyFigures.astro';
import OfficerProfile from './OfficerProfile/OfficerProfile.astro';
import OrgChart from './OrgChart/OrgChart.astro';
import StatutoryApprovals from './About/StatutoryApprovals.astro';
import UniversityTable from './UniversityTable/UniversityTable.astro';
import VisionMission from './About/VisionMission.astro';

// campus life (issue 7)


export const mdxComponents = {
  Announcement,
  CardGrid,
  HomeCarousel,
  HomeCourses,
  Link,
  // enquiry (issue 3)

  // academics (issue 4)

  // admissions and examinations (issue 5)

  // university (issue 6)
  AuditFindings,
  AuditObservations,
  AuditSchedule,
  BestPractices,
  EmployeeBenefits,
  FeatureCards,
  KeyFigures,
  OfficerProfile,
  OrgChart,
  StatutoryApprovals,
  UniversityTable,
  VisionMission,

  // campus life (issue 7)

};
