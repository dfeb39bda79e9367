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

// campus life (issue 7)
import DisclosureTable from './DisclosureTable/DisclosureTable.astro';
import EventCommittee from './Event/EventCommittee.astro';
import EventProgramme from './Event/EventProgramme.astro';
import EventRegistration from './Event/EventRegistration.astro';
import EventRules from './Event/EventRules.astro';
import EventTimeline from './Event/EventTimeline.astro';
import Facility from './Facility/Facility.astro';
import MediaGrid from './MediaGrid/MediaGrid.astro';
import PhotoGallery from './PhotoGallery/PhotoGallery.astro';
import PlacementHighlights from './PlacementHighlights/PlacementHighlights.astro';


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

  // campus life (issue 7)
  DisclosureTable,
  EventCommittee,
  EventProgramme,
  EventRegistration,
  EventRules,
  EventTimeline,
  Facility,
  MediaGrid,
  PhotoGallery,
  PlacementHighlights,

};
