/** One named example of a component in the gallery, as its fixtures file lists it. */
export interface Example<Props = Record<string, unknown>> {
  name: string;
  props?: Props;
  /** Props only the gallery passes (to show a dialog open in place), left out of the MDX tag shown for the example. */
  galleryProps?: Record<string, unknown>;
  /** HTML placed in the component's default slot. */
  slot?: string;
  /** HTML placed in named slots (a page template's `intro`), by slot name. */
  slots?: Record<string, string>;
}

/** What a `<Name>.fixtures.ts` file exports. */
export interface Fixtures {
  /** What the component is for, shown above its examples. */
  summary: string;
  component: (props: never) => unknown;
  examples: Example<never>[];
  /**
   * Whether tests/site/gallery.spec.ts compares the examples with screenshots kept in the component's
   * `screenshots/` folder. Left out for components that draw content, which an editor may change.
   */
  screenshots?: boolean;
}

export interface GalleryEntry extends Fixtures {
  name: string;
  /** The folder of the component and its fixtures file, from the project root (`src/components/Callout`). */
  folder: string;
  /** Whether MDX pages may use the component by this name (its folder's mdx.ts exports it). */
  inMdx: boolean;
}
