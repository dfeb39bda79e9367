/**
 * Components every MDX page can use without importing them. Editors' guide:
 * docs/editing.md lists each with an example.
 */
import Announcement from './Announcement/Announcement.astro';
import CardGrid from './CardGrid/CardGrid.astro';
import EventJsonLd from './JsonLd/EventJsonLd.astro';
import HomeCarousel from './Home/HomeCarousel.astro';
import HomeCourses from './Home/HomeCourses.astro';
import HomeActions from './Home/HomeActions.astro';
import HomeNews from './Home/HomeNews.astro';
import Link from './Link/Link.astro';
// enquiry
import AdmissionContacts from './AdmissionContacts/AdmissionContacts.astro';
import InlineEnquiry from './EnquiryForm/InlineEnquiry.astro';
import PrivacyContact from './PrivacyNotice/PrivacyContact.astro';
import PrivacyTerm from './PrivacyNotice/PrivacyTerm.astro';

// academics
import DepartmentPage from './DepartmentPage/DepartmentPage.astro';
import FacultyDirectory from './FacultyDirectory/FacultyDirectory.astro';
import FacultyList from './FacultyList/FacultyList.astro';
import FacultyWork from './FacultyWork/FacultyWork.astro';
import KeyFigures from './KeyFigures/KeyFigures.astro';
import LabGallery from './LabGallery/LabGallery.astro';
import SchoolCommittees from './SchoolCommittees/SchoolCommittees.astro';
import DataTable from './DataTable/DataTable.astro';
import SchoolPage from './SchoolPage/SchoolPage.astro';

// admissions and examinations
import AdmissionActions from './AdmissionActions/AdmissionActions.astro';
import AdmissionRules from './AdmissionCriteria/AdmissionRules.astro';
import IntakeTable from './AdmissionCriteria/IntakeTable.astro';
import Badge from './Badge/Badge.astro';
import DocumentList from './DocumentList/DocumentList.astro';
import ExamOfficeContact from './ExamOfficeContact/ExamOfficeContact.astro';
import ExtraCharges from './FeeStructure/ExtraCharges.astro';
import FeeTable from './FeeStructure/FeeTable.astro';
import RefundSchedule from './FeeStructure/RefundSchedule.astro';
import ProgrammeExplorer from './ProgrammeExplorer/ProgrammeExplorer.astro';
import SchemeList from './Scholarships/SchemeList.astro';

// university
import AuditFindings from './Quality/AuditFindings.astro';
import AuditObservations from './Quality/AuditObservations.astro';
import AuditSchedule from './Quality/AuditSchedule.astro';
import BestPractices from './Quality/BestPractices.astro';
import EmployeeBenefits from './EmployeeBenefits/EmployeeBenefits.astro';
import FeatureCards from './FeatureCards/FeatureCards.astro';
import OfficerProfile from './OfficerProfile/OfficerProfile.astro';
import PageText from './PageText/PageText.astro';
import OrgChart from './OrgChart/OrgChart.astro';
import StatutoryApprovals from './About/StatutoryApprovals.astro';
import UniversityTable from './UniversityTable/UniversityTable.astro';
import VisionMission from './About/VisionMission.astro';

// student support
import Committee from './Committee/Committee.astro';

// campus life
import DisclosureTable from './DisclosureTable/DisclosureTable.astro';
import EventCommittee from './Event/EventCommittee.astro';
import EventProgramme from './Event/EventProgramme.astro';
import EventRegistration from './Event/EventRegistration.astro';
import EventRules from './Event/EventRules.astro';
import EventStructuredData from './Event/EventStructuredData.astro';
import EventTimeline from './Event/EventTimeline.astro';
import Facility from './Facility/Facility.astro';
import MediaGrid from './MediaGrid/MediaGrid.astro';
import PhotoGallery from './PhotoGallery/PhotoGallery.astro';
import PlacementHighlights from './PlacementHighlights/PlacementHighlights.astro';

// editors
import Callout from './Callout/Callout.astro';
import Figure from './Figure/Figure.astro';
import Session from './Session/Session.astro';

export const mdxComponents = {
  Announcement,
  CardGrid,
  EventJsonLd,
  HomeCarousel,
  HomeCourses,
  HomeActions,
  HomeNews,
  Link,
  // enquiry
  AdmissionContacts,
  InlineEnquiry,
  PrivacyContact,
  PrivacyTerm,

  // academics
  DepartmentPage,
  FacultyDirectory,
  FacultyList,
  FacultyWork,
  KeyFigures,
  LabGallery,
  SchoolCommittees,
  DataTable,
  // The table's earlier name, kept so pages written with it still build.
  ResponsiveTable: DataTable,
  SchoolPage,

  // admissions and examinations
  AdmissionActions,
  AdmissionRules,
  IntakeTable,
  Badge,
  DocumentList,
  ExamOfficeContact,
  ExtraCharges,
  FeeTable,
  RefundSchedule,
  ProgrammeExplorer,
  SchemeList,

  // university
  AuditFindings,
  AuditObservations,
  AuditSchedule,
  BestPractices,
  EmployeeBenefits,
  FeatureCards,
  OfficerProfile,
  PageText,
  OrgChart,
  StatutoryApprovals,
  UniversityTable,
  VisionMission,

  // student support
  Committee,

  // campus life
  DisclosureTable,
  EventCommittee,
  EventProgramme,
  EventRegistration,
  EventRules,
  EventStructuredData,
  EventTimeline,
  Facility,
  MediaGrid,
  PhotoGallery,
  PlacementHighlights,

  // editors
  Callout,
  Figure,
  Session,
};
