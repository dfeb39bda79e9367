/** A component's gallery address: `/gallery/<slug>` (`ImageCarousel` is at `/gallery/image-carousel`). */
export const slugOf = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
