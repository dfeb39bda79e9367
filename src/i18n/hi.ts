/**
 * The Hindi dictionary, assembled like ./en.ts: every namespace and key of
 * English, of the same kind (the type checker holds it: each words file types
 * its Hindi `typeof en`, src/words/hi.ts and the joined namespaces here
 * `typeof en.<namespace>`, and ./index.ts requires every namespace).
 */
import * as statutoryApprovals from '../components/StatutoryApprovals/StatutoryApprovals.words.ts';
import * as visionMission from '../components/VisionMission/VisionMission.words.ts';
import * as admissionRules from '../components/AdmissionRules/AdmissionRules.words.ts';
import * as intakeTable from '../components/IntakeTable/IntakeTable.words.ts';
import * as eventCommittee from '../components/EventCommittee/EventCommittee.words.ts';
import * as eventProgramme from '../components/EventProgramme/EventProgramme.words.ts';
import * as eventRegistration from '../components/EventRegistration/EventRegistration.words.ts';
import * as eventRules from '../components/EventRules/EventRules.words.ts';
import * as eventTimeline from '../components/EventTimeline/EventTimeline.words.ts';
import * as extraCharges from '../components/ExtraCharges/ExtraCharges.words.ts';
import * as feeTable from '../components/FeeTable/FeeTable.words.ts';
import * as hostelFee from '../components/HostelFee/HostelFee.words.ts';
import * as refundSchedule from '../components/RefundSchedule/RefundSchedule.words.ts';
import * as homeActions from '../components/HomeActions/HomeActions.words.ts';
import * as homeCarousel from '../components/HomeCarousel/HomeCarousel.words.ts';
import * as homeNews from '../components/HomeNews/HomeNews.words.ts';
import * as auditFindings from '../components/AuditFindings/AuditFindings.words.ts';
import * as auditObservations from '../components/AuditObservations/AuditObservations.words.ts';
import * as auditSchedule from '../components/AuditSchedule/AuditSchedule.words.ts';
import * as privacyContact from '../components/PrivacyContact/PrivacyContact.words.ts';
import * as privacyTerm from '../components/PrivacyTerm/PrivacyTerm.words.ts';
import type * as en from './en.ts';

export * from '../words/hi.ts';
export { hi as admissionActions } from '../components/AdmissionActions/AdmissionActions.words.ts';
export { hi as admissionSteps } from '../components/AdmissionSteps/AdmissionSteps.words.ts';
export { hi as pictureNote } from '../components/PictureNote/PictureNote.words.ts';
export { hi as admissionContacts } from '../components/AdmissionContacts/AdmissionContacts.words.ts';
export { hi as announcement } from '../components/Announcement/Announcement.words.ts';
export { hi as applyBanner } from '../components/ApplyBanner/ApplyBanner.words.ts';
export { hi as askFor } from '../components/AskFor/AskFor.words.ts';
export { hi as breadcrumbs } from '../components/Breadcrumbs/Breadcrumbs.words.ts';
export { hi as callout } from '../components/Callout/Callout.words.ts';
export { hi as cardGrid } from '../components/CardGrid/CardGrid.words.ts';
export { hi as carousel } from '../components/Carousel/Carousel.words.ts';
export { hi as committee } from '../components/Committee/Committee.words.ts';
export { hi as departmentPage } from '../layouts/DepartmentPage/DepartmentPage.words.ts';
export { hi as disclosureTable } from '../components/DisclosureTable/DisclosureTable.words.ts';
export { hi as documentList } from '../components/DocumentList/DocumentList.words.ts';
export { hi as link } from '../components/Link/Link.words.ts';
export { hi as notFound } from '../components/NotFound/NotFound.words.ts';
export { hi as lastUpdated } from '../components/LastUpdated/LastUpdated.words.ts';
export { hi as enquiryForm } from '../components/EnquiryForm/EnquiryForm.words.ts';
export { hi as enquiryReceipt } from '../components/EnquiryForm/EnquiryReceipt.words.ts';
export { hi as examOfficeContact } from '../components/ExamOfficeContact/ExamOfficeContact.words.ts';
export { hi as facility } from '../components/Facility/Facility.words.ts';
export { hi as facultyCard } from '../components/FacultyCard/FacultyCard.words.ts';
export { hi as facultyDirectory } from '../components/FacultyDirectory/FacultyDirectory.words.ts';
export { hi as facultyList } from '../components/FacultyList/FacultyList.words.ts';
export { hi as facultyWork } from '../components/FacultyWork/FacultyWork.words.ts';
export { hi as floatingActions } from '../components/FloatingActions/FloatingActions.words.ts';
export { hi as footer } from '../components/Footer/Footer.words.ts';
export { hi as header } from '../components/Header/Header.words.ts';
export { hi as labGallery } from '../components/LabGallery/LabGallery.words.ts';
export { hi as officerProfile } from '../components/OfficerProfile/OfficerProfile.words.ts';
export { hi as orgChart } from '../components/OrgChart/OrgChart.words.ts';
export { hi as schoolCommittees } from '../components/SchoolCommittees/SchoolCommittees.words.ts';
export { hi as photoGallery } from '../components/PhotoGallery/PhotoGallery.words.ts';
export { hi as placementHighlights } from '../components/PlacementHighlights/PlacementHighlights.words.ts';
export { hi as programmePage } from '../layouts/ProgrammePage/ProgrammePage.words.ts';
export { hi as programmeExplorer } from '../components/ProgrammeExplorer/ProgrammeExplorer.words.ts';
export { hi as sampleBadge } from '../components/SampleBadge/SampleBadge.words.ts';
export { hi as scholarships } from '../components/SchemeList/SchemeList.words.ts';
export { hi as schoolPage } from '../layouts/SchoolPage/SchoolPage.words.ts';
export { hi as siteMap } from '../components/SiteMap/SiteMap.words.ts';
export { hi as siteSearch } from '../components/SiteSearch/SiteSearch.words.ts';
export { hi as socialLinks } from '../components/SocialLinks/SocialLinks.words.ts';
export { hi as topBanner } from '../components/TopBanner/TopBanner.words.ts';
export { hi as universityTable } from '../components/UniversityTable/UniversityTable.words.ts';

export const about: typeof en.about = { ...statutoryApprovals.hi, ...visionMission.hi };

export const admissionCriteria: typeof en.admissionCriteria = { ...admissionRules.hi, ...intakeTable.hi };

export const event: typeof en.event = { ...eventCommittee.hi, ...eventProgramme.hi, ...eventRegistration.hi, ...eventRules.hi, ...eventTimeline.hi };

export const feeStructure: typeof en.feeStructure = { ...extraCharges.hi, ...feeTable.hi, ...hostelFee.hi, ...refundSchedule.hi };

export const home: typeof en.home = { ...homeActions.hi, ...homeCarousel.hi, ...homeNews.hi };

export const quality: typeof en.quality = { ...auditFindings.hi, ...auditObservations.hi, ...auditSchedule.hi };

export const privacyNotice: typeof en.privacyNotice = { ...privacyContact.hi, ...privacyTerm.hi };
