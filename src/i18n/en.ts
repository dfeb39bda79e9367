/**
 * The English dictionary, assembled: every component's words from the words
 * file in its folder (src/components/<Name>/<Name>.words.ts), each as its
 * namespace, and the site-wide words of src/words/en.ts (the frame, and the
 * words of the rules in src/lib, which import them from there). Hindi gives
 * every namespace in ./hi.ts, checked by the type checker. Words that come
 * from data files are translated in src/content/data/translations/ instead.
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

export * from '../words/en';
export { en as admissionActions } from '../components/AdmissionActions/AdmissionActions.words';
export { en as admissionContacts } from '../components/AdmissionContacts/AdmissionContacts.words';
export { en as announcement } from '../components/Announcement/Announcement.words';
export { en as applyBanner } from '../components/ApplyBanner/ApplyBanner.words';
export { en as askFor } from '../components/AskFor/AskFor.words';
export { en as breadcrumbs } from '../components/Breadcrumbs/Breadcrumbs.words';
export { en as callout } from '../components/Callout/Callout.words';
export { en as cardGrid } from '../components/CardGrid/CardGrid.words';
export { en as carousel } from '../components/Carousel/Carousel.words';
export { en as committee } from '../components/Committee/Committee.words';
export { en as departmentPage } from '../components/DepartmentPage/DepartmentPage.words';
export { en as disclosureTable } from '../components/DisclosureTable/DisclosureTable.words';
export { en as documentList } from '../components/DocumentList/DocumentList.words';
export { en as link } from '../components/Link/Link.words';
export { en as notFound } from '../components/NotFound/NotFound.words';
export { en as enquiryForm } from '../components/EnquiryForm/EnquiryForm.words';
export { en as enquiryReceipt } from '../components/EnquiryForm/EnquiryReceipt.words';
export { en as examOfficeContact } from '../components/ExamOfficeContact/ExamOfficeContact.words';
export { en as facility } from '../components/Facility/Facility.words';
export { en as facultyCard } from '../components/FacultyCard/FacultyCard.words';
export { en as facultyDirectory } from '../components/FacultyDirectory/FacultyDirectory.words';
export { en as facultyList } from '../components/FacultyList/FacultyList.words';
export { en as facultyWork } from '../components/FacultyWork/FacultyWork.words';
export { en as floatingActions } from '../components/FloatingActions/FloatingActions.words';
export { en as footer } from '../components/Footer/Footer.words';
export { en as header } from '../components/Header/Header.words';
export { en as labGallery } from '../components/LabGallery/LabGallery.words';
export { en as officerProfile } from '../components/OfficerProfile/OfficerProfile.words';
export { en as orgChart } from '../components/OrgChart/OrgChart.words';
export { en as schoolCommittees } from '../components/SchoolCommittees/SchoolCommittees.words';
export { en as photoGallery } from '../components/PhotoGallery/PhotoGallery.words';
export { en as placementHighlights } from '../components/PlacementHighlights/PlacementHighlights.words';
export { en as programmePage } from '../components/ProgrammePage/ProgrammePage.words';
export { en as programmeExplorer } from '../components/ProgrammeExplorer/ProgrammeExplorer.words';
export { en as sampleBadge } from '../components/SampleBadge/SampleBadge.words';
export { en as scholarships } from '../components/SchemeList/SchemeList.words';
export { en as schoolPage } from '../components/SchoolPage/SchoolPage.words';
export { en as siteMap } from '../components/SiteMap/SiteMap.words';
export { en as siteSearch } from '../components/SiteSearch/SiteSearch.words';
export { en as socialLinks } from '../components/SocialLinks/SocialLinks.words';
export { en as topBanner } from '../components/TopBanner/TopBanner.words';
export { en as universityTable } from '../components/UniversityTable/UniversityTable.words';

/** The about namespace, shared by the components that read it: StatutoryApprovals, VisionMission. */
export const about = { ...statutoryApprovals.en, ...visionMission.en };

/** The admissionCriteria namespace, shared by the components that read it: AdmissionRules, IntakeTable. */
export const admissionCriteria = { ...admissionRules.en, ...intakeTable.en };

/** The event namespace, shared by the components that read it: EventCommittee, EventProgramme, EventRegistration, EventRules, EventTimeline. */
export const event = { ...eventCommittee.en, ...eventProgramme.en, ...eventRegistration.en, ...eventRules.en, ...eventTimeline.en };

/** The feeStructure namespace, shared by the components that read it: ExtraCharges, FeeTable, HostelFee, RefundSchedule. */
export const feeStructure = { ...extraCharges.en, ...feeTable.en, ...hostelFee.en, ...refundSchedule.en };

/** The home namespace, shared by the components that read it: HomeActions, HomeCarousel, HomeNews. */
export const home = { ...homeActions.en, ...homeCarousel.en, ...homeNews.en };

/** The quality namespace, shared by the components that read it: AuditFindings, AuditObservations, AuditSchedule. */
export const quality = { ...auditFindings.en, ...auditObservations.en, ...auditSchedule.en };

/** The privacyNotice namespace, shared by the components that read it: PrivacyContact, PrivacyTerm. */
export const privacyNotice = { ...privacyContact.en, ...privacyTerm.en };
