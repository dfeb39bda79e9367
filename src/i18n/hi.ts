/**
 * The Hindi dictionary, assembled like ./en.ts: every namespace and key of
 * English, of the same kind (the type checker holds it: each words file types
 * its Hindi `typeof en`, src/words/hi.ts and the joined namespaces here
 * `typeof en.<namespace>`, and ./index.ts requires every namespace).
 */
import * as statutoryApprovals from '../components/StatutoryApprovals/StatutoryApprovals.words';
import * as visionMission from '../components/VisionMission/VisionMission.words';
import * as admissionRules from '../components/AdmissionRules/AdmissionRules.words';
import * as intakeTable from '../components/IntakeTable/IntakeTable.words';
import * as eventCommittee from '../components/EventCommittee/EventCommittee.words';
import * as eventProgramme from '../components/EventProgramme/EventProgramme.words';
import * as eventRegistration from '../components/EventRegistration/EventRegistration.words';
import * as eventRules from '../components/EventRules/EventRules.words';
import * as eventTimeline from '../components/EventTimeline/EventTimeline.words';
import * as extraCharges from '../components/ExtraCharges/ExtraCharges.words';
import * as feeTable from '../components/FeeTable/FeeTable.words';
import * as hostelFee from '../components/HostelFee/HostelFee.words';
import * as refundSchedule from '../components/RefundSchedule/RefundSchedule.words';
import * as homeActions from '../components/HomeActions/HomeActions.words';
import * as homeCarousel from '../components/HomeCarousel/HomeCarousel.words';
import * as homeNews from '../components/HomeNews/HomeNews.words';
import * as auditFindings from '../components/AuditFindings/AuditFindings.words';
import * as auditObservations from '../components/AuditObservations/AuditObservations.words';
import * as auditSchedule from '../components/AuditSchedule/AuditSchedule.words';
import * as privacyContact from '../components/PrivacyContact/PrivacyContact.words';
import * as privacyTerm from '../components/PrivacyTerm/PrivacyTerm.words';
import type * as en from './en';

export * from '../words/hi';
export { hi as admissionActions } from '../components/AdmissionActions/AdmissionActions.words';
export { hi as admissionContacts } from '../components/AdmissionContacts/AdmissionContacts.words';
export { hi as announcement } from '../components/Announcement/Announcement.words';
export { hi as applyBanner } from '../components/ApplyBanner/ApplyBanner.words';
export { hi as askFor } from '../components/AskFor/AskFor.words';
export { hi as breadcrumbs } from '../components/Breadcrumbs/Breadcrumbs.words';
export { hi as callout } from '../components/Callout/Callout.words';
export { hi as cardGrid } from '../components/CardGrid/CardGrid.words';
export { hi as carousel } from '../components/Carousel/Carousel.words';
export { hi as committee } from '../components/Committee/Committee.words';
export { hi as departmentPage } from '../components/DepartmentPage/DepartmentPage.words';
export { hi as disclosureTable } from '../components/DisclosureTable/DisclosureTable.words';
export { hi as documentList } from '../components/DocumentList/DocumentList.words';
export { hi as link } from '../components/Link/Link.words';
export { hi as notFound } from '../components/NotFound/NotFound.words';
export { hi as enquiryForm } from '../components/EnquiryForm/EnquiryForm.words';
export { hi as enquiryReceipt } from '../components/EnquiryForm/EnquiryReceipt.words';
export { hi as examOfficeContact } from '../components/ExamOfficeContact/ExamOfficeContact.words';
export { hi as facility } from '../components/Facility/Facility.words';
export { hi as facultyCard } from '../components/FacultyCard/FacultyCard.words';
export { hi as facultyDirectory } from '../components/FacultyDirectory/FacultyDirectory.words';
export { hi as facultyList } from '../components/FacultyList/FacultyList.words';
export { hi as facultyWork } from '../components/FacultyWork/FacultyWork.words';
export { hi as floatingActions } from '../components/FloatingActions/FloatingActions.words';
export { hi as footer } from '../components/Footer/Footer.words';
export { hi as header } from '../components/Header/Header.words';
export { hi as labGallery } from '../components/LabGallery/LabGallery.words';
export { hi as officerProfile } from '../components/OfficerProfile/OfficerProfile.words';
export { hi as orgChart } from '../components/OrgChart/OrgChart.words';
export { hi as schoolCommittees } from '../components/SchoolCommittees/SchoolCommittees.words';
export { hi as photoGallery } from '../components/PhotoGallery/PhotoGallery.words';
export { hi as placementHighlights } from '../components/PlacementHighlights/PlacementHighlights.words';
export { hi as programmePage } from '../components/ProgrammePage/ProgrammePage.words';
export { hi as programmeExplorer } from '../components/ProgrammeExplorer/ProgrammeExplorer.words';
export { hi as sampleBadge } from '../components/SampleBadge/SampleBadge.words';
export { hi as scholarships } from '../components/SchemeList/SchemeList.words';
export { hi as schoolPage } from '../components/SchoolPage/SchoolPage.words';
export { hi as siteMap } from '../components/SiteMap/SiteMap.words';
export { hi as siteSearch } from '../components/SiteSearch/SiteSearch.words';
export { hi as socialLinks } from '../components/SocialLinks/SocialLinks.words';
export { hi as topBanner } from '../components/TopBanner/TopBanner.words';
export { hi as universityTable } from '../components/UniversityTable/UniversityTable.words';

export const about: typeof en.about = { ...statutoryApprovals.hi, ...visionMission.hi };

export const admissionCriteria: typeof en.admissionCriteria = { ...admissionRules.hi, ...intakeTable.hi };

export const event: typeof en.event = { ...eventCommittee.hi, ...eventProgramme.hi, ...eventRegistration.hi, ...eventRules.hi, ...eventTimeline.hi };

export const feeStructure: typeof en.feeStructure = { ...extraCharges.hi, ...feeTable.hi, ...hostelFee.hi, ...refundSchedule.hi };

export const home: typeof en.home = { ...homeActions.hi, ...homeCarousel.hi, ...homeNews.hi };

export const quality: typeof en.quality = { ...auditFindings.hi, ...auditObservations.hi, ...auditSchedule.hi };

export const privacyNotice: typeof en.privacyNotice = { ...privacyContact.hi, ...privacyTerm.hi };
