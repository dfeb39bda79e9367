/**
 * Every component the gallery shows, with the examples from the fixtures
 * file kept beside it. The gallery's accessibility and screenshot tests run
 * over exactly these examples.
 */
import type { GalleryEntry } from './types';
import Badge from '../components/Badge/Badge.astro';
import { examples as badge } from '../components/Badge/Badge.fixtures';
import Callout from '../components/Callout/Callout.astro';
import { examples as callout } from '../components/Callout/Callout.fixtures';
import DocumentList from '../components/DocumentList/DocumentList.astro';
import { examples as documentList } from '../components/DocumentList/DocumentList.fixtures';
import EnquiryForm from '../components/EnquiryForm/EnquiryForm.astro';
import { examples as enquiryForm } from '../components/EnquiryForm/EnquiryForm.fixtures';
import FacultyCard from '../components/FacultyCard/FacultyCard.astro';
import { examples as facultyCard } from '../components/FacultyCard/FacultyCard.fixtures';
import KeyFigures from '../components/KeyFigures/KeyFigures.astro';
import { examples as keyFigures } from '../components/KeyFigures/KeyFigures.fixtures';
import DataTable from '../components/DataTable/DataTable.astro';
import { examples as dataTable } from '../components/DataTable/DataTable.fixtures';
import Announcement from '../components/Announcement/Announcement.astro';
import { examples as announcement } from '../components/Announcement/Announcement.fixtures';
import CardGrid from '../components/CardGrid/CardGrid.astro';
import { examples as cardGrid } from '../components/CardGrid/CardGrid.fixtures';
import ImageCarousel from '../components/Carousel/ImageCarousel.astro';
import { examples as carousel } from '../components/Carousel/ImageCarousel.fixtures';
import FloatingActions from '../components/FloatingActions/FloatingActions.astro';
import { examples as floatingActions } from '../components/FloatingActions/FloatingActions.fixtures';
import Footer from '../components/Footer/Footer.astro';
import { examples as footer } from '../components/Footer/Footer.fixtures';
import Header from '../components/Header/Header.astro';
import { examples as header } from '../components/Header/Header.fixtures';
import Link from '../components/Link/Link.astro';
import { examples as link } from '../components/Link/Link.fixtures';
import SideMenu from '../components/SideMenu/SideMenu.astro';
import { examples as sideMenu } from '../components/SideMenu/SideMenu.fixtures';
import TopBanner from '../components/TopBanner/TopBanner.astro';
import { examples as topBanner } from '../components/TopBanner/TopBanner.fixtures';

export const gallery: GalleryEntry[] = [
  { name: 'Header', summary: 'The site header: top strip, masthead, menus and the slim bar with notices and actions.', component: Header, examples: header },
  { name: 'TopBanner', summary: 'The notices: links in a row on wide screens, one Notices button on phones.', component: TopBanner, examples: topBanner },
  { name: 'Footer', summary: 'Address, phones, admissions contact and social links.', component: Footer, examples: footer },
  { name: 'FloatingActions', summary: 'The floating call button and chat link.', component: FloatingActions, examples: floatingActions },
  { name: 'Link', summary: 'Every kind of link target, rendered the same way everywhere.', component: Link, examples: link },
  { name: 'SideMenu', summary: 'A titled list of related pages beside the content.', component: SideMenu, examples: sideMenu },
  { name: 'CardGrid', summary: 'Cards with an image, a title, a text and one link.', component: CardGrid, examples: cardGrid },
  { name: 'ImageCarousel', summary: 'The carousel island: slides, controls, indicators and rotation.', component: ImageCarousel, examples: carousel },
  { name: 'Announcement', summary: 'The home page announcement dialog.', component: Announcement, examples: announcement },
  { name: 'EnquiryForm', summary: 'The admission enquiry form, empty and with its error states.', component: EnquiryForm, examples: enquiryForm },
  { name: 'Badge', summary: 'Short status words beside a title.', component: Badge, examples: badge },
  { name: 'Callout', summary: 'A highlighted note, warning or confirmation inside a page.', component: Callout, examples: callout },
  { name: 'KeyFigures', summary: 'Headline figures seen at a glance.', component: KeyFigures, examples: keyFigures },
  {
    name: 'DataTable',
    summary: 'The one data table: a table from 768 px, a card of labelled values per row below it.',
    component: DataTable,
    examples: dataTable,
  },
  { name: 'DocumentList', summary: 'Documents of one category, newest first; unpublished ones marked.', component: DocumentList, examples: documentList },
  { name: 'FacultyCard', summary: 'A faculty profile with its Show More Details toggle.', component: FacultyCard, examples: facultyCard },
].map((entry) => ({ ...entry, component: entry.component as GalleryEntry['component'], examples: entry.examples as GalleryEntry['examples'] }));

export const slugOf = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
