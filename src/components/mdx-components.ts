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
import AdmissionContacts from './AdmissionContacts/AdmissionContacts.astro';
import InlineEnquiry from './EnquiryForm/InlineEnquiry.astro';

// academics (issue 4)

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
  AdmissionContacts,
  InlineEnquiry,

  // academics (issue 4)

  // admissions and examinations (issue 5)

  // university (issue 6)

  // campus life (issue 7)

};
