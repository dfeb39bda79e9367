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
import DepartmentPage from './DepartmentPage/DepartmentPage.astro';
import FacultyDirectory from './FacultyDirectory/FacultyDirectory.astro';
import FacultyList from './FacultyList/FacultyList.astro';
import FacultyWork from './FacultyWork/FacultyWork.astro';
import KeyFigures from './KeyFigures/KeyFigures.astro';
import LabGallery from './LabGallery/LabGallery.astro';
import PharmacyCommittees from './PharmacyCommittees/PharmacyCommittees.astro';
import ResponsiveTable from './ResponsiveTable/ResponsiveTable.astro';
import SchoolPage from './SchoolPage/SchoolPage.astro';
import SocietyPage from './SocietyPage/SocietyPage.astro';

// admissions and examinations (issue 5)

// university (issue 6)

// campus life (issue 7)


export const mdxComponents = {
  Announcement,
  CardGrid,
  HomeCarousel,
  HomeCourses,
  Link,
  // enquiry (issue 3)

  // academics (issue 4)
  DepartmentPage,
  FacultyDirectory,
  FacultyList,
  FacultyWork,
  KeyFigures,
  LabGallery,
  PharmacyCommittees,
  ResponsiveTable,
  SchoolPage,
  SocietyPage,

  // admissions and examinations (issue 5)

  // university (issue 6)

  // campus life (issue 7)

};
