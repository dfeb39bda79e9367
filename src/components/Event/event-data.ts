/** TechIdea 2025 for the event page's components, from the data layer (with its phase on the day of the build). */
import { getEvent } from '../../data/event';

export const getTechIdea = () => getEvent('techidea-2025');
