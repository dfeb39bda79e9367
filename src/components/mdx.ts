/**
 * The components every MDX page may use without importing them, one line
 * each: integrations/mdx-page-components/ reads this list and gives each
 * page imports of the ones it names, so a page loads only their styles.
 * Editors' guide: docs/editing.md lists each with an example; `npm run check`
 * names an unknown component and lists these.
 */

// home
export { default as Announcement } from './Announcement/Announcement.astro';
export { default as HomeCarousel } from './HomeCarousel/HomeCarousel.astro';
export { default as HomeCourses } from './HomeCourses/HomeCourses.astro';
export { default as HomeActions } from './HomeActions/HomeActions.astro';
export { default as HomeNews } from './HomeNews/HomeNews.astro';
export { default as Link } from './Link/Link.astro';

// enquiry
export { default as AdmissionContacts } from './AdmissionContacts/AdmissionContacts.astro';
export { default as EnquiryReceipt } from './EnquiryForm/EnquiryReceipt.astro';
export { default as InlineEnquiry } from './EnquiryForm/InlineEnquiry.astro';
export { default as PrivacyContact } from './PrivacyContact/PrivacyContact.astro';
export { default as PrivacyTerm } from './PrivacyTerm/PrivacyTerm.astro';

// academics
export { default as DepartmentPage } from './DepartmentPage/DepartmentPage.astro';
export { default as FacultyDirectory } from './FacultyDirectory/FacultyDirectory.astro';
export { default as FacultyList } from './FacultyList/FacultyList.astro';
export { default as FacultyWork } from './FacultyWork/FacultyWork.astro';
export { default as KeyFigures } from './KeyFigures/KeyFigures.astro';
export { default as LabGallery } from './LabGallery/LabGallery.astro';
export { default as SchoolCommittees } from './SchoolCommittees/SchoolCommittees.astro';
export { default as DataTable } from './DataTable/DataTable.astro';
export { default as SchoolPage } from './SchoolPage/SchoolPage.astro';

// admissions and examinations
export { default as AdmissionActions } from './AdmissionActions/AdmissionActions.astro';
export { default as AdmissionRules } from './AdmissionRules/AdmissionRules.astro';
export { default as IntakeTable } from './IntakeTable/IntakeTable.astro';
export { default as DocumentList } from './DocumentList/DocumentList.astro';
export { default as ExamOfficeContact } from './ExamOfficeContact/ExamOfficeContact.astro';
export { default as ExtraCharges } from './ExtraCharges/ExtraCharges.astro';
export { default as FeeTable } from './FeeTable/FeeTable.astro';
export { default as HostelFee } from './HostelFee/HostelFee.astro';
export { default as RefundSchedule } from './RefundSchedule/RefundSchedule.astro';
export { default as ProgrammeExplorer } from './ProgrammeExplorer/ProgrammeExplorer.astro';
export { default as SchemeList } from './SchemeList/SchemeList.astro';

// university
export { default as AuditFindings } from './AuditFindings/AuditFindings.astro';
export { default as AuditObservations } from './AuditObservations/AuditObservations.astro';
export { default as AuditSchedule } from './AuditSchedule/AuditSchedule.astro';
export { default as BestPractices } from './BestPractices/BestPractices.astro';
export { default as EmployeeBenefits } from './EmployeeBenefits/EmployeeBenefits.astro';
export { default as FeatureCards } from './FeatureCards/FeatureCards.astro';
export { default as OfficerProfile } from './OfficerProfile/OfficerProfile.astro';
export { default as PageText } from './PageText/PageText.astro';
export { default as OrgChart } from './OrgChart/OrgChart.astro';
export { default as StatutoryApprovals } from './StatutoryApprovals/StatutoryApprovals.astro';
export { default as UniversityTable } from './UniversityTable/UniversityTable.astro';
export { default as VisionMission } from './VisionMission/VisionMission.astro';

// student support
export { default as Committee } from './Committee/Committee.astro';

// campus life
export { default as DisclosureTable } from './DisclosureTable/DisclosureTable.astro';
export { default as EventCommittee } from './EventCommittee/EventCommittee.astro';
export { default as EventProgramme } from './EventProgramme/EventProgramme.astro';
export { default as EventRegistration } from './EventRegistration/EventRegistration.astro';
export { default as EventRules } from './EventRules/EventRules.astro';
export { default as EventStructuredData } from './EventStructuredData/EventStructuredData.astro';
export { default as EventTimeline } from './EventTimeline/EventTimeline.astro';
export { default as Facility } from './Facility/Facility.astro';
export { default as MediaGrid } from './MediaGrid/MediaGrid.astro';
export { default as PhotoGallery } from './PhotoGallery/PhotoGallery.astro';
export { default as PlacementHighlights } from './PlacementHighlights/PlacementHighlights.astro';

// editors
export { default as Callout } from './Callout/Callout.astro';
export { default as Session } from './Session/Session.astro';
