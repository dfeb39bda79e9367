/**
 * The English dictionary, assembled: every component's words from the words
 * file in its folder (src/components/<Name>/<Name>.words.ts), each as its
 * namespace, and the site-wide words of src/words/en.ts (the frame, and the
 * words of the rules in src/lib, which import them from there). Hindi gives
 * every namespace in ./hi.ts, checked by the type checker. Words that come
 * from data files are translated in src/content/data/translations/ instead.
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

export * from '../words/en.ts';
export { en as admissionActions } from '../components/AdmissionActions/AdmissionActions.words.ts';
export { en as admissionSteps } from '../components/AdmissionSteps/AdmissionSteps.words.ts';
export { en as pictureNote } from '../components/PictureNote/PictureNote.words.ts';
export { en as admissionContacts } from '../components/AdmissionContacts/AdmissionContacts.words.ts';
export { en as announcement } from '../components/Announcement/Announcement.words.ts';
export { en as applyBanner } from '../components/ApplyBanner/ApplyBanner.words.ts';
export { en as askFor } from '../components/AskFor/AskFor.words.ts';
export { en as breadcrumbs } from '../components/Breadcrumbs/Breadcrumbs.words.ts';
export { en as callout } from '../components/Callout/Callout.words.ts';
export { en as cardGrid } from '../components/CardGrid/CardGrid.words.ts';
export { en as carousel } from '../components/Carousel/Carousel.words.ts';
export { en as committee } from '../components/Committee/Committee.words.ts';
export { en as departmentPage } from '../layouts/DepartmentPage/DepartmentPage.words.ts';
export { en as disclosureTable } from '../components/DisclosureTable/DisclosureTable.words.ts';
export { en as documentList } from '../components/DocumentList/DocumentList.words.ts';
export { en as link } from '../components/Link/Link.words.ts';
export { en as notFound } from '../components/NotFound/NotFound.words.ts';
export { en as lastUpdated } from '../components/LastUpdated/LastUpdated.words.ts';
export { en as enquiryForm } from '../components/EnquiryForm/EnquiryForm.words.ts';
export { en as enquiryReceipt } from '../components/EnquiryForm/EnquiryReceipt.words.ts';
export { en as examOfficeContact } from '../components/ExamOfficeContact/ExamOfficeContact.words.ts';
export { en as facility } from '../components/Facility/Facility.words.ts';
export { en as facultyCard } from '../components/FacultyCard/FacultyCard.words.ts';
export { en as facultyDirectory } from '../components/FacultyDirectory/FacultyDirectory.words.ts';
export { en as facultyList } from '../components/FacultyList/FacultyList.words.ts';
export { en as facultyWork } from '../components/FacultyWork/FacultyWork.words.ts';
export { en as floatingActions } from '../components/FloatingActions/FloatingActions.words.ts';
export { en as footer } from '../components/Footer/Footer.words.ts';
export { en as header } from '../components/Header/Header.words.ts';
export { en as labGallery } from '../components/LabGallery/LabGallery.words.ts';
export { en as officerProfile } from '../components/OfficerProfile/OfficerProfile.words.ts';
export { en as orgChart } from '../components/OrgChart/OrgChart.words.ts';
export { en as schoolCommittees } from '../components/SchoolCommittees/SchoolCommittees.words.ts';
export { en as photoGallery } from '../components/PhotoGallery/PhotoGallery.words.ts';
export { en as placementHighlights } from '../components/PlacementHighlights/PlacementHighlights.words.ts';
export { en as programmePage } from '../layouts/ProgrammePage/ProgrammePage.words.ts';
export { en as programmeExplorer } from '../components/ProgrammeExplorer/ProgrammeExplorer.words.ts';
export { en as sampleBadge } from '../components/SampleBadge/SampleBadge.words.ts';
export { en as scholarships } from '../components/SchemeList/SchemeList.words.ts';
export { en as schoolPage } from '../layouts/SchoolPage/SchoolPage.words.ts';
export { en as siteMap } from '../components/SiteMap/SiteMap.words.ts';
export { en as siteSearch } from '../components/SiteSearch/SiteSearch.words.ts';
export { en as socialLinks } from '../components/SocialLinks/SocialLinks.words.ts';
export { en as topBanner } from '../components/TopBanner/TopBanner.words.ts';
export { en as universityTable } from '../components/UniversityTable/UniversityTable.words.ts';

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
